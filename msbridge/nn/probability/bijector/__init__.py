"""``mindspore.nn.probability.bijector``: invertible transforms as Cells (forward, inverse and the log of their
derivatives), each a torch formula evaluated in the value's float dtype."""
from .bijector import Bijector
from .transforms import Exp, GumbelCDF, Invert, PowerTransform, ScalarAffine, Softplus

__all__ = ["Bijector", "Exp", "GumbelCDF", "Invert", "PowerTransform", "ScalarAffine", "Softplus"]
