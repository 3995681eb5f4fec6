"""``mindspore.dataset`` on numpy and torch: lazy pipelines whose iterators yield msbridge Tensors."""
from . import audio, text, transforms, vision
from .core import config
from .engine import *  # noqa: F401,F403
from .engine import zip  # noqa: F401,A004
from .engine.iterators import DictIterator, TupleIterator  # noqa: F401
