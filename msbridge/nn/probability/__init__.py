"""``mindspore.nn.probability``: probability distributions as Cells, computed with ``torch.distributions``."""
from . import distribution
from . import bijector
