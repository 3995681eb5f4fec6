"""mindspore.nn layers: the multi-layer recurrent networks RNN, LSTM and GRU (torch's fused ``_VF`` kernels)."""
import math
import logging

import numpy as np
import torch
from torch.nn.utils.rnn import PackedSequence, pack_padded_sequence, pad_packed_sequence

from ...common import dtype as mstype
from ...common.parameter import Parameter
from ...common.handles import wrap as _wrap
from ...common.tensor import Tensor
from ... import _checkparam as validator
from ..cell import Cell
from .basic import Dropout
from .rnn_cells import _check_dtype_in, _check_features, _check_same_float_dtypes, _check_state_pair, _check_tensor

__all__ = ["RNN", "LSTM", "GRU"]


class _FusedRNN(Cell):
    """The whole stack of layers and directions in one torch ``_VF`` call (packed when lengths are given).

    ``weights`` are ordered as torch's ``_flat_weights``: per layer and direction w_ih, w_hh[, b_ih, b_hh], cast to
    the input's dtype as MindSpore does. With ``seq_length`` a sequence of length L gives zeros after step L and its
    state at step L (its initial state when L is 0), the reverse direction starting at step L.
    """

    _is_lstm = False
    _kernel = None

    def construct(self, x, hx, seq_length, weights, config):
        num_layers, dropout, bidirectional, batch_first = config
        t = x._t
        flat = [w._t.to(t.dtype) for w in weights]
        has_bias = len(flat) == 4 * num_layers * (2 if bidirectional else 1)
        state = (hx[0]._t, hx[1]._t) if self._is_lstm else hx._t
        run = type(self)._kernel
        if seq_length is None:
            out, *states = run(t, state, flat, has_bias, num_layers, dropout, self.training, bidirectional,
                               batch_first)
        else:
            lengths = seq_length._t
            steps = t.shape[1 if batch_first else 0]
            packed = pack_padded_sequence(t, lengths.clamp(1, steps).cpu(), batch_first, enforce_sorted=False)
            order = packed.sorted_indices
            sorted_state = tuple(s.index_select(1, order) for s in state) if self._is_lstm \
                else state.index_select(1, order)
            data, *states = run(packed.data, packed.batch_sizes, sorted_state, flat, has_bias, num_layers, dropout,
                                self.training, bidirectional)
            out = pad_packed_sequence(PackedSequence(data, packed.batch_sizes, order, packed.unsorted_indices),
                                      batch_first, total_length=steps)[0]
            empty = (lengths <= 0).to(t.device)
            out = out.masked_fill(empty.view((1, -1, 1) if not batch_first else (-1, 1, 1)), 0)
            initial = state if self._is_lstm else (state,)
            states = [torch.where(empty.view(1, -1, 1), h0, s.index_select(1, packed.unsorted_indices))
                      for h0, s in zip(initial, states)]
        if self._is_lstm:
            return _wrap(out), (_wrap(states[0]), _wrap(states[1]))
        return _wrap(out), _wrap(states[0])


# The class names are MindSpore's CPU engines: they show in the printed form of the layers.
class _DynamicRNNTanh(_FusedRNN):
    """RNN with tanh: ``torch._VF.rnn_tanh``."""
    _kernel = torch._VF.rnn_tanh


class _DynamicRNNRelu(_FusedRNN):
    """RNN with relu: ``torch._VF.rnn_relu``."""
    _kernel = torch._VF.rnn_relu


class _DynamicGRUCPUGPU(_FusedRNN):
    """GRU: ``torch._VF.gru`` (gates r, z, n)."""
    _kernel = torch._VF.gru


class _DynamicLSTMCPUGPU(_FusedRNN):
    """LSTM: ``torch._VF.lstm`` (gates i, f, g, o)."""
    _is_lstm = True
    _kernel = torch._VF.lstm


_MODES = {"RNN_TANH": (1, _DynamicRNNTanh), "RNN_RELU": (1, _DynamicRNNRelu), "GRU": (3, _DynamicGRUCPUGPU),
          "LSTM": (4, _DynamicLSTMCPUGPU)}


