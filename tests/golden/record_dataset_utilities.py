"""Record mindspore.dataset utilities (utilities) from real MindSpore 2.10.

    /tmp/msenv/bin/python tests/golden/record_dataset_utilities.py

The cases live in cases_dataset_utilities.py; this writes dataset_utilities.json (``value.<case>``, ``error.<case>``).
Errors are recorded in this process (a failed text operation leaves nothing behind).
"""
import cases_dataset_utilities as cases
from recorder import record_in_process

if __name__ == "__main__":
    record_in_process("dataset_utilities", cases)
