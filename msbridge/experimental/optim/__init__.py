"""``mindspore.experimental.optim``: torch-style optimizers (param_groups, lr Parameters) and their
learning-rate schedulers in ``lr_scheduler``."""
from . import lr_scheduler
from .adam import Adam, AdamW
from .adaptive import Adadelta, Adagrad, Adamax, RMSprop
from .optimizer import Optimizer
from .sgd import SGD

__all__ = ["Optimizer", "SGD", "Adam", "AdamW", "Adagrad", "Adadelta", "Adamax", "RMSprop"]
