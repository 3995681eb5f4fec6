"""Records ``mindspore.scipy.optimize.minimize`` and ``line_search`` (cases_scipy_optimize.py) from real MindSpore
2.10 into scipy_optimize.json.

    ONEDNN_MAX_CPU_ISA=AVX2 /tmp/msenv/bin/python tests/golden/record_scipy_optimize.py
"""
import cases_scipy_optimize
from record_tensor import record_cases

if __name__ == "__main__":
    import mindspore
    from mindspore.common.api import _pynative_executor

    from recorder import Recorder

    rec = Recorder("scipy_optimize")
    record_cases(rec, cases_scipy_optimize.CASES, mindspore, _pynative_executor.sync)
    rec.save()
    print("scipy_optimize", len(rec.values))
