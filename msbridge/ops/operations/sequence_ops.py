"""Issue 17, sequence and loss primitive classes: ``ops.CTCLoss``, ``ops.CTCLossV2``, ``ops.CTCGreedyDecoder``,
``ops.EmbeddingLookup``, ``ops.SparseGatherV2``, ``ops.LSTM``, ``ops.NoRepeatNGram``, ``ops.LerpScalar`` and the
loss primitives ``ops.SoftMarginLoss``, ``ops.TripletMarginLoss``, ``ops.MultilabelMarginLoss`` over their ops
functions."""
import torch

from ..._checkparam import INC_BOTH, check_bool, check_float_range, check_input_arg_dtype, check_value_type
from ...common import dtype as mstype
from ...common.handles import wrap as _wrap
from ...common.tensor import Tensor
from ..function import array_func as A
from ..function import math_func as M
from ..function import nn_func as N
from ..function import sequence_func as S
from ..function._utils import is_int, require_float, tensor_of
from ..primitive import REQUIRED, AttrPrimitive, FunctionPrimitive

__all__ = ["CTCLoss", "CTCLossV2", "CTCGreedyDecoder", "EmbeddingLookup", "SparseGatherV2", "LSTM", "NoRepeatNGram",
           "LerpScalar", "SoftMarginLoss", "TripletMarginLoss", "MultilabelMarginLoss"]

_REDUCTIONS = ("none", "sum", "mean")


def _check_bools(api, **values):
    for name, value in values.items():
        if not isinstance(value, bool):
            raise TypeError(f"For '{api}', the type of '{name}' should be 'bool', but got type "
                            f"'{type(value).__name__}'.")


def _check_reduction(reduction, api, allowed=_REDUCTIONS):
    if not isinstance(reduction, str) or reduction not in allowed:
        raise ValueError(f"For '{api}', the 'reduction' must be str and must be in '{list(allowed)}', but got "
                         f"'{reduction}'.")


def _check_type(value, kind, name, api):
    """MindSpore's TypeError wording of a primitive attribute of another type (a bool is not an int)."""
    if not isinstance(value, kind) or isinstance(value, bool) and kind is not bool:
        raise TypeError(f"For '{api}', the type of '{name}' should be '{kind.__name__}', but got type "
                        f"'{type(value).__name__}'.")


class CTCLoss(AttrPrimitive):
    """``ops.CTCLoss(preprocess_collapse_repeated=False, ctc_merge_repeated=True,
    ignore_longer_outputs_than_inputs=False)(x, labels_indices, labels_values, sequence_length)``: TensorFlow's CTC
    loss of the (max_time, batch, classes) logits (softmax inside, the last class is the blank) against sparse
    labels; returns ``(loss, gradient)``, the gradient of each loss with respect to ``x``. torch's
    ``F.ctc_loss`` on the log-softmax (an unmerged-repeats recursion when ``ctc_merge_repeated=False``), its
    gradient from torch.autograd."""
    _attrs = (("preprocess_collapse_repeated", False), ("ctc_merge_repeated", True),
              ("ignore_longer_outputs_than_inputs", False))

    def __init__(self, preprocess_collapse_repeated=False, ctc_merge_repeated=True,
                 ignore_longer_outputs_than_inputs=False):
        _check_bools("CTCLoss", preprocess_collapse_repeated=preprocess_collapse_repeated,
                     ctc_merge_repeated=ctc_merge_repeated,
                     ignore_longer_outputs_than_inputs=ignore_longer_outputs_than_inputs)
        super().__init__(preprocess_collapse_repeated, ctc_merge_repeated, ignore_longer_outputs_than_inputs)

    def __call__(self, x, labels_indices, labels_values, sequence_length):
        api = self.name
        t = tensor_of(x, api, "x")
        indices = tensor_of(labels_indices, api, "labels_indices")
        values = tensor_of(labels_values, api, "labels_values")
        lengths = tensor_of(sequence_length, api, "sequence_length")
        check_input_arg_dtype(t, (torch.float16, torch.float32, torch.float64), "x", api)
        for arg, given, dtype in (("labels_indices", indices, torch.int64), ("labels_values", values, torch.int32),
                                  ("sequence_length", lengths, torch.int32)):
            check_input_arg_dtype(given, (dtype,), arg, api)
        if t.dim() != 3:
            raise ValueError(f"For primitive[{api}], the inputs rank must be equal to 3, but got {t.dim()}.")
        if indices.dim() != 2:
            raise ValueError(f"For primitive[{api}], the label_indices rank must be equal to 2, but got "
                             f"{indices.dim()}.")
        loss, gradient = S.ctc_loss_sparse_t(t, indices, values, lengths, self.preprocess_collapse_repeated,
                                             self.ctc_merge_repeated, self.ignore_longer_outputs_than_inputs, api)
        return _wrap(loss), _wrap(gradient)


