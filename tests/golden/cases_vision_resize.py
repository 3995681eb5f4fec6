"""vision.Resize (bilinear, uint8) over sizes and odd shapes, recorded from MindSpore 2.10 (OpenCV) by
record_vision_resize.py and replayed bit for bit by tests/test_vision_resize.py.

``ARRAYS``: code giving Resize outputs, with ``vision``, ``np`` and ``img(shape, seed)`` (seeded uint8 pixels).
"""
import importlib

import numpy as np

# (source shape, target size): up, down, exact halves, one-pixel sides, grayscale 2-D, 1/3/4 channels, odd sizes
_SHAPES = [((32, 32, 3), (28, 28)), ((28, 28, 1), (32, 32)), ((17, 23, 3), (40, 9)), ((64, 48, 3), (224, 224)),
           ((100, 77, 3), (50, 38)), ((32, 32, 3), (16, 16)), ((5, 7, 3), (13, 29)), ((224, 224, 3), (100, 100)),
           ((31, 45, 1), (31, 90)), ((28, 28), (33, 47)), ((40, 60, 3), (20, 30)), ((9, 9, 3), (3, 3)),
           ((50, 50, 4), (77, 31)), ((1, 1, 3), (5, 4)), ((1, 9, 3), (1, 4)), ((7, 1), (3, 6)), ((2, 2, 3), (3, 3)),
           ((13, 11, 3), (1, 1)), ((96, 128, 3), (32, 32)), ((32, 32, 3), (227, 227)), ((3, 200, 3), (199, 2))]
_RANDOM = np.random.RandomState(7)
for _i in range(20):
    _h, _w = (int(v) for v in _RANDOM.randint(1, 120, 2))
    _c = (1, 3, 4, 0)[_i % 4]
    _SHAPES.append(((_h, _w) if _c == 0 else (_h, _w, _c), tuple(int(v) for v in _RANDOM.randint(1, 260, 2))))


def namespace(ms):
    vision = importlib.import_module(ms.__name__ + ".dataset.vision")

    def img(shape, seed):
        return np.random.RandomState(seed).randint(0, 256, shape).astype(np.uint8)
    return {"vision": vision, "np": np, "img": img}


def run(ms, code):
    return eval(code, namespace(ms))  # noqa: S307 - the code strings are the fixed table below


def as_arrays(result):
    return [np.asarray(result)]


ARRAYS = {f"bilinear.{i:02d}.{'x'.join(map(str, src))}_to_{h}x{w}":
          f"vision.Resize(({h}, {w}))(img({src}, {i}))" for i, (src, (h, w)) in enumerate(_SHAPES)}
ARRAYS.update({
    "bilinear.short_side": "vision.Resize(24)(img((40, 30, 3), 100))",
    "bilinear.resized_crop": "vision.RandomResizedCrop((20, 24), scale=(1.0, 1.0), ratio=(1.0, 1.0))"
                             "(img((30, 30, 3), 101))",
    "bilinear.same_size": "vision.Resize((10, 12))(img((10, 12, 3), 102))",
})
