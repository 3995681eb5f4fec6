"""Issues 17/18, names slice (golden/cases_ops_names.py): ops.stft / ops.STFT, the Apply* / SparseApply* /
FusedSparse* optimizer primitives that MindSpore 2.10 runs on CPU, and nn.Unfold, against MindSpore 2.10."""
import check_ops
import pytest

# MindSpore 2.10's CPU kernels of ApplyFtrl and ApplyAdagradDA shrink a negative accumulated value the wrong way
# (ApplyFtrl: var = (l1 - linear) / quadratic for linear < -l1; ApplyAdagradDA: accumulator - l1 * step for a
# negative accumulator, no shrink to 0); msbridge computes the FTRL / AdagradDA update as their documented formulas
# (and SparseApplyFtrl, which MindSpore computes so) do: docs/compat.md
_SHRINK = "MindSpore 2.10's CPU kernel shrinks negative values the wrong way (docs/compat.md)"
KNOWN_DIFFERENCES = {"apply|ftrl_l1_l2": _SHRINK, "apply|ftrl_power": _SHRINK, "apply|adagrad_da": _SHRINK,
                     "stft_grad|stft_power": "MindSpore 2.10 has no gradient for STFT (RuntimeError: bprop not "
                                             "defined); msbridge differentiates torch.stft (docs/compat.md)"}


@pytest.mark.parametrize("key", check_ops.keys("ops_names"))
def test_recorded(key):
    check_ops.check("ops_names", key, KNOWN_DIFFERENCES)
