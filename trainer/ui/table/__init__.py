"""The felt: the table scene, its items, card and chip art, the layout of hands and bets,
motion, the pictures repaints blit, and what is drawn over the table (guide, why)."""
