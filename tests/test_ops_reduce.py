"""ops reduce family against MindSpore 2.10 (golden/cases_ops_*.py, recorded by golden/record_ops.py)."""
import check_ops
import pytest

KNOWN_DIFFERENCES = {
    'more|ops.matrix_exp(Tensor([[0., 1.], [-1., 0.]]))':
        'MindSpore 2.10 CPU MatrixExp fails (RuntimeError); msbridge computes it',
    "more|ops.nanquantile(Tensor([1., float('nan'), 3.]), 0.5)":
        'MindSpore 2.10 CPU Quantile fails (RuntimeError); msbridge computes it',
    'more|ops.quantile(x_f32, 0.5)':
        'MindSpore 2.10 CPU Quantile fails (RuntimeError); msbridge computes it',
    'more|ops.quantile(x_f32, 0.5, 0, True)':
        'MindSpore 2.10 CPU Quantile fails (RuntimeError); msbridge computes it',
    'more|ops.quantile(x_f32, Tensor([0.25, 0.75]), 1)':
        'MindSpore 2.10 CPU Quantile fails (RuntimeError); msbridge computes it',
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
