"""GaussianBlur (and the geometric warps of issue 18) recorded from MindSpore 2.10 by record_vision_warp.py and
replayed by tests/test_vision_warp.py: uint8 outputs bit for bit (OpenCV's fixed-point arithmetic), float ones
within 1e-5. Case code sees ``vision``, ``ms``, ``np``, ``img(shape, seed, dtype)`` and ``pil(shape, seed)``."""
import numpy as np

import cases_vision_extra
import cases_vision_more
from cases_dataset import as_json  # noqa: F401 - the recorder and goldens.table_tests read it here

as_arrays = cases_vision_extra.as_arrays


namespace = cases_vision_more.namespace
run = cases_vision_extra.run_in(namespace)

# (shape, kernel_size, sigma): default sigmas for sizes 1-21, explicit and per-axis sigmas, kernels larger than the
# image (reflect-101 folded), one-pixel rows and columns, 1/3/4 channels and 2-D images
_BLURS = [((20, 30, 3), 3, None), ((20, 30, 3), 5, None), ((20, 30, 3), 7, None), ((20, 30, 3), 9, None),
          ((20, 30, 3), 11, None), ((20, 30, 3), 3, 1.0), ((20, 30, 3), (5, 3), (1.5, 0.7)), ((7, 9), 5, 0.3),
          ((4, 5, 3), 7, 2.0), ((3, 2, 1), 9, None), ((1, 6, 3), 5, 1.0), ((6, 1, 3), 3, None),
          ((33, 17, 4), 13, 3.7), ((15, 15, 3), (1, 7), None), ((10, 12, 3), 21, 5.0), ((16, 16, 3), 1, None),
          ((12, 14, 3), (3, 9), [2, 0.5]), ((12, 14, 3), 5, 0), ((12, 14, 3), 5, (1.2, 0)),
          ((12, 14, 3), (3, 5), (0, 1.0)), ((64, 48, 3), 15, None)]
ARRAYS = {f"gaussian_blur.{i:02d}.{'x'.join(map(str, shape))}.k{kernel}.s{sigma}".replace(" ", ""):
          f"vision.GaussianBlur({kernel!r}{'' if sigma is None else ', ' + repr(sigma)})(img({shape}, {i}))"
          for i, (shape, kernel, sigma) in enumerate(_BLURS)}
ARRAYS.update({
    "gaussian_blur.float32": "vision.GaussianBlur(5, 1.3)(img((9, 11, 3), 40, 'float32'))",
    "gaussian_blur.float64": "vision.GaussianBlur(3)(img((6, 7, 3), 41, 'float64'))",
    "gaussian_blur.float_big_kernel": "vision.GaussianBlur((7, 9))(img((5, 6), 42, 'float32'))",
})

# (shape, degrees, translate, scale, shear, fill): rotations, translations, scales, x/y shears and all at once,
# 2-D, 1/3/4 channels, a quarter turn and a near-half turn
_AFFINES = [((20, 30, 3), 30, (0, 0), 1.0, (0, 0), 0), ((20, 30, 3), 0, (0.1, -0.2), 1.0, (0, 0), (10, 20, 30)),
            ((20, 30, 3), 0, (0, 0), 1.3, 0, 7), ((20, 30, 3), 0, (0, 0), 1.0, 15, 0),
            ((20, 30, 3), 10, (0.05, 0.1), 0.8, [10, -20], (255, 0, 128)), ((17, 23), -45, (0, 0), 1.1, (0, 5), 50),
            ((9, 9, 4), 90, (0, 0), 1.0, (0, 0), (1, 2, 3)), ((32, 32, 1), 12.5, (0.3, 0.3), 0.7, (3, 3), 9),
            ((40, 25, 3), -170, (-0.5, 0.25), 2.0, (30, 40), (5, 6, 7)), ((1, 1, 3), 45, (0, 0), 1.0, 0, 0)]
for _i, (_shape, _deg, _tr, _sc, _sh, _fill) in enumerate(_AFFINES):
    for _inter in ("NEAREST", "BILINEAR", "BICUBIC"):
        ARRAYS[f"affine.{_inter.lower()}.{_i:02d}"] = (f"vision.Affine({_deg}, {_tr!r}, {_sc}, {_sh!r}, "
                                                       f"vision.Inter.{_inter}, {_fill!r})(img({_shape}, {60 + _i}))")
