"""The house used when none is named, on its own: the window's command line and its
first frame name it without loading the house rules (and YAML) behind it."""

DEFAULT_HOUSE = "cosmopol"
