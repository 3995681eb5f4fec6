"""Record mindspore.dataset.transforms.not_random and Plugin from real MindSpore 2.10.

    /tmp/msenv/bin/python tests/golden/record_dataset_plugin.py

The cases live in cases_dataset_plugin.py; this writes dataset_plugin.json (``value.<case>``, ``error.<case>``).
Errors are recorded in this process (a failed read leaves nothing behind).
"""
import cases_dataset_plugin as cases
from recorder import record_in_process

if __name__ == "__main__":
    record_in_process("dataset_plugin", cases)
