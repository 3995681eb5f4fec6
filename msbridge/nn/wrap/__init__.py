"""``mindspore.nn.wrap``: training and evaluation wrappers, loss scaling and gradient reduction."""
from . import cell_wrapper, grad_reducer, loss_scale
from .cell_wrapper import *  # noqa: F401,F403
from .grad_reducer import *  # noqa: F401,F403
from .loss_scale import *  # noqa: F401,F403

__all__ = cell_wrapper.__all__ + grad_reducer.__all__ + loss_scale.__all__
