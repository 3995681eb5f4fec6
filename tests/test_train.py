"""Training wrappers, loss scaling and mixed precision against goldens recorded from MindSpore 2.10
(golden/cases_train.py)."""
import numpy as np
import pytest

import cases_train as cases
import goldens
import msbridge as ms

G = goldens.load("train")


def _rounded(value):
    """Goldens round floats to 5 digits on MindSpore's side; compare with a tolerance of that order."""
    if isinstance(value, float):
        return pytest.approx(value, rel=2e-4, abs=2e-5, nan_ok=True)
    if isinstance(value, dict):
        return {k: _rounded(v) for k, v in value.items()}
    if isinstance(value, (list, tuple)):
        return [_rounded(v) for v in value]
    return value


@pytest.mark.parametrize("name", sorted(cases.CASES))
def test_case_matches_mindspore(name):
    assert cases.CASES[name](ms) == _rounded(G[name])


@pytest.mark.parametrize("name", sorted(cases.ARRAYS))
def test_training_trajectory_matches_mindspore(name):
    arrays = cases.ARRAYS[name](ms)
    for i, arr in enumerate(arrays):
        np.testing.assert_allclose(arr, G.array(f"{name}.{i}"), rtol=1e-5, atol=1e-6, err_msg=f"{name}.{i}")


@pytest.mark.parametrize("name", sorted(cases.ERROR_CASES))
def test_error_matches_mindspore(name):
    with goldens.raises_like(G["error." + name]):
        cases.ERROR_CASES[name](ms)


def test_overflow_skips_the_update_and_leaves_parameters_unchanged():
    net = cases._mlp(ms)
    before = [p.asnumpy().copy() for p in net.trainable_params()]
    step = ms.nn.TrainOneStepWithLossScaleCell(ms.nn.WithLossCell(net, ms.nn.MSELoss()),
                                               ms.nn.SGD(net.trainable_params(), 0.1),
                                               ms.nn.FixedLossScaleUpdateCell(2.0 ** 10))
    _, overflow, _ = step(ms.Tensor(cases._BIG), ms.Tensor(cases.Y))
    assert bool(overflow.asnumpy())
    for b, p in zip(before, net.trainable_params()):
        np.testing.assert_array_equal(b, p.asnumpy())
    assert all(p.grad is None for p in net.parameters())


def test_train_step_runs_the_forward_once():
    calls = []

    class Counting(ms.nn.Cell):
        def __init__(self):
            super().__init__()
            self.net = cases._mlp(ms)

        def construct(self, x):
            calls.append(1)
            return self.net(x)

    net = Counting()
    step = ms.nn.TrainOneStepCell(ms.nn.WithLossCell(net, ms.nn.MSELoss()), ms.nn.SGD(net.trainable_params()))
    step(ms.Tensor(cases.X), ms.Tensor(cases.Y))
    assert len(calls) == 1
