"""Forward values and gradients against MindSpore 2.10 at random and special points (issue 16; cases in
golden/cases_grads.py, recorded by golden/record_grads.py). NaN and inf must sit at the same positions.
Deliberate differences (docs/compat/autodiff.md, "Gradients at every point") are strict xfails naming MindSpore's
value."""
import numpy as np
import pytest

import cases_grads as cases
import goldens
import msbridge as ms

G = goldens.load("grads")
RECORDED = sorted(k[len("case."):] for k in G.keys("case.") if k[len("case."):] in cases.CASES)
RTOL, ATOL = 1e-4, 1e-5

# MindSpore results that contradict the true derivative (or value) where one exists, or MindSpore's own
# documentation: a bug, not copied (docs/compat/autodiff.md, "Gradients at every point")
NOT_COPIED = {
    "act.mish@100": "MindSpore's mish(100) and mish(50) are NaN; the true value is x (msbridge 100, 50)",
    "act.logsigmoid@-100": "MindSpore's logsigmoid(-100) is -inf with a NaN gradient; the true value is -100, "
                           "gradient 1",
    "act.selu": "MindSpore's SeLU gradient for x < 0 is not scale*alpha*exp(x) (e.g. 0.79 at x=-6 where the true "
                "derivative is 0.004)",
    "act.selu@kinks": "MindSpore's SeLU gradient for x < 0 (0.79 at x=-6; true 0.004)",
    "act.selu_cell": "nn.SeLU: MindSpore's gradient for x < 0 is wrong (as ops.selu)",
    "act.selu_cell@kinks": "nn.SeLU: MindSpore's gradient for x < 0 is wrong (as ops.selu)",
    "arr.tensor_scatter_mul_dup": "tensor_scatter_mul with duplicate indices: MindSpore gives both updates the "
                                  "same gradient [1.43, -0.037], ignoring the other update's factor",
    "red.var@ties": "var of a constant row: MindSpore's gradient is NaN; the true derivative is 0",
    "red.var_mean@ties": "var_mean of a constant row: MindSpore's gradient is NaN; the true derivative is 0",
    "bin.logaddexp@special": "logaddexp(-inf, -inf): MindSpore gives NaN; the true value is -inf",
    "bin.logaddexp2@special": "logaddexp2(0, 0): MindSpore gives 0.99999976 (true 1) and NaN for (-inf, -inf)",
    "bin.copysign@special": "copysign(-1, -0.0): MindSpore gives +1 (IEEE and its documentation: -1), and "
                            "gradient -0.625 at (-inf, -inf)",
    "bin.div@neg0": "1 / -0.0: MindSpore gives +inf (IEEE: -inf) and the matching gradients",
    "bin.div@special": "x / -0.0: MindSpore gives -inf for -1/-0.0 (IEEE: +inf), gradient inf/-inf at 0/0",
    "math.log@special": "d log(x) at x = -0.0: MindSpore gives +inf (1 / -0.0 is -inf)",
    "bin.maximum@special": "maximum(NaN, 1): MindSpore gives 1; its documentation (and msbridge) return the NaN",
    "bin.minimum@special": "minimum(NaN, 1): MindSpore gives 1; its documentation (and msbridge) return the NaN",
    "act.tanh": "MindSpore's tanh gradient loses precision as |x| grows (0 at |x| = 6.03, 5.1e-4 for 7.3e-4 at "
                "x = -4.65): the true derivative is 1 - tanh(x)^2",
    "act.tanh@kinks": "MindSpore's tanh gradient at x = +-6 is 0; the true derivative is 2.5e-5",
    "act.logsigmoid@kinks": "MindSpore's logsigmoid(-100) is -inf with a NaN gradient (true -100, gradient 1)",
    "act.mish@kinks": "MindSpore's mish(100) is NaN (true 100) and its gradient at 6 is 1.0 (true 1.00013)",
    "red.logsumexp@inf": "logsumexp with +inf or an all -inf row: MindSpore gives NaN (true +inf / -inf)",
    "bin.xlogy@special": "d xlogy(x, y)/dy = x / y at x = -1, y = -0.0: MindSpore's sign is wrong (its 1 / -0.0 "
                         "is +inf, as bin.div@neg0); bin.xlogy@zero checks its other conventions",
}

def _families(table):
    """``{case: reason}`` from ``{reason: [case, ...]}`` (one reason shared by every front door of an op)."""
    return {name: reason for reason, names in table.items() for name in names}


