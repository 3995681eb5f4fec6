"""GaussianBlur (and the geometric warps of issue 18) recorded from MindSpore 2.10 by record_vision_warp.py and
replayed by tests/test_vision_warp.py: uint8 outputs bit for bit (OpenCV's fixed-point arithmetic), float ones
within 1e-5. Case code sees ``vision``, ``ms``, ``np`` and ``img(shape, seed, dtype)``."""
import numpy as np

import cases_vision_extra
from cases_dataset import as_json  # noqa: F401 - the recorder and goldens.table_tests read it here

namespace = cases_vision_extra.namespace
run = cases_vision_extra.run
as_arrays = cases_vision_extra.as_arrays

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
}

VALUES = {}

SAME_MESSAGE = {"gaussian_blur.even", "gaussian_blur.zero", "gaussian_blur.even_pair", "gaussian_blur.three",
                "gaussian_blur.sigma", "gaussian_blur.sigma_len"}
