"""Record mindspore.dataset.debug hooks and mindspore.dataset.utils.LineReader from real MindSpore 2.10.

    /tmp/msenv/bin/python tests/golden/record_dataset_utils.py

The cases live in cases_dataset_utils.py; this writes dataset_utils.json (``value.<case>``, ``error.<case>``).
"""
import cases_dataset_utils as cases
from recorder import record_in_process

if __name__ == "__main__":
    record_in_process("dataset_utils", cases)
