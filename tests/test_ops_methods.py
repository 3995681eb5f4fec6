"""Tensor methods of the ops families (msbridge.ops.tensor_method's table) against MindSpore 2.10."""
import check_ops
import pytest

KNOWN_DIFFERENCES = {
    "more_methods|x_f32.igamma(y_f32 + 4)": "MindSpore gives NaN for igamma(0, x); torch gives the limit 1",
    "more_methods|x_f32.igammac(y_f32 + 4)": "MindSpore gives NaN for igammac(0, x); torch gives the limit 0",
    "more_methods|x_f32.quantile(0.5)": "MindSpore 2.10 CPU Quantile fails (RuntimeError); msbridge computes it",
    "more_methods|x_f32.nanquantile(0.5)": "MindSpore 2.10 CPU Quantile fails (RuntimeError); msbridge computes it",
    "methods|x_f32.addcdiv(x_f32, y_f32)": "MindSpore 2.10 has no CPU AddcdivExt kernel; msbridge computes it",
    "methods|x_f32.roll(1, 1)": "MindSpore 2.10 has no CPU Roll kernel; msbridge computes torch.roll",
}


@pytest.mark.parametrize("key", check_ops.keys("ops_methods"))
def test_recorded(key):
    check_ops.check("ops_methods", key, KNOWN_DIFFERENCES)
