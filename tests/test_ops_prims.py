"""Primitive classes of the ops families against MindSpore 2.10 (golden/cases_ops_prims.py)."""
import check_ops
import pytest

KNOWN_DIFFERENCES = {
    "prims|ops.LogSoftmax()(Tensor([[0., 1.], [2., 0.]]))":
        "MindSpore's CPU LogSoftmax is approximate (2e-6 absolute); msbridge gives torch's exact values",
    "prims|ops.LogSoftmax(0)(Tensor([[0., 1.], [2., 0.]]))":
        "MindSpore's CPU LogSoftmax is approximate (2e-6 absolute); msbridge gives torch's exact values",
    "prims|ops.Mish()(x_f32)": "MindSpore's CPU Mish is approximate (1e-6 absolute)",
    "prims|ops.Einsum('ij,kj->ik')((x_f32, y_f32))": "MindSpore 2.10 has no CPU Einsum kernel; msbridge computes it",
    "prims|ops.Roll(1)(x_f32)": "MindSpore 2.10 has no CPU Roll kernel; msbridge computes torch.roll",
    "prims|ops.Roll(1, 0)(x_i32)": "MindSpore 2.10 has no CPU Roll kernel; msbridge computes torch.roll",
}


@pytest.mark.parametrize("key", check_ops.keys("ops_prims") + check_ops.keys("ops_prims_random"))
def test_recorded(key):
    check_ops.check("ops_prims_random" if key.startswith("random_prims|") else "ops_prims", key, KNOWN_DIFFERENCES)
