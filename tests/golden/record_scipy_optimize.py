"""Records ``mindspore.scipy.optimize.minimize`` and ``line_search`` (cases_scipy_optimize.py) from real MindSpore
2.10 into scipy_optimize.json.

    ONEDNN_MAX_CPU_ISA=AVX2 /tmp/msenv/bin/python tests/golden/record_scipy_optimize.py [GROUP ...]

With GROUP names, only those groups of cases_scipy_optimize.CASES are recorded again and the others kept (MindSpore's
PyNative mode takes about half an hour for them all).
"""
import json
import os
import sys

import cases_scipy_optimize
from record_tensor import record_cases

if __name__ == "__main__":
    import mindspore
    from mindspore.common.api import _pynative_executor

    from recorder import Recorder

    rec = Recorder("scipy_optimize")
    groups = sys.argv[1:] or list(cases_scipy_optimize.CASES)
    if sys.argv[1:]:
        with open(os.path.join(os.path.dirname(os.path.abspath(__file__)), "scipy_optimize.json")) as f:
            rec.values = {k: v for k, v in json.load(f).items() if k.split("|", 1)[0] not in groups}
    record_cases(rec, {g: cases_scipy_optimize.CASES[g] for g in groups}, mindspore, _pynative_executor.sync)
    rec.save()
    print("scipy_optimize", len(rec.values))
