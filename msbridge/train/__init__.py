"""``mindspore.train``: metrics and callbacks (Model, checkpoints and loss scaling live in their own modules)."""
from . import callback, metrics
from .callback import *  # noqa: F401,F403
from .metrics import *  # noqa: F401,F403

__all__ = callback.__all__ + metrics.__all__