class CTCLossV2(AttrPrimitive):
    """``ops.CTCLossV2(blank=0, reduction='none', zero_infinity=False)(log_probs, targets, input_lengths,
    target_lengths)``: ``ops.ctc_loss`` without reduction (the only one MindSpore's primitive takes); returns
    ``(neg_log_likelihood, log_alpha)``."""
    _attrs = (("blank", 0), ("reduction", "none"), ("zero_infinity", False))

    def __init__(self, blank=0, reduction="none", zero_infinity=False):
        _check_type(blank, int, "blank", "CTCLossV2")
        _check_reduction(reduction, "CTCLossV2", ("none",))
        _check_bools("CTCLossV2", zero_infinity=zero_infinity)
        super().__init__(blank, reduction, zero_infinity)

    def __call__(self, log_probs, targets, input_lengths, target_lengths):
        return N.ctc_loss(log_probs, targets, input_lengths, target_lengths, self.blank, "none", self.zero_infinity)


class CTCGreedyDecoder(AttrPrimitive):
    """``ops.CTCGreedyDecoder(merge_repeated=True)(inputs, sequence_length)``: ``ops.ctc_greedy_decoder``."""
    _attrs = (("merge_repeated", True),)

    def __init__(self, merge_repeated=True):
        _check_bools("CTCGreedyDecoder", merge_repeated=merge_repeated)
        super().__init__(merge_repeated)

    def __call__(self, inputs, sequence_length):
        return S.ctc_greedy_decoder(inputs, sequence_length, self.merge_repeated)


class EmbeddingLookup(FunctionPrimitive):
    """``ops.EmbeddingLookup()(input_params, input_indices, offset)``: the rows of the 1-D or 2-D params at
    ``indices - offset``, zero rows where that is outside the table (MindSpore's CPU kernel;
    ``Tensor.index_select``)."""

    @staticmethod
    def fn(input_params, input_indices, offset):
        api = "EmbeddingLookup"
        params = tensor_of(input_params, api, "params")
        indices = tensor_of(input_indices, api, "indices")
        if isinstance(offset, Tensor) and not (offset._t.is_floating_point() or offset._t.is_complex()):
            offset = offset._t.item()
        if not is_int(offset):
            raise TypeError(f"For primitive[{api}], the input argument[offset] must be a type of {{Int32, Int64}}, "
                            f"but got {type(offset).__name__}.")
        if params.dim() not in (1, 2):
            raise ValueError(f"For primitive[{api}], the dimension of params must be in [1,2], but got "
                             f"{params.dim()}.")
        if indices.dim() == 0:
            raise ValueError(f"For primitive[{api}], the dimension of indices must be greater than 0, but got 0.")
        return _wrap(S.embedding_lookup_t(params, indices, int(offset), api))


