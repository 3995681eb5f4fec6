"""``AutoAugment``, ``RandAugment`` and ``TrivialAugmentWide``: one or more operations drawn from an augmentation space, each at a
magnitude from ``num_magnitude_bins`` evenly spaced bins (a random sign for the signed ones), run as MindSpore's
C++ ``ApplyAugment`` runs them: shears as ``Affine`` with ``magnitude * 180 / pi`` degrees, translations as
``Affine`` with ``int(magnitude)`` times the width or height in pixels (so any shift of a pixel or more moves the
image out, as MindSpore 2.10 does), rotations as ``Rotate`` (its fill's channels in the order MindSpore passes
them), the colour operations with factor ``1 + magnitude``, ``Posterize(int(magnitude))``, ``Solarize`` from the
magnitude up. Draws come from the dataset seed's Generator."""
import numpy as np

from ..engine import _check
from ..transforms.transforms import TensorOperation, random_generator
from ._cv_warp import CV_MODES, affine_matrix, rotation, warp_affine
from ._warp_ops import _fill_value
from .transforms import (AdjustBrightness, AdjustContrast, AdjustSaturation, AdjustSharpness, AutoContrast, Equalize,
                         Invert, Posterize, _image, _interpolation)
from .utils import AutoAugmentPolicy, Inter

__all__ = ["AutoAugment", "RandAugment", "TrivialAugmentWide"]

_MAX = 16777216


def _linspace(start, end, bins, scale=1.0, offset=0.0):
    """MindSpore's float32 Linspace: ``(start + i * step) * scale + offset``, ``step = (end - start) / (n - 1)``."""
    f32 = np.float32
    step = (f32(end) - f32(start)) / f32(bins - 1)
    return (f32(start) + np.arange(bins, dtype=np.float32) * step) * f32(scale) + f32(offset)


def auto_space(height, width):
    """AutoAugment's space: RandAugment's at 10 bins, Solarize from 256, Posterize ``8 - 4 i / 9`` rounded, and
    Invert."""
    ops = space(10, height, width, False)
    ops["TranslateX"] = (_linspace(0.0, np.float32(150.0) / np.float32(331) * np.float32(width), 10), True)
    ops["TranslateY"] = (_linspace(0.0, np.float32(150.0) / np.float32(331) * np.float32(height), 10), True)
    ops["Posterize"] = (np.rint(_linspace(0.0, 9.0, 10, np.float32(-4.0) / np.float32(9.0), 8.0)), False)
    ops["Solarize"] = (_linspace(256.0, 0.0, 10), False)
    ops["Invert"] = ([0.0], False)
    return ops


def space(bins, height, width, wide):
    """{name: (float32 magnitudes, signed)} of RandAugment (``wide`` False) or TrivialAugmentWide."""
    top = (0.99, 32.0, 32.0, 135.0, 6.0) if wide else (0.3, 150.0 / 331.0 * width, 150.0 / 331.0 * height, 30.0, 4.0)
    shear, tx, ty, rotate, posterize = top
    colour = _linspace(0.0, 0.99 if wide else 0.9, bins)
    return {"Identity": ([0.0], False), "ShearX": (_linspace(0.0, shear, bins), True),
            "ShearY": (_linspace(0.0, shear, bins), True), "TranslateX": (_linspace(0.0, tx, bins), True),
            "TranslateY": (_linspace(0.0, ty, bins), True), "Rotate": (_linspace(0.0, rotate, bins), True),
            "Brightness": (colour, True), "Color": (colour, True), "Contrast": (colour, True),
            "Sharpness": (colour, True), "Posterize": (np.rint(_linspace(0.0, posterize, bins, -1.0, 8.0)), False),
            "Solarize": (_linspace(255.0, 0.0, bins), False), "AutoContrast": ([0.0], False),
            "Equalize": ([0.0], False)}


def apply_augment(img, name, magnitude, interpolation, fill):
    """One operation of the augmentation space at ``magnitude``."""
    height, width = img.shape[:2]
    mode = CV_MODES[interpolation]
    if name in ("ShearX", "ShearY"):
        degrees = float(np.float32(magnitude * 180 / np.pi))
        shear = (degrees, 0.0) if name == "ShearX" else (0.0, degrees)
        return warp_affine(img, affine_matrix(height, width, 0.0, (0.0, 0.0), 1.0, shear), mode, fill)
    if name in ("TranslateX", "TranslateY"):
        shift = np.float32(int(magnitude)) * np.float32(width if name == "TranslateX" else height)
        translation = (shift, 0.0) if name == "TranslateX" else (0.0, shift)
        return warp_affine(img, affine_matrix(height, width, 0.0, translation, 1.0, (0.0, 0.0)), mode, fill)
    if name == "Rotate":
        matrix, size = rotation(height, width, magnitude, None, False)
        return warp_affine(img, matrix, mode, (fill[1], fill[2], fill[0]), size)
    factors = {"Brightness": AdjustBrightness, "Color": AdjustSaturation, "Contrast": AdjustContrast,
               "Sharpness": AdjustSharpness}
    if name in factors:
        return factors[name](float(np.float32(1) + np.float32(magnitude)))._apply(img)
    if name == "Solarize":                  # pixels from the magnitude up inverted (256: none)
        return np.where(img >= magnitude, (255 - img).astype(img.dtype), img)
    others = {"Posterize": lambda: Posterize(int(magnitude)), "AutoContrast": AutoContrast, "Equalize": Equalize,
              "Invert": Invert}
    return img if name == "Identity" else others[name]()._apply(img)


