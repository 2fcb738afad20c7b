"""Serve the class: `python -m payday.classroom` is `payday app` (payday/cli.py)."""
import sys

from payday.cli import main

sys.exit(main(["app", *sys.argv[1:]]))
