"""Issue 17, more ops (golden/cases_ops_extra.py): window functions, the row-update families, the ReduceSum/...
instances, addn, approximate_equal, Fmax, inv, imag, mvlgamma, polygamma, zeta, population_count, batch_dot,
pows and tensor_muls, against MindSpore 2.10."""
import check_ops
import pytest

_ZERO_GRAD = ("MindSpore's gradients of InplaceAdd / InplaceSub / InplaceUpdate are all zero; msbridge's are the "
              "derivatives (1 for the kept rows of x, +-1 or 1 for the rows of v)")
KNOWN_DIFFERENCES = {"grads|inplace_add": _ZERO_GRAD, "grads|inplace_sub": _ZERO_GRAD,
                     "grads|inplace_update": _ZERO_GRAD}


@pytest.mark.parametrize("key", check_ops.keys("ops_extra"))
def test_recorded(key):
    check_ops.check("ops_extra", key, KNOWN_DIFFERENCES)


@pytest.mark.parametrize("key", check_ops.keys("ops_docfix"))
def test_docstring_example_neighbours(key):
    """MindSpore 2.10's docstring examples msbridge once got wrong, widened to their edge cases (golden/cases_ops_extra
    DOCFIX)."""
    check_ops.check("ops_docfix", key)
