"""Record what real MindSpore 2.10 prints for the public programs in tests/programs/ (``record_programs.py
[NAME.py ...]`` re-records just those; see recorder.py for how to run)."""
import sys

from record_seeds import record_directory

if __name__ == "__main__":
    record_directory("programs", "programs", only=sys.argv[1:])
