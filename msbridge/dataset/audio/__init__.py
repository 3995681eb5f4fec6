"""``mindspore.dataset.audio``: waveform and spectrogram operations on numpy arrays, computed with torch."""
from . import transforms, utils
from .transforms import *  # noqa: F401,F403
from .utils import *  # noqa: F401,F403
