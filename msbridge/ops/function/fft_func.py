"""mindspore.ops functional: fft_func, the discrete Fourier transforms over ``torch.fft``. Real inputs of an
integer or float16 dtype are transformed in float32, as MindSpore's kernels do (Bool is a TypeError)."""
import torch

from ...common import dtype as mstype
from ...common.handles import wrap as _wrap
from ._utils import tensor_of

_NORMS = (None, "backward", "forward", "ortho")


def _prepared(input, api, dims, norm):
    """The torch tensor to transform (in float32 where MindSpore computes so), after MindSpore's checks of the
    input, the transformed dims and ``norm``."""
    t = tensor_of(input, api)
    if t.dtype == torch.bool:
        raise TypeError(f"For primitive[{api.upper()}], the input type Bool is not supported.")
    if norm not in _NORMS:
        raise ValueError(f"Failed to convert the value \"{norm}\" of input 'norm' of '{api.upper()}' to enum.")
    for d in dims:
        if not -t.dim() <= d < t.dim():
            raise ValueError(f"For primitive[{api.upper()}], the dim must be in [{-t.dim()},{t.dim()}), but got {d}.")
    if not (t.is_complex() or t.dtype == torch.float64):
        t = t.float()
    return t


# the transforms of real input; MindSpore's take a complex input too: the full transform, cut to the one-sided half
_FULL = {"rfft": "fft", "ihfft": "ifft", "rfft2": "fft2", "ihfft2": "ifft2", "rfftn": "fftn", "ihfftn": "ifftn"}


def _transform(api, torch_fn, t, size, dim, norm):
    if not (t.is_complex() and api in _FULL):
        return torch_fn(t, size, dim, norm)
    out = getattr(torch.fft, _FULL[api])(t, size, dim, norm)
    last = dim if isinstance(dim, int) else -1 if dim is None else dim[-1]
    return out.narrow(last, 0, out.shape[last] // 2 + 1).contiguous()


def _one_dim(api, torch_fn):
    def op(input, n=None, dim=-1, norm=None):
        return _wrap(_transform(api, torch_fn, _prepared(input, api, (dim,), norm), n, dim, norm))
    op.__name__ = api
    op.__doc__ = f"``ops.{api}(input, n=None, dim=-1, norm=None)``: torch.fft.{api}."
    return op


def _many_dims(api, torch_fn, default_dim):
    def op(input, s=None, dim=default_dim, norm=None):
        dims = () if dim is None else (dim,) if isinstance(dim, int) else tuple(dim)
        return _wrap(_transform(api, torch_fn, _prepared(input, api, dims, norm), s, dim, norm))
    op.__name__ = api
    op.__doc__ = f"``ops.{api}(input, s=None, dim={default_dim}, norm=None)``: torch.fft.{api}."
    return op


__all__ = []
for _name in ("fft", "ifft", "rfft", "irfft", "hfft", "ihfft"):
    globals()[_name] = _one_dim(_name, getattr(torch.fft, _name))
    __all__.append(_name)
for _base in ("fft", "ifft", "rfft", "irfft", "hfft", "ihfft"):
    for _suffix, _default in (("2", (-2, -1)), ("n", None)):
        globals()[_base + _suffix] = _many_dims(_base + _suffix, getattr(torch.fft, _base + _suffix), _default)
        __all__.append(_base + _suffix)


def fftshift(input, dim=None):
    """``ops.fftshift``: torch.fft.fftshift (any dtype, kept)."""
    return _wrap(torch.fft.fftshift(tensor_of(input, "fftshift"), dim))


def ifftshift(input, dim=None):
    """``ops.ifftshift``: torch.fft.ifftshift (any dtype, kept)."""
    return _wrap(torch.fft.ifftshift(tensor_of(input, "ifftshift"), dim))


def _frequencies(torch_fn, n, d, dtype):
    """Computed in float32 and then cast to ``dtype``, as MindSpore's kernel does."""
    out = torch_fn(n, d, dtype=torch.float32)
    return _wrap(out if dtype is None else out.to(mstype.to_torch_dtype(dtype)))


def fftfreq(n, d=1.0, dtype=None):
    """``ops.fftfreq``: torch.fft.fftfreq (Float32, then cast to ``dtype``)."""
    return _frequencies(torch.fft.fftfreq, n, d, dtype)


def rfftfreq(n, d=1.0, dtype=None):
    """``ops.rfftfreq``: torch.fft.rfftfreq (Float32, then cast to ``dtype``)."""
    return _frequencies(torch.fft.rfftfreq, n, d, dtype)


__all__ += ["fftshift", "ifftshift", "fftfreq", "rfftfreq"]
