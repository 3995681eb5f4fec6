"""``mindspore.nn.layer``: the built-in Cells, one module per family as in MindSpore."""
from . import activation, basic, combined, container, conv, embedding, image, math, normalization, padding, pooling, \
    rnn_cells, rnns, sparse, transformer
from .activation import *  # noqa: F401,F403
from .basic import *  # noqa: F401,F403
from .combined import *  # noqa: F401,F403
from .container import *  # noqa: F401,F403
from .conv import *  # noqa: F401,F403
from .embedding import *  # noqa: F401,F403
from .image import *  # noqa: F401,F403
from .math import *  # noqa: F401,F403
from .normalization import *  # noqa: F401,F403
from .padding import *  # noqa: F401,F403
from .pooling import *  # noqa: F401,F403
from .rnn_cells import *  # noqa: F401,F403
from .rnns import *  # noqa: F401,F403
from .sparse import *  # noqa: F401,F403
from .transformer import *  # noqa: F401,F403

__all__ = (activation.__all__ + basic.__all__ + container.__all__ + conv.__all__ + embedding.__all__
           + image.__all__ + math.__all__ + normalization.__all__ + padding.__all__ + pooling.__all__
           + rnn_cells.__all__ + rnns.__all__ + transformer.__all__ + combined.__all__ + sparse.__all__)
