"""Recurrent layer cases (nn.RNN/LSTM/GRU and RNNCell/LSTMCell/GRUCell), recorded from MindSpore 2.10 by
record_rnn.py and replayed on msbridge by tests/test_rnn.py.

Same conventions as cases_layers.py (VALUES / ARRAYS / ERRORS, code evaluated against ``mindspore`` or
``msbridge``). Parameters are set from numpy with ``filled``; ``run_grads`` gives the outputs (flattened: output,
h_n[, c_n]) then the gradients of sum_i(w_i * out_i) w.r.t. the input and every trainable Parameter.
"""

import numpy as np

import cases_layers
import goldens


def namespace(ms):
    """cases_layers' names plus the recurrent helpers, bound to ``ms``."""
    names = cases_layers.namespace(ms)
    is_mindspore = ms.__name__ == "mindspore"

    def flat(result):
        if isinstance(result, (tuple, list)):
            return [t for item in result for t in flat(item)]
        return [result]

    def run_grads(cell, x, *extra):
        """[outputs..., d/dx, d/dParameters...] for loss = sum_i sum(w_i * out_i), w_i fixed numpy weights."""
        params = cell.trainable_params()
        outs = flat(cell(x, *extra))
        ws = [np.random.RandomState(7 + i).uniform(-1, 1, o.shape) for i, o in enumerate(outs)]
        if is_mindspore:
            def loss(inp):
                found = flat(cell(inp, *extra))
                return sum((o * ms.Tensor(w.astype(o.asnumpy().dtype))).sum() for o, w in zip(found, ws))
            grad_x, grad_params = ms.grad(loss, 0, params)(x)
            return outs + [grad_x, *grad_params]
        import torch
        xt = x._t.detach().requires_grad_(True)
        found = flat(cell(ms.Tensor.from_torch(xt), *extra))
        loss = sum((o._t * torch.from_numpy(w).to(o._t.dtype)).sum() for o, w in zip(found, ws))
        grads = torch.autograd.grad(loss, [xt] + [p._t for p in params])
        return outs + [ms.Tensor.from_torch(g) for g in grads]

    def np_seeded(make, seed=3):
        """The Parameter values of ``make()`` built after ``np.random.seed(seed)``."""
        np.random.seed(seed)
        return [p.asnumpy() for p in make().get_parameters()]

    def init_stats(cell):
        """Every Parameter lies in [-1/sqrt(hidden), 1/sqrt(hidden)] and some nearly reach the bound."""
        bound = 1 / np.sqrt(cell.hidden_size)
        values = np.concatenate([p.asnumpy().ravel() for p in cell.get_parameters()])
        return [bool(np.abs(values).max() <= bound + 1e-7), bool(np.abs(values).max() > 0.8 * bound),
                str(cell.get_parameters().__next__().dtype)]

    def lengths(values, dtype="int32"):
        return ms.Tensor(np.array(values, dtype=dtype))

    names.update(run_grads=run_grads, flat=flat, np_seeded=np_seeded, init_stats=init_stats, lengths=lengths)
    return names


def run(ms, code):
    """Evaluate case code against ``ms`` (MindSpore's and our LSTMCell warnings silenced)."""
    return goldens.evaluate(code, namespace(ms), quiet=True)


as_arrays = cases_layers.as_arrays
as_json = cases_layers.as_json