class SparseGatherV2(FunctionPrimitive):
    """``ops.SparseGatherV2()(input_params, input_indices, axis)``: ``ops.gather`` (MindSpore differentiates it
    sparsely; the values are Gather's)."""

    @staticmethod
    def fn(input_params, input_indices, axis):
        api = "SparseGatherV2"
        if not isinstance(input_params, Tensor):
            raise TypeError(f"For primitive[{api}], the input argument[params] must be a type of {{Tensor}}, but got "
                            f"{type(input_params).__name__}.")
        indices = tensor_of(input_indices, api, "indices")
        check_input_arg_dtype(indices, (torch.int16, torch.int32, torch.int64, torch.int8), "indices", api)
        if not is_int(axis):
            raise TypeError(f"For primitive[{api}], the input argument[axis] must be a type of {{Int16, Int32, Int64, "
                            f"Int8}}, but got {type(axis).__name__}.")
        rank = input_params.ndim
        if not -rank <= axis < rank:
            raise ValueError(f"For primitive[{api}], the axis must be in [{-rank},{rank}), but got {axis}.")
        return A.gather(input_params, input_indices, axis)


class LSTM(AttrPrimitive):
    """``ops.LSTM(input_size, hidden_size, num_layers, has_bias, bidirectional, dropout, proj_size=0)(input, h, c,
    w)``: one LSTM layer (``torch._VF.lstm``, gates i, f, g, o) whose weights are packed in ``w``: w_ih
    (4 * hidden, input), w_hh (4 * hidden, real hidden), then w_hr (proj, hidden) when ``proj_size`` > 0, then with
    ``has_bias`` the bias in either of MindSpore's two layouts, told apart by the size of ``w``: one gate bias of
    4 * hidden (the CPU layout, ``nn.LSTM`` packs ``b_ih + b_hh``) or b_ih and b_hh of 4 * hidden each, added (the
    GPU layout, which the docstring example uses; MindSpore's CPU kernel reads only its first half).
    Returns ``(output, h_n, c_n, reserve, state)``; ``reserve`` and ``state`` are empty (1, 1)-shaped placeholders
    of MindSpore's kernel workspace. ``num_layers`` > 1 and ``bidirectional`` (which MindSpore's CPU kernel does
    not run) raise NotImplementedError."""
    _attrs = (("input_size", REQUIRED), ("hidden_size", REQUIRED), ("num_layers", REQUIRED), ("has_bias", REQUIRED),
              ("bidirectional", REQUIRED), ("dropout", REQUIRED), ("proj_size", 0))

    def __init__(self, input_size, hidden_size, num_layers, has_bias, bidirectional, dropout, proj_size=0):
        api = "LSTM"
        for name, value in (("input_size", input_size), ("hidden_size", hidden_size), ("num_layers", num_layers)):
            check_value_type(value, int, name, api)
        check_bool(has_bias, "has_bias", api)
        check_bool(bidirectional, "bidirectional", api)
        check_value_type(dropout, float, "dropout", api)
        check_float_range(dropout, 0.0, 1.0, INC_BOTH, "dropout", api)
        check_value_type(proj_size, int, "proj_size", api)
        if not 0 <= proj_size < hidden_size:
            raise ValueError(f"For '{api}', the 'proj_size' must be in [0, {hidden_size}), but got {proj_size}.")
        for name, value, supported in (("num_layers", num_layers, 1), ("bidirectional", bidirectional, False)):
            if value != supported:
                raise NotImplementedError(f"msbridge's ops.LSTM takes {name}={supported!r} only (MindSpore's CPU "
                                          f"kernel), got {value!r}.")
        super().__init__(input_size, hidden_size, num_layers, has_bias, bidirectional, dropout, proj_size)

    def __call__(self, input, h, c, w):
        api = self.name
        x, h0, c0, flat = (tensor_of(v, api, n) for v, n in ((input, "input"), (h, "h"), (c, "c"), (w, "w")))
        require_float(x, api)
        hidden, proj = self.hidden_size, self.proj_size
        shapes = [(4 * hidden, self.input_size), (4 * hidden, proj or hidden)] + ([(proj, hidden)] if proj else [])
        sizes = [a * b for a, b in shapes]
        layouts = [sum(sizes) + bias for bias in ((4 * hidden, 8 * hidden) if self.has_bias else (0,))]
        if flat.numel() not in layouts:
            raise ValueError(f"For '{api}', the size of 'w' must be one of {layouts}, but got {flat.numel()}.")
        parts = list(flat.reshape(-1).to(x.dtype).split(sizes + [flat.numel() - sum(sizes)]))
        weights = [p.reshape(s) for p, s in zip(parts, shapes)]
        if self.has_bias:
            weights[2:2] = list(parts[-1].reshape(-1, 4 * hidden))
            if len(weights) == 3 + bool(proj):  # the CPU layout's single bias
                weights.insert(3, torch.zeros_like(weights[2]))
        out, h_n, c_n = torch._VF.lstm(x, (h0, c0), weights, self.has_bias, 1, self.dropout, True, False, False)
        placeholder = torch.zeros((1, 1), dtype=x.dtype)
        return _wrap(out), _wrap(h_n), _wrap(c_n), _wrap(placeholder), _wrap(placeholder.clone())


