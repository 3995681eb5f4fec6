"""Tensor methods, ``mint.special``, ``mint.nn.SoftMarginLoss``, ``mint.nn.functional.sigmoid_`` and the
``ops.composite`` re-exports of issue #17 against MindSpore 2.10 (golden/cases_tensor_more.py).

In-place methods (``add_``, ``exp_``, ...): MindSpore 2.10's CPU kernels return the result without writing it
(or have no kernel), so the golden is the out-of-place method's result; msbridge must write exactly that into the
tensor and return the tensor itself, as MindSpore documents (and does on Ascend)."""
import re

import check_ops
import goldens
import numpy as np
import pytest
import record_tensor

import msbridge

KNOWN_DIFFERENCES = {
    key: "MindSpore 2.10 has no CPU kernel for it (SoftMarginLoss, Exp2, InplaceSigmoid); msbridge computes torch's "
         "result"
    for key, golden in goldens.load("ops_tensor_more").values.items() if "unregistered" in golden.get("message", "")
}
KNOWN_DIFFERENCES.update({
    key: "MindSpore 2.10 has no CPU BernoulliExt kernel (RuntimeError); msbridge samples with torch.bernoulli"
    for key, golden in goldens.load("ops_tensor_more_random").values.items()
    if "bernoulli" in key and golden["rule"] == "RuntimeError"})
KNOWN_DIFFERENCES["ops_methods|Tensor([[2., 1.], [1., 3.]]).eigvals()"] = \
    "MindSpore 2.10's Tensor.eigvals() calls ops.eigvals without the tensor (TypeError); msbridge passes it"
KNOWN_DIFFERENCES.update({
    f"ops_methods|{call}.svd({args})": "singular vectors are unique up to sign: torch's LAPACK and MindSpore's kernel "
                                      "pick opposite signs here (the singular values match; see test_ops_linalg)"
    for call, args in (("Tensor([[2., 1.], [1., 3.]])", ""), ("x_f32", "True"),
                       ("x_f32", "full_matrices=True, compute_uv=True"))})
KNOWN_DIFFERENCES["grads|fill_diagonal"] = "MindSpore 2.10 defines no gradient for FillDiagonal (RuntimeError); " \
                                           "msbridge's is torch's (1, and 0 on the filled diagonal)"
KNOWN_DIFFERENCES["more|x_i32.to_csr().values"] = "MindSpore's DenseToCSRSparseMatrix takes float and complex " \
                                                  "tensors only (TypeError); ops.dense_to_sparse_csr converts any dtype"


@pytest.mark.parametrize("key", [k for k in check_ops.keys("ops_tensor_more") if not k.startswith("inplace|")])
def test_recorded(key):
    check_ops.check("ops_tensor_more", key, KNOWN_DIFFERENCES)


@pytest.mark.parametrize("key", check_ops.keys("ops_tensor_more_random"))
def test_random_rule(key):
    check_ops.check("ops_tensor_more_random", key, KNOWN_DIFFERENCES)


_METHOD = re.compile(r"\.(\w+)\(")


def _in_place(snippet):
    """``recv.name(args)`` -> the snippet running ``name_`` on a copy of ``recv``: (tensor, returned, same object)."""
    match = _METHOD.search(snippet)
    receiver, rest = snippet[:match.start()], snippet[match.end():]
    return f"t = ({receiver}).copy(); r = t.{match.group(1)}_({rest}; (t, r, r is t)"


@pytest.mark.parametrize("key", [k for k in check_ops.keys("ops_tensor_more") if k.startswith("inplace|")])
def test_in_place(key):
    golden = goldens.load("ops_tensor_more")[key]
    tensor, returned, same = record_tensor.outcome(_in_place(key.split("|", 1)[1]), msbridge)["items"]
    assert same == {"kind": "bool", "value": True}
    assert goldens.outcome_difference(tensor, golden) is None
    assert goldens.outcome_difference(returned, golden) is None


def test_in_place_keeps_views_and_gradients():
    x = msbridge.Tensor([[1., 2.], [3., 4.]])
    row = x[0]
    row.add_(10)  # a view: the base tensor sees the write, as torch's in-place ops
    assert x.asnumpy().tolist() == [[11., 12.], [3., 4.]]

    def f(a):
        b = a * 1
        b.exp_()
        return b.sum()
    grad = msbridge.grad(f)(msbridge.Tensor([0., 1.]))
    expected = msbridge.ops.exp(msbridge.Tensor([0., 1.]))
    assert (grad - expected).abs().max().item() < 1e-6


def test_in_place_parameter_and_shape_error():
    p = msbridge.Parameter(msbridge.Tensor([1., 2.]), name="p")
    assert p.mul(1).sub_(1) is not p
    p.add_(1)
    assert p.asnumpy().tolist() == [2., 3.]
    with pytest.raises(RuntimeError, match="Tensor.add_"):
        msbridge.Tensor([1., 2.]).add_(msbridge.Tensor([[1., 2.], [3., 4.]]))


def test_functional_sigmoid_in_place():
    golden = goldens.load("ops_tensor_more")["inplace|x_f32.sigmoid()"]
    tensor, returned, same = record_tensor.outcome(
        "t = x_f32.copy(); r = F.sigmoid_(t); (t, r, r is t)", msbridge)["items"]
    assert same["value"] is True
    assert goldens.outcome_difference(tensor, golden) is None


def test_samplers_follow_their_parameters():
    p = msbridge.Tensor([[0., 1., 1.], [0., 0., 1.]])
    assert p.bernoulli().asnumpy().tolist() == p.asnumpy().tolist()  # probabilities 0 and 1 are certain
    with pytest.raises(NotImplementedError, match="generator"):
        p.bernoulli(generator=object())
    assert (p.cauchy(3., 0.).asnumpy() == 3.).all()  # sigma 0: every draw is the median
    msbridge.set_seed(1)
    draws = msbridge.Tensor(msbridge.ops.zeros((20000,), msbridge.float32)).log_normal(0., 0.5).asnumpy()
    assert (draws > 0).all() and abs(float(np.log(draws).std()) - 0.5) < 0.02
