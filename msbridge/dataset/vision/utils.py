"""``mindspore.dataset.vision.utils``: the enums of the vision operations."""
from enum import Enum, IntEnum

__all__ = ["Inter", "Border", "ImageBatchFormat", "AutoAugmentPolicy", "ImageReadMode"]


class Inter(IntEnum):
    """Interpolation modes (msbridge implements NEAREST, BILINEAR/LINEAR, BICUBIC/CUBIC, AREA)."""
    NEAREST = 0
    ANTIALIAS = 1
    BILINEAR = LINEAR = 2
    BICUBIC = CUBIC = 3
    AREA = 4
    PILCUBIC = 5


class Border(str, Enum):
    """Padding modes: numpy.pad's constant, edge, reflect and symmetric."""
    CONSTANT = "constant"
    EDGE = "edge"
    REFLECT = "reflect"
    SYMMETRIC = "symmetric"


class ImageBatchFormat(IntEnum):
    """Layout of an image batch."""
    NHWC = 0
    NCHW = 1



class AutoAugmentPolicy(str, Enum):
    """The AutoAugment policies (the data set each was searched on)."""
    IMAGENET = "imagenet"
    CIFAR10 = "cifar10"
    SVHN = "svhn"


class ImageReadMode(IntEnum):
    """How read_image decodes: as stored, as one gray channel, or as three colour channels."""
    UNCHANGED = 0
    GRAYSCALE = 1
    COLOR = 2
