"""Issue 17, the ctc_rnn branch's sequence and loss primitives against MindSpore 2.10 (values, errors, gradients):
CTCLoss, CTCLossV2, CTCGreedyDecoder / ops.ctc_greedy_decoder, EmbeddingLookup, LSTM (the configurations
MindSpore's CPU kernel runs: one layer, one direction), NoRepeatNGram, ops.float_power_ext, and the argument errors
MindSpore raises before its kernel for SparseGatherV2, LerpScalar, SoftMarginLoss, TripletMarginLoss and
MultilabelMarginLoss (MindSpore 2.10's CPU build has no kernel for them; their values are checked in
tests/test_ops_sequence_prims.py). Snippets run on a fresh ``record_tensor.namespace``; gradient cases are module
functions (MindSpore compiles them from source)."""
import numpy as np

from record_tensor import grad_cases

# CTCLoss: logits (max_time 5, batch 3, classes 4; the blank is 3), sparse labels [1, 1, 2], [0], [2, 2]
_X = "Tensor(np.random.RandomState(0).standard_normal((5, 3, 4)).astype(np.float32))"
_LI = "Tensor(np.array([[0, 0], [0, 1], [0, 2], [1, 0], [2, 0], [2, 1]]), ms.int64)"
_LV = "Tensor(np.array([1, 1, 2, 0, 2, 2]), ms.int32)"
_SL = "Tensor(np.array([5, 4, 5]), ms.int32)"
_CTC = f"{_X}, {_LI}, {_LV}, {_SL}"
# two sequences of 3 steps; the first has 4 labels
_X3 = "Tensor(np.random.RandomState(0).standard_normal((3, 2, 4)).astype(np.float32))"
_LONG = f"{_X3}, Tensor(np.array([[0, 0], [0, 1], [0, 2], [0, 3], [1, 0]]), ms.int64), " \
        f"Tensor(np.array([1, 0, 1, 2, 0]), ms.int32), Tensor(np.array([3, 3]), ms.int32)"
_I2 = "Tensor(np.array([[0, 0], [1, 0]]), ms.int64)"
_V2 = "Tensor(np.array([1, 2]), ms.int32)"
_S2 = "Tensor(np.array([3, 3]), ms.int32)"
CTC_LOSS = [
    f"ops.CTCLoss()({_CTC})", f"ops.CTCLoss(preprocess_collapse_repeated=True)({_CTC})",
    f"ops.CTCLoss(ctc_merge_repeated=False)({_CTC})",
    f"ops.CTCLoss(True, False)({_CTC})",
    f"ops.CTCLoss()({_X}.astype(ms.float64), {_LI}, {_LV}, {_SL})",
    f"ops.CTCLoss()({_X}.astype(ms.float16), {_LI}, {_LV}, {_SL})",
    f"ops.CTCLoss(ignore_longer_outputs_than_inputs=True)({_LONG})",
    f"ops.CTCLoss()({_LONG})",
    f"ops.CTCLoss()({_X3}, Tensor(np.array([[0, 1], [1, 0]]), ms.int64), {_V2}, {_S2})",
    f"ops.CTCLoss()({_X3}, {_I2}, {_V2}, Tensor(np.array([4, 3]), ms.int32))",
    f"ops.CTCLoss()({_X3}, {_I2}, {_V2}, Tensor(np.array([0, 3]), ms.int32))",
    f"ops.CTCLoss()({_X3}[0], {_I2}, {_V2}, {_S2})",
    f"ops.CTCLoss()({_X3}, {_I2}.astype(ms.int32), {_V2}, {_S2})",
    f"ops.CTCLoss()({_X3}, {_I2}, {_V2}.astype(ms.int64), {_S2})",
    f"ops.CTCLoss()({_X3}, {_I2}, {_V2}, {_S2}.astype(ms.int64))",
    f"ops.CTCLoss()({_X3}, Tensor(np.array([0, 1]), ms.int64), {_V2}, {_S2})",
    f"ops.CTCLoss()({_X3}.astype(ms.int32), {_I2}, {_V2}, {_S2})",
    # labels >= the blank class end a sequence's labels; a sequence without labels has MindSpore's own likelihood
    "ops.CTCLoss()(Tensor(np.array([[[0.3, 0.6, 0.6], [0.4, 0.3, 0.9]], [[0.9, 0.4, 0.2], [0.9, 0.9, 0.1]]])"
    ".astype(np.float32)), Tensor(np.array([[0, 0], [1, 0]]), ms.int64), Tensor(np.array([2, 2]), ms.int32), "
    "Tensor(np.array([2, 2]), ms.int32))",
    f"ops.CTCLoss()({_X3}, {_I2}, Tensor(np.array([3, 1]), ms.int32), Tensor(np.array([2, 3]), ms.int32))",
    f"ops.CTCLoss()({_X3}, {_I2}, Tensor(np.array([3, 7]), ms.int32), {_S2})",
    f"ops.CTCLoss(ctc_merge_repeated=False)({_X3}, {_I2}, Tensor(np.array([3, 1]), ms.int32), {_S2})",
    f"ops.CTCLoss()({_X3}, Tensor(np.array([[0, 0], [0, 1], [1, 0]]), ms.int64), "
    f"Tensor(np.array([2, 3, 1]), ms.int32), {_S2})",
    f"ops.CTCLoss()({_X3}, Tensor(np.array([[0, 0], [0, 1], [1, 0]]), ms.int64), "
    f"Tensor(np.array([3, 1, 1]), ms.int32), {_S2})",
    f"ops.CTCLoss()({_X3}, {_I2}, Tensor(np.array([3, 1]), ms.int32), Tensor(np.array([1, 3]), ms.int32))",
    # [1, 1, 1] needs five steps: an impossible alignment
    f"ops.CTCLoss()({_X3}, Tensor(np.array([[0, 0], [0, 1], [0, 2], [1, 0]]), ms.int64), "
    f"Tensor(np.array([1, 1, 1, 2]), ms.int32), {_S2})",
    "ops.CTCLoss(preprocess_collapse_repeated=1)", "ops.CTCLoss(ctc_merge_repeated=None)",
    "ops.CTCLoss(ignore_longer_outputs_than_inputs='yes')",
]

