"""mindspore.nn layers: the single-step recurrent cells RNNCell, LSTMCell and GRUCell (torch's fused cell kernels)."""
import math
import warnings

import torch

from ..._checkparam import InputTypeError
from ...common import dtype as mstype
from ...common.initializer import Uniform, initializer
from ...common.parameter import Parameter
from ...common.handles import wrap as _wrap
from ...common.tensor import Tensor
from ... import _checkparam as validator
from .._amp_state import cast
from ..cell import Cell

__all__ = ["LSTMCell", "GRUCell", "RNNCell"]

_FLOAT_INPUTS = (mstype.float32, mstype.float16)


# --- input checks shared with rnns.py (MindSpore's exception types and messages) -------------------------------
def _type_of(value):
    if isinstance(value, Tensor):
        return f"Tensor[{value.dtype}]"
    if isinstance(value, tuple):
        return f"Tuple[{', '.join(_type_of(v) for v in value)}]"
    return type(value).__name__


def _check_tensor(name, value, api):
    if not isinstance(value, Tensor):
        raise InputTypeError(f"For '{api}', the '{name}' must be a Tensor, but got '{_type_of(value)}'.")


def _check_state_pair(name, value, api):
    """An LSTM state: a tuple of two Tensors ``(h, c)``."""
    if not isinstance(value, tuple):
        raise TypeError(f"For '{api}', the '{name}' must be a tuple, but got '{_type_of(value)}'.")
    if len(value) != 2:
        raise TypeError(f"For '{api}', the length of '{name}' must be '2', but got '{len(value)}'")
    _check_tensor(f"{name}[0]", value[0], api)
    _check_tensor(f"{name}[1]", value[1], api)


def _check_dtype_in(name, dtype, allowed, api):
    if dtype not in allowed:
        raise TypeError(f"For '{api}', the '{name}' should be one of [{', '.join(repr(d) for d in allowed)}], "
                        f"but got '{dtype!r}'.")


def _check_same_float_dtypes(named, api):
    """``named`` is ``[(name, Tensor)]``: each float32/float16, all of the first one's dtype."""
    for name, value in named:
        if value.dtype not in _FLOAT_INPUTS:
            raise TypeError(f"For '{api}', the element of '{name}' must be one of Float32, Float16, but got "
                            f"{value.dtype}.")
    first_name, first = named[0]
    for name, value in named[1:]:
        if value.dtype != first.dtype:
            raise TypeError(f"For '{api}', the type of '{name}' should be same as '{first_name}', but got "
                            f"'{first_name}' with type {first.dtype} and '{name}' with type {value.dtype}.")


def _check_features(features, expected):
    """MindSpore's MatMul check of an input's feature count against the weights' (``x @ weight_ih.T``)."""
    if features != expected:
        raise ValueError(f"For 'MatMul' the input dimensions must be equal, but got 'x1_col': {features} and "
                         f"'x2_row': {expected}.")


def _check_sizes(api, input_size, hidden_size, has_bias):
    validator.check_value_type(has_bias, [bool], "has_bias", api)
    validator.check_positive_int(hidden_size, "hidden_size", api)
    validator.check_positive_int(input_size, "input_size", api)


# --- the cells --------------------------------------------------------------------------------------------------
class RNNCellBase(Cell):
    """Parameters ``weight_ih`` (chunks*hidden, input), ``weight_hh`` (chunks*hidden, hidden) and, with ``has_bias``,
    ``bias_ih``/``bias_hh``, all U(-1/sqrt(hidden), 1/sqrt(hidden)) as MindSpore initialises them."""

    _chunks = 1

    def __init__(self, input_size, hidden_size, has_bias, dtype=mstype.float32):
        super().__init__()
        api = type(self).__name__
        _check_sizes(api, input_size, hidden_size, has_bias)
        self.input_size = input_size
        self.hidden_size = hidden_size
        self.has_bias = has_bias
        uniform = Uniform(1 / math.sqrt(hidden_size))
        gates = self._chunks * hidden_size
        self.weight_ih = Parameter(initializer(uniform, [gates, input_size], dtype), name="weight_ih")
        self.weight_hh = Parameter(initializer(uniform, [gates, hidden_size], dtype), name="weight_hh")
        self.bias_ih = Parameter(initializer(uniform, [gates], dtype), name="bias_ih") if has_bias else None
        self.bias_hh = Parameter(initializer(uniform, [gates], dtype), name="bias_hh") if has_bias else None

    def _weights(self):
        bias = (None, None) if self.bias_ih is None else (self.bias_ih._t, self.bias_hh._t)
        return (self.weight_ih._t, self.weight_hh._t) + bias

    def _check_inputs(self, x, hx):
        api = type(self).__name__
        _check_tensor("x", x, api)
        _check_tensor("hx", hx, api)
        _check_dtype_in("x", x.dtype, _FLOAT_INPUTS, api)
        _check_dtype_in("hx", hx.dtype, _FLOAT_INPUTS, api)
        self._check_matmul(x, hx)

    def _check_matmul(self, x, *states):
        """MindSpore's MatMul checks: 2-D inputs of the weights' (compute) dtype, x with ``input_size`` features."""
        weight = cast(self.weight_ih._t)
        for value in (x,) + states:
            if value.ndim != 2:
                raise ValueError(f"For '{type(self).__name__}', the inputs must be 2-D (batch, features), "
                                 f"but got shape {value.shape}.")
            t = cast(value._t)
            if t.dtype != weight.dtype:
                raise TypeError(f"For 'MatMul', the type of 'x2' should be same as 'x1', but got 'x1' with type "
                                f"Tensor[{mstype.from_torch_dtype(t.dtype)}] and 'x2' with type "
                                f"Tensor[{mstype.from_torch_dtype(weight.dtype)}].")
        _check_features(x.shape[1], self.weight_ih.shape[1])


