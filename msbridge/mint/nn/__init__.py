"""``mindspore.mint.nn``: the torch-aligned functional namespace ``mint.nn.functional``."""
from . import functional

__all__ = ["functional"]
