"""msbridge gives numpy 1.x's results (what MindSpore 2.10 runs on) under numpy 1.x and 2.x alike.

The expected values were measured with numpy 1.26.4, MindSpore 2.10's numpy; the MindSpore-level behaviours
(metrics, Constant, Tensor printing, callbacks) are covered by the goldens in test_metrics/test_initializer/
test_tensor/test_callbacks. This file checks the helpers and the process-wide printing switch."""
import os
import subprocess
import sys

import numpy as np
import pytest

from msbridge._numpy_compat import fill_value, legacy_printing, strong

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

# (value, dtype, what numpy 1.26's ndarray.fill stored)
FILLS = [(300, np.uint8, 44), (-3.7, np.uint8, 253), (1e10, np.int32, 1410065408), (-1, np.uint64, 2 ** 64 - 1),
         (2 ** 63 + 5, np.uint64, 2 ** 63 + 5), (np.array([300]), np.uint8, 44), (np.array([3.0]), np.float32, 3.0),
         (True, np.float32, 1.0), (300, np.bool_, True), (3.9, np.int16, 3)]


@pytest.mark.parametrize("value, dtype, expected", FILLS)
def test_fill_value_is_numpy1_fill(value, dtype, expected):
    result = fill_value(value, dtype)
    assert result.dtype == np.dtype(dtype) and result == expected


@pytest.mark.parametrize("value, error", [(float("nan"), ValueError), (float("inf"), OverflowError),
                                          (2 ** 64, OverflowError)])
def test_fill_value_errors_as_numpy1(value, error):
    with pytest.raises(error):
        fill_value(value, np.int32)


# (expression of a numpy scalar and a Python number, numpy 1.26's result dtype)
PROMOTIONS = [(lambda: strong(0) + np.float16(1), np.float64), (lambda: np.float32(1) / strong(3), np.float64),
              (lambda: np.float32(1) * strong(1.0), np.float64), (lambda: strong(True) + np.float32(1), np.float32),
              (lambda: np.int32(1) + strong(1), np.int64)]


@pytest.mark.parametrize("index", range(len(PROMOTIONS)))
def test_strong_python_numbers_promote_as_numpy1(index):
    expression, dtype = PROMOTIONS[index]
    assert expression().dtype == dtype


def test_legacy_printing_restores_user_options():
    before = np.get_printoptions()
    with legacy_printing():
        assert str(np.array(123456789.0, np.float32)) == "123456790.0"
        assert repr({"a": np.float64(0.25)}) == "{'a': 0.25}"
    assert np.get_printoptions() == before


def test_standing_in_for_mindspore_prints_numpy_scalars_as_numpy1(tmp_path):
    script = tmp_path / "prints.py"
    script.write_text("import numpy as np\nimport mindspore\nprint({'acc': np.float64(0.5), "
                      "'loss': np.float32(0.25)}, np.array(123456789.0, np.float32))\n")
    env = dict(os.environ, PYTHONPATH=os.pathsep.join(filter(None, [ROOT, os.environ.get("PYTHONPATH")])))
    out = subprocess.run([sys.executable, "-m", "msbridge", str(script)], capture_output=True, text=True, env=env,
                         check=True).stdout
    assert out == "{'acc': 0.5, 'loss': 0.25} 123456790.0\n"
