"""``mindspore.experimental``: the torch-style optimizers and learning-rate schedulers of ``optim``."""
from . import optim

__all__ = ["optim"]
