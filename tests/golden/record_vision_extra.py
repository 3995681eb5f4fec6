"""Record the vision operations of cases_vision_extra.py from real MindSpore 2.10.

    /tmp/msenv/bin/python tests/golden/record_vision_extra.py

This writes vision_extra.json (dtypes, shapes, errors) and vision_extra.npz (the outputs).
"""
import cases_vision_extra as cases
from recorder import record_in_process

if __name__ == "__main__":
    record_in_process("vision_extra", cases)
