"""mindspore.ops primitive classes (``ops.ReLU()``...), thin wrappers over the functional ops."""
from . import array_ops, comm_ops, math_ops, nn_ops, other_ops, random_ops
from . import conv_extra_ops, extra_ops, legacy_ops, linalg_ops, more_prims, nn_extra_ops, random_extra_ops
from .array_ops import *  # noqa: F401,F403
from .comm_ops import *  # noqa: F401,F403
from .math_ops import *  # noqa: F401,F403
from .nn_ops import *  # noqa: F401,F403
from .other_ops import *  # noqa: F401,F403
from .random_ops import *  # noqa: F401,F403
# issue 17's families (no name in common with the modules above)
from .conv_extra_ops import *  # noqa: F401,F403,E402
from .extra_ops import *  # noqa: F401,F403,E402
from .legacy_ops import *  # noqa: F401,F403,E402
from .linalg_ops import *  # noqa: F401,F403,E402
from .more_prims import *  # noqa: F401,F403,E402
from .nn_extra_ops import *  # noqa: F401,F403,E402
from .random_extra_ops import *  # noqa: F401,F403,E402

__all__ = (array_ops.__all__ + comm_ops.__all__ + math_ops.__all__ + nn_ops.__all__ + other_ops.__all__
           + random_ops.__all__)
for _family in (conv_extra_ops, extra_ops, legacy_ops, linalg_ops, more_prims, nn_extra_ops, random_extra_ops):
    __all__ += _family.__all__
del _family
# issue 17, the prims branch's families
from . import array_extra_ops, image_ops, random_more_ops  # noqa: E402
from .array_extra_ops import *  # noqa: F401,F403,E402
from .image_ops import *  # noqa: F401,F403,E402
from .random_more_ops import *  # noqa: F401,F403,E402
__all__ += array_extra_ops.__all__ + image_ops.__all__ + random_more_ops.__all__
# issue 17, the prims3 branch's families
from . import array_more_ops  # noqa: E402
from .array_more_ops import *  # noqa: F401,F403,E402
__all__ += array_more_ops.__all__
from . import pool_more_ops  # noqa: E402
from .pool_more_ops import *  # noqa: F401,F403,E402
__all__ += pool_more_ops.__all__
from . import sparse_more_ops  # noqa: E402
from .sparse_more_ops import *  # noqa: F401,F403,E402
__all__ += sparse_more_ops.__all__
from . import summary_ops  # noqa: E402
from .summary_ops import *  # noqa: F401,F403,E402
__all__ += summary_ops.__all__
from . import image_more_ops  # noqa: E402
from .image_more_ops import *  # noqa: F401,F403,E402
__all__ += image_more_ops.__all__
# issue 17, the prims2 branch's families
from . import optim_more_ops  # noqa: E402
from .optim_more_ops import *  # noqa: F401,F403,E402
__all__ += optim_more_ops.__all__
from . import control_ops, nn_more_ops  # noqa: E402
from .control_ops import *  # noqa: F401,F403,E402
from .nn_more_ops import *  # noqa: F401,F403,E402
__all__ += control_ops.__all__ + nn_more_ops.__all__
# issue 17, the math_prims branch's family
from . import math_more_ops  # noqa: E402
from .math_more_ops import *  # noqa: F401,F403,E402
__all__ += math_more_ops.__all__
# issue 17, the ctc_rnn branch's family
from . import sequence_ops  # noqa: E402
from .sequence_ops import *  # noqa: F401,F403,E402
__all__ += sequence_ops.__all__
# issue 17, the random_prims branch's families
from . import random_dist_ops  # noqa: E402
from .random_dist_ops import *  # noqa: F401,F403,E402
__all__ += random_dist_ops.__all__
from . import fractional_pool_ops  # noqa: E402
from .fractional_pool_ops import *  # noqa: F401,F403,E402
__all__ += fractional_pool_ops.__all__
# issue 17, the misc_ops branch
from . import misc_ops  # noqa: E402
from .misc_ops import *  # noqa: F401,F403,E402
__all__ += misc_ops.__all__
from . import detect_image_ops  # noqa: E402 - issue 17, detection and image primitives (detect_image branch)
from .detect_image_ops import *  # noqa: F401,F403,E402
__all__ += detect_image_ops.__all__
# issue 17, the sparse_optim branch's family
from . import sparse_optim_ops  # noqa: E402
from .sparse_optim_ops import *  # noqa: F401,F403,E402
__all__ += sparse_optim_ops.__all__