_LP = "Tensor(np.log(np.random.RandomState(5).dirichlet(np.ones(4), (6, 2))).astype(np.float32))"
_CTC2 = f"{_LP}, Tensor([[1, 2, 2], [3, 1, 0]], ms.int32), Tensor([6, 5], ms.int32), Tensor([3, 2], ms.int32)"
CTC_LOSS_V2 = [
    f"ops.CTCLossV2()({_CTC2})", f"ops.CTCLossV2(blank=3)({_CTC2})", f"ops.CTCLossV2(zero_infinity=True)({_CTC2})",
    "ops.CTCLossV2()(Tensor(np.array([[[0.3, 0.6, 0.6]], [[0.9, 0.4, 0.2]]]).astype(np.float32)), "
    "Tensor(np.array([[0, 1]]), ms.int32), Tensor(np.array([2]), ms.int32), Tensor(np.array([1]), ms.int32))",
    "ops.CTCLossV2(reduction='mean')", "ops.CTCLossV2(reduction='sum')", "ops.CTCLossV2(blank=1.0)",
    "ops.CTCLossV2(zero_infinity=1)",
]

_GX = "Tensor(np.random.RandomState(1).standard_normal((4, 3, 3)).astype(np.float32))"
_GL = "Tensor([4, 3, 2], ms.int32)"
GREEDY = [
    f"ops.CTCGreedyDecoder()({_GX}, {_GL})", f"ops.CTCGreedyDecoder(False)({_GX}, {_GL})",
    f"ops.ctc_greedy_decoder({_GX}, {_GL})", f"ops.ctc_greedy_decoder({_GX}, {_GL}, False)",
    f"ops.ctc_greedy_decoder({_GX}, {_GL}, merge_repeated=False)",
    f"ops.CTCGreedyDecoder()({_GX}.astype(ms.float64), {_GL})",
    f"ops.CTCGreedyDecoder()({_GX}, Tensor([0, 3, 2], ms.int32))",
    "ops.CTCGreedyDecoder()(Tensor(np.zeros((2, 2, 3), np.float32)), Tensor([2, 2], ms.int32))",
    "ops.CTCGreedyDecoder()(Tensor(np.array([[[0.6, 0.4, 0.2], [0.8, 0.6, 0.3]], [[0.0, 0.6, 0.0], "
    "[0.5, 0.4, 0.5]]]), ms.float32), Tensor(np.array([2, 2]), ms.int32))",
    f"ops.CTCGreedyDecoder()({_GX}.astype(ms.float16), {_GL})",
    f"ops.CTCGreedyDecoder()({_GX}, {_GL}.astype(ms.int64))",
    f"ops.CTCGreedyDecoder()({_GX}, Tensor([5, 3, 2], ms.int32))",
    f"ops.CTCGreedyDecoder()({_GX}, Tensor([4, 3], ms.int32))",
    f"ops.CTCGreedyDecoder()({_GX}[0], {_GL})", f"ops.CTCGreedyDecoder()({_GX}, [4, 3, 2])",
    "ops.CTCGreedyDecoder(1)", f"ops.ctc_greedy_decoder({_GX}, {_GL}, 1)",
]

