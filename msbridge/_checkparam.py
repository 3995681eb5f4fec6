"""msbridge's one argument validator, in the manner of ``mindspore._checkparam``: its exception types, its messages.

Convention: every check is ``check_<what>(value, <what value is checked against>..., arg_name=None,
prim_name=None)`` and returns ``value``. ``prim_name`` names the API (``"For 'Adam', the 'beta1' ..."``);
without it a message opens ``"The 'beta1' ..."``, and without ``arg_name`` too ``"The input value ..."``, as
MindSpore's do. msbridge passes the API wherever it has one, also where MindSpore's own call leaves it out.

Relations are the constants below: ``EQ`` ... ``GE``, ``IN`` and ``NOT_IN`` against one bound, ``INC_*`` for a
range. ``_opening``/``_subject`` (who), ``_ONE_BOUND`` and ``_RANGE`` (the relation) are the one formatter.

Where MindSpore words a check differently for one API, the variant sits at the end of this module with a comment
naming that API. Dataset arguments are checked in ``msbridge.dataset`` (as MindSpore checks them in its dataset
package); shape geometry (pads, windows, output sizes) lives in ``msbridge._geometry``.
"""
import math
import operator
import re

import numpy as np

from .common import dtype as mstype
from .common.tensor import Tensor

EQ, NE, LT, LE, GT, GE = 1, 2, 3, 4, 5, 6  # value <rel> bound
INC_NEITHER, INC_LEFT, INC_RIGHT, INC_BOTH = 7, 8, 9, 10  # low < value < high, low <= value < high, ...
IN, NOT_IN = 11, 12  # value (not) in a collection

_HOLDS = {EQ: operator.eq, NE: operator.ne, LT: operator.lt, LE: operator.le, GT: operator.gt, GE: operator.ge,
          IN: lambda v, c: v in c, NOT_IN: lambda v, c: v not in c}
_ONE_BOUND = {EQ: "= {}", NE: "!= {}", LT: "< {}", LE: "<= {}", GT: "> {}", GE: ">= {}", IN: "in {}",
              NOT_IN: "not in {}"}
_INSIDE = {INC_NEITHER: lambda v, lo, hi: lo < v < hi, INC_LEFT: lambda v, lo, hi: lo <= v < hi,
           INC_RIGHT: lambda v, lo, hi: lo < v <= hi, INC_BOTH: lambda v, lo, hi: lo <= v <= hi}
_RANGE = {INC_NEITHER: "({}, {})", INC_LEFT: "[{}, {})", INC_RIGHT: "({}, {}]", INC_BOTH: "[{}, {}]"}


# --- the formatter ---------------------------------------------------------------------------------------------
def _opening(prim_name):
    return f"For '{prim_name}', the" if prim_name else "The"


def _subject(arg_name, prim_name):
    """``For 'api', the 'name'`` / ``The 'name'`` / ``The input value``."""
    return f"{_opening(prim_name)} {_quoted(arg_name)}"


def _quoted(arg_name):
    return f"'{arg_name}'" if arg_name else "input value"


def _type_names(types):
    """``'float'`` for one type, ``one of '['float', 'int']'`` for several (MindSpore's wording)."""
    names = [t.__name__ if hasattr(t, "__name__") else str(t) for t in types]
    return f"'{names[0]}'" if len(names) == 1 else f"one of '{names}'"


# --- numbers ---------------------------------------------------------------------------------------------------
def _check_number(value, bound, rel, value_type, arg_name, prim_name):
    """``value`` is a ``value_type`` (never a bool), finite, and ``value <rel> bound``."""
    subject = _subject(arg_name, prim_name)
    if not isinstance(value, value_type):
        raise TypeError(f"{subject} must be {value_type.__name__}, but got '{type(value).__name__}'")
    if isinstance(value, float) and not math.isfinite(value):
        raise ValueError(f"{subject} must be a legal value, but got '{value}'.")
    is_bool = isinstance(value, bool)
    if is_bool or not _HOLDS[rel](value, bound):
        raise (TypeError if is_bool else ValueError)(
            f"{subject} must be {value_type.__name__} and must {_ONE_BOUND[rel].format(bound)}, but got '{value}' "
            f"with type '{type(value).__name__}'.")
    return value


def check_int(value, bound, rel, arg_name=None, prim_name=None):
    """An int with ``value <rel> bound``."""
    return _check_number(value, bound, rel, int, arg_name, prim_name)


