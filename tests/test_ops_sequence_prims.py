"""Issue 17, the ctc_rnn branch's sequence and loss primitives (golden/cases_ops_sequence_prims.py) against
MindSpore 2.10 (values, errors, gradients), and the values of the primitives MindSpore 2.10's CPU build has no
kernel for."""
import check_ops
import cases_ops_sequence_prims as cases
import numpy as np
import pytest

import msbridge as ms

_CTC = "ctc_loss|ops.CTCLoss"
KNOWN_DIFFERENCES = {
    f"{_CTC}()({cases._X}.astype(ms.float16), {cases._LI}, {cases._LV}, {cases._SL})":
        "MindSpore's CPU kernel runs float16 in float16 (gradients 0.8% off float32's); msbridge computes in float32 "
        "and rounds",
    f"{_CTC}(ignore_longer_outputs_than_inputs=True)({cases._LONG})":
        "one gradient element of the kept sequence differs by 1.2e-5 relative (float32 rounding of torch's CTC "
        "kernel against MindSpore's)",
    **{f"lstm|ops.LSTM(3, 2, 1, True, False, 0.0{proj})({cases._LX}, {cases._H.format(h)}, {cases._C}, "
       f"{cases._W.format(size)})[:3]":
       "w in the GPU layout (b_ih and b_hh): MindSpore's CPU kernel reads only b_ih; msbridge adds both, as the GPU "
       "kernel whose output the docstring example prints (msbridge prints those values exactly)"
       for proj, h, size in (("", 2, 56), (", 1", 1, 50))},
    "grads|embedding_lookup":
        "MindSpore's EmbeddingLookup bprop gives every row of params the summed output gradient (2 everywhere); "
        "msbridge gives the dense gradient of the lookup (the looked-up rows only)",
}


@pytest.mark.parametrize("key", check_ops.keys("ops_sequence_prims"))
def test_recorded(key):
    check_ops.check("ops_sequence_prims", key, KNOWN_DIFFERENCES)


# --- values of the primitives MindSpore 2.10's CPU build has no kernel for: their ops functions' values -----------
def _t(values, dtype=np.float32):
    return ms.Tensor(np.array(values, dtype))


def test_sparse_gather_v2_is_gather():
    params = _t([[1, 2, 7, 42], [3, 4, 54, 22], [2, 2, 55, 3]])
    out = ms.ops.SparseGatherV2()(params, _t([1, 2], np.int32), 1)
    np.testing.assert_array_equal(out.asnumpy(), [[2, 7], [4, 54], [2, 55]])  # MindSpore's docstring example
    for axis, index in ((0, [[2, 0], [1, 1]]), (-1, [3, 0, -1])):
        expected = ms.ops.gather(params, _t(index, np.int64), axis).asnumpy()
        np.testing.assert_array_equal(ms.ops.SparseGatherV2()(params, _t(index, np.int64), axis).asnumpy(), expected)


def test_lerp_scalar_is_lerp():
    start, end = _t([1.0, 2.0, -3.0]), _t([10.0, 4.0, 5.0])
    for weight in (0.0, 0.25, 1.5):
        np.testing.assert_allclose(ms.ops.LerpScalar()(start, end, weight).asnumpy(),
                                   start.asnumpy() + weight * (end.asnumpy() - start.asnumpy()), rtol=1e-6)


@pytest.mark.parametrize("reduction", ["none", "mean", "sum"])
def test_loss_primitives_are_their_functions(reduction):
    rng = np.random.RandomState(7)
    x, y = _t(rng.standard_normal((3, 4))), _t(np.sign(rng.standard_normal((3, 4))))
    np.testing.assert_array_equal(ms.ops.SoftMarginLoss(reduction)(x, y).asnumpy(),
                                  ms.ops.soft_margin_loss(x, y, reduction).asnumpy())
    a, p, n = (_t(rng.standard_normal((3, 4))) for _ in range(3))
    got = ms.ops.TripletMarginLoss(p=1, swap=True, reduction=reduction)(a, p, n, _t(0.5))
    np.testing.assert_array_equal(got.asnumpy(), ms.ops.triplet_margin_loss(a, p, n, 0.5, 1, 1e-6, True,
                                                                            reduction).asnumpy())


def test_multilabel_margin_loss_primitive_docstring_example():
    x = _t([[0.1, 0.2, 0.4, 0.8], [0.2, 0.3, 0.5, 0.7]])
    target = _t([[1, 2, 0, 3], [2, 3, -1, 1]], np.int32)
    loss, is_target = ms.ops.MultilabelMarginLoss()(x, target)
    np.testing.assert_allclose(loss.asnumpy(), 0.325, rtol=1e-6)  # MindSpore's docstring example
    assert is_target.dtype == ms.int32
    np.testing.assert_array_equal(is_target.asnumpy(), [[1, 1, 1, 1], [0, 0, 1, 1]])
    np.testing.assert_array_equal(ms.ops.MultilabelMarginLoss("none")(x, target)[0].asnumpy(),
                                  ms.ops.multilabel_margin_loss(x, target, "none").asnumpy())


def test_lstm_rejects_what_mindspores_cpu_kernel_does_not_run():
    with pytest.raises(NotImplementedError, match="num_layers"):
        ms.ops.LSTM(3, 2, 2, False, False, 0.0)
    with pytest.raises(NotImplementedError, match="bidirectional"):
        ms.ops.LSTM(3, 2, 1, False, True, 0.0)
