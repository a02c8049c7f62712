import sys

from wormlib.cli import main

sys.exit(main())
