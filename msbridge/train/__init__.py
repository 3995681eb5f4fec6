"""``mindspore.train``: metrics, callbacks, loss-scale managers and mixed precision."""
from . import amp, callback, loss_scale_manager, metrics, model
from .callback import *  # noqa: F401,F403
from .loss_scale_manager import *  # noqa: F401,F403
from .metrics import *  # noqa: F401,F403
from .model import Model

__all__ = ["Model"] + callback.__all__ + metrics.__all__ + loss_scale_manager.__all__
