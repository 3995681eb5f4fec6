"""Records ``mindspore.scipy`` (cases_scipy.py) from real MindSpore 2.10 into scipy.json.

    ONEDNN_MAX_CPU_ISA=AVX2 /tmp/msenv/bin/python tests/golden/record_scipy.py
"""
import cases_scipy
from record_tensor import record_cases

if __name__ == "__main__":
    import mindspore
    from mindspore.common.api import _pynative_executor

    from recorder import Recorder

    rec = Recorder("scipy")
    record_cases(rec, cases_scipy.CASES, mindspore, _pynative_executor.sync)
    rec.save()
    print("scipy", len(rec.values))