ARRAYS.update({
    "random_affine.identity": "vision.RandomAffine(0)(img((8, 9, 3), 80))",
    "random_affine.fixed": "vision.RandomAffine((30, 30), (0.1, 0.1, -0.2, -0.2), (1.2, 1.2), (5, 5, -3, -3), "
                           "vision.Inter.BILINEAR, 4)(img((14, 12, 3), 81))",
})
ARRAYS.update({
    "affine.float_bilinear": "vision.Affine(20, (0.1, 0), 1.1, 5, vision.Inter.BILINEAR)(img((16, 18, 3), 91, "
                             "'float32'))",
    "affine.float_nearest": "vision.Affine(-30, (0, 0.2), 0.9, 0, vision.Inter.NEAREST, 3)(img((12, 10), 92, "
                            "'float32'))",
    "affine.float_bicubic": "vision.Affine(40, (0, -0.1), 1.2, (4, 7), vision.Inter.BICUBIC, 2)(img((11, 13, 3), 93, "
                            "'float32'))",
})

# (shape, start points, end points): corners pulled in, a crop stretched out, a 2-D and a 4-channel image
_QUADS = [((20, 30, 3), [[0, 0], [29, 0], [29, 19], [0, 19]], [[3, 2], [27, 1], [25, 18], [1, 17]]),
          ((40, 50, 3), [[5, 5], [45, 3], [44, 38], [2, 36]], [[0, 0], [49, 0], [49, 39], [0, 39]]),
          ((17, 23), [[0, 0], [22, 0], [22, 16], [0, 16]], [[2, 3], [20, 0], [22, 16], [0, 12]]),
          ((64, 80, 4), [[10, 0], [70, 5], [79, 63], [0, 60]], [[0, 0], [79, 0], [79, 63], [0, 63]])]
for _i, (_shape, _start, _end) in enumerate(_QUADS):
    for _inter in ("NEAREST", "BILINEAR", "BICUBIC"):
        ARRAYS[f"perspective.{_inter.lower()}.{_i:02d}"] = (f"vision.Perspective({_start}, {_end}, "
                                                            f"vision.Inter.{_inter})(img({_shape}, {100 + _i}))")
ARRAYS.update({
    "perspective.float": "vision.Perspective([[0, 0], [9, 0], [9, 7], [0, 7]], [[1, 1], [8, 0], [9, 7], [0, 6]])"
                         "(img((8, 10, 3), 110, 'float32'))",
    "random_perspective.never": "np.asarray(vision.RandomPerspective(0.5, 0.0)(pil((8, 10, 3), 112)))",
    "random_perspective.no_distortion": "np.asarray(vision.RandomPerspective(0.0, 1.0, vision.Inter.NEAREST)"
                                        "(pil((8, 10, 3), 113)))",
})

# (degrees, center, resample, expand, shape): any angle, about the centre or a point, expanded or not
_ROTATIONS = [(30, None, "NEAREST", True, (15, 20, 3)), (90, None, "NEAREST", True, (6, 7, 3)),
              (-90, None, "BILINEAR", True, (6, 7, 3)), (45, None, "BILINEAR", True, (15, 20, 3)),
              (12.3, (2, 3), "BICUBIC", True, (11, 9)), (-135, None, "BILINEAR", True, (8, 13, 4)),
              (30, None, "BILINEAR", False, (15, 20, 1)), (-17.5, (3, 4), "BICUBIC", False, (15, 20, 3)),
              (200, (0, 0), "BILINEAR", False, (15, 20, 3)), (1, None, "NEAREST", False, (9, 9, 3))]
for _i, (_deg, _centre, _inter, _expand, _shape) in enumerate(_ROTATIONS):
    ARRAYS[f"rotate.{_i:02d}.{_inter.lower()}"] = (f"vision.Rotate({_deg}, vision.Inter.{_inter}, {_expand}, {_centre}, "
                                                   f"(10, 20, 30))(img({_shape}, {120 + _i}))")
ARRAYS.update({
    "random_rotation.fixed": "vision.RandomRotation((33, 33), vision.Inter.BILINEAR, True, None, 5)"
                             "(img((12, 17, 3), 130))",
    "rotate.float": "vision.Rotate(25, vision.Inter.BILINEAR, False, None, 1)(img((9, 11, 3), 131, 'float32'))",
})

# PIL's perspective transform from least-squares coefficients: numpy's LAPACK may move them by an ulp, which can
# flip a pixel at the image edge (tests/test_vision_warp.py allows one)
NEAR = {
    "perspective.pil": "np.asarray(vision.Perspective([[0, 0], [9, 0], [9, 7], [0, 7]], [[1, 1], [8, 0], [9, 7], "
                       "[0, 6]], vision.Inter.BICUBIC)(pil((8, 10, 3), 111)))",
    "perspective.pil_bilinear": "np.asarray(vision.Perspective([[0, 0], [15, 0], [15, 11], [0, 11]], [[2, 1], [14, 0], "
                                "[15, 11], [1, 10]])(pil((12, 16, 3), 114)))",
}
ARRAYS.update(NEAR)