VALUES = {
    "lstm.describe": "describe(nn.LSTM(3, 4, num_layers=2, bidirectional=True))",
    "gru.describe": "describe(nn.GRU(3, 5, has_bias=False, batch_first=True))",
    "rnn.describe": "describe(nn.RNN(2, 3, num_layers=3, nonlinearity='relu'))",
    "rnncell.describe": "describe(nn.RNNCell(3, 4))",
    "lstmcell.describe": "describe(nn.LSTMCell(3, 4, dtype=ms.float16))",
    "grucell.describe": "describe(nn.GRUCell(3, 4, has_bias=False))",
    "lstm.repr": "repr(nn.LSTM(3, 4, dropout=0.5, num_layers=2))",
    "gru.repr": "repr(nn.GRU(3, 4))",
    "rnn.repr": "repr(nn.RNN(3, 4))",
    "rnn.repr_relu": "repr(nn.RNN(3, 4, nonlinearity='relu'))",
    "cells.repr": "[repr(nn.RNNCell(3, 4)), repr(nn.LSTMCell(3, 4)), repr(nn.GRUCell(3, 4))]",
    "lstm.attrs": "attrs(nn.LSTM(3, 4, 2, False, True, 0.25, True), 'hidden_size', 'num_layers', 'has_bias', "
                  "'batch_first', 'dropout', 'bidirectional', 'is_lstm')",
    "rnncell.attrs": "attrs(nn.RNNCell(3, 4, nonlinearity='relu'), 'input_size', 'hidden_size', 'has_bias', "
                     "'nonlinearity', 'bias_ih')",
    "lstm.init_f16": "init_stats(nn.LSTM(3, 16, dtype=ms.float16))",
    "rnncell.init": "init_stats(nn.RNNCell(3, 16))",
    "grucell.init": "init_stats(nn.GRUCell(3, 9))",
    "lstm.trainable_names": "[p.name for p in nn.LSTM(2, 3, bidirectional=True).trainable_params()]",
    "lstm.out_types": "[type(o).__name__ for o in nn.LSTM(3, 4)(X((2, 1, 3)))] + "
                      "[type(o).__name__ for o in nn.LSTM(3, 4)(X((2, 1, 3)))[1]]",
    # mixed precision: MindSpore's O1 white list names the three cells (not the layers)
    "amp.white_list": "[c.__name__ for c in ms.amp.get_white_list() if isinstance(c, type) and issubclass(c, nn.Cell)]",
    "amp.to_float": "[str(nn.GRUCell(3, 4).to_float(ms.float16)(X((2, 3)), X((2, 4))).dtype), "
                    "str(nn.LSTMCell(3, 4).to_float(ms.float16)(X((2, 3)), (X((2, 4)), X((2, 4))))[1].dtype), "
                    "str(nn.RNNCell(3, 4).to_float(ms.float16)(X((2, 3)), X((2, 4))).dtype)]",
}

