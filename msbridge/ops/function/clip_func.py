"""``mindspore.ops.function.clip_func``: clip_by_norm and clip_by_global_norm over torch.linalg.vector_norm
(clip_by_value lives with the other clamps in math_func)."""
import numbers

import torch

from ...common.handles import wrap as _wrap
from ...common.tensor import Tensor
from .math_func import clip_by_value

__all__ = ["clip_by_value", "clip_by_norm", "clip_by_global_norm"]


def _tensors(x, api):
    items = x if isinstance(x, (tuple, list)) else (x,)
    if not items or not all(isinstance(i, Tensor) for i in items):
        raise TypeError(f"For '{api}', the input 'x' must be a Tensor or a tuple/list of Tensors, but got {x!r}.")
    return [i._t for i in items]


def _number(value, api, name):
    if isinstance(value, Tensor):
        return value._t
    if not isinstance(value, numbers.Real) or isinstance(value, bool):
        raise TypeError(f"For '{api}', the '{name}' must be a number or a Tensor, but got {value!r}.")
    return value


def _scaled(x, tensors, scale):
    """Each tensor times ``scale`` in its own dtype, as a Tensor for a Tensor input, else a tuple."""
    results = [_wrap((t * scale).to(t.dtype)) for t in tensors]
    return results[0] if isinstance(x, Tensor) else tuple(results)


def clip_by_norm(x, max_norm, norm_type=2.0, error_if_nonfinite=False):
    """``ops.clip_by_norm``: scale ``x`` (a Tensor or a tuple of Tensors) so that their total ``norm_type`` norm is at
    most ``max_norm`` (``torch.nn.utils.clip_grad_norm_``'s rule, returning new Tensors)."""
    tensors = _tensors(x, "clip_by_norm")
    max_norm = _number(max_norm, "clip_by_norm", "max_norm")
    norm_type = _number(norm_type, "clip_by_norm", "norm_type")
    norms = torch.stack([torch.linalg.vector_norm(t.float(), norm_type) for t in tensors])
    total = torch.linalg.vector_norm(norms, norm_type)
    if error_if_nonfinite and not torch.isfinite(total):
        raise RuntimeError(f"For clip_by_norm, the total norm of order {float(norm_type)} from input is non-finite.")
    return _scaled(x, tensors, torch.clamp(max_norm / (total + 1e-6), max=1.0))


def clip_by_global_norm(x, clip_norm=1.0, use_norm=None):
    """``ops.clip_by_global_norm``: scale the Tensors of ``x`` by ``clip_norm / max(global L2 norm, clip_norm)``."""
    if use_norm is not None:
        raise ValueError("For '_ClipByGlobalNorm', input 'use_norm' only supports None currently, but got "
                         f"'use_norm': {use_norm}")
    tensors = _tensors(x, "clip_by_global_norm")
    clip_norm = _number(clip_norm, "clip_by_global_norm", "clip_norm")
    total = torch.sqrt(sum(torch.sum(t.float() ** 2) for t in tensors))
    return _scaled(x, tensors, clip_norm / torch.maximum(total, torch.as_tensor(clip_norm, dtype=total.dtype)))