class _Augment(TensorOperation):
    _wide = False

    def _settings(self, num_magnitude_bins, interpolation, fill_value):
        _check.type_of(num_magnitude_bins, "num_magnitude_bins", (int,))
        if not 2 <= num_magnitude_bins <= _MAX:
            raise ValueError(f"Input num_magnitude_bins is not within the required interval of [2, {_MAX}].")
        self.num_magnitude_bins = num_magnitude_bins
        self.interpolation = _interpolation(interpolation)
        if self.interpolation not in CV_MODES:
            raise NotImplementedError(f"interpolation Inter.{self.interpolation.name} is not supported by msbridge's "
                                      "augmentations.")
        self.fill_value = _fill_value(fill_value)

    def _draw(self, img, bin_index=None):
        """One operation of the space at a drawn (or the given) bin, signed at random where the space says so."""
        rng = random_generator()
        ops = space(self.num_magnitude_bins, *img.shape[:2], self._wide)
        names = sorted(ops)
        name = names[int(rng.integers(len(names)))]
        magnitudes, signed = ops[name]
        index = int(rng.integers(self.num_magnitude_bins)) if bin_index is None else bin_index
        magnitude = float(magnitudes[index]) if len(magnitudes) > 1 else 0.0
        if signed and rng.integers(2):
            magnitude = -magnitude
        return apply_augment(img, name, magnitude, self.interpolation, self.fill_value)


class RandAugment(_Augment):
    """``vision.RandAugment(num_ops=2, magnitude=9, num_magnitude_bins=31, interpolation=Inter.NEAREST,
    fill_value=0)``: ``num_ops`` operations drawn uniformly from RandAugment's space, each at bin ``magnitude``."""

    def __init__(self, num_ops=2, magnitude=9, num_magnitude_bins=31, interpolation=Inter.NEAREST, fill_value=0):
        _check.type_of(num_ops, "num_ops", (int,))
        if not 0 <= num_ops <= _MAX:
            raise ValueError(f"Input num_ops is not within the required interval of [0, {_MAX}].")
        self._settings(num_magnitude_bins, interpolation, fill_value)
        _check.type_of(magnitude, "magnitude", (int,))
        if not 0 <= magnitude < num_magnitude_bins:
            raise ValueError(f"Input magnitude is not within the required interval of [0, {num_magnitude_bins}).")
        self.num_ops, self.magnitude = num_ops, magnitude

    def _apply(self, img):
        _image(self, img, 3, 3, channels=(3,))
        for _ in range(self.num_ops):
            img = self._draw(img, self.magnitude)
        return img


class TrivialAugmentWide(_Augment):
    """``vision.TrivialAugmentWide(num_magnitude_bins=31, interpolation=Inter.NEAREST, fill_value=0)``: one
    operation drawn uniformly from the wide space at a uniformly drawn bin."""

    _wide = True

    def __init__(self, num_magnitude_bins=31, interpolation=Inter.NEAREST, fill_value=0):
        self._settings(num_magnitude_bins, interpolation, fill_value)

    def _apply(self, img):
        _image(self, img, 3, 3, channels=(3,))
        return self._draw(img)