class _RNNBase(Cell):
    """Parameters named as MindSpore's (``weight_ih_l{k}[_reverse]``, ``weight_hh_...``, ``bias_ih_...``,
    ``bias_hh_...``, listed kind by kind), the same names and layouts as torch's, drawn from ``np.random.uniform``
    in (-1/sqrt(hidden), 1/sqrt(hidden)) as MindSpore does."""

    def __init__(self, mode, input_size, hidden_size, num_layers=1, has_bias=True, batch_first=False, dropout=0.,
                 bidirectional=False, dtype=mstype.float32):
        super().__init__()
        api = type(self).__name__
        validator.check_positive_int(hidden_size, "hidden_size", api)
        validator.check_positive_int(input_size, "input_size", api)
        validator.check_positive_int(num_layers, "num_layers", api)
        validator.check_is_float(dropout, "dropout", api)
        validator.check_value_type(has_bias, [bool], "has_bias", api)
        validator.check_value_type(batch_first, [bool], "batch_first", api)
        validator.check_value_type(bidirectional, [bool], "bidirectional", api)
        if not 0 <= dropout < 1:
            raise ValueError(f"For '{api}', the 'dropout' must be a number in range [0, 1) representing the "
                             f"probability of an element being zeroed, but got {dropout}.")
        if dropout > 0 and num_layers == 1:
            logging.getLogger("mindspore").warning(
                f"dropout option adds dropout after all but last recurrent layer, so non-zero dropout expects "
                f"num_layers greater than 1, but got dropout={dropout} and num_layers={num_layers}")
        chunks, engine = _MODES[mode]
        self.rnn = engine()
        self.dropout_op = Dropout(p=float(dropout))
        self.hidden_size = hidden_size
        self.batch_first = batch_first
        self.num_layers = num_layers
        self.dropout = dropout
        self.bidirectional = bidirectional
        self.has_bias = has_bias
        self.is_lstm = mode == "LSTM"
        directions = 2 if bidirectional else 1
        units = [(layer, "_reverse" if direction else "") for layer in range(num_layers)
                 for direction in range(directions)]
        shapes = {"weight_ih": lambda layer: (chunks * hidden_size, input_size if layer == 0
                                              else hidden_size * directions),
                  "weight_hh": lambda layer: (chunks * hidden_size, hidden_size)}
        if has_bias:
            shapes["bias_ih"] = shapes["bias_hh"] = lambda layer: (chunks * hidden_size,)
        bound = 1 / math.sqrt(hidden_size)
        # MindSpore draws unit by unit (the order of torch's flat weights) and lists the Parameters kind by kind
        drawn = {(kind, unit): np.random.uniform(-bound, bound, shape(unit[0])).astype(np.float32)
                 for unit in units for kind, shape in shapes.items()}
        for kind in shapes:
            for layer, suffix in units:
                name = f"{kind}_l{layer}{suffix}"
                setattr(self, name, Parameter(Tensor(drawn[kind, (layer, suffix)], dtype=dtype), name=name))
        self._flat_names = [f"{kind}_l{layer}{suffix}" for layer, suffix in units for kind in shapes]

    def _check_seq_length(self, seq_length, batch, steps, api):
        _check_dtype_in("seq_length", seq_length.dtype, (mstype.int32, mstype.int64), api)
        if seq_length.ndim != 1:
            raise ValueError(f"For '{api}', the 'seq_length' must be 1-D, but got shape {seq_length.shape}.")
        if seq_length.shape[0] != batch:
            raise ValueError(f"For '{api}' batch size of x and seq_length must be equal, but got {batch} of x "
                             f"and {seq_length.shape[0]} of seq_length.")
        longest = int(seq_length._t.max()) if batch else 0
        if self.bidirectional and longest > steps:
            raise RuntimeError(f"For '{api}', the 'seq_length' values must not exceed the sequence length {steps} "
                               f"(the reverse direction reverses that many steps), but got {longest}.")

    def _check_x_shape(self, shape, batch, steps, api):
        """MindSpore's checks of x's feature count (its LSTM primitive's; MatMul's for RNN and GRU) and of empty
        inputs: an LSTM runs with batch and steps both 0 or both positive, RNN and GRU need at least one step."""
        features = self.weight_ih_l0.shape[1]
        if self.is_lstm and shape[2] != features:
            raise ValueError(f"For primitive[LSTM], the x_shape[2] must be equal to {features}, but got {shape[2]}.")
        _check_features(shape[2], features)
        if self.is_lstm and (batch == 0) != (steps == 0):
            raise RuntimeError(f"For '{api}', the batch size and the sequence length of 'x' must be both positive "
                               f"or both 0, but got batch size {batch} and sequence length {steps} (shape {shape}).")
        if not self.is_lstm and steps == 0:
            raise ValueError(f"For '{api}', the sequence length of 'x' must be at least 1, but got shape {shape}.")

    def _empty_result(self, x, hx):
        """The result of an LSTM over an input with no batch and no steps: empty output, the states as given."""
        directions = 2 if self.bidirectional else 1
        out = _wrap(x._t.new_zeros(tuple(x.shape[:2]) + (self.hidden_size * directions,)))
        return out, (_wrap(hx[0]._t.clone()), _wrap(hx[1]._t.clone()))

    def construct(self, x, hx=None, seq_length=None):
        api = type(self).__name__
        _check_tensor("x", x, api)
        if x.ndim != 3:
            raise ValueError(f"For '{api}', the 'x' must be 3-D (seq_len, batch, input_size), or (batch, seq_len, "
                             f"input_size) with batch_first, but got shape {x.shape}.")
        batch = x.shape[0] if self.batch_first else x.shape[1]
        steps = x.shape[1] if self.batch_first else x.shape[0]
        self._check_x_shape(x.shape, batch, steps, api)
        state_shape = (self.num_layers * (2 if self.bidirectional else 1), batch, self.hidden_size)
        if hx is None:
            zeros = torch.zeros(state_shape, dtype=x._t.dtype, device=x._t.device)
            hx = (_wrap(zeros), _wrap(zeros.clone())) if self.is_lstm else _wrap(zeros)
        elif self.is_lstm:
            _check_state_pair("hx", hx, api)
            _check_same_float_dtypes([("x", x), ("hx[0]", hx[0]), ("hx[1]", hx[1])], api)
            _check_state_shape("hx[0]", hx[0], state_shape, api)
            _check_state_shape("hx[1]", hx[1], state_shape, api)
        else:
            _check_tensor("h", hx, api)
            _check_same_float_dtypes([("x", x), ("hx", hx)], api)
            _check_state_shape("hx", hx, state_shape, api)
        if seq_length is not None:
            self._check_seq_length(seq_length, batch, steps, api)
        if not steps and not batch:  # an LSTM over no sequences of no steps (the only empty input MindSpore runs)
            return self._empty_result(x, hx)
        weights = [getattr(self, name) for name in self._flat_names]
        config = (self.num_layers, float(self.dropout), self.bidirectional, self.batch_first)
        out, state = self.rnn(x, hx, seq_length, weights, config)
        # under to_float the engine computes in the low dtype; the layer hands back the input's dtype
        dtype = x._t.dtype
        state = tuple(_to(s, dtype) for s in state) if self.is_lstm else _to(state, dtype)
        return _to(out, dtype), state


