"""Record the bounding-box operations of cases_vision_bbox.py from real MindSpore 2.10.

    /tmp/msenv/bin/python tests/golden/record_vision_bbox.py

This writes vision_bbox.json (values, dtypes, shapes, errors) and vision_bbox.npz (the outputs).
"""
import cases_vision_bbox as cases
from recorder import record_in_process

if __name__ == "__main__":
    record_in_process("vision_bbox", cases)
