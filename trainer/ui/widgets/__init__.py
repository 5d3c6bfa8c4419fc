"""Small widgets the window's parts share: elided and steady labels, tab label room, column
widths that fit every language."""
