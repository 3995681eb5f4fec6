"""``mindspore.dataset.engine``: pipeline nodes, sources, samplers and iterators."""
from .datasets import *  # noqa: F401,F403
from .datasets import zip  # noqa: F401,A004
from .datasets_standard_format import *  # noqa: F401,F403
from .datasets_text import *  # noqa: F401,F403
from .datasets_user_defined import *  # noqa: F401,F403
from .datasets_vision import *  # noqa: F401,F403
from .iterators import DictIterator, TupleIterator  # noqa: F401
from .samplers import *  # noqa: F401,F403
from .schema import Schema  # noqa: F401
from .text_sources import *  # noqa: F401,F403
from .audio_sources import *  # noqa: F401,F403
from .random_and_cache import *  # noqa: F401,F403
from .serializer import *  # noqa: F401,F403
from .image_sources import *  # noqa: F401,F403
from .image_arrays import *  # noqa: F401,F403
from .image_folders import *  # noqa: F401,F403
from .tfrecord import *  # noqa: F401,F403
