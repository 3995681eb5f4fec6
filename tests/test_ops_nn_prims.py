"""Issue 17, neural-network primitives and TensorFlow-family array ops (golden/cases_ops_nn_prims.py): Dense,
BatchNorm, LayerNorm, GLU, Gelu, FastGelu, the loss primitives, L2Loss, LRN, ReverseSequence, DepthToSpace,
SpaceToDepth, SpaceToBatchND, BatchToSpaceND, MirrorPad, IOU and soft_shrink, against MindSpore 2.10."""
import check_ops
import pytest

KNOWN_DIFFERENCES = {
    "nn|ops.BatchNorm(data_format='NHWC')(Tensor(np.arange(32, dtype=np.float32).reshape(1, 2, 4, 4) / 10)"
    ".transpose(0, 2, 3, 1), Tensor([1., 2.]), Tensor([0., 1.]), Tensor([1., 1.5]), Tensor([2., 0.5]))[0]":
        "MindSpore 2.10's CPU BatchNorm ignores data_format='NHWC' (it normalises the memory as NCHW); msbridge "
        "normalises the last axis",
}


@pytest.mark.parametrize("key", check_ops.keys("ops_nn_prims"))
def test_recorded(key):
    check_ops.check("ops_nn_prims", key, KNOWN_DIFFERENCES)
