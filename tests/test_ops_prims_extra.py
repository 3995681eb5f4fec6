"""Issue 17, more primitive classes (golden/cases_ops_prims_extra.py): UniqueWithPad / unique_with_pad, ListDiff,
ParallelConcat, GatherV2, ScatterAddWithAxis, LogSpace, NuclearNorm, Histogram, ACos and Eps against MindSpore
2.10 (values, errors, gradients)."""
import check_ops
import pytest

_NO_BPROP = "MindSpore 2.10 defines no bprop for {} (a RuntimeError); msbridge gives torch's gradient"
KNOWN_DIFFERENCES = {"grads|nuclear_norm": _NO_BPROP.format("NuclearNorm"),
                     "grads|parallel_concat": _NO_BPROP.format("ParallelConcat")}


@pytest.mark.parametrize("key", check_ops.keys("ops_prims_extra"))
def test_recorded(key):
    check_ops.check("ops_prims_extra", key, KNOWN_DIFFERENCES)
