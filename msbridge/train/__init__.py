"""``mindspore.train``: metrics, callbacks, loss-scale managers and mixed precision."""
from . import amp, callback, loss_scale_manager, metrics
from .callback import *  # noqa: F401,F403
from .loss_scale_manager import *  # noqa: F401,F403
from .metrics import *  # noqa: F401,F403

__all__ = callback.__all__ + metrics.__all__ + loss_scale_manager.__all__
