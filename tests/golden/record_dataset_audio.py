"""Record mindspore.dataset.audio behaviour from real MindSpore 2.10.

    /tmp/msenv/bin/python tests/golden/record_dataset_audio.py

The cases live in cases_dataset_audio.py; this writes dataset_audio.json (``array.<case>`` dtypes and shapes,
``error.<case>``) and dataset_audio.npz (``<case>.<i>``).
"""
import cases_dataset_audio as cases
from recorder import record_in_process

if __name__ == "__main__":
    record_in_process("dataset_audio", cases)
