"""Record mindspore.dataset's image sources over standard layouts from real MindSpore 2.10.

    /tmp/msenv/bin/python tests/golden/record_dataset_image.py

The cases live in cases_dataset_image.py; this writes dataset_image.json (``value.<case>``, ``error.<case>``; the
temporary folder in error messages is written ``<tmp>``).
"""
import cases_dataset_image as cases
from cases_dataset import _TMP
from recorder import record_in_process

if __name__ == "__main__":
    record_in_process("dataset_image", cases, scrub=(_TMP, "<tmp>"))