ARRAYS = {
    # forward outputs and gradients (x, then every Parameter)
    "lstm.grads": "run_grads(filled(nn.LSTM(3, 4)), X((5, 2, 3)))",
    "lstm.grads_bi2_batch_first_hx": "run_grads(filled(nn.LSTM(3, 4, num_layers=2, batch_first=True, "
                                     "bidirectional=True)), X((2, 4, 3)), (X((4, 2, 4), seed=1), "
                                     "X((4, 2, 4), seed=2)))",
    "lstm.grads_no_bias": "run_grads(filled(nn.LSTM(2, 3, has_bias=False)), X((3, 2, 2)))",
    "lstm.grads_seq_length_bi": "run_grads(filled(nn.LSTM(3, 4, bidirectional=True)), X((5, 3, 3)), None, "
                                "lengths([5, 2, 3]))",
    "lstm.grads_seq_length_2layers": "run_grads(filled(nn.LSTM(3, 4, num_layers=2, batch_first=True)), "
                                     "X((3, 4, 3)), (X((2, 3, 4), seed=1), X((2, 3, 4), seed=2)), "
                                     "lengths([1, 4, 2], 'int64'))",
    "lstm.f16": "filled(nn.LSTM(3, 4, dtype=ms.float16))(X((4, 2, 3), 'float16'))",
    "lstm.f32_input_f16_params": "filled(nn.LSTM(3, 4, dtype=ms.float16))(X((4, 2, 3)))",
    "gru.grads": "run_grads(filled(nn.GRU(3, 4)), X((5, 2, 3)))",
    "gru.grads_bi2_hx": "run_grads(filled(nn.GRU(3, 4, num_layers=2, bidirectional=True)), X((4, 2, 3)), "
                        "X((4, 2, 4), seed=1))",
    "gru.grads_no_bias_batch_first": "run_grads(filled(nn.GRU(3, 4, has_bias=False, batch_first=True)), "
                                     "X((2, 3, 3)))",
    "gru.grads_seq_length": "run_grads(filled(nn.GRU(3, 4, bidirectional=True)), X((4, 3, 3)), "
                            "X((2, 3, 4), seed=1), lengths([4, 1, 3]))",
    "rnn.grads_tanh": "run_grads(filled(nn.RNN(3, 4)), X((5, 2, 3)))",
    "rnn.grads_relu_2layers": "run_grads(filled(nn.RNN(3, 4, num_layers=2, nonlinearity='relu')), X((5, 2, 3)), "
                              "X((2, 2, 4), seed=1))",
    "rnn.grads_bi_seq_length": "run_grads(filled(nn.RNN(3, 4, bidirectional=True, batch_first=True)), "
                               "X((3, 4, 3)), None, lengths([2, 4, 3]))",
    "lstm.dropout_eval": "filled(nn.LSTM(3, 4, num_layers=2, dropout=0.5))(X((3, 2, 3)))",
    "rnncell.grads_tanh": "run_grads(filled(nn.RNNCell(3, 4)), X((2, 3)), X((2, 4), seed=1))",
    "rnncell.grads_relu": "run_grads(filled(nn.RNNCell(3, 4, nonlinearity='relu')), X((2, 3)), X((2, 4), seed=1))",
    "lstmcell.grads": "run_grads(filled(nn.LSTMCell(3, 4)), X((2, 3)), (X((2, 4), seed=1), X((2, 4), seed=2)))",
    "lstmcell.grads_no_bias": "run_grads(filled(nn.LSTMCell(3, 4, has_bias=False)), X((2, 3)), "
                              "(X((2, 4), seed=1), X((2, 4), seed=2)))",
    "grucell.grads": "run_grads(filled(nn.GRUCell(3, 4)), X((2, 3)), X((2, 4), seed=1))",
    "lstm.to_float": "filled(nn.LSTM(3, 4, bidirectional=True)).to_float(ms.float16)(X((4, 2, 3)), "
                     "(X((2, 2, 4), seed=1), X((2, 2, 4), seed=2)))",
    "gru.to_float_f16_input": "filled(nn.GRU(3, 4)).to_float(ms.float16)(X((4, 2, 3), 'float16'))",
    "grucell.to_float": "filled(nn.GRUCell(3, 4)).to_float(ms.float16)(X((2, 3)), X((2, 4), seed=1))",
    "grucell.f16": "filled(nn.GRUCell(3, 4, dtype=ms.float16))(X((2, 3), 'float16'), X((2, 4), 'float16', seed=1))",
    "gru.f64": "run_grads(filled(nn.GRU(3, 4)), X((4, 2, 3), 'float64'))",
    "gru.negative_length": "run_grads(filled(nn.GRU(3, 4)), X((3, 2, 3)), None, lengths([-1, 2]))",
    "lstm.long_length": "filled(nn.LSTM(3, 4))(X((3, 2, 3)), None, lengths([5, 2]))",
    # empty inputs MindSpore runs: an LSTM with no batch and no steps, RNN/GRU with no batch
    "lstm.empty": "flat(nn.LSTM(3, 4, bidirectional=True)(X((0, 0, 3))))",
    "gru.empty_batch": "nn.GRU(3, 4)(X((5, 0, 3)))",
    "rnn.empty_batch_batch_first": "nn.RNN(3, 4, batch_first=True)(X((0, 5, 3)))",
    # default initialisation: MindSpore draws the layers' Parameters from numpy's global generator
    "lstm.np_init": "np_seeded(lambda: nn.LSTM(3, 4, num_layers=2, bidirectional=True))",
    "gru.np_init": "np_seeded(lambda: nn.GRU(2, 3, has_bias=False))",
    "rnn.np_init": "np_seeded(lambda: nn.RNN(2, 3, num_layers=2))",
}

