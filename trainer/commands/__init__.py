"""The ``trainer`` command line: ``cli`` parses and dispatches, one module per subcommand
(check, classes, gui, practice, quiz, report, validate) and the no-display terminal round.
Commands compose what the packages below them compute; they hold no rules of their own."""
