"""Entry point of the one-folder desktop build (``make dist``): the ``trainer`` command.

Without arguments it opens the window, as the installed ``trainer`` does; every
subcommand (``gui --screenshot FILE``, ``check``, ``quiz``...) works the same.
"""

import sys

from trainer.commands.cli import main

if __name__ == "__main__":
    sys.exit(main())
