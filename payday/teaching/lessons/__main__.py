import sys

from payday.teaching.papers import main

sys.exit(main())
