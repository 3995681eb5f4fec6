"""``mindspore.dataset.vision``: image operations on numpy HWC arrays."""
from . import transforms, utils
from .transforms import *  # noqa: F401,F403
from .utils import AutoAugmentPolicy, Border, ImageBatchFormat, ImageReadMode, Inter  # noqa: F401