ERRORS = {
    "gaussian_blur.even": "vision.GaussianBlur(4)",
    "gaussian_blur.zero": "vision.GaussianBlur(0)",
    "gaussian_blur.float_size": "vision.GaussianBlur(3.0)",
    "gaussian_blur.even_pair": "vision.GaussianBlur((3, 4))",
    "gaussian_blur.three": "vision.GaussianBlur((3, 3, 3))",
    "gaussian_blur.sigma": "vision.GaussianBlur(3, -1.0)",
    "gaussian_blur.sigma_type": "vision.GaussianBlur(3, '1')",
    "gaussian_blur.sigma_len": "vision.GaussianBlur(3, (1.0, 2.0, 3.0))",
    "gaussian_blur.rank": "vision.GaussianBlur(3)(img((2, 5, 6, 3), 1))",
    "affine.degrees": "vision.Affine(200, (0, 0), 1.0, 0)",
    "affine.translate": "vision.Affine(0, (0, 1.5), 1.0, 0)",
    "affine.translate_len": "vision.Affine(0, (0,), 1.0, 0)",
    "affine.scale": "vision.Affine(0, (0, 0), 0.0, 0)",
    "affine.shear": "vision.Affine(0, (0, 0), 1.0, 190)",
    "affine.shear_len": "vision.Affine(0, (0, 0), 1.0, (1, 2, 3))",
    "affine.resample": "vision.Affine(0, (0, 0), 1.0, 0, 1)",
    "affine.fill": "vision.Affine(0, (0, 0), 1.0, 0, fill_value=300)",
    "affine.rank": "vision.Affine(0, (0, 0), 1.0, 0)(img((2, 4, 4, 3), 1))",
    "random_affine.degrees": "vision.RandomAffine(-1)",
    "random_affine.translate": "vision.RandomAffine(0, (0.1, 0.2, 0.3))",
    "random_affine.translate_range": "vision.RandomAffine(0, (0.1, 1.2))",
    "random_affine.scale": "vision.RandomAffine(0, scale=(2.0, 1.0))",
    "random_affine.scale_len": "vision.RandomAffine(0, scale=(1.0,))",
    "random_affine.shear": "vision.RandomAffine(0, shear=-1)",
    "random_affine.shear_order": "vision.RandomAffine(0, shear=(5, 1))",
    "random_affine.shear_len": "vision.RandomAffine(0, shear=(1, 2, 3))",
    "perspective.points": "vision.Perspective([[0, 0], [1, 0], [1, 1]], [[0, 0], [1, 0], [1, 1], [0, 1]])",
    "perspective.point": "vision.Perspective([[0, 0], [1, 0], [1, 1], [0]], [[0, 0], [1, 0], [1, 1], [0, 1]])",
    "perspective.float_point": "vision.Perspective([[0, 0.5], [1, 0], [1, 1], [0, 1]], [[0, 0], [1, 0], [1, 1], "
                               "[0, 1]])",
    "perspective.interpolation": "vision.Perspective([[0, 0], [1, 0], [1, 1], [0, 1]], [[0, 0], [1, 0], [1, 1], "
                                 "[0, 1]], 2)",
    "random_perspective.scale": "vision.RandomPerspective(1.5)",
    "random_perspective.scale_type": "vision.RandomPerspective(1)",
    "random_perspective.prob": "vision.RandomPerspective(0.5, -0.1)",
    "random_perspective.numpy": "vision.RandomPerspective(0.5, 1.0)(img((8, 10, 3), 1))",
}

VALUES = {}

SAME_MESSAGE = {"gaussian_blur.even", "gaussian_blur.zero", "gaussian_blur.even_pair", "gaussian_blur.three",
                "gaussian_blur.sigma", "gaussian_blur.sigma_len", "affine.degrees", "affine.fill", "affine.scale",
                "affine.shear", "affine.shear_len", "affine.translate", "affine.translate_len", "random_affine.degrees",
                "random_affine.scale", "random_affine.scale_len", "random_affine.shear", "random_affine.shear_len",
                "random_affine.translate", "random_affine.translate_range", "random_affine.shear_order",
                "perspective.points", "perspective.point", "random_perspective.scale", "random_perspective.prob",
                "random_perspective.numpy"}
