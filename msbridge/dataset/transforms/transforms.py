"""``mindspore.dataset.transforms``: general tensor operations on numpy arrays (map operations or eager calls).

Every operation takes and returns numpy arrays, as MindSpore's do inside a pipeline; an eager call with an
msbridge Tensor reads it back to numpy first.
"""
import contextlib
import enum
import threading

import numpy as np

from ...common import dtype as mstype
from ..core import config
from ..engine import _check
from ..engine._errors import pipeline_error
from ..engine._rows import to_array

__all__ = ["Compose", "TypeCast", "OneHot", "Fill", "Duplicate", "Concatenate", "Mask", "PadEnd", "RandomApply",
           "RandomChoice", "RandomOrder", "Slice", "Unique", "Relational"]


def _seed_key():
    return (config._seed_calls[0], config.get_seed() if config._seed_was_set() else None)


def random_generator():
    """The Generator random operations draw from: a parallel worker's stream for the rows it is processing
    (``worker_stream``), else the pipeline's, reseeded by every set_seed (dataset's or msbridge's)."""
    rng = _local.rng
    if rng is not None:
        return rng
    key = _seed_key()
    if _state.get("key") != key:
        _state["key"] = key
        _state["rng"] = np.random.default_rng(key[1])
    return _state["rng"]


class _Local(threading.local):
    rng = None


@contextlib.contextmanager
def worker_stream(seed):
    """Random operations in this thread draw from ``np.random.default_rng(seed)`` inside the block: a parallel
    worker's chunk of rows gets a stream fixed by the pipeline seed and the chunk's position, whichever thread or
    process runs it, so parallel pipelines repeat run after run."""
    _local.rng = np.random.default_rng(seed)
    try:
        yield
    finally:
        _local.rng = None


_state = {}
_local = _Local()


def _eager_input(value, node):
    """An input of operation ``node`` called eagerly, as numpy: None is MindSpore's TypeError and an empty array
    its pipeline RuntimeError (its kernels take no empty tensors), both naming the operation."""
    if value is None:
        raise TypeError(f"For '{type(node).__name__}', the input got {type(value)}: None, which cannot be converted "
                        "into a tensor.")
    array = to_array(value)
    if array.size == 0:
        raise pipeline_error(node, f"the input must not be empty, but got shape {array.shape}.")
    if node._numeric and array.dtype.kind in "US":
        raise pipeline_error(node, f"the input must be a numeric tensor, but got a string tensor: {value!r}.")
    return array


class TensorOperation:
    """Base of the operations: ``op(*arrays)`` converts inputs to numpy and runs ``_apply``. ``_numeric``:
    MindSpore's kernel takes no string tensor (its pipeline RuntimeError)."""

    _numeric = False

    def __call__(self, *inputs):
        arrays = [_eager_input(x, self) for x in inputs]
        return self._apply(*arrays)

    def _apply(self, *arrays):
        raise NotImplementedError


def _as_ops(transforms, name):
    if not isinstance(transforms, list) or not transforms:
        raise TypeError(f"Argument {name} with value {transforms} is not of type [<class 'list'>], "
                        f"but got {type(transforms)}.")
    for i, op in enumerate(transforms):
        if not callable(op):
            raise TypeError(f"transforms[{i}] is neither a transforms op (TensorOperation) nor a "
                            "callable pyfunc.")
    return list(transforms)


def _chain(ops, arrays):
    for op in ops:
        out = op(*arrays)
        arrays = out if isinstance(out, tuple) else (out,)
    return arrays[0] if len(arrays) == 1 else arrays


class Compose(TensorOperation):
    """Run ``transforms`` one after the other."""

    def __init__(self, transforms):
        self.transforms = _as_ops(transforms, "transforms")

    def _apply(self, *arrays):
        return _chain(self.transforms, arrays)


class RandomApply(TensorOperation):
    """Run all ``transforms`` with probability ``prob``."""

    def __init__(self, transforms, prob=0.5):
        self.transforms = _as_ops(transforms, "transforms")
        _check_prob(prob)
        self.prob = prob

    def _apply(self, *arrays):
        if random_generator().random() >= self.prob:
            return arrays[0] if len(arrays) == 1 else arrays
        return _chain(self.transforms, arrays)


class RandomChoice(TensorOperation):
    """Run one of ``transforms``, picked uniformly."""

    def __init__(self, transforms):
        self.transforms = _as_ops(transforms, "transforms")

    def _apply(self, *arrays):
        op = self.transforms[int(random_generator().integers(len(self.transforms)))]
        return _chain([op], arrays)