def check_positive_int(value, arg_name=None, prim_name=None):
    """An int > 0."""
    return _check_number(value, 0, GT, int, arg_name, prim_name)


def check_non_negative_int(value, arg_name=None, prim_name=None):
    """An int >= 0."""
    return _check_number(value, 0, GE, int, arg_name, prim_name)


def check_float(value, bound, rel, arg_name=None, prim_name=None):
    """A float (an int is a TypeError, as in MindSpore) with ``value <rel> bound``."""
    return _check_number(value, bound, rel, float, arg_name, prim_name)


def check_positive_float(value, arg_name=None, prim_name=None):
    """A float > 0."""
    return _check_number(value, 0, GT, float, arg_name, prim_name)


def check_non_negative_float(value, arg_name=None, prim_name=None):
    """A float >= 0."""
    return _check_number(value, 0, GE, float, arg_name, prim_name)


def check_is_float(value, arg_name=None, prim_name=None):
    """A finite float."""
    if not isinstance(value, float):
        raise TypeError(f"{_opening(prim_name)} type of {_quoted(arg_name)} must be 'float', but got "
                        f"'{type(value).__name__}'.")
    if not math.isfinite(value):
        raise ValueError(f"{_subject(arg_name, prim_name)} must be a legal float, but got '{value}'.")
    return value


def check_number_range(value, low, high, rel, value_type, arg_name=None, prim_name=None):
    """A ``value_type`` inside the ``rel`` range (``INC_NEITHER``: ``low < value < high`` ...)."""
    subject = _subject(arg_name, prim_name)
    if not isinstance(value, (np.generic, value_type)) or isinstance(value, bool):
        # (two spaces after the comma: MindSpore's message)
        raise TypeError(f"{subject} must be '{value_type.__name__}',  but got '{type(value).__name__}'.")
    if not _INSIDE[rel](value, low, high):
        raise ValueError(f"{subject} must be in range of {_RANGE[rel].format(low, high)}, but got {value} with type "
                         f"'{type(value).__name__}'.")
    return value


def check_int_range(value, low, high, rel, arg_name=None, prim_name=None):
    """An int inside the ``rel`` range."""
    return check_number_range(value, low, high, rel, int, arg_name, prim_name)


def check_float_range(value, low, high, rel, arg_name=None, prim_name=None):
    """A float inside the ``rel`` range."""
    return check_number_range(value, low, high, rel, float, arg_name, prim_name)


def check_number(value, bound, rel, arg_name=None, prim_name=None):
    """``value <rel> bound`` for a value of any type (the type is checked elsewhere)."""
    if not _HOLDS[rel](value, bound):
        raise ValueError(f"{_opening(prim_name)} argument {_quoted(arg_name)} must {_ONE_BOUND[rel].format(bound)}, "
                         f"but got {value}.")
    return value


# --- types and choices -----------------------------------------------------------------------------------------
def check_bool(value, arg_name=None, prim_name=None):
    """A bool."""
    if not isinstance(value, bool):
        raise TypeError(f"{_subject(arg_name, prim_name)} must be a bool, but got {type(value).__name__}.")
    return value


def check_value_type(value, valid_types, arg_name=None, prim_name=None):
    """An instance of one of ``valid_types`` (a type or a list/tuple of them); a bool is not an int here."""
    valid_types = tuple(valid_types) if isinstance(valid_types, (list, tuple)) else (valid_types,)
    if isinstance(value, valid_types) and not (isinstance(value, bool) and bool not in valid_types):
        return value
    raise TypeError(f"{_opening(prim_name)} type of {_quoted(arg_name)} should be {_type_names(valid_types)}, "
                    f"but got type '{type(value).__name__}'.")


def check_isinstance(value, classes, arg_name=None, prim_name=None):
    """An instance of ``classes`` (MindSpore's ValueError, for the checkpoint functions' arguments)."""
    if not isinstance(value, classes):
        raise ValueError(f"{_opening(prim_name)} parameter {_quoted(arg_name)} must be isinstance of {classes}, "
                         f"but got {value}.")
    return value


def check_string(value, valid_values, arg_name=None, prim_name=None):
    """One of the strings ``valid_values`` (anything else, a non-str too, is a ValueError)."""
    if not (isinstance(value, str) and value in valid_values):
        raise ValueError(f"{_opening(prim_name)} '{arg_name or 'parameter'}' must be str and must be in "
                         f"'{list(valid_values)}', but got '{value}'.")
    return value


