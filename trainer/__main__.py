from trainer.commands.cli import main

raise SystemExit(main())
