"""``mindspore.numpy.fft``: MindSpore 2.10 runs each of these as the ``mindspore.ops`` function of the same name;
so does msbridge (one implementation, ``msbridge/ops/function/fft_func.py`` on ``torch.fft``)."""
from .. import ops as _ops

__all__ = ["fftshift", "ifftshift", "fft", "ifft", "rfft", "irfft", "fft2", "ifft2", "fftn", "ifftn", "rfft2",
           "irfft2", "rfftn", "irfftn", "hfft", "ihfft", "hfft2", "ihfft2", "hfftn", "ihfftn", "fftfreq", "rfftfreq"]


def _one_axis(name):
    op = getattr(_ops, name)

    def door(a, n=None, axis=-1, norm=None):
        return op(a, n, axis, norm)
    door.__name__ = name
    door.__doc__ = f"``mindspore.numpy.fft.{name}``: ``ops.{name}`` (``torch.fft.{name}``)."
    return door


def _axes(name, default):
    op = getattr(_ops, name)

    def door(a, s=None, axes=default, norm=None):
        return op(a, s, axes, norm)
    door.__name__ = name
    door.__doc__ = f"``mindspore.numpy.fft.{name}``: ``ops.{name}`` (``torch.fft.{name}``)."
    return door


for _name in ("fft", "ifft", "rfft", "irfft", "hfft", "ihfft"):
    globals()[_name] = _one_axis(_name)
for _name in ("fft2", "ifft2", "rfft2", "irfft2", "hfft2", "ihfft2"):
    globals()[_name] = _axes(_name, (-2, -1))
for _name in ("fftn", "ifftn", "rfftn", "irfftn", "hfftn", "ihfftn"):
    globals()[_name] = _axes(_name, None)


def fftshift(x, axes=None):
    """``mindspore.numpy.fft.fftshift``: ``ops.fftshift``."""
    return _ops.fftshift(x, axes)


def ifftshift(x, axes=None):
    """``mindspore.numpy.fft.ifftshift``: ``ops.ifftshift``."""
    return _ops.ifftshift(x, axes)


def fftfreq(n, d=1.0, dtype=None):
    """``mindspore.numpy.fft.fftfreq``: ``ops.fftfreq``."""
    return _ops.fftfreq(n, d, dtype)


def rfftfreq(n, d=1.0, dtype=None):
    """``mindspore.numpy.fft.rfftfreq``: ``ops.rfftfreq``."""
    return _ops.rfftfreq(n, d, dtype)
