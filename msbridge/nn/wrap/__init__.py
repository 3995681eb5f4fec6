"""``mindspore.nn.wrap``."""
from . import cell_wrapper
from .cell_wrapper import *  # noqa: F401,F403

__all__ = cell_wrapper.__all__