# --- int-or-tuple arguments (kernel sizes, strides, ...) -------------------------------------------------------
def expand_int(value, n):
    """An int repeated ``n`` times, or an ``n``-tuple of ints as given (MindSpore's ``twice``/``triple``)."""
    opening = "When expanding an int number to tuple, "
    if not isinstance(value, tuple):
        if isinstance(value, int) and not isinstance(value, bool):
            return (value,) * n
        raise TypeError(f"{opening}input type must be integer or tuple[int], but got {type(value)}")
    if len(value) != n:
        raise TypeError(f"{opening}input tuple dimension must be {n}, but got {value}")
    for item in value:
        if not isinstance(item, int) or isinstance(item, bool):
            raise TypeError(f"{opening}the type of element in input tuple must be an integer, but got {type(item)}.")
    return value


def check_3d_int_or_tuple(value, arg_name, prim_name, greater_zero=True):
    """A positive (``greater_zero=False``: non-negative) int or 3-tuple of them, as a 3-tuple."""
    check_value_type(value, (int, tuple), arg_name, prim_name)
    values = (value,) * 3 if isinstance(value, int) else value
    low = 1 if greater_zero else 0
    if len(values) != 3 or not all(isinstance(v, int) and not isinstance(v, bool) and v >= low for v in values):
        raise ValueError(f"For '{prim_name}', the parameter '{arg_name}' must be an positive integer or a tuple of "
                         f"three positive integer, but got {values}")
    return values


# --- tensors ---------------------------------------------------------------------------------------------------
class InputTypeError(TypeError, AttributeError):
    """A Tensor input that is no Tensor (None, a numpy array, a list, a str ...). MindSpore 2.10 raises TypeError
    where its op checks the input and AttributeError where its Python code first reads the input's ``shape``,
    ``ndim`` or ``dtype`` (most layers): this is both, so code catching either sees it as in MindSpore. It is
    named ``TypeError`` (what it is): tracebacks, and tests comparing type names, show the type users expect."""


InputTypeError.__name__ = InputTypeError.__qualname__ = "TypeError"


def check_tensor(value, arg_name=None, prim_name=None):
    """A Tensor (else ``InputTypeError``)."""
    if not isinstance(value, Tensor):
        raise InputTypeError(f"{_subject(arg_name, prim_name)} must be a Tensor, but got {type(value).__name__}.")
    return value


def check_rank(t, ranks, arg_name=None, prim_name=None):
    """The torch tensor ``t`` behind ``arg_name`` has one of the ranks ``ranks`` (a tuple), where torch's kernel
    takes other ranks than MindSpore's shape inference, which raises ValueError; returns ``t``."""
    if t.dim() not in ranks:
        raise ValueError(f"{_subject(arg_name, prim_name)} must have rank {' or '.join(map(str, ranks))}, but got "
                         f"rank {t.dim()} (shape {tuple(t.shape)}).")
    return t


def check_not_empty(t, arg_name=None, prim_name=None, error=ValueError):
    """The torch tensor ``t`` behind ``arg_name`` has elements, where MindSpore rejects an empty input that torch
    takes: ValueError from its shape inference, ``error=RuntimeError`` from its CPU kernel; returns ``t``."""
    if not t.numel():
        raise error(f"{_subject(arg_name, prim_name)} must not be empty, but got shape {tuple(t.shape)}.")
    return t


# words of torch's kernel messages about their inputs' dtypes, and about their shapes
_DTYPE_WORDS = ("dtype", "not implemented for", "can't be cast", "scalar type")
_SHAPE_WORDS = ("size", "shape", "dimension", "dim ", "rank", "Expected", "expected", "must match", "broadcast",
                "column", "D tensor")