ERRORS = {
    "lstm.hidden_zero": "nn.LSTM(3, 0)",
    "lstm.input_zero": "nn.LSTM(0, 4)",
    "lstm.layers_zero": "nn.LSTM(3, 4, num_layers=0)",
    "lstm.hidden_float": "nn.LSTM(3, 4.0)",
    "lstm.dropout_int": "nn.LSTM(3, 4, dropout=1)",
    "lstm.dropout_range": "nn.LSTM(3, 4, dropout=1.0)",
    "lstm.has_bias_int": "nn.LSTM(3, 4, has_bias=1)",
    "lstm.batch_first_none": "nn.LSTM(3, 4, batch_first=None)",
    "lstm.bidirectional_int": "nn.LSTM(3, 4, bidirectional=1)",
    "lstm.unknown_kwarg": "nn.LSTM(3, 4, foo=1)",
    "rnn.nonlinearity": "nn.RNN(3, 4, nonlinearity='gelu')",
    "gru.nonlinearity": "nn.GRU(3, 4, nonlinearity='relu')",
    "lstm.hx_tensor": "nn.LSTM(3, 4)(X((5, 2, 3)), X((1, 2, 4)))",
    "lstm.hx_length": "nn.LSTM(3, 4)(X((5, 2, 3)), (X((1, 2, 4)),))",
    "lstm.hx_dtype": "nn.LSTM(3, 4)(X((5, 2, 3)), (X((1, 2, 4), 'float16'), X((1, 2, 4), 'float16')))",
    "lstm.x_not_tensor": "nn.LSTM(3, 4)(np.ones((5, 2, 3), np.float32))",
    "gru.hx_f64": "nn.GRU(3, 4)(X((5, 2, 3)), X((1, 2, 4), 'float64'))",
    "gru.hx_tuple": "nn.GRU(3, 4)(X((5, 2, 3)), (X((1, 2, 4)),))",
    "gru.seq_length_batch": "nn.GRU(3, 4)(X((5, 2, 3)), None, lengths([1, 2, 3]))",
    "gru.seq_length_dtype": "nn.GRU(3, 4)(X((5, 2, 3)), None, lengths([1, 2], 'float32'))",
    "rnncell.nonlinearity": "nn.RNNCell(3, 4, nonlinearity='gelu')",
    "rnncell.has_bias_int": "nn.RNNCell(3, 4, has_bias=1)",
    "rnncell.hidden_zero": "nn.RNNCell(3, 0)",
    "rnncell.hx_not_tensor": "nn.RNNCell(3, 4)(X((2, 3)), 1.0)",
    "grucell.x_int": "nn.GRUCell(3, 4)(X((2, 3), 'int32'), X((2, 4)))",
    "grucell.hx_f64": "nn.GRUCell(3, 4)(X((2, 3)), X((2, 4), 'float64'))",
    "lstmcell.hx_tensor": "nn.LSTMCell(3, 4)(X((2, 3)), X((2, 4)))",
    "lstmcell.hx_length": "nn.LSTMCell(3, 4)(X((2, 3)), (X((2, 4)),))",
    "lstmcell.old_positional": "nn.LSTMCell(3, 4, True, 2)",
    "lstmcell.old_dropout": "nn.LSTMCell(3, 4, dropout=0.1)",
    "lstm.hx_batch": "nn.LSTM(3, 4)(X((5, 2, 3)), (X((1, 3, 4)), X((1, 3, 4))))",
    "gru.hx_batch": "nn.GRU(3, 4)(X((5, 2, 3)), X((1, 3, 4)))",
    "gru.x_2d": "nn.GRU(3, 4)(X((5, 3)))",
    "lstm.x_2d": "nn.LSTM(3, 4)(X((5, 3)))",
    "gru.bi_long_length": "nn.GRU(3, 4, bidirectional=True)(X((5, 2, 3)), None, lengths([7, 2]))",
    "gru.seq_length_2d": "nn.GRU(3, 4)(X((5, 2, 3)), None, lengths([[1], [2]]))",
    "grucell.x_f16_params_f32": "nn.GRUCell(3, 4)(X((2, 3), 'float16'), X((2, 4), 'float16'))",
    "grucell.x_1d": "nn.GRUCell(3, 4)(X((3,)), X((4,)))",
    "lstmcell.four_inputs": "nn.LSTMCell(3, 4)(X((2, 3)), X((2, 4)), X((2, 4)), X((2, 4)))",
    # x's feature count against input_size (issue 20: torch's LSTM read past the weights)
    "lstm.features_2": "nn.LSTM(3, 4)(X((5, 2, 2)))",
    "lstm.features_6_batch_first": "nn.LSTM(3, 4, batch_first=True)(X((2, 5, 6)))",
    "lstm.features_300": "nn.LSTM(3, 4)(X((5, 2, 300)))",
    "lstm.features_100000": "nn.LSTM(3, 4, num_layers=2, bidirectional=True)(X((1, 1, 100000)))",
    "gru.features_2": "nn.GRU(3, 4)(X((5, 2, 2)))",
    "gru.features_6_batch_first": "nn.GRU(3, 4, batch_first=True)(X((2, 5, 6)))",
    "rnn.features_300": "nn.RNN(3, 4)(X((5, 2, 300)))",
    "rnn.features_6_batch_first": "nn.RNN(3, 4, batch_first=True, nonlinearity='relu')(X((2, 5, 6)))",
    "rnncell.features": "nn.RNNCell(3, 4)(X((2, 6)), X((2, 4)))",
    "grucell.features": "nn.GRUCell(3, 4)(X((2, 2)), X((2, 4)))",
    "lstmcell.features": "nn.LSTMCell(3, 4)(X((2, 6)), (X((2, 4)), X((2, 4))))",
    # empty inputs
    "lstm.empty_batch": "nn.LSTM(3, 4)(X((5, 0, 3)))",
    "lstm.empty_batch_batch_first": "nn.LSTM(3, 4, batch_first=True)(X((0, 5, 3)))",
    "lstm.no_steps": "nn.LSTM(3, 4)(X((0, 2, 3)))",
    "gru.no_steps": "nn.GRU(3, 4)(X((0, 2, 3)))",
    "rnn.no_steps_batch_first": "nn.RNN(3, 4, batch_first=True)(X((2, 0, 3)))",
}

