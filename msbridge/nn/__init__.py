"""``mindspore.nn``: Cell, layers, losses, optimizers and training wrappers."""
from . import layer
from .cell import Cell
from .layer import *  # noqa: F401,F403

__all__ = ["Cell"] + layer.__all__