_P = "Tensor(np.array([[8, 9], [10, 11], [12, 13], [14, 15]]), ms.float32)"
_EI = "Tensor(np.array([[5, 2], [8, 5]]), ms.int32)"
EMBEDDING = [
    f"ops.EmbeddingLookup()({_P}, {_EI}, 4)", f"ops.EmbeddingLookup()({_P}, {_EI}.astype(ms.int64), 4)",
    f"ops.EmbeddingLookup()({_P}, {_EI}, Tensor(4))", f"ops.EmbeddingLookup()({_P}, {_EI}, -1)",
    f"ops.EmbeddingLookup()({_P}, {_EI}, 0)", f"ops.EmbeddingLookup()({_P}.astype(ms.int32), {_EI}, 4)",
    f"ops.EmbeddingLookup()({_P}.reshape(8), {_EI}, 0)", f"ops.EmbeddingLookup()({_P}, Tensor(3, ms.int32), 1)",
    f"ops.EmbeddingLookup()({_P}, {_EI}, 4.0)", f"ops.EmbeddingLookup()({_P}, {_EI}.astype(ms.float32), 4)",
    f"ops.EmbeddingLookup()({_P}.reshape(2, 2, 2), {_EI}, 0)",
]

_SP = "Tensor(np.array([[1, 2, 7, 42], [3, 4, 54, 22], [2, 2, 55, 3]]), ms.float32)"
_SI = "Tensor(np.array([1, 2]), ms.int32)"
# MindSpore's checks before its kernel (MindSpore 2.10's CPU build has none)
PRE_KERNEL_ERRORS = [
    f"ops.SparseGatherV2()({_SP}, {_SI}, 1.0)", f"ops.SparseGatherV2()({_SP}, {_SI}.astype(ms.float32), 1)",
    f"ops.SparseGatherV2()([1, 2], {_SI}, 1)", f"ops.SparseGatherV2()({_SP}, {_SI}, 3)",
    "ops.LerpScalar()(Tensor([1., 2.]), Tensor([3., 4.], ms.float16), 0.5)",
    "ops.SoftMarginLoss('avg')", "ops.SoftMarginLoss(1)",
    "ops.SoftMarginLoss()(Tensor(np.ones((2, 3)), ms.float32), Tensor(np.ones(3), ms.float32))",
    "ops.TripletMarginLoss(p=1.0)", "ops.TripletMarginLoss(swap=1)", "ops.TripletMarginLoss(eps=1)",
    "ops.TripletMarginLoss(reduction='avg')",
    "ops.TripletMarginLoss()(Tensor(np.ones((2, 3)), ms.float32), Tensor(np.ones((2, 3)), ms.float32), "
    "Tensor(np.ones((2, 3)), ms.float32), 1.0)",
    "ops.TripletMarginLoss()(Tensor(np.ones((2, 3)), ms.float32), Tensor(np.ones((2, 3)), ms.float32), "
    "Tensor(np.ones((2, 3)), ms.float32), Tensor(1))",
    "ops.TripletMarginLoss()(Tensor(np.ones((2, 3)), ms.float32), Tensor(np.ones((2, 3)), ms.float16), "
    "Tensor(np.ones((2, 3)), ms.float32), Tensor(1.0))",
    "ops.MultilabelMarginLoss('avg')",
    "ops.MultilabelMarginLoss()(Tensor(np.ones((2, 3)), ms.float32), Tensor(np.ones((2, 3)), ms.int64))",
    "ops.MultilabelMarginLoss()(Tensor(np.ones((2, 3)), ms.float32), Tensor(np.ones(3), ms.int32))",
    "ops.MultilabelMarginLoss()(Tensor(np.ones((2, 3)), ms.int32), Tensor(np.ones((2, 3)), ms.int32))",
    "ops.MultilabelMarginLoss()(Tensor(np.ones((1, 2, 3)), ms.float32), Tensor(np.ones((1, 2, 3)), ms.int32))",
]