_A = "auto.{}@special".format
NOT_COPIED.update(_families({
    "x / -0.0: MindSpore's sign is wrong (1 / -0.0 = +inf; IEEE -inf), and so its gradients, as bin.div@neg0": [
        _A(n) for n in ("Tensor.div", "Tensor.divide", "Tensor.true_divide", "mint.div", "mint.divide",
                        "ops.divide", "ops.tensor_div", "primitive.Div", "primitive.RealDiv")],
    "d log(x) at x = -0.0: MindSpore +inf (1 / -0.0 is -inf), as math.log@special": [
        _A(n) for n in ("Tensor.log", "Tensor.log2", "Tensor.log10", "mint.log", "primitive.Log")],
    "gradient w.r.t. y at y = -0.0: MindSpore's sign is wrong (its 1 / -0.0 is +inf), as bin.xlogy@special": [
        _A(n) for n in ("Tensor.xlogy", "primitive.Xlogy", "mint.xlogy", "ops.truncate_mod",
                        "primitive.TruncateMod")],
    "fmod/remainder(100, inf): MindSpore NaN (IEEE fmod and Python's %: 100); gradient signs at y = -0.0 as "
    "bin.div@neg0": [_A(n) for n in ("Tensor.fmod", "Tensor.remainder", "ops.floor_mod", "ops.floormod",
                                      "ops.tensor_mod", "primitive.FloorMod", "mint.fmod", "mint.remainder")],
    "d xdivy(x, y)/dy at x = y = 1e-30: MindSpore -inf (y * y underflows); the derivative -x / y^2 is -1e30": [
        _A("Tensor.xdivy"), _A("primitive.Xdivy")],
    "nextafter: MindSpore returns x unchanged in float32 (nextafter(0, 1) = 0; its documentation: the next "
    "representable value, 1.4e-45)": [_A("ops.nextafter"), _A("Tensor.nextafter"), _A("primitive.NextAfter")],
    "real() of a float Tensor: MindSpore's gradient is complex64; a gradient has its input's dtype (float32)": [
        "auto.ops.real", _A("ops.real"), "auto.Tensor.real", _A("Tensor.real"), "auto.primitive.Real",
        _A("primitive.Real")],
    "P.ReduceProd()(x) over all axes: MindSpore's gradient is the cotangent itself (0.375), not prod / x": [
        "auto.primitive.ReduceProd", _A("primitive.ReduceProd")],
    "P.SeLU: MindSpore's gradient for x < 0 is wrong (as act.selu)": [_A("primitive.SeLU")],
    "nn.Triu of inf: MindSpore gives NaN in the zeroed triangle (inf * 0); the value is 0": [_A("nn.Triu")],
    "nn.MaxPool1d: MindSpore turns -inf into -3.4e38 (the maximum of one -inf is -inf)": [_A("nn.MaxPool1d")],
    "logaddexp/logaddexp2 at (0, 0) and (-inf, -inf): as bin.logaddexp@special and bin.logaddexp2@special": [
        _A("Tensor.logaddexp"), _A("Tensor.logaddexp2")],
    "logsumexp of a row with +inf: MindSpore NaN (true +inf), as red.logsumexp@inf": [_A("Tensor.logsumexp")],
    "copysign(x, -0.0): as bin.copysign@special": [_A("Tensor.copysign")],
    "softmin([0, 1, inf]): MindSpore [0.73, 0.73, NaN]; the value is [0.73, 0.27, 0]": ["act.softmin@inf_row"],
    "logsigmoid(-inf): MindSpore's gradient NaN (the derivative tends to 1), as act.logsigmoid@-100": [
        _A("nn.LogSigmoid")],
    "mish(inf) and mish(100): MindSpore NaN (true inf, 100), as act.mish@100": [_A("nn.Mish"),
                                                                                  _A("primitive.Mish")],
    "fast_gelu(inf): MindSpore NaN (true inf)": [_A("ops.fast_gelu"), _A("nn.FastGelu"), _A("primitive.FastGeLU")],
    "logcumsumexp after a +inf: MindSpore's gradient is NaN for the later elements; the output is +inf whatever "
    "they are, so the derivative is 0 (torch, msbridge)": [_A("Tensor.logcumsumexp")],
    "igammac(inf, 1) and igammac(100, inf): MindSpore NaN; the limits are 1 and 0 (torch, scipy; msbridge). At "
    "a = -0.0 MindSpore gives NaN and msbridge torch's 0": [_A("Tensor.igammac"), _A("primitive.Igammac")],
    "inverse of a singular matrix: none exists; MindSpore returns [[0, 0, -0], [0, 0.25, -1.5], [0, 0, 1]] for "
    "[[1, 2, 3], [2, 4, 6], [1, 0, 1]] (A times it is not I), an artifact of its elimination; torch and msbridge "
    "raise": [_A("Tensor.inverse"), _A("primitive.MatrixInverse")],
    "pinv of a matrix holding +-inf: MindSpore returns NaN columns beside values such as 3.7e-10 from its SVD of "
    "non-finite input; torch's SVD (and msbridge) raise": [_A("ops.pinv")],
    "at x = inf MindSpore's gradient is NaN; the derivative there is finite (sigmoid(inf) - y, or huber's "
    "delta = 0.125)": [_A("mint.nn.functional.binary_cross_entropy_with_logits"),
                       _A("nn.MultiLabelSoftMarginLoss"), _A("nn.HuberLoss")],
}))
# MindSpore conventions at non-differentiable or singular points, and at infinities, that msbridge does not copy yet
NOT_YET = _families({
    "softmax/log_softmax of a row holding +inf (MindSpore: NaN at the +inf, 0 or -inf elsewhere; torch and "
    "msbridge: NaN for the row) or only -inf (MindSpore's CPU kernel: 0 along the last axis): finding such rows "
    "takes a check of every output, a host synchronization per call on a GPU, which softmax's hot path does not "
    "pay": [_A(n) for n in ("Tensor.softmax", "nn.Softmax", "nn.Softmin", "primitive.Softmax", "nn.LogSoftmax",
                            "primitive.LogSoftmax", "nn.FocalLoss", "nn.MultiClassDiceLoss", "mint.softmax",
                            "mint.nn.functional.softmax")] + ["act.softmax@inf_row"],
    "hardswish(-inf): MindSpore 0 (the limit), msbridge NaN (-inf * 0): clamping the input first costs a second "
    "pass on every call (1.7-2x torch's forward)": [_A("primitive.HSwish"), _A("mint.nn.functional.hardswish")],
    "logit at -0.0: MindSpore's gradient -inf (1 / -0.0), msbridge +inf (torch's kernel): the sign of an infinite "
    "gradient at -0.0 would need a backward of three passes where torch's is one kernel": [_A("Tensor.logit")],
    "logdet of a singular matrix: MindSpore's gradient is NaN throughout (0 / 0), msbridge's the infs and NaNs of "
    "torch's LU; masking it (a hook or autograd Function on log|det|) measured 1.09-1.17x torch's logdet": [
        _A("ops.logdet")],
})


