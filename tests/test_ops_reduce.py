"""ops reduce family against MindSpore 2.10 (golden/cases_ops_*.py, recorded by golden/record_ops.py)."""
import check_ops
import pytest

KNOWN_DIFFERENCES = {
    "linalg|ops.einsum('bij,bjk->bik', g, g.transpose(0, 2, 1))":
        'MindSpore 2.10 has no CPU Einsum kernel (RuntimeError); msbridge computes it',
    "linalg|ops.einsum('ii', x_f32[:, :2])":
        'MindSpore 2.10 has no CPU Einsum kernel (RuntimeError); msbridge computes it',
    "linalg|ops.einsum('ij,kj->ik', x_f16, y_f16)":
        'MindSpore 2.10 has no CPU Einsum kernel (RuntimeError); msbridge computes it',
    "linalg|ops.einsum('ij,kj->ik', x_f32, y_f32)":
        'MindSpore 2.10 has no CPU Einsum kernel (RuntimeError); msbridge computes it',
}


@pytest.mark.parametrize("key", check_ops.keys("ops_reduce"))
def test_recorded(key):
    check_ops.check("ops_reduce", key, KNOWN_DIFFERENCES)
