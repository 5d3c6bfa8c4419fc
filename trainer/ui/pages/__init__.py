"""Pages beside the table: the drill tab, History, Skills, the Class view, the replay and
spot-the-error pages."""