class NoRepeatNGram(AttrPrimitive):
    """``ops.NoRepeatNGram(ngram_size=1)(state_seq, log_probs)``: ``log_probs`` with the dtype's lowest value at the
    words that would repeat an n-gram of ``state_seq`` (Int32 (batch, beam, m), 1 <= ngram_size < m)."""
    _attrs = (("ngram_size", 1),)

    def __init__(self, ngram_size=1):
        _check_type(ngram_size, int, "ngram_size", "NoRepeatNGram")
        if ngram_size < 1:
            raise ValueError(f"For 'NoRepeatNGram', the 'ngram_size' must be int and must >= 1, but got "
                             f"'{ngram_size}' with type 'int'.")
        super().__init__(ngram_size)

    def __call__(self, state_seq, log_probs):
        api = self.name
        seq, probs = tensor_of(state_seq, api, "state_seq"), tensor_of(log_probs, api, "log_probs")
        check_input_arg_dtype(seq, (torch.int32,), "seq_type", api)
        check_input_arg_dtype(probs, (torch.float16, torch.float32, torch.float64), "log_types", api)
        for name, t in (("state_seq", seq), ("log_probs", probs)):
            if t.dim() != 3:
                raise ValueError(f"For primitive[{api}], the rank of {name} must be equal to 3, but got {t.dim()}.")
        for axis in (0, 1):
            if seq.shape[axis] != probs.shape[axis]:
                raise ValueError(f"For primitive[{api}], the state_seq shape[{axis}] must be equal to log_probs "
                                 f"shape[{axis}] which is {probs.shape[axis]} , but got {seq.shape[axis]}.")
        m = seq.shape[2]
        if self.ngram_size > m:
            raise ValueError(f"For primitive[{api}], the ngram_size must be less than or equal to state_seq "
                             f"shape[2] + 1 which is {m} , but got {self.ngram_size}.")
        if self.ngram_size >= m:
            raise RuntimeError("Param ngram_size is illegal")
        vocab = probs.shape[2]
        if seq.numel() and (seq.min() < 0 or seq.max() >= vocab):
            raise ValueError(f"For {api}, the id in the state input is not valid. Please make the value in the "
                             f"state_seq in the valid range between [0,{vocab}).")
        return _wrap(S.no_repeat_ngram_t(seq, probs.detach(), self.ngram_size))


class LerpScalar(FunctionPrimitive):
    """``ops.LerpScalar()(input, end, weight)``: ``ops.lerp`` with a number ``weight``."""

    @staticmethod
    def fn(input, end, weight):
        a, b = tensor_of(input, "LerpScalar", "input"), tensor_of(end, "LerpScalar", "end")
        if a.dtype != b.dtype:
            raise TypeError(f"For primitive[LerpScalar], the input[tensors] elements should have same type, but got: "
                            f"{input.dtype}, {end.dtype}.")
        return M.lerp(input, end, weight)


