"""msbridge.Tensor against MindSpore 2.10: every case recorded by golden/record_tensor.py.

A case is a snippet (``x_f32.sum(1, keepdims=True)``) run on MindSpore when recording and on msbridge here;
the two outcomes (kind, dtype, shape, values, or the exception type) must agree.
"""
import goldens
import pytest
import record_tensor as cases
from check_ops import expect_match
import torch

import msbridge
from msbridge import Tensor

# Where msbridge knowingly differs from MindSpore 2.10 on CPU (listed in docs/compat.md).
KNOWN_DIFFERENCES = {
    "methods|x_f32.clone()": "MindSpore 2.10 CPU has no Clone kernel (RuntimeError); msbridge clones",
    "methods|x_f32.var(dim=1)": "MindSpore 2.10 CPU has no Var kernel for the (dim, correction) overload",
    "methods|x_f32.var(dim=1, correction=0, keepdim=True)": "as above",
    "methods|x_f32.tanh()": "MindSpore's CPU tanh is an approximation (errors up to 1.5e-5); msbridge uses torch.tanh",
    "methods|x_f32.repeat(2)": "Tensor.repeat is not implemented in msbridge (unsupported on MindSpore CPU)",
    "methods|x_f32.roll(1, 1)": "Tensor.roll is not implemented in msbridge (no MindSpore CPU kernel)",
    "index_get|g[-1:-3:-1, 0]": "MindSpore 2.10 clips a negative-step slice's stop wrongly (1 row); msbridge follows "
                                "numpy (2 rows)",
    "index_set|y = x_f32.copy(); y[:, ::-1] = Tensor([1., 2., 3.]); y": "MindSpore 2.10 fails (TensorScatterUpdate "
                                                                        "ValueError); msbridge assigns as numpy",
}
_GOLDENS = {area: goldens.load(area) for area in cases.AREAS}


@pytest.mark.parametrize("area,key", [(area, key) for area in cases.AREAS for key in _GOLDENS[area].keys()])
def test_recorded(area, key):
    problem = goldens.outcome_difference(cases.outcome(cases.case_of(cases.AREAS[area][0], key), msbridge),
                                         _GOLDENS[area][key])
    expect_match(problem, KNOWN_DIFFERENCES.get(key))


def test_torch_round_trip_shares_memory():
    t = torch.arange(6, dtype=torch.float32)
    x = Tensor.from_torch(t)
    assert x.to_torch() is t
    x[0] = 100
    assert t[0].item() == 100
    assert Tensor(t)._t is t  # Tensor(torch_tensor) wraps without copying, like Tensor(Tensor)
    assert x.asnumpy().__array_interface__["data"][0] == t.data_ptr()


def test_operators_keep_autograd_history():
    w = msbridge.Parameter(Tensor([1.0, -2.0, 3.0]), name="w")
    y = ((w * 2 + 1) ** 2 / 3 - w).sum()
    y._t.backward()
    assert w._t.grad.tolist() == pytest.approx([(4 * (2 * v + 1)) / 3 - 1 for v in (1.0, -2.0, 3.0)])


def test_setitem_on_parameter_is_not_recorded_by_autograd():
    w = msbridge.Parameter(Tensor([1.0, 2.0]), name="w")
    w[0] = 5
    assert w._t.requires_grad and w._t.is_leaf and w.asnumpy().tolist() == [5.0, 2.0]
