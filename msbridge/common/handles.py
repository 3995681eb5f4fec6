"""The internal interface of ``common.tensor`` that ``ops``, ``nn``, ``train`` and ``parity`` build on.

These are the same function objects as ``common.tensor``'s private helpers (no wrapper, no cost on the hot path);
this module gives them their documented names, so that no package reaches into another's private names
(docs/design.md section 12). Other packages import them from here, most as the module-private alias their code
already uses (``from ...common.handles import wrap as _wrap``).

- ``wrap(t)``: a new Tensor handle sharing the torch tensor ``t`` (the hot path of every op); ``wrap_host(t)``:
  the same for numpy data handed out as is (from_numpy, dataset rows: printed in numpy's layout);
  ``wrap_any``/``unwrap_any``: the same through (nested) tuples, lists and dicts.
- ``astype_dtype(dtype)``: the MindSpore dtype that ``Tensor.astype``/``ops.cast`` accept for ``dtype``.
- ``promoted_pair(a, b)``: two torch operands after MindSpore's type promotion.
- ``KERNELS`` and ``k_<op>``: the torch kernels of Tensor's arithmetic operators, after MindSpore's promotion.
- ``negative_steps(key, t)``: the axes to flip and the key with positive steps, for slices torch cannot step.
"""
from .tensor import _KERNELS as KERNELS
from .tensor import _astype_dtype as astype_dtype
from .tensor import _common as promoted_pair
from .tensor import _k_abs as k_abs
from .tensor import _k_add as k_add
from .tensor import _k_eq as k_eq
from .tensor import _k_floordiv as k_floordiv
from .tensor import _k_matmul as k_matmul
from .tensor import _k_mod as k_mod
from .tensor import _k_mul as k_mul
from .tensor import _k_ne as k_ne
from .tensor import _k_neg as k_neg
from .tensor import _k_pow as k_pow
from .tensor import _k_sub as k_sub
from .tensor import _k_truediv as k_truediv
from .tensor import _negative_steps as negative_steps
from .tensor import _unwrap_any as unwrap_any
from .tensor import _wrap as wrap
from .tensor import _wrap_any as wrap_any
from .tensor import _wrap_host as wrap_host

__all__ = ["wrap", "wrap_host", "wrap_any", "unwrap_any", "astype_dtype", "promoted_pair", "KERNELS", "k_abs",
           "k_add", "k_eq", "k_floordiv", "k_matmul", "k_mod", "k_mul", "k_ne", "k_neg", "k_pow", "k_sub",
           "k_truediv", "negative_steps"]