class SoftMarginLoss(AttrPrimitive):
    """``ops.SoftMarginLoss(reduction='mean')(input, target)``: ``ops.soft_margin_loss``."""
    _attrs = (("reduction", "mean"),)

    def __init__(self, reduction="mean"):
        if not isinstance(reduction, str):
            raise TypeError(f"For 'SoftMarginLoss', the input 'reduction' should be a str, but got "
                            f"{type(reduction)}.")
        if reduction not in _REDUCTIONS:
            raise ValueError(f"Failed to convert the value \"{reduction}\" of input 'reduction' of 'SoftMarginLoss' "
                             f"to enum.")
        super().__init__(reduction)

    def __call__(self, input, target):
        x, y = tensor_of(input, self.name, "input"), tensor_of(target, self.name, "target")
        if x.shape != y.shape:
            raise ValueError(f"For primitive[SoftMarginLoss], the input_shape: {list(y.shape)} must be equal to "
                             f"{list(x.shape)}")
        return N.soft_margin_loss(input, target, self.reduction)


class TripletMarginLoss(AttrPrimitive):
    """``ops.TripletMarginLoss(p=2, swap=False, eps=1e-06, reduction='mean')(x, positive, negative, margin)``:
    ``ops.triplet_margin_loss`` with a Float32 Tensor ``margin``."""
    _attrs = (("p", 2), ("swap", False), ("eps", 1e-06), ("reduction", "mean"))

    def __init__(self, p=2, swap=False, eps=1e-06, reduction="mean"):
        api = "TripletMarginLoss"
        _check_type(p, int, "p", api)
        _check_bools(api, swap=swap)
        _check_type(eps, float, "eps", api)
        _check_reduction(reduction, api, ("none", "sum", "mean"))
        super().__init__(p, swap, eps, reduction)

    def __call__(self, x, positive, negative, margin):
        api = self.name
        if not isinstance(margin, Tensor):
            raise TypeError(f"For Primitive[{api}], the type of input argument[margin] must be Tensor but got "
                            f"{type(margin).__name__}.")
        check_input_arg_dtype(margin._t, (torch.float32,), "margin", api)
        tensors = {"x": tensor_of(x, api, "x"), "positive": tensor_of(positive, api, "positive"),
                   "negative": tensor_of(negative, api, "negative")}
        if len({t.dtype for t in tensors.values()}) > 1:
            found = ". ".join(f"name:[{n}]:Tensor[{mstype.from_torch_dtype(t.dtype)}]" for n, t in sorted(tensors.items()))
            raise TypeError(f"For primitive[{api}], the input type must be same. {found}.")
        return N.triplet_margin_loss(x, positive, negative, margin, self.p, self.eps, self.swap, self.reduction)


class MultilabelMarginLoss(AttrPrimitive):
    """``ops.MultilabelMarginLoss(reduction='mean')(x, target)``: ``(ops.multilabel_margin_loss, is_target)``,
    ``is_target`` an Int32 Tensor with 1 at each class listed in its row of ``target`` (before the first -1)."""
    _attrs = (("reduction", "mean"),)

    def __init__(self, reduction="mean"):
        _check_reduction(reduction, "MultilabelMarginLoss")
        super().__init__(reduction)

    def __call__(self, x, target):
        api = self.name
        t, y = tensor_of(x, api, "x"), tensor_of(target, api, "target")
        if t.dim() not in (1, 2) or y.dim() not in (1, 2):
            raise ValueError(f"For {api}, the rank of input x and target should be 1 or 2, while rank of x is : "
                             f"{t.dim()}, rank of target is : {y.dim()}.")
        if t.shape != y.shape:
            raise ValueError(f"For {api}, x_shape and target_shape should be the same, while x_shape is : "
                             f"{list(t.shape)}, target_shape is : {list(y.shape)}.")
        loss = N.multilabel_margin_loss(x, target, self.reduction)
        labels = y.long()
        listed = torch.cumprod((labels >= 0).to(torch.int32), -1).bool()  # the classes before the first -1
        is_target = torch.zeros_like(y).scatter_add_(-1, torch.where(listed, labels, 0), listed.to(y.dtype))
        return loss, _wrap((is_target > 0).to(torch.int32))