class RandomOrder(TensorOperation):
    """Run ``transforms`` in a random order."""

    def __init__(self, transforms):
        self.transforms = _as_ops(transforms, "transforms")

    def _apply(self, *arrays):
        order = random_generator().permutation(len(self.transforms))
        return _chain([self.transforms[i] for i in order], arrays)


def _check_prob(prob):
    _check.type_of(prob, "prob", (float, int))
    if not 0 <= prob <= 1:
        raise ValueError("Input prob is not within the required interval of [0.0, 1.0].")


def nptype(data_type, name="data_type"):
    """numpy dtype of a MindSpore dtype or a numpy type."""
    if isinstance(data_type, mstype.Type):
        return np.dtype(mstype._dtype_to_nptype(data_type))
    if isinstance(data_type, np.dtype) or (isinstance(data_type, type) and issubclass(data_type, np.generic)):
        return np.dtype(data_type)
    raise TypeError(f"Argument {name} with value {data_type} is not of type [<class 'mindspore._c_expression."
                    f"typing.Type'>, <class 'numpy.dtype'>], but got {type(data_type)}.")


class TypeCast(TensorOperation):
    """``array.astype`` to a MindSpore dtype (or numpy type)."""

    _numeric = True

    def __init__(self, data_type):
        self.data_type = nptype(data_type)

    def _apply(self, x):
        return x.astype(self.data_type)


class OneHot(TensorOperation):
    """One-hot rows of ``num_classes`` in the input's dtype; with ``smoothing_rate``, float64 smoothed labels."""

    _numeric = True

    def __init__(self, num_classes, smoothing_rate=0.0):
        _check.type_of(num_classes, "num_classes", (int,))
        if num_classes <= 0:
            raise ValueError("Input must be greater than 0.")
        _check.type_of(smoothing_rate, "smoothing_rate", (float, int))
        if not 0 <= smoothing_rate <= 1:
            raise ValueError("Input smoothing_rate is not within the required interval of [0.0, 1.0].")
        self.num_classes, self.smoothing_rate = num_classes, smoothing_rate

    def _apply(self, x):
        if x.ndim > 1:
            raise pipeline_error(self, f"OneHot: OneHot only supports scalars or 1D input, but got rank {x.ndim}.")
        eye = np.eye(self.num_classes)[x.astype(np.int64)]
        if self.smoothing_rate:
            return eye * (1 - self.smoothing_rate) + self.smoothing_rate / self.num_classes
        return eye.astype(x.dtype)


class Fill(TensorOperation):
    """An array of the input's shape and dtype filled with ``fill_value``."""

    @property
    def _numeric(self):  # (a string input takes a string fill_value only)
        return not isinstance(self.fill_value, (str, bytes))

    def __init__(self, fill_value):
        _check.type_of(fill_value, "fill_value", (str, float, bool, int, bytes))
        self.fill_value = fill_value

    def _apply(self, x):
        return np.full_like(x, self.fill_value)


class Duplicate(TensorOperation):
    """The input and a copy of it (two columns)."""

    def _apply(self, x):
        return x, x.copy()


class Concatenate(TensorOperation):
    """``prepend``, the input and ``append`` joined along ``axis`` (1-D)."""

    _numeric = True

    def __init__(self, axis=0, prepend=None, append=None):
        if axis is not None:  # (None: the one axis of the 1-D inputs, as MindSpore takes it)
            _check.type_of(axis, "axis", (int,))
        self.axis = axis
        self.prepend = None if prepend is None else np.asarray(prepend)
        self.append = None if append is None else np.asarray(append)

    def _apply(self, x):
        if x.ndim != 1:
            raise pipeline_error(self, f"Concatenate: only 1D input supported, but got rank {x.ndim}.")
        parts = [p for p in (self.prepend, x, self.append) if p is not None]
        return np.concatenate(parts, axis=self.axis or 0).astype(x.dtype, copy=False)


class Relational(enum.IntEnum):
    """Comparison operators of ``Mask``."""
    EQ = 0
    NE = 1
    GT = 2
    GE = 3
    LT = 4
    LE = 5


_COMPARE = {Relational.EQ: np.equal, Relational.NE: np.not_equal, Relational.GT: np.greater,
            Relational.GE: np.greater_equal, Relational.LT: np.less, Relational.LE: np.less_equal}


class Mask(TensorOperation):
    """``input <operator> constant`` elementwise, cast to ``dtype`` (bool by default)."""

    @property
    def _numeric(self):  # (a string input takes a string constant only)
        return not isinstance(self.constant, (str, bytes))

    def __init__(self, operator, constant, dtype=mstype.bool_):
        if not isinstance(operator, Relational):
            raise TypeError(f"Argument operator with value {operator} is not of type [<enum 'Relational'>], "
                            f"but got {type(operator)}.")
        _check.type_of(constant, "constant", (str, float, bool, int, bytes))
        self.operator, self.constant, self.dtype = operator, constant, nptype(dtype, "dtype")

    def _apply(self, x):
        return _COMPARE[self.operator](x, np.asarray(self.constant).astype(x.dtype)).astype(self.dtype)


