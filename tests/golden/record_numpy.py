"""Records ``mindspore.numpy`` (cases_numpy.py) from real MindSpore 2.10 into numpy.json.

    ONEDNN_MAX_CPU_ISA=AVX2 /work/msvenv/bin/python tests/golden/record_numpy.py
"""
import cases_numpy
from record_tensor import record_cases

if __name__ == "__main__":
    import mindspore
    from mindspore.common.api import _pynative_executor

    from recorder import Recorder

    rec = Recorder("numpy")
    record_cases(rec, cases_numpy.CASES, mindspore, _pynative_executor.sync)
    rec.save()
    print("numpy", len(rec.values))
