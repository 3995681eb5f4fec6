"""``mindspore.dataset.transforms``: general operations on numpy arrays."""
from . import transforms
from .transforms import *  # noqa: F401,F403