class PadEnd(TensorOperation):
    """Pad (or cut) the end of each axis to ``pad_shape`` with ``pad_value`` (0 by default)."""

    def __init__(self, pad_shape, pad_value=None):
        _check.type_of(pad_shape, "pad_shape", (list,))
        for i, dim in enumerate(pad_shape):
            if dim is not None:
                if not isinstance(dim, int) or isinstance(dim, bool):
                    raise TypeError(f"For 'PadEnd', a value in the list 'pad_shape' is not an integer: "
                                    f"pad_shape[{i}] is {type(dim).__name__} {dim!r}.")
                if dim <= 0:
                    raise ValueError("pad_shape should be a list of positive ints or None.")
        self.pad_shape, self.pad_value = pad_shape, 0 if pad_value is None else pad_value

    def _apply(self, x):
        if len(self.pad_shape) != x.ndim:
            raise pipeline_error(self, f"PadEnd: pad_shape {self.pad_shape} and the input's rank {x.ndim} differ.")
        shape = [x.shape[i] if d is None else d for i, d in enumerate(self.pad_shape)]
        dtype = np.result_type(x.dtype, np.array(self.pad_value).dtype) if x.dtype.kind == "U" else x.dtype
        out = np.full(shape, self.pad_value, dtype=dtype)
        region = tuple(slice(0, min(a, b)) for a, b in zip(x.shape, shape))
        out[region] = x[region]
        return out


class _SliceOption:
    """One axis of a ``Slice``: an int, a list of indices, a slice, True/Ellipsis (all)."""

    def __init__(self, slice_option):
        self.slice_option = slice_option


def _index(option):
    if isinstance(option, _SliceOption):
        option = option.slice_option
    if option is True or option is Ellipsis or option is None:
        return slice(None)
    if isinstance(option, bool):
        raise ValueError("Slice: False is not a valid slice option.")
    if isinstance(option, int):
        return [option]
    if isinstance(option, (list, slice)):
        return option
    raise TypeError(f"Argument slice with value {option} is not of type [<class 'int'>, <class 'list'>, "
                    "<class 'slice'>, <class 'bool'>, <class 'ellipsis'>, <class 'mindspore.dataset.transforms."
                    f"transforms._SliceOption'>], but got {type(option)}.")


class Slice(TensorOperation):
    """Index each axis with an int, a list of indices, a slice or Ellipsis (lists select on each axis)."""

    _numeric = True

    def __init__(self, *slices):
        self.slices = [_index(s) for s in slices]

    def _apply(self, x):
        out = x
        for axis, index in enumerate(self.slices):
            key = (slice(None),) * axis + (index,)
            out = out[key]
        return out


class Unique(TensorOperation):
    """The distinct values (first-occurrence order), each element's index into them and the counts (int32)."""

    def _apply(self, x):
        if x.ndim < 2:
            raise pipeline_error(self, f"Unique: input must be at least 2-D in order to do unique op, got rank:"
                                       f"{x.ndim}")
        flat = x.reshape(-1)
        values, first, inverse, counts = np.unique(flat, return_index=True, return_inverse=True, return_counts=True)
        order = np.argsort(first, kind="stable")
        rank = np.empty_like(order)
        rank[order] = np.arange(len(order))
        return values[order], rank[inverse].astype(np.int32), counts[order].astype(np.int32)


__all__ += ["Plugin", "not_random"]


def not_random(function):
    """``transforms.not_random(function)`` (also ``vision.not_random``): marks a Python function as deterministic
    (``function.random = False``), as MindSpore does before caching its results; returns the function."""
    function.random = False
    return function


class Plugin(TensorOperation):
    """``transforms.Plugin(lib_path, func_name, user_args=None)``: MindSpore loads ``func_name`` from a shared
    library built against MindData's C++ plugin interface. msbridge has no MindData C++ runtime to load it into:
    after MindSpore's argument checks it raises NotImplementedError (docs/compat/dataset.md)."""

    def __init__(self, lib_path, func_name, user_args=None):
        _check.type_of(lib_path, "lib_path", (str,))
        _check.type_of(func_name, "func_name", (str,))
        if user_args is not None:
            _check.type_of(user_args, "user_args", (str,))
        raise NotImplementedError(f"Plugin: msbridge cannot load the MindData C++ plugin {func_name!r} from "
                                  f"lib_path {lib_path!r} (there is no MindData C++ runtime under torch).")
