"""mindspore.ops functional: fft_func, the discrete Fourier transforms over ``torch.fft``. Real inputs of an
integer or float16 dtype are transformed in float32, as MindSpore's kernels do (Bool is a TypeError)."""
import torch

from ..._checkparam import check_string, check_value_type
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


# --- stft ---------------------------------------------------------------------------------------------------------
_STFT_DTYPES = (torch.float32, torch.float64, torch.complex64, torch.complex128)
_PAD_MODES = ("CONSTANT", "REFLECT", "SYMMETRIC")


def check_stft_attrs(n_fft, hop_length, win_length, normalized, onesided, return_complex):
    """ops.STFT's constructor checks: three ints and three bools."""
    for name, value in (("n_fft", n_fft), ("hop_length", hop_length), ("win_length", win_length)):
        check_value_type(value, [int], name, "STFT")
    for name, value in (("normalized", normalized), ("onesided", onesided), ("return_complex", return_complex)):
        check_value_type(value, [bool], name, "STFT")


def stft_frames(x, window, n_fft, hop_length, win_length, normalized, onesided, return_complex):
    """The computation of ``ops.STFT`` (no centering): torch.stft(center=False) of ``x`` (1-D or 2-D; Float32/64 or
    Complex64/128) with ``window`` (1-D, ``win_length`` long, padded to ``n_fft`` on both sides), after MindSpore's
    checks, computed in double precision as MindSpore's kernel does; a real result carries a last axis of (real,
    imaginary) (torch.view_as_real)."""
    check_stft_attrs(n_fft, hop_length, win_length, normalized, onesided, return_complex)
    t, w = tensor_of(x, "STFT", "x"), tensor_of(window, "STFT", "window")
    if t.dtype not in _STFT_DTYPES:
        raise TypeError("For primitive[STFT], the input argument[x] must be a type of {Tensor[Complex128], "
                        f"Tensor[Complex64], Tensor[Float32], Tensor[Float64]}}, but got Tensor[{_wrap(t).dtype}].")
    if t.dim() not in (1, 2):
        raise ValueError(f"For primitive[STFT], the x_rank must be in [1,2], but got {t.dim()}.")
    if w.dim() != 1:
        raise ValueError(f"For primitive[STFT], the window_rank must be equal to 1, but got {w.dim()}.")
    if not 0 < n_fft <= t.shape[-1]:
        raise ValueError(f"For primitive[STFT], the n_fft must be in (0,{t.shape[-1]}], but got {n_fft}.")
    if hop_length <= 0:
        raise ValueError(f"For primitive[STFT], the hop_length must be greater than 0, but got {hop_length}.")
    if not 0 < win_length <= n_fft:
        raise ValueError(f"For primitive[STFT], the win_length must be in (0,{n_fft}], but got {win_length}.")
    if w.shape[0] != win_length:
        raise ValueError(f"For primitive[STFT], the window_shape must be equal to {win_length}, but got "
                         f"{w.shape[0]}.")
    if onesided and w.is_complex():
        raise ValueError(f"For onesided should be false if window is complex,but got {int(onesided)}")
    wide = torch.complex128 if t.is_complex() or w.is_complex() else torch.float64  # MindSpore sums in double
    out = torch.stft(t.to(wide), n_fft, hop_length, win_length, w.to(wide), center=False, normalized=normalized,
                     onesided=onesided, return_complex=True).to(torch.promote_types(t.dtype, w.dtype).to_complex())
    return _wrap(out if return_complex else torch.view_as_real(out))


def _centered(t, pad, pad_mode):
    """``t`` padded by ``pad`` on both sides of its last axis as nn.Pad pads (CONSTANT zeros, REFLECT without the
    edge, SYMMETRIC with it)."""
    check_string(pad_mode, _PAD_MODES, "mode", "Pad")
    if pad_mode == "SYMMETRIC":
        return torch.cat([t[..., :pad].flip(-1), t, t[..., t.shape[-1] - pad:].flip(-1)], -1)
    mode = "constant" if pad_mode == "CONSTANT" else "reflect"
    return torch.nn.functional.pad(t.unsqueeze(0), (pad, pad), mode).squeeze(0)


def stft(x, n_fft, hop_length=None, win_length=None, window=None, center=True, pad_mode="REFLECT",
         normalized=False, onesided=None, return_complex=None):
    """``ops.stft(x, n_fft, hop_length=None, win_length=None, window=None, center=True, pad_mode='REFLECT',
    normalized=False, onesided=None, return_complex=None)``: torch.stft. MindSpore's defaults: hop_length n_fft // 4,
    a window of ones, pad_mode one of 'CONSTANT'/'REFLECT'/'SYMMETRIC' (upper case), onesided unless x or the
    window is complex, and a real result with a last axis of (real, imaginary) unless x or the window is complex
    (``return_complex``)."""
    t = tensor_of(x, "stft", "x")
    hop_length = n_fft // 4 if hop_length is None else hop_length
    win_length = n_fft // 1 if win_length is None else win_length
    window = _wrap(torch.ones(int(win_length))) if window is None else window
    complex_in = t.is_complex() or tensor_of(window, "stft", "window").is_complex()
    onesided = not complex_in if onesided is None else onesided
    return_complex = complex_in if return_complex is None else return_complex
    if center:
        check_value_type(center, [bool], "center", "stft")
        if t.dim() not in (1, 2):
            raise ValueError(f"Expected a 1-D tensor or a 2-D tensor, but got {t.dim()}")
        x = _wrap(_centered(t, n_fft // 2, pad_mode))
    return stft_frames(x, window, n_fft, hop_length, win_length, normalized, onesided, return_complex)


__all__ += ["stft"]
