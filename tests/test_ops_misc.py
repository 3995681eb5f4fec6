"""Issue 17, assorted ``ops`` names (golden/cases_ops_misc.py): dyn_shape, deepcopy, cond, PyFunc, Reusing, Morph,
jet, derivative and linearize against MindSpore 2.10 (values, errors, gradients); MoveTo / move_to and
FloatStatus from MindSpore's docstring examples."""
import check_ops
import numpy as np
import pytest

import msbridge as ms
from msbridge import ops

KNOWN_DIFFERENCES = {}


@pytest.mark.parametrize("key", check_ops.keys("ops_misc"))
def test_recorded(key):
    check_ops.check("ops_misc", key, KNOWN_DIFFERENCES)


# MoveTo and FloatStatus have no kernel in MindSpore 2.10's CPU build ("Unsupported op"): their values are those of
# MindSpore's docstring examples (MoveTo: [1 2 3], Int64 kept; FloatStatus: [1.] for [nan, 1, -inf]) and the rule
# it states (0 for finite values, a (1,) Float32 output, TypeError for other dtypes).
def test_move_to_copies_to_the_cpu():
    x = ms.Tensor([1, 2, 3], ms.int64)
    for y in (ops.move_to(x, "CPU"), ops.MoveTo()(x, "CPU"), ops.move_to(x), ops.functional.move_to(x, blocking=False)):
        assert y.dtype == ms.int64 and y.asnumpy().tolist() == [1, 2, 3]
        y[0] = 7
        assert x.asnumpy().tolist() == [1, 2, 3]
    assert ops.move_to([1.5, 2.0]).asnumpy().tolist() == [1.5, 2.0]
    assert ops.move_to((1, 2)).dtype == ms.int64


def test_move_to_checks_its_arguments():
    x = ms.Tensor([1, 2, 3], ms.int64)
    with pytest.raises(ValueError, match="'to' must be one of"):
        ops.move_to(x, "NPU")
    with pytest.raises(ValueError, match="'blocking' must be bool"):
        ops.MoveTo()(x, "CPU", 1)
    with pytest.raises(RuntimeError, match="same with device target"):
        ops.move_to(x, "Ascend")
    with pytest.raises(TypeError, match="move_to"):
        ops.move_to(3)


def test_float_status():
    status = ops.FloatStatus()
    bad = status(ms.Tensor(np.array([np.nan, 1, -np.inf]), ms.float32))
    assert (bad.dtype, bad.shape, bad.asnumpy().tolist()) == (ms.float32, (1,), [1.0])
    assert status(ms.Tensor(np.array([[1e30, -2.0]]), ms.float64)).asnumpy().tolist() == [0.0]
    assert status(ms.Tensor(np.array([np.inf]), ms.float16)).asnumpy().tolist() == [1.0]
    with pytest.raises(TypeError, match="FloatStatus"):
        status(ms.Tensor([1, 2], ms.int32))
