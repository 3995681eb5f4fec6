"""Record mindspore.dataset.TedliumDataset from real MindSpore 2.10.

    /tmp/msenv/bin/python tests/golden/record_dataset_tedlium.py

The cases live in cases_dataset_tedlium.py; this writes dataset_tedlium.json (``value.<case>``, ``error.<case>``).
Errors are recorded in this process (a failed read leaves nothing behind).
"""
import cases_dataset_tedlium as cases
from recorder import record_in_process

if __name__ == "__main__":
    record_in_process("dataset_tedlium", cases)
