"""``mindspore.nn``: Cell, layers, losses, optimizers and training wrappers."""
from . import layer, loss, metrics, wrap
from .cell import Cell
from .layer import *  # noqa: F401,F403
from .loss import *  # noqa: F401,F403
from .metrics import *  # noqa: F401,F403
from .wrap import *  # noqa: F401,F403

__all__ = ["Cell"] + layer.__all__ + loss.__all__ + wrap.__all__ + metrics.__all__
