"""``mindspore.dataset`` on numpy and torch: lazy pipelines whose iterators yield msbridge Tensors."""
from . import audio, callback, text, transforms, vision
from .callback import DSCallback  # noqa: F401
from .core import config
from .engine import *  # noqa: F401,F403
from .engine import zip  # noqa: F401,A004
from .engine.iterators import DictIterator, TupleIterator  # noqa: F401


def __getattr__(name):
    if name == "WaitedDSCallback":  # a train.Callback too: made on first use (dataset.callback)
        return callback.WaitedDSCallback
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


def __dir__():
    return sorted(set(globals()) | {"WaitedDSCallback"})
from . import debug, utils  # noqa: E402,F401