def compare(name):
    """The mismatches of case ``name`` (empty when msbridge equals MindSpore)."""
    inputs = [G.array(f"{name}.in{i}") for i in range(len(cases.CASES[name][1]))]
    _, out, _, grads = cases.evaluate(ms, name, cot=G.array(name + ".cot"), inputs=inputs)
    expected = [G.array(name + ".out")] + [G.array(f"{name}.grad{i}") for i in range(G["case." + name])]
    problems = []
    for label, got, want in zip(["forward"] + [f"grad{i}" for i in range(len(grads))], [out] + grads, expected):
        if got.dtype != want.dtype or got.shape != want.shape:
            problems.append(f"{label}: {got.dtype}{got.shape} vs MindSpore {want.dtype}{want.shape}")
            continue
        try:
            np.testing.assert_allclose(got, want, rtol=RTOL, atol=ATOL, equal_nan=True)
        except AssertionError:
            problems.append(f"{label}: msbridge {got.tolist()} vs MindSpore {want.tolist()}")
    if len(grads) != len(expected) - 1:
        problems.append(f"{len(grads)} gradients vs MindSpore {len(expected) - 1}")
    return problems


def _param(name):
    reason = NOT_COPIED.get(name) or NOT_YET.get(name)
    return pytest.param(name, marks=pytest.mark.xfail(strict=True, reason=reason)) if reason else name


@pytest.mark.parametrize("name", [_param(n) for n in RECORDED])
def test_gradient_matches_mindspore(name):
    problems = compare(name)
    assert not problems, "\n".join(problems)


def test_known_differences_are_recorded_cases():
    assert set(NOT_COPIED) | set(NOT_YET) <= set(RECORDED) and not set(NOT_COPIED) & set(NOT_YET)


def test_share_of_equal_cases_does_not_fall():
    """1171 of 1272 recorded cases equal MindSpore's (92.1%; 98.7% of the 1186 where MindSpore is right): the strict
    xfails above are the only exceptions, and their number must not grow. (Issue 16's target is 98%.)"""
    equal = len(RECORDED) - len(NOT_COPIED) - len(NOT_YET)
    assert equal / len(RECORDED) >= 0.920 and equal / (len(RECORDED) - len(NOT_COPIED)) >= 0.987
