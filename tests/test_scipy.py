"""``mindspore.scipy`` (msbridge/scipy) against MindSpore 2.10 (golden/cases_scipy.py, golden/scipy.json); the
gradients are checked with mindspore.numpy's in tests/test_numpy.py (golden/cases_numpy_grads.py)."""
import functools

import cases_scipy
import check_ops
import goldens
import pytest
import record_tensor

import msbridge

_K = (cases_scipy.PREFIX + "{}").format
# MindSpore results that contradict its own documentation: a bug, not copied
KNOWN_DIFFERENCES = {
    "scipy|" + _K("msl.lu(Tensor([[2., 5., 8.], [4., 2., 2.], [1., 7., 3.]]), permute_l=True)"):
        "MindSpore 2.10's lu(permute_l=True) multiplies its Int32 permutation by the Float32 L (TypeError); "
        "msbridge returns (P @ L, U) as documented",
}


@functools.lru_cache(maxsize=None)
def _golden():
    return goldens.load("scipy")


@pytest.mark.parametrize("key", goldens.cases(_golden()))
def test_recorded(key):
    actual = record_tensor.outcome(record_tensor.case_of(cases_scipy.CASES, key), msbridge)
    check_ops.expect_match(goldens.outcome_difference(actual, _golden()[key]), KNOWN_DIFFERENCES.get(key))


def test_importing_msbridge_leaves_scipy_unloaded():
    import subprocess
    import sys
    code = "import sys, msbridge; print('msbridge.scipy' in sys.modules)"
    assert subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                          check=True).stdout.strip() == "False"


def test_linear_sum_assignment_is_optimal():
    """Beyond the goldens: on random integer cost matrices (square, wide and tall) the assignment's total equals
    the best total over all assignments, found by brute force."""
    import itertools

    import numpy as np

    import msbridge.scipy.optimize as mso
    rng = np.random.default_rng(17)
    for _ in range(60):
        cost = rng.integers(0, 9, (rng.integers(1, 5), rng.integers(1, 5))).astype(np.float32)
        for maximize in (False, True):
            rows, cols = mso.linear_sum_assignment(msbridge.Tensor(cost), maximize)
            total = cost[rows.asnumpy(), cols.asnumpy()].sum()
            m, n = cost.shape
            pick = max if maximize else min
            best = pick(sum(cost[i, j] for i, j in zip(range(m), perm)) for perm in itertools.permutations(range(n), m)) \
                if m <= n else pick(sum(cost[i, j] for i, j in zip(perm, range(n)))
                                    for perm in itertools.permutations(range(m), n))
            assert total == best and len(rows) == min(m, n)