def _to(value, dtype):
    return value if value._t.dtype == dtype else _wrap(value._t.to(dtype))


def _check_state_shape(name, state, shape, api):
    if state.shape != shape:
        raise ValueError(f"For '{api}', the shape of '{name}' must be {shape} (num_layers * num_directions, batch, "
                         f"hidden_size), but got {state.shape}.")


def _rnn_mode(nonlinearity):
    modes = {"tanh": "RNN_TANH", "relu": "RNN_RELU"}
    if nonlinearity not in modes:
        raise ValueError(f"For 'RNN', the 'nonlinearity' must be in ['tanh', 'relu'], but got {nonlinearity}.")
    return modes[nonlinearity]


class RNN(_RNNBase):
    """``nn.RNN``: a stacked Elman RNN (``torch._VF.rnn_tanh`` / ``rnn_relu``); returns ``(output, h_n)``."""

    def __init__(self, input_size, hidden_size, num_layers=1, has_bias=True, batch_first=False, dropout=0.,
                 bidirectional=False, dtype=mstype.float32, *, nonlinearity="tanh"):
        super().__init__(_rnn_mode(nonlinearity), input_size, hidden_size, num_layers, has_bias, batch_first,
                         dropout, bidirectional, dtype)


class GRU(_RNNBase):
    """``nn.GRU``: a stacked GRU (``torch._VF.gru``); returns ``(output, h_n)``."""

    def __init__(self, input_size, hidden_size, num_layers=1, has_bias=True, batch_first=False, dropout=0.,
                 bidirectional=False, dtype=mstype.float32):
        super().__init__("GRU", input_size, hidden_size, num_layers, has_bias, batch_first, dropout, bidirectional,
                         dtype)


class LSTM(_RNNBase):
    """``nn.LSTM``: a stacked LSTM (``torch._VF.lstm``); returns ``(output, (h_n, c_n))``."""

    def __init__(self, input_size, hidden_size, num_layers=1, has_bias=True, batch_first=False, dropout=0.,
                 bidirectional=False, dtype=mstype.float32):
        super().__init__("LSTM", input_size, hidden_size, num_layers, has_bias, batch_first, dropout, bidirectional,
                         dtype)


# Under to_float MindSpore casts these layers' ops, not their inputs (their outputs keep the input's dtype)
for _layer in (RNN, GRU, LSTM):
    _layer._builtin = False
