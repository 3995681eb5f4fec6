"""mindspore.ops primitive classes (``ops.ReLU()``...), thin wrappers over the functional ops."""
from . import array_ops, comm_ops, extra_ops, linalg_ops, math_ops, nn_ops, other_ops, random_ops
from .array_ops import *  # noqa: F401,F403
from .comm_ops import *  # noqa: F401,F403
from .extra_ops import *  # noqa: F401,F403
from .linalg_ops import *  # noqa: F401,F403
from .math_ops import *  # noqa: F401,F403
from .nn_ops import *  # noqa: F401,F403
from .other_ops import *  # noqa: F401,F403
from .random_ops import *  # noqa: F401,F403

__all__ = (array_ops.__all__ + comm_ops.__all__ + extra_ops.__all__ + linalg_ops.__all__ + math_ops.__all__ + nn_ops.__all__
           + other_ops.__all__ + random_ops.__all__)
from . import array_extra_ops  # noqa: E402
from .array_extra_ops import *  # noqa: F401,F403,E402
__all__ += array_extra_ops.__all__
from . import image_ops  # noqa: E402
from .image_ops import *  # noqa: F401,F403,E402
__all__ += image_ops.__all__
from . import random_extra_ops  # noqa: E402
from .random_extra_ops import *  # noqa: F401,F403,E402
__all__ += random_extra_ops.__all__
