"""msbridge: the MindSpore 2.x Python API running on PyTorch.

``import msbridge as ms`` gives MindSpore's top-level namespace; ``msbridge.install_as_mindspore()`` (or
``python -m msbridge script.py``) makes ``import mindspore`` resolve here too.

``msbridge.__version__`` is the MindSpore version reproduced ("2.10.0"); msbridge's own release is
``msbridge.__msbridge_version__``.
"""
from . import log  # noqa: I001 - first: MindSpore's log handler is in place before any module logs
from . import amp, common, communication, context, dataset, experimental, mint, nn, numpy, ops, train
from .common import dtype
from .common.dtype import *  # noqa: F401,F403
from .common.dtype import bool, float, int  # noqa: A004
from .common.dtype import dtype_to_nptype, dtype_to_pytype, pytype_to_dtype, get_py_obj_dtype
from .common.api import jit, jit_class
from .common.jit_config import JitConfig
from .common.mutable import mutable
from .common.parameter import Parameter, ParameterTuple
from .common.seed import get_seed, set_seed
from .common.sparse_tensor import COOTensor, CSRTensor, RowTensor
from .common.tensor import Tensor, from_numpy, is_tensor, tensor
from .context import *  # noqa: F401,F403
from .context import get_current_device, set_deterministic, set_device
from .log import get_level, get_log_config
from .ops.function.grad import get_grad, grad, jacfwd, jacrev, jvp, value_and_grad, vjp
from .ops.function.vmap_func import vmap
from .train import *  # noqa: F401,F403

__version__ = "2.10.0"
"""The MindSpore version whose API and behaviour msbridge reproduces: what ``mindspore.__version__`` reports when
msbridge stands in for mindspore (``install_as_mindspore``, ``python -m msbridge``), so version checks in
MindSpore scripts take their 2.x path."""
__msbridge_version__ = "0.1.0"
"""msbridge's own release (the package version in pyproject.toml)."""

from ._alias import install_as_mindspore  # noqa: E402

from ._docstrings import attach as _attach_docstrings  # noqa: E402 - last: every namespace above is imported

_attach_docstrings()
