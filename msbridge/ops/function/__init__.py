"""``mindspore.ops.function``: the functional ops, one module per family as in MindSpore."""
from . import (array_func, clip_func, debug_func, fft_func, math_func, nn_func, parameter_func, random_func, sparse_func,
               vmap_func)
from . import (box_func, conv_extra_func, inplace_func, legacy_func, linalg_func, math_extra_func, nn_extra_func,
               random_extra_func, window_func)
from .array_func import *  # noqa: F401,F403
from .clip_func import *  # noqa: F401,F403
from .debug_func import *  # noqa: F401,F403
from .fft_func import *  # noqa: F401,F403
from .grad import *  # noqa: F401,F403 - binds ``grad`` to the function, as in MindSpore
from .grad import __all__ as _grad_all
from .math_func import *  # noqa: F401,F403
from .nn_func import *  # noqa: F401,F403
from .parameter_func import *  # noqa: F401,F403
from .random_func import *  # noqa: F401,F403
from .sparse_func import *  # noqa: F401,F403
from .vmap_func import vmap
# issue 17's families (no name in common with the modules above)
from .box_func import *  # noqa: F401,F403,E402
from .conv_extra_func import *  # noqa: F401,F403,E402
from .inplace_func import *  # noqa: F401,F403,E402
from .legacy_func import *  # noqa: F401,F403,E402
from .linalg_func import *  # noqa: F401,F403,E402
from .math_extra_func import *  # noqa: F401,F403,E402
from .nn_extra_func import *  # noqa: F401,F403,E402
from .random_extra_func import *  # noqa: F401,F403,E402
from .window_func import *  # noqa: F401,F403,E402

__all__ = (array_func.__all__ + math_func.__all__ + nn_func.__all__ + random_func.__all__
           + ["clip_by_norm", "clip_by_global_norm"] + _grad_all + vmap_func.__all__
           + parameter_func.__all__ + sparse_func.__all__ + fft_func.__all__
           + debug_func.__all__)
for _family in (box_func, conv_extra_func, inplace_func, legacy_func, linalg_func, math_extra_func, nn_extra_func,
                random_extra_func, window_func):
    __all__ += _family.__all__
del _family
# issue 17, the prims branch's families
from . import array_extra_func, image_func, random_choice_func  # noqa: E402
from .array_extra_func import *  # noqa: F401,F403,E402
from .image_func import *  # noqa: F401,F403,E402
from .random_choice_func import *  # noqa: F401,F403,E402
__all__ += array_extra_func.__all__ + image_func.__all__ + random_choice_func.__all__
# issue 17, the math_prims branch's functions
from . import math_more_func  # noqa: E402
from .math_more_func import *  # noqa: F401,F403,E402
__all__ += math_more_func.__all__
# issue 17, the ctc_rnn branch's family
from . import sequence_func  # noqa: E402
from .sequence_func import *  # noqa: F401,F403,E402
__all__ += sequence_func.__all__
# issue 17, the random_prims branch's family
from . import random_dist_func  # noqa: E402
from .random_dist_func import *  # noqa: F401,F403,E402
__all__ += random_dist_func.__all__
# issue 17, the misc_ops branch
from . import misc_func  # noqa: E402
from .misc_func import *  # noqa: F401,F403,E402
__all__ += misc_func.__all__
# issue 17, the detect_image branch's family
from . import deform_func  # noqa: E402
from .deform_func import *  # noqa: F401,F403,E402
__all__ += deform_func.__all__
