"""Record vision.Resize (bilinear uint8) outputs from real MindSpore 2.10.

    /tmp/msenv/bin/python tests/golden/record_vision_resize.py

The cases live in cases_vision_resize.py; this writes vision_resize.json (dtypes and shapes) and
vision_resize.npz (the pixels).
"""
import cases_vision_resize as cases
from recorder import record_in_process

if __name__ == "__main__":
    record_in_process("vision_resize", cases)
