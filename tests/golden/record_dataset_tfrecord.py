"""Record mindspore.dataset.TFRecordDataset from real MindSpore 2.10.

    /tmp/msenv/bin/python tests/golden/record_dataset_tfrecord.py

The cases live in cases_dataset_tfrecord.py; this writes dataset_tfrecord.json (``value.<case>``, ``error.<case>``).
Errors are recorded in this process (a failed read leaves nothing behind).
"""
import cases_dataset_tfrecord as cases
from recorder import record_in_process

if __name__ == "__main__":
    record_in_process("dataset_tfrecord", cases)
