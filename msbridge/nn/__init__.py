"""``mindspore.nn``: Cell, layers, losses, optimizers, learning rates, metrics and training wrappers."""
from . import dynamic_lr, graph_cell, layer, learning_rate_schedule, loss, metrics, optim, probability, utils, wrap
from .cell import Cell
from .dynamic_lr import *  # noqa: F401,F403
from .graph_cell import GraphCell
from .layer import *  # noqa: F401,F403
from .learning_rate_schedule import *  # noqa: F401,F403
from .loss import *  # noqa: F401,F403
from .metrics import *  # noqa: F401,F403
from .optim import *  # noqa: F401,F403
from .utils import no_init_parameters
from .wrap import *  # noqa: F401,F403

__all__ = (["Cell", "GraphCell"] + layer.__all__ + loss.__all__ + wrap.__all__ + optim.__all__ + learning_rate_schedule.__all__
           + dynamic_lr.__all__ + metrics.__all__ + utils.__all__)
