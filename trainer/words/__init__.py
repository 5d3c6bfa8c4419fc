"""Words people read: the message catalog, every command's and page's texts, the languages,
their Qt translations, and names for houses and packs where the record keeps ids."""
