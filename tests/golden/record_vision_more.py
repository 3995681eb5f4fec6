"""Record the vision operations of cases_vision_more.py from real MindSpore 2.10.

    /tmp/msenv/bin/python tests/golden/record_vision_more.py

This writes vision_more.json (values, dtypes, shapes, errors) and vision_more.npz (the outputs).
"""
import cases_vision_more as cases
from recorder import record_in_process

if __name__ == "__main__":
    record_in_process("vision_more", cases)