# the AutoAugment sub-policies: pairs of (operation, probability, magnitude bin or -1)
_P = {
    "imagenet": "Posterize .4 8 Rotate .6 9|Solarize .6 5 AutoContrast .6 -1|Equalize .8 -1 Equalize .6 -1|"
                "Posterize .6 7 Posterize .6 6|Equalize .4 -1 Solarize .2 4|Equalize .4 -1 Rotate .8 8|"
                "Solarize .6 3 Equalize .6 -1|Posterize .8 5 Equalize 1 -1|Rotate .2 3 Solarize .6 8|"
                "Equalize .6 -1 Posterize .4 6|Rotate .8 8 Color .4 0|Rotate .4 9 Equalize .6 -1|"
                "Equalize 0 -1 Equalize .8 -1|Invert .6 -1 Equalize 1 -1|Color .6 4 Contrast 1 8|"
                "Rotate .8 8 Color 1 2|Color .8 8 Solarize .8 7|Sharpness .4 7 Invert .6 -1|"
                "ShearX .6 5 Equalize 1 -1|Color .4 0 Equalize .6 -1|Equalize .4 -1 Solarize .2 4|"
                "Solarize .6 5 AutoContrast .6 -1|Invert .6 -1 Equalize 1 -1|Color .6 4 Contrast 1 8|"
                "Equalize .8 -1 Equalize .6 -1",
    "cifar10": "Invert .1 -1 Contrast .2 6|Rotate .7 2 TranslateX .3 9|Sharpness .8 1 Sharpness .9 3|"
               "ShearY .5 8 TranslateY .7 9|AutoContrast .5 -1 Equalize .9 -1|ShearY .2 7 Posterize .3 7|"
               "Color .4 3 Brightness .6 7|Sharpness .3 9 Brightness .7 9|Equalize .6 -1 Equalize .5 -1|"
               "Contrast .6 7 Sharpness .6 5|Color .7 7 TranslateX .5 8|Equalize .3 -1 AutoContrast .4 -1|"
               "TranslateY .4 3 Sharpness .2 6|Brightness .9 6 Color .2 8|Solarize .5 2 Invert 0 -1|"
               "Equalize .2 -1 AutoContrast .6 -1|Equalize .2 -1 Equalize .6 -1|Color .9 9 Equalize .6 -1|"
               "AutoContrast .8 -1 Solarize .2 8|Brightness .1 3 Color .7 0|Solarize .4 5 AutoContrast .9 -1|"
               "TranslateY .9 9 TranslateY .7 9|AutoContrast .9 -1 Solarize .8 3|Equalize .8 -1 Invert .1 -1|"
               "TranslateY .7 9 AutoContrast .9 -1",
    "svhn": "ShearX .9 4 Invert .2 -1|ShearY .9 8 Invert .7 -1|Equalize .6 -1 Solarize .6 6|"
            "Invert .9 -1 Equalize .6 -1|Equalize .6 -1 Rotate .9 3|ShearX .9 4 AutoContrast .8 -1|"
            "ShearY .9 8 Invert .4 -1|ShearY .9 5 Solarize .2 6|Invert .9 -1 AutoContrast .8 -1|"
            "Equalize .6 -1 Rotate .9 3|ShearX .9 4 Solarize .3 3|ShearY .8 8 Invert .7 -1|"
            "Equalize .9 -1 TranslateY .6 6|Invert .9 -1 Equalize .6 -1|Contrast .3 3 Rotate .8 4|"
            "Invert .8 -1 TranslateY 0 2|ShearY .7 6 Solarize .4 8|Invert .6 -1 Rotate .8 4|"
            "ShearY .3 7 TranslateX .9 3|ShearX .1 6 Invert .6 -1|Solarize .7 2 TranslateY .6 7|"
            "ShearY .8 4 Invert .8 -1|ShearX .7 9 TranslateY .8 3|ShearY .8 5 AutoContrast .7 -1|"
            "ShearX .7 2 Invert .1 -1",
}


def policy_table(policy):
    """The 25 sub-policies of an AutoAugmentPolicy: [((name, prob, bin), (name, prob, bin)), ...]."""
    subs = []
    for text in _P[policy.value].split("|"):
        words = text.split()
        subs.append(tuple((words[i], float(words[i + 1]), int(words[i + 2])) for i in (0, 3)))
    return subs


class AutoAugment(_Augment):
    """``vision.AutoAugment(policy=AutoAugmentPolicy.IMAGENET, interpolation=Inter.NEAREST, fill_value=0)``: one of
    the policy's 25 sub-policies picked uniformly; each of its two operations runs with its probability at its
    magnitude bin (a random sign for the signed ones)."""

    def __init__(self, policy=AutoAugmentPolicy.IMAGENET, interpolation=Inter.NEAREST, fill_value=0):
        _check.type_of(policy, "policy", (AutoAugmentPolicy,))
        self._settings(2, interpolation, fill_value)
        self.policy = policy

    def _apply(self, img):
        _image(self, img, 3, 3, channels=(3,))
        rng = random_generator()
        subs = policy_table(self.policy)
        sub = subs[int(rng.integers(len(subs)))]
        probs, signs = rng.random(2), rng.integers(2, size=2)
        ops = auto_space(*img.shape[:2])
        for (name, prob, index), draw, sign in zip(sub, probs, signs):
            if draw <= prob:
                magnitudes, signed = ops[name]
                magnitude = float(magnitudes[index]) if len(magnitudes) > 1 and index != -1 else 0.0
                img = apply_augment(img, name, -magnitude if signed and sign == 0 else magnitude,
                                    self.interpolation, self.fill_value)
        return img
