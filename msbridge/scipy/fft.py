"""``mindspore.scipy.fft``: the orthonormal DCT of type II and its inverse, as MindSpore 2.10 supports them (other
types are its ValueError 'Only dct type II is supported currently.', other norms 'Only norm "ortho" ...'; ``norm``
None is orthonormal too). Computed as a product with the DCT-II matrix on torch (differentiable; integers in
Float32)."""
import math as _math

import torch as _torch

from ..common.handles import wrap as _wrap

__all__ = ["dct", "idct", "dctn", "idctn"]


def _check(type, norm):  # noqa: A002 - MindSpore's name
    if type != 2:
        raise ValueError("Only dct type II is supported currently.")
    if norm not in (None, "ortho"):
        raise ValueError('Only norm "ortho" is supported currently.')


def _matrix(n, dtype):
    """The orthonormal DCT-II matrix ``C[k, j] = s_k cos(pi (2j + 1) k / 2n)``."""
    k = _torch.arange(n, dtype=_torch.float64).unsqueeze(1)
    j = _torch.arange(n, dtype=_torch.float64).unsqueeze(0)
    c = _torch.cos(_math.pi * (2 * j + 1) * k / (2 * n)) * _math.sqrt(2.0 / n)
    c[0] /= _math.sqrt(2.0)
    return c.to(dtype)


def _along(t, n, axis, inverse):
    t = t if t.is_floating_point() else t.float()
    t = _torch.moveaxis(t, axis, -1)
    if n is not None and n != t.shape[-1]:
        t = t[..., :n] if n < t.shape[-1] else _torch.nn.functional.pad(t, (0, n - t.shape[-1]))
    c = _matrix(t.shape[-1], t.dtype)
    return _torch.moveaxis(t @ (c if inverse else c.T), -1, axis)


def dct(x, type=2, n=None, axis=-1, norm=None):  # noqa: A002 - MindSpore's name
    """``mindspore.scipy.fft.dct``: the orthonormal DCT-II along ``axis`` (``n``: truncated or zero-padded to
    ``n``)."""
    _check(type, norm)
    return _wrap(_along(x._t, n, axis, inverse=False))


def idct(x, type=2, n=None, axis=-1, norm=None):  # noqa: A002 - MindSpore's name
    """``mindspore.scipy.fft.idct``: the inverse of the orthonormal DCT-II (a DCT-III) along ``axis``."""
    _check(type, norm)
    return _wrap(_along(x._t, n, axis, inverse=True))


def _nd(x, type, s, axes, norm, inverse):  # noqa: A002 - MindSpore's name
    _check(type, norm)
    t = x._t
    axes = list(range(t.dim())) if axes is None else [axes] if isinstance(axes, int) else list(axes)
    sizes = [None] * len(axes) if s is None else [s] if isinstance(s, int) else list(s)
    for axis, n in zip(axes, sizes):
        t = _along(t, n, axis, inverse)
    return _wrap(t)


def dctn(x, type=2, s=None, axes=None, norm=None):  # noqa: A002 - MindSpore's name
    """``mindspore.scipy.fft.dctn``: :func:`dct` along each of ``axes`` (all by default), sizes ``s``."""
    return _nd(x, type, s, axes, norm, inverse=False)


def idctn(x, type=2, s=None, axes=None, norm=None):  # noqa: A002 - MindSpore's name
    """``mindspore.scipy.fft.idctn``: :func:`idct` along each of ``axes`` (all by default), sizes ``s``."""
    return _nd(x, type, s, axes, norm, inverse=True)


from .._docstrings import attach as _attach_docstrings  # noqa: E402 - loaded after msbridge: its own docstrings

_attach_docstrings("scipy.fft")