def kernel_error(exc, prim_name):
    """The error MindSpore's type and shape inference raise, naming ``prim_name``, for the RuntimeError ``exc`` of
    a torch kernel about its inputs: TypeError for their dtypes, ValueError for their shapes (sizes that do not
    broadcast, wrong ranks); None for any other error (an msbridge message, which names its API). For an op's
    ``except RuntimeError`` path (nothing on the hot path): ``raise kernel_error(exc, api) or exc``."""
    message = str(exc)
    if message.startswith("For ") or isinstance(exc, NotImplementedError):  # (a dtype with no torch kernel: the
        return None  # ops' own doors decide, and every door of an op raises alike)
    message = re.sub(r"torch\.Size\((\[[^\]]*\])\)", r"\1", message)
    if any(word in message for word in _DTYPE_WORDS):
        return TypeError(f"For '{prim_name}', the dtypes of the inputs do not fit: {message}")
    if any(word in message for word in _SHAPE_WORDS):
        return ValueError(f"For '{prim_name}', the shapes of the inputs do not fit: {message}")
    return None


def check_input_dtype(t, valid_dtypes, prim_name=None):
    """The torch tensor ``t`` behind an op's input has one of the torch dtypes ``valid_dtypes`` (the wording of
    MindSpore's kernel selection: ``the input must be a Tensor of {Float16, Float32}``)."""
    if t.dtype not in valid_dtypes:
        names = sorted(str(mstype.from_torch_dtype(d)) for d in valid_dtypes)
        raise TypeError(f"{_opening(prim_name)} input must be a Tensor of {{{', '.join(names)}}}, "
                        f"but got {mstype.from_torch_dtype(t.dtype)}.")


def check_input_arg_dtype(t, valid_dtypes, arg_name, prim_name):
    """The torch tensor ``t`` behind the input ``arg_name`` has one of the torch dtypes ``valid_dtypes`` (the wording
    of MindSpore's primitive input check: ``the input argument[x] must be a type of {Tensor[Float16], ...}``);
    returns ``t``."""
    if t.dtype not in valid_dtypes:
        names = ", ".join(f"Tensor[{mstype.from_torch_dtype(d)}]" for d in valid_dtypes)
        raise TypeError(f"For primitive[{prim_name}], the input argument[{arg_name}] must be a type of {{{names}}}, "
                        f"but got Tensor[{mstype.from_torch_dtype(t.dtype)}].")
    return t


def _dtype_name(dtype):
    """'mindspore.float32' for a torch dtype, as MindSpore's validator prints it."""
    return f"mindspore.{str(mstype.from_torch_dtype(dtype)).lower()}"


def check_tensor_dtype(t, valid_dtypes, arg_name=None, prim_name=None):
    """The torch tensor ``t`` behind the argument ``arg_name`` has one of the torch dtypes ``valid_dtypes`` (the
    validator's wording: ``the 'x' should be one of [mindspore.float16, mindspore.float32]``); returns ``t``."""
    if t.dtype not in valid_dtypes:
        names = ", ".join(_dtype_name(d) for d in valid_dtypes)
        expected = f"one of [{names}]" if len(valid_dtypes) > 1 else names.replace("mindspore.", "").capitalize()
        raise TypeError(f"{_subject(arg_name, prim_name)} should be {expected}, but got '{_dtype_name(t.dtype)}'.")
    return t


# --- MindSpore's per-API wordings --------------------------------------------------------------------------------
def check_bool_grad_operation(value, arg_name, prim_name="GradOperation"):
    """A bool; ops.GradOperation (and the _Grad behind ops.grad/value_and_grad) word their attribute checks so."""
    if not isinstance(value, bool):
        raise TypeError(f"For '{prim_name}', the '{arg_name}' should be bool, but got {type(value).__name__}")
    return value


def check_bool_forward_value_and_grad(value, arg_name, prim_name="ForwardValueAndGrad"):
    """A bool; nn.ForwardValueAndGrad words its own message (get_all, get_by_list)."""
    if not isinstance(value, bool):
        raise TypeError(f"For '{prim_name}', the type of '{arg_name}' must be bool, but got '{type(value)}'")
    return value


def check_lr_float(value, arg_name, api, named=True):
    """A float >= 0 for the learning-rate functions of nn.dynamic_lr (cosine_decay_lr, polynomial_decay_lr,
    warmup_lr) and the LearningRateSchedule classes (CosineDecayLR, PolynomialDecayLR, WarmUpLR): their own type
    message first, then the range check, which names ``api`` only for the classes (``named``)."""
    if not isinstance(value, float):
        raise TypeError(f"For '{api}', the argument '{arg_name}' must be type of float, but got '{arg_name}' type: "
                        f"{type(value)}.")
    return check_non_negative_float(value, arg_name, api if named else None)
