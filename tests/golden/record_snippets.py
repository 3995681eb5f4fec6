"""Record what real MindSpore 2.10 prints for the API probes in tests/snippets/ (``record_snippets.py [NAME.py ...]``
re-records just those; see recorder.py for how to run)."""
import sys

from record_seeds import record_directory

if __name__ == "__main__":
    record_directory("snippets", "snippets", only=sys.argv[1:])
