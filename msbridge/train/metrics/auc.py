"""``mindspore.train.auc``: the trapezoidal area under a curve (numpy)."""
import numpy as np

from ..._numpy_compat import strong


def _sample_count(x):
    if not hasattr(x, "__len__") and not hasattr(x, "shape"):
        raise TypeError(f"Expected sequence or array-like, got {type(x)}.")
    if x.ndim == 0:
        raise TypeError(f"Singleton array {x} cannot be considered as a valid collection.")
    return x.shape[0]


def _as_1d(values):
    shape = np.shape(values)
    if len(shape) == 1 or (len(shape) == 2 and shape[1] == 1):
        return np.ravel(values)
    raise ValueError(f"For 'auc', the input must be 1-D or 2-D with a second dimension of 1, but got shape "
                     f"{shape}.")


def auc(x, y, reorder=False):
    """``mindspore.train.auc``: area under (x, y) by the trapezoidal rule; x must be monotonic unless
    ``reorder``."""
    if not isinstance(x, np.ndarray) or not isinstance(y, np.ndarray):
        raise TypeError(f"For 'auc', the argument 'x' and 'y' must all be np.ndarray, but got {type(x)}, "
                        f"{type(y)}")
    lengths = [_sample_count(x), _sample_count(y)]
    if lengths[0] != lengths[1]:
        raise ValueError(f"Found input variables with inconsistent numbers of samples: {lengths}.")
    x, y = _as_1d(x), _as_1d(y)
    if x.shape[0] < 2:
        raise ValueError(f"For 'auc', 'x' needs at least 2 points, but got {x.shape[0]}.")
    direction = 1
    if reorder:
        order = np.lexsort((y, x))
        x, y = x[order], y[order]
    else:
        dx = np.diff(x)
        if np.any(dx < 0):
            if not np.all(dx <= 0):
                raise ValueError(f"For 'auc', 'x' must be increasing or decreasing when 'reorder' is False, "
                                 f"but got 'x': {x}")
            direction = -1
    trapezoid = getattr(np, "trapezoid", None) or np.trapz
    return strong(direction) * trapezoid(y, x)  # float64, as numpy 1.x promoted it
