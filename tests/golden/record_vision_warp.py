"""Record GaussianBlur and the warps of cases_vision_warp.py from real MindSpore 2.10.

    /tmp/msenv/bin/python tests/golden/record_vision_warp.py

This writes vision_warp.json (dtypes, shapes, errors) and vision_warp.npz (the outputs).
"""
import cases_vision_warp as cases
from recorder import record_in_process

if __name__ == "__main__":
    record_in_process("vision_warp", cases)
