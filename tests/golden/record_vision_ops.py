"""Record the vision operations of cases_vision_ops.py from real MindSpore 2.10.

    /tmp/msenv/bin/python tests/golden/record_vision_ops.py

This writes vision_ops.json (values, dtypes, shapes, errors) and vision_ops.npz (the outputs).
"""
import cases_vision_ops as cases
from recorder import record_in_process

if __name__ == "__main__":
    record_in_process("vision_ops", cases)
