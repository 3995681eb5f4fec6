"""``mindspore.numpy`` (msbridge/numpy) against MindSpore 2.10 (golden/cases_numpy.py, golden/numpy.json)."""
import functools

import cases_grads
import cases_numpy
import cases_numpy_grads
import check_ops
import goldens
import numpy as np
import pytest
import record_tensor

import msbridge

_K = "numpy|mnp = ms.numpy; ".__add__
# MindSpore results that contradict the true value: a bug, not copied
KNOWN_DIFFERENCES = {
    _K("mnp.tanh(x_f32)"): "MindSpore's CPU tanh loses precision (tanh(4) = 0.99934423; true 0.99932930), as "
                           "act.tanh in tests/test_grads.py",
    _K("mnp.tanh(x_i32)"): "MindSpore's CPU tanh loses precision (tanh(4) = 0.99934423; true 0.99932930)",
    _K("mnp.cbrt(x_i32)"): "MindSpore's cbrt(0) is NaN (it takes the sign as |x| / x); the cube root of 0 is 0",
    _K("mnp.cov(x_f32, aweights=Tensor([1., 2., 1.]))"): "MindSpore 2.10 rejects float aweights ('weights must be "
                                                           "integer'); its documentation and numpy take them",
    _K("mnp.fft.ihfftn(g)"): "MindSpore 2.10's numpy.fft.ihfftn runs ops.hfftn (a real result); msbridge runs "
                             "ops.ihfftn, the inverse its name and documentation give",
}


@functools.lru_cache(maxsize=None)
def _golden():
    return goldens.load("numpy")


@pytest.mark.parametrize("key", goldens.cases(_golden()))
def test_recorded(key):
    actual = record_tensor.outcome(record_tensor.case_of(cases_numpy.CASES, key), msbridge)
    check_ops.expect_match(goldens.outcome_difference(actual, _golden()[key]), KNOWN_DIFFERENCES.get(key))


# --- gradients of mindspore.numpy and mindspore.scipy (golden/cases_numpy_grads.py, recorded by
# golden/record_numpy_grads.py)
GRADS = goldens.load("numpy_grads")
GRAD_CASES = sorted(k[len("case."):] for k in GRADS.keys("case."))
# MindSpore 2.10 raises while differentiating these; msbridge gives torch's gradient of the same index arithmetic
MINDSPORE_CANNOT_DIFFERENTIATE = {
    "numpy.pad_reflect": "RuntimeError 'The int value(-1) is less than 0.' in MindSpore's gradient of the pad",
    "numpy.pad_symmetric": "RuntimeError 'The int value(-1) is less than 0.' in MindSpore's gradient of the pad",
    "numpy.interp": "ValueError 'For primitive[ScatterNd], the rank(indices) must be greater than or equal to 2' in "
                    "MindSpore's gradient of interp",
    **{f"scipy.{n}": "RuntimeError: MindSpore 2.10 has no CPU kernel for CholeskyGrad" for n in
       ("cholesky", "cholesky_lower", "cho_solve")},
    **{f"scipy.{n}": "RuntimeError \"Illegal primitive LU's bprop not defined\"" for n in ("lu_factor", "lu_u")},
    "numpy.fft.fft_abs": "TypeError \"For 'Mul', gradient not support for complex type currently.\" in MindSpore's "
                         "gradient of abs(fft(x))",
}

# MindSpore gradients that contradict the true derivative: a bug, not copied
GRADIENT_NOT_COPIED = {
    "numpy.nanvar": "MindSpore's gradient of nanvar is NaN everywhere (the NaN entries leak into it); the true "
                    "derivative of the non-NaN entries is finite",
    "numpy.nanstd": "MindSpore's gradient of nanstd is NaN everywhere, as nanvar's",
    "numpy.convolve": "MindSpore's convolve gives no gradient to its second operand (zeros); convolution is linear "
                      "in both",
    "numpy.polymul": "MindSpore's polymul (a convolve) gives no gradient to its second operand (zeros)",
    "numpy.select": "MindSpore's select gives zero gradients to the chosen values; the output is those values",
    "scipy.dct": "MindSpore's DCT gradient is not the transpose of the (orthonormal, linear) transform: 1.83 where "
                 "C^T cot gives 0.87",
    "scipy.dctn": "MindSpore's dctn gradient is not the transpose of the transform, as scipy.dct",
}


@pytest.mark.parametrize("name", [pytest.param(n, marks=pytest.mark.xfail(strict=True, reason=GRADIENT_NOT_COPIED[n]))
                                  if n in GRADIENT_NOT_COPIED else n for n in GRAD_CASES])
def test_gradient_matches_mindspore(name):
    inputs = [GRADS.array(f"{name}.in{i}") for i in range(len(cases_numpy_grads.CASES[name][1]))]
    _, out, _, grads = cases_grads.evaluate(msbridge, name, cot=GRADS.array(name + ".cot"), inputs=inputs,
                                            cases=cases_numpy_grads.CASES)
    expected = [GRADS.array(name + ".out")] + [GRADS.array(f"{name}.grad{i}") for i in range(GRADS["case." + name])]
    assert len(grads) == len(expected) - 1
    for got, want in zip([out] + grads, expected):
        assert (got.dtype, got.shape) == (want.dtype, want.shape)
        np.testing.assert_allclose(got, want, rtol=1e-4, atol=1e-5, equal_nan=True)


def test_mindspore_gradient_errors_are_documented():
    assert {k[len("error."):] for k in GRADS.keys("error.")} == set(MINDSPORE_CANNOT_DIFFERENTIATE)
    for name in MINDSPORE_CANNOT_DIFFERENTIATE:
        _, _, _, grads = cases_grads.evaluate(msbridge, name, cases=cases_numpy_grads.CASES)
        assert np.isfinite(grads[0]).all()