# errors whose message is ours to match (the others name MindSpore's internal type classes)
SAME_MESSAGE = frozenset({
    "lstm.hidden_zero", "lstm.input_zero", "lstm.layers_zero", "lstm.hidden_float", "lstm.dropout_int",
    "lstm.dropout_range", "lstm.has_bias_int", "lstm.batch_first_none", "lstm.bidirectional_int",
    "rnn.nonlinearity", "lstm.hx_length", "lstm.hx_dtype", "gru.seq_length_batch", "gru.seq_length_dtype",
    "rnncell.nonlinearity", "rnncell.has_bias_int", "rnncell.hidden_zero", "grucell.x_int", "grucell.hx_f64",
    "lstmcell.hx_length", "lstmcell.old_positional", "lstmcell.old_dropout", "grucell.x_f16_params_f32",
    "lstm.features_2", "lstm.features_6_batch_first", "lstm.features_300", "lstm.features_100000",
    "gru.features_2", "gru.features_6_batch_first", "rnn.features_300", "rnn.features_6_batch_first",
    "rnncell.features", "grucell.features", "lstmcell.features",
})

# MindSpore's CPU LSTM adds b_ih + b_hh in the Parameters' dtype before casting them to the input's: with float16
# Parameters and a float32 input that sum is rounded to float16 (msbridge casts each bias first, widened for that
# one golden); to_float computes in float16 and returns float32: float16 rounding in float32 arrays.
tolerance = goldens.tolerance({"lstm.f32_input_f16_params": (2e-3, 1e-4), "lstm.to_float": (1e-2, 1e-2)})


def check_value(ms, golden, name):
    goldens.assert_matches(as_json(run(ms, VALUES[name])), golden["value." + name], name)


def check_arrays(ms, golden, name):
    goldens.assert_array_case(as_arrays(run(ms, ARRAYS[name])), golden, name, lambda dtype: tolerance(name, dtype))


def check_error(ms, golden, name):
    return goldens.assert_raises_like(golden["error." + name], lambda: run(ms, ERRORS[name]), name in SAME_MESSAGE)
