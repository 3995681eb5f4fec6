"""Record the mindspore.dataset extras (dict columns, chained samplers, dataset callbacks, legacy modules) from
real MindSpore 2.10.

    /tmp/msenv/bin/python tests/golden/record_dataset_extras.py

The cases live in cases_dataset_extras.py; this writes dataset_extras.json (``value.<case>``, ``error.<case>``).
"""
import cases_dataset_extras as cases
from recorder import record_in_process

if __name__ == "__main__":
    record_in_process("dataset_extras", cases)