class RNNCell(RNNCellBase):
    """``nn.RNNCell``: one Elman step, ``torch._VF.rnn_tanh_cell`` / ``rnn_relu_cell`` on the Cell's Parameters."""

    _NONLINEARITIES = ("tanh", "relu")

    def __init__(self, input_size, hidden_size, has_bias=True, nonlinearity="tanh", dtype=mstype.float32):
        super().__init__(input_size, hidden_size, has_bias, dtype)
        validator.check_value_type(nonlinearity, [str], "nonlinearity", "RNNCell")
        self.nonlinearity = validator.check_string(nonlinearity, self._NONLINEARITIES, "nonlinearity", "RNNCell")

    def construct(self, x, hx):
        self._check_inputs(x, hx)
        step = torch._VF.rnn_tanh_cell if self.nonlinearity == "tanh" else torch._VF.rnn_relu_cell
        return _wrap(step(x._t, hx._t, *self._weights()))


_OLD_LSTMCELL = ("The arguments of `nn.LSTMCell` from old MindSpore version(<1.6) are detected, if you still need "
                 "use single LSTM layer, please use `nn.LSTM` instead.")
_LSTMCELL_CHANGED = ("LSTMCell has been changed from 'single LSTM layer' to 'single LSTM cell', if you still need "
                     "use single LSTM layer, please use `nn.LSTM` instead.")


class LSTMCell(RNNCellBase):
    """``nn.LSTMCell``: one LSTM step, ``torch._VF.lstm_cell`` (gates i, f, g, o as in MindSpore); returns
    ``(h', c')``."""

    _chunks = 4

    def __init__(self, input_size, hidden_size, has_bias=True, *old_args, dtype=mstype.float32, **old_kwargs):
        warnings.warn(_LSTMCELL_CHANGED, stacklevel=2)
        if old_args or old_kwargs.keys() & {"batch_size", "dropout", "bidirectional"}:
            raise ValueError(_OLD_LSTMCELL)
        if old_kwargs:
            raise TypeError(f"LSTMCell.__init__() got an unexpected keyword argument '{next(iter(old_kwargs))}'")
        super().__init__(input_size, hidden_size, has_bias, dtype)

    def construct(self, x, hx):
        api = "LSTMCell"
        _check_tensor("x", x, api)
        _check_state_pair("hx", hx, api)
        _check_dtype_in("x", x.dtype, _FLOAT_INPUTS, api)
        _check_dtype_in("hx[0]", hx[0].dtype, _FLOAT_INPUTS, api)
        _check_dtype_in("hx[1]", hx[1].dtype, _FLOAT_INPUTS, api)
        self._check_matmul(x, *hx)
        h, c = torch._VF.lstm_cell(x._t, (hx[0]._t, hx[1]._t), *self._weights())
        return _wrap(h), _wrap(c)


class GRUCell(RNNCellBase):
    """``nn.GRUCell``: one GRU step, ``torch._VF.gru_cell`` (gates r, z, n as in MindSpore)."""

    _chunks = 3

    def __init__(self, input_size, hidden_size, has_bias=True, dtype=mstype.float32):
        super().__init__(input_size, hidden_size, has_bias, dtype)

    def construct(self, x, hx):
        self._check_inputs(x, hx)
        return _wrap(torch._VF.gru_cell(x._t, hx._t, *self._weights()))
