"""``mindspore.nn.metrics``: the metrics of ``mindspore.train.metrics`` under their nn names (as 2.10 keeps them)."""
from ..train.metrics import *  # noqa: F401,F403
from ..train.metrics import __all__ as _train_metrics
from ..train.metrics import get_metrics

__all__ = _train_metrics + ["get_metrics"]
