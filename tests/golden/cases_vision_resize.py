"""vision.Resize (bilinear, bicubic and area, uint8) over sizes and odd shapes, recorded from MindSpore 2.10 (OpenCV) by
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

# bicubic and area: the fixed shapes but the two largest upscales, random shapes with smaller outputs, and area's
# own cases (whole-number factors, 2x2 on 1-4 channels, fractional factors down, mixed up/down)
_SMALL = [shape for shape in _SHAPES[:21] if shape[1][0] * shape[1][1] < 200 * 200]
_RANDOM = np.random.RandomState(8)
for _i in range(16):
    _h, _w = (int(v) for v in _RANDOM.randint(1, 100, 2))
    _c = (1, 3, 4, 0)[_i % 4]
    _SMALL.append(((_h, _w) if _c == 0 else (_h, _w, _c), tuple(int(v) for v in _RANDOM.randint(1, 90, 2))))
_AREA = [((30, 30, 3), (10, 10)), ((30, 40, 1), (10, 20)), ((40, 60, 2), (20, 30)), ((40, 60, 4), (20, 30)),
         ((40, 60), (20, 30)), ((33, 47, 3), (10, 13)), ((100, 100, 3), (33, 33)), ((10, 10, 3), (7, 7)),
         ((30, 30, 3), (10, 45)), ((12, 50, 3), (30, 7)), ((97, 61, 4), (41, 29)), ((64, 64, 3), (60, 5))]
for _name, _inter in (("bicubic", "BICUBIC"), ("area", "AREA")):
    for _i, (_src, (_h, _w)) in enumerate(_SMALL + (_AREA if _name == "area" else [])):
        ARRAYS[f"{_name}.{_i:02d}.{'x'.join(map(str, _src))}_to_{_h}x{_w}"] = \
            f"vision.Resize(({_h}, {_w}), vision.Inter.{_inter})(img({_src}, {200 + _i}))"
ARRAYS.update({
    "bicubic.short_side": "vision.Resize(24, vision.Inter.BICUBIC)(img((40, 30, 3), 300))",
    "bicubic.resized_crop": "vision.RandomResizedCrop((20, 24), scale=(1.0, 1.0), ratio=(1.0, 1.0), "
                            "interpolation=vision.Inter.BICUBIC)(img((30, 30, 3), 301))",
    "bicubic.constant": "vision.Resize((9, 13), vision.Inter.BICUBIC)(np.full((4, 5, 3), 255, np.uint8))",
    "area.short_side": "vision.Resize(17, vision.Inter.AREA)(img((40, 30, 3), 302))",
    "area.batch": "vision.Resize((7, 9), vision.Inter.AREA)(img((2, 20, 21, 3), 303))",
})
