"""``python -m graphpaths.cli ...``: the ``graphpaths`` command."""

import sys

from graphpaths.cli import main

__all__: list[str] = []

if __name__ == "__main__":
    sys.exit(main())
