"""nn normalization layers against goldens recorded from MindSpore 2.10 (golden/cases_layers.py) and torch."""
import numpy as np
import pytest
import torch

import cases_layers as cases
import goldens
import msbridge as ms

G = goldens.load("layers")


@pytest.mark.parametrize("name", goldens.cases(cases.VALUES, "norm."))
def test_value_matches_mindspore(name):
    cases.check_value(ms, G, name)


@pytest.mark.parametrize("name", goldens.cases(cases.ARRAYS, "norm."))
def test_arrays_match_mindspore(name):
    cases.check_arrays(ms, G, name)


@pytest.mark.parametrize("name", goldens.cases(cases.ERRORS, "norm."))
def test_error_matches_mindspore(name):
    cases.check_error(ms, G, name)


def test_batchnorm_matches_torch_with_converted_momentum():
    """MindSpore momentum m is torch momentum 1 - m; three training steps then eval give the same numbers."""
    cell = ms.nn.BatchNorm2d(3, momentum=0.8).set_train()
    ref = torch.nn.BatchNorm2d(3, momentum=0.2)
    x = torch.randn(4, 3, 5, 5)
    for _ in range(3):
        torch.testing.assert_close(cell(ms.Tensor.from_torch(x))._t, ref(x))
    torch.testing.assert_close(cell.moving_mean._t, ref.running_mean)
    torch.testing.assert_close(cell.moving_variance._t, ref.running_var)
    cell.set_train(False)
    ref.eval()
    torch.testing.assert_close(cell(ms.Tensor.from_torch(x))._t, ref(x))


def test_batchnorm_moving_statistics_stay_out_of_autograd():
    cell = ms.nn.BatchNorm1d(2).set_train()
    x = torch.randn(5, 2, requires_grad=True)
    out = cell(ms.Tensor.from_torch(x))._t
    assert out.grad_fn is not None
    assert not cell.moving_mean._t.requires_grad and cell.moving_mean.requires_grad is False


def _instance_norm_reference(x, gamma, beta, eps):
    axes = tuple(range(2, x.ndim))
    mean = x.mean(axis=axes, keepdims=True)
    var = x.var(axis=axes, keepdims=True)
    shape = (1, -1) + (1,) * (x.ndim - 2)
    return (x - mean) / np.sqrt(var + eps) * gamma.reshape(shape) + beta.reshape(shape)


@pytest.mark.parametrize("layer, shape", [("InstanceNorm1d", (2, 3, 5)), ("InstanceNorm2d", (2, 3, 4, 4)),
                                          ("InstanceNorm3d", (2, 3, 2, 3, 2))])
def test_instance_norm_follows_the_documented_formula(layer, shape):
    """MindSpore 2.10 runs InstanceNorm on GPU only (CPU raises), so it is checked against its documentation:
    instance statistics in every mode, moving = momentum * moving + (1 - momentum) * batch mean of the stats."""
    rng = np.random.RandomState(0)
    cell = getattr(ms.nn, layer)(3, momentum=0.25)
    cell.gamma.set_data(ms.Tensor(rng.uniform(0.5, 1.5, 3).astype(np.float32)))
    cell.beta.set_data(ms.Tensor(rng.uniform(-0.5, 0.5, 3).astype(np.float32)))
    x = rng.standard_normal(shape).astype(np.float32)
    out = cell(ms.Tensor(x)).asnumpy()
    expected = _instance_norm_reference(x.astype(np.float64), cell.gamma.asnumpy(), cell.beta.asnumpy(), 1e-5)
    np.testing.assert_allclose(out, expected, rtol=1e-4, atol=1e-5)
    axes = tuple(range(2, x.ndim))
    batch_mean = x.mean(axis=axes).mean(axis=0)
    np.testing.assert_allclose(cell.moving_mean.asnumpy(), 0.75 * batch_mean, rtol=1e-5, atol=1e-6)


@pytest.mark.parametrize("code", ["nn.InstanceNorm2d(3)(X((2, 3, 4)))", "nn.InstanceNorm1d(3)(X((2, 4, 5)))",
                                  "nn.InstanceNorm2d(3)(X((2, 3, 2, 2), 'float64'))"])
def test_instance_norm_rejects_bad_inputs(code):
    with pytest.raises((ValueError, TypeError)):
        cases.run(ms, code)
