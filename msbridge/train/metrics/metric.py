"""``mindspore.train.Metric``: the base of all metrics, which accumulate numpy statistics over ``update`` calls."""
import functools
from abc import ABCMeta, abstractmethod

import numpy as np

from ..._numpy_compat import strong

from ...common.tensor import Tensor

_EVAL_TYPES = ("classification", "multilabel")


def rearrange_inputs(func):
    """Decorates ``update`` so it receives ``inputs[i] for i in self.indexes`` (all inputs when unset)."""
    @functools.wraps(func)
    def wrapper(self, *inputs):
        indexes = self.indexes
        if indexes:
            inputs = [inputs[i] for i in indexes]
        return func(self, *inputs)
    return wrapper


class Metric(metaclass=ABCMeta):
    """``mindspore.train.Metric``: clear/update/eval over numpy arrays (no torch involved)."""

    def __init__(self):
        self._indexes = None

    def _convert_data(self, data):
        """A Tensor, list or numpy array as a numpy array (TypeError for anything else)."""
        if isinstance(data, Tensor):
            return data.asnumpy()
        if isinstance(data, list):
            return np.array(data)
        if isinstance(data, np.ndarray):
            return data
        raise TypeError(f"For '{type(self).__name__}', the input data must be a Tensor, list or numpy.ndarray, "
                        f"but got {type(data)}.")

    @property
    def indexes(self):
        """The input positions ``update`` reads (``None``: all of them, in order)."""
        return getattr(self, "_indexes", None)

    def set_indexes(self, indexes):
        """Select and reorder the inputs of ``update``; returns the metric."""
        if not isinstance(indexes, list) or not all(isinstance(i, int) for i in indexes):
            raise ValueError(f"For 'set_indexes', 'indexes' must be a list of int, but got {indexes!r}.")
        self._indexes = indexes
        return self

    def __call__(self, *inputs):
        self.clear()
        self.update(*inputs)
        return self.eval()

    @abstractmethod
    def clear(self):
        """Reset the accumulated state."""
        raise NotImplementedError("Must define clear function to use this base class")

    @abstractmethod
    def eval(self):
        """The metric over everything seen since ``clear``."""
        raise NotImplementedError("Must define eval function to use this base class")

    @abstractmethod
    def update(self, *inputs):
        """Accumulate one batch (usually predictions and labels)."""
        raise NotImplementedError("Must define update function to use this base class")


def check_input_count(api, inputs, count, what="predicted value, true value"):
    """``update`` must receive exactly ``count`` inputs (ValueError otherwise)."""
    if len(inputs) != count:
        raise ValueError(f"For '{api}.update', it needs {count} inputs ({what}), but got {len(inputs)}.")


def check_evaluated(api, ready):
    """``eval`` before any ``update`` raises RuntimeError."""
    if not ready:
        raise RuntimeError(f"The '{api}' can not be calculated, because the number of samples is 0: "
                           f"call the 'update' method before calling the 'eval' method.")


def is_one_hot(data):
    """True when ``data`` (ndim > 1) holds only 0/1 and every sample sums to one along axis 1."""
    if data.ndim <= 1 or not np.equal(data ** 2, data).all():
        return False
    return bool(np.equal(data.sum(axis=1), 1).all())


def class_labels(y_pred, y):
    """One-hot labels (same ndim as the predictions) become class indices by argmax along axis 1."""
    if y_pred.ndim == y.ndim and is_one_hot(y):
        return y.argmax(axis=1)
    return y


def track_class_num(metric, api, y_pred):
    """The class count is fixed by the first update; later updates must give the same count (ValueError)."""
    if metric._class_num == 0:
        metric._class_num = y_pred.shape[1]
    elif y_pred.shape[1] != metric._class_num:
        raise ValueError(f"For '{api}.update', class number not match, last input predicted data contain "
                         f"{metric._class_num} classes, but current predicted data contain {y_pred.shape[1]} "
                         f"classes.")
    return metric._class_num


class Average(Metric):
    """A float64 sum (MindSpore's 0 on numpy 1.x) over a count; ``eval`` divides (RuntimeError before any
    ``update``). Subclasses add to ``_sum`` and ``_count`` in ``update``."""

    def __init__(self):
        super().__init__()
        self.clear()

    def clear(self):
        """Reset the sum and the count."""
        self._sum = strong(0)
        self._count = 0

    def eval(self):
        """The sum over the count."""
        check_evaluated(type(self).__name__, self._count)
        return self._sum / self._count


class EvaluationBase(Metric):
    """Shared base of metrics with ``eval_type`` 'classification' or 'multilabel'."""

    def __init__(self, eval_type):
        super().__init__()
        if eval_type not in _EVAL_TYPES:
            raise TypeError(f"The argument 'eval_type' must be in {set(_EVAL_TYPES)}, but got {eval_type}")
        self._type = eval_type

    def _check_shape(self, y_pred, y):
        """classification: y is y_pred without axis 1; multilabel: the same shape (ValueError otherwise)."""
        if self._type == "classification":
            if y_pred.ndim != y.ndim + 1:
                raise ValueError(f"In classification case, the dimension of y_pred should equal the dimension "
                                 f"of y plus 1, but got y_pred dimension: {y_pred.ndim} and y dimension: "
                                 f"{y.ndim}.")
            if y.shape != (y_pred.shape[0],) + y_pred.shape[2:]:
                raise ValueError(f"In classification case, y shape should be y_pred shape without axis 1, "
                                 f"but got y_pred shape {y_pred.shape} and y shape {y.shape}")
        elif y_pred.shape != y.shape:
            raise ValueError(f"In {self._type} case, y_pred and y must have the same shape, but got y_pred "
                             f"shape: {y_pred.shape} and y shape: {y.shape}.")

    def _checked_inputs(self, api, inputs):
        """``update``'s (y_pred, y, class count) after MindSpore's checks; 'classification' one-hot labels become
        class indices."""
        check_input_count(api, inputs, 2)
        y_pred = self._convert_data(inputs[0])
        y = self._convert_data(inputs[1])
        if self._type == "classification":
            y = class_labels(y_pred, y)
        self._check_shape(y_pred, y)
        self._check_value(y_pred, y)
        return y_pred, y, track_class_num(self, api, y_pred)

    def _check_value(self, y_pred, y):
        """multilabel inputs must hold only 0 and 1 (ValueError)."""
        if self._type != "classification" and not (np.equal(y_pred ** 2, y_pred).all()
                                                    and np.equal(y ** 2, y).all()):
            raise ValueError("In multilabel case, all elements in y_pred and y should be 0 or 1.")

    def clear(self):
        raise NotImplementedError

    def update(self, *inputs):
        raise NotImplementedError

    def eval(self):
        raise NotImplementedError
