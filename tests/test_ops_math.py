"""ops math family against MindSpore 2.10 (golden/cases_ops_*.py, recorded by golden/record_ops.py)."""
import check_ops
import pytest

KNOWN_DIFFERENCES = {
    'math|ops.bitwise_left_shift(x_i32, y_i32)':
        'negative shift counts: MindSpore wraps them modulo the bit width, torch gives 0',
    'math|ops.round(x_f32, decimals=1)':
        'MindSpore 2.10 CPU Round supports only decimals=0; msbridge rounds to the given decimals',
    'math|ops.sinc(x_bool)':
        'MindSpore 2.10 gives NaN for sinc(False); msbridge gives sinc(0) = 1',
    'math|ops.sinc(x_f16)':
        'MindSpore computes float16 sinc in float16 (3e-4 instead of 0 at integers)',
}


@pytest.mark.parametrize("key", check_ops.keys("ops_math"))
def test_recorded(key):
    check_ops.check("ops_math", key, KNOWN_DIFFERENCES)
