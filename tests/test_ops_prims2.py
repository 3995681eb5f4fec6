"""Issue 17, prims2 slice (golden/cases_ops_prims2.py): Adam, AdamWeightDecay, AdamNoUpdateParam, SGD, WhileLoop,
ForiLoop, Scan, Assert, CheckNumerics, SparseSoftmaxCrossEntropyWithLogits, Dropout2D and Dropout3D against
MindSpore 2.10 (values, Parameters after the update, errors, gradients; dropout: dtype/shape rules and the
statistics of the draws)."""
import check_ops
import numpy as np
import pytest

from msbridge import Tensor, ops


@pytest.mark.parametrize("key", check_ops.keys("ops_prims2"))
def test_recorded(key):
    check_ops.check("ops_prims2", key)


@pytest.mark.parametrize("key", check_ops.keys("ops_prims2_rules"))
def test_recorded_rules(key):
    check_ops.check("ops_prims2_rules", key)


@pytest.mark.parametrize("prim, shape", [(ops.Dropout2D, (40, 50, 3, 3)), (ops.Dropout3D, (40, 50, 2, 3, 2))])
def test_channel_dropout_statistics(prim, shape):
    """Whole channels are dropped, about 1 - keep_prob of them, and the kept ones are scaled by 1 / keep_prob."""
    x = np.random.default_rng(0).uniform(1, 2, shape).astype(np.float32)
    out, mask = prim(0.7)(Tensor(x))
    out, mask = out.asnumpy(), mask.asnumpy()
    channels = mask.reshape(shape[0], shape[1], -1)
    assert (channels.all(-1) | ~channels.any(-1)).all()  # a channel is kept or dropped as a whole
    kept = channels[..., 0].mean()
    assert abs(kept - 0.7) < 4 * np.sqrt(0.7 * 0.3 / (shape[0] * shape[1]))
    np.testing.assert_allclose(out, np.where(mask, x / 0.7, 0), rtol=1e-6)