# LSTM: input 3, hidden 2, 4 steps, batch 2; with has_bias, w holds the CPU layout's one bias of 4 * hidden (48, 42)
# or the GPU layout's two (56, 50, the docstring example's 112), of which MindSpore's CPU kernel reads the first
_LX = "Tensor(np.random.RandomState(0).standard_normal((4, 2, 3)).astype(np.float32))"
_H = "Tensor(np.random.RandomState(1).standard_normal((1, 2, {})).astype(np.float32))"
_C = "Tensor(np.random.RandomState(2).standard_normal((1, 2, 2)).astype(np.float32))"
_W = "Tensor(np.random.RandomState(3).uniform(-0.7, 0.7, ({}, 1, 1)).astype(np.float32))"
LSTM = [
    f"ops.LSTM(3, 2, 1, False, False, 0.0)({_LX}, {_H.format(2)}, {_C}, {_W.format(40)})[:3]",
    f"ops.LSTM(3, 2, 1, True, False, 0.0)({_LX}, {_H.format(2)}, {_C}, {_W.format(56)})[:3]",
    f"ops.LSTM(3, 2, 1, False, False, 0.0, 1)({_LX}, {_H.format(1)}, {_C}, {_W.format(34)})[:3]",
    f"ops.LSTM(3, 2, 1, True, False, 0.0, 1)({_LX}, {_H.format(1)}, {_C}, {_W.format(50)})[:3]",
    f"ops.LSTM(3, 2, 1, True, False, 0.0)({_LX}, {_H.format(2)}, {_C}, {_W.format(48)})[:3]",
    f"ops.LSTM(3, 2, 1, True, False, 0.0, 1)({_LX}, {_H.format(1)}, {_C}, {_W.format(42)})[:3]",
    "ops.LSTM(10, 2, 1, True, False, 0.0)(Tensor(np.ones([5, 2, 10]).astype(np.float32)), "
    "Tensor(np.ones([1, 2, 2]).astype(np.float32)), Tensor(np.ones([1, 2, 2]).astype(np.float32)), "
    "Tensor(np.ones([112, 1, 1]).astype(np.float32)))[:3]",
    "ops.LSTM(3.0, 2, 1, True, False, 0.0)", "ops.LSTM(3, 2, 1, 1, False, 0.0)", "ops.LSTM(3, 2, 1, True, 0, 0.0)",
    "ops.LSTM(3, 2, 1, True, False, 0)", "ops.LSTM(3, 2, 1, True, False, 1.5)",
    "ops.LSTM(3, 2, 1, True, False, 0.0, 2)",
]

_SEQ = "Tensor([[[1, 2, 1, 2, 5, 1, 2], [9, 3, 9, 5, 4, 1, 5]], [[4, 8, 6, 4, 5, 6, 4], [4, 8, 8, 4, 3, 4, 8]]], " \
       "dtype=ms.int32)"
_LOGP = "Tensor(np.random.RandomState(4).uniform(0, 1, (2, 2, 10)).astype(np.float32))"
NGRAM = [
    f"ops.NoRepeatNGram({n})({_SEQ}, {_LOGP})" for n in (1, 2, 3, 4, 6)
] + [
    f"ops.NoRepeatNGram(2)({_SEQ}, {_LOGP}.astype(ms.float16))",
    f"ops.NoRepeatNGram(2)({_SEQ}, {_LOGP}.astype(ms.float64))",
    f"ops.NoRepeatNGram(7)({_SEQ}, {_LOGP})", f"ops.NoRepeatNGram(8)({_SEQ}, {_LOGP})",
    "ops.NoRepeatNGram(0)", "ops.NoRepeatNGram(-1)", "ops.NoRepeatNGram(2.0)",
    f"ops.NoRepeatNGram(2)({_SEQ}.astype(ms.int64), {_LOGP})",
    f"ops.NoRepeatNGram(2)({_SEQ}[0], {_LOGP}[0])",
    f"ops.NoRepeatNGram(2)({_SEQ}[:1], {_LOGP})",
    f"ops.NoRepeatNGram(2)({_SEQ}, {_LOGP}[:, :, :3])",
    f"ops.NoRepeatNGram(2)({_SEQ}.astype(ms.float32), {_LOGP})",
    f"ops.NoRepeatNGram(2)({_SEQ}, {_SEQ})",
]

