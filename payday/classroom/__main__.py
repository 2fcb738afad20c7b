"""Run the classroom launcher: `python -m payday.classroom` (the same as `payday app`)."""
import sys

from payday.classroom.launcher import main

sys.exit(main())
