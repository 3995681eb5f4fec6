"""Record vision.Resize (bilinear uint8) outputs from real MindSpore 2.10.

    /tmp/msenv/bin/python tests/golden/record_vision_resize.py

The cases live in cases_vision_resize.py; this writes vision_resize.json (dtypes and shapes) and
vision_resize.npz (the pixels).
"""
import cases_vision_resize as cases
from recorder import Recorder


def main():
    import mindspore
    rec = Recorder("vision_resize")
    rec.cases(mindspore, cases.run, {}, cases.ARRAYS, cases.as_arrays)
    rec.save()


if __name__ == "__main__":
    main()
