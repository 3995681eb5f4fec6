"""``mindspore.nn.optim``: optimizers called with a tuple of gradients."""
from .ada_grad import Adagrad
from .adadelta import Adadelta
from .adafactor import AdaFactor
from .adam import Adam, AdamOffload, AdamWeightDecay
from .adamax import AdaMax
from .asgd import ASGD
from .ftrl import FTRL
from .lamb import Lamb
from .lars import LARS
from .lazyadam import LazyAdam
from .momentum import Momentum
from .optimizer import Optimizer
from .proximal_ada_grad import ProximalAdagrad
from .rmsprop import RMSProp
from .rprop import Rprop
from .sgd import SGD

__all__ = ["Optimizer", "Momentum", "Adam", "AdamWeightDecay", "LazyAdam", "AdamOffload", "SGD", "ASGD", "Rprop",
           "FTRL", "RMSProp", "ProximalAdagrad", "Adagrad", "AdaMax", "Adadelta", "Lamb", "LARS",
           "AdaFactor"]
