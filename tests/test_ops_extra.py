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


_NAN_SKIPPED = ("MindSpore 2.10's CPU kernels for max/min along an axis (ops.max/min, aminmax, ArgMaxWithValue, "
                "Tensor.max/min, argmax/argmin_with_value) scan each slice from its first element and never let a "
                "later NaN win; msbridge propagates NaN as torch and numpy do: finding NaNs costs a pass and a host "
                "synchronization per call (2.2x ops.max's time) and a graph break under torch.compile")
DOCFIX_DIFFERENCES = {key: _NAN_SKIPPED for key in check_ops.keys("ops_docfix")
                      if "float('nan')" in key and any(op in key.lower() for op in ("max", "min"))}


@pytest.mark.parametrize("key", check_ops.keys("ops_docfix"))
def test_docstring_example_neighbours(key):
    """MindSpore 2.10's docstring examples msbridge once got wrong, widened to their edge cases (golden/cases_ops_extra
    DOCFIX)."""
    check_ops.check("ops_docfix", key, DOCFIX_DIFFERENCES)
