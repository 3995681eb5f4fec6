"""``mindspore.dataset.text``: vocabularies, tokenizers and token operations on numpy string arrays."""
from . import transforms, utils
from .transforms import *  # noqa: F401,F403
from .utils import *  # noqa: F401,F403