FLOAT_POWER_EXT = [
    "ops.float_power_ext(Tensor([1, 2, 3]), 2)", "ops.float_power_ext(Tensor([1, 2, 3]), Tensor([2, -3, -4]))",
    "ops.float_power_ext(Tensor([1, 2, 3]), 2.5)", "ops.float_power_ext(Tensor([1., 2, 3], ms.float16), "
    "Tensor([2, 3, 1]))", "ops.float_power_ext(2, Tensor([1., 2.]))", "ops.float_power_ext(Tensor([True, False]), 2)",
    "ops.float_power_ext(Tensor([-1., 2]), 0.5)", "ops.float_power_ext(Tensor([1 + 1j, 2]), 2)",
]


def _ctc_loss(x):
    ms = _S[0]
    li = ms.Tensor(np.array([[0, 0], [0, 1], [0, 2], [1, 0], [2, 0], [2, 1]]), ms.int64)
    loss, gradient = ms.ops.CTCLoss()(x, li, ms.Tensor(np.array([1, 1, 2, 0, 2, 2]), ms.int32),
                                      ms.Tensor(np.array([5, 4, 5]), ms.int32))
    return (loss * ms.Tensor([1.0, 3.0, -2.0])).sum() + gradient.sum()


def _ctc_loss_unmerged(x):
    ms = _S[0]
    li = ms.Tensor(np.array([[0, 0], [0, 1], [0, 2], [1, 0], [2, 0], [2, 1]]), ms.int64)
    return ms.ops.CTCLoss(ctc_merge_repeated=False)(x, li, ms.Tensor(np.array([1, 1, 2, 0, 2, 2]), ms.int32),
                                                    ms.Tensor(np.array([5, 4, 5]), ms.int32))[0].sum()


def _ctc_loss_v2(x):
    ms = _S[0]
    return ms.ops.CTCLossV2()(x, ms.Tensor([[1, 2, 2], [3, 1, 0]], ms.int32), ms.Tensor([6, 5], ms.int32),
                              ms.Tensor([3, 2], ms.int32))[0].sum()


def _embedding_lookup(p):
    ms = _S[0]
    return (ms.ops.EmbeddingLookup()(p, ms.Tensor(np.array([[5, 2], [8, 5]]), ms.int32), 4) * 2).sum()


def _lstm(x, w):
    ms = _S[0]
    h = ms.Tensor(np.random.RandomState(1).standard_normal((1, 2, 2)).astype(np.float32))
    c = ms.Tensor(np.random.RandomState(2).standard_normal((1, 2, 2)).astype(np.float32))
    out, h_n, c_n, _, _ = ms.ops.LSTM(3, 2, 1, False, False, 0.0)(x, h, c, w)
    return (out ** 2).sum() + h_n.sum() + c_n.sum()


def _float_power_ext(x, y):
    return (_S[0].ops.float_power_ext(x, y) * 2).sum()


_S = []  # [ms, weight] of the running gradient case
GRADS = grad_cases(_S, np.ones(1, np.float32), {
    "ctc_loss": (_ctc_loss, 0, _X), "ctc_loss_unmerged": (_ctc_loss_unmerged, 0, _X),
    "ctc_loss_v2": (_ctc_loss_v2, 0, _LP), "embedding_lookup": (_embedding_lookup, 0, _P),
    "lstm": (_lstm, (0, 1), _LX, _W.format(40)),
    "float_power_ext": (_float_power_ext, (0, 1), "Tensor([1., 2, 3])", "Tensor([2., 0.5, 1])"),
})

CASES = {"ctc_loss": CTC_LOSS, "ctc_loss_v2": CTC_LOSS_V2, "greedy": GREEDY, "embedding": EMBEDDING,
         "pre_kernel_errors": PRE_KERNEL_ERRORS, "lstm": LSTM, "ngram": NGRAM, "float_power_ext": FLOAT_POWER_EXT,
         "grads": GRADS}
