"""Records forward values and gradients of ``mindspore.numpy`` (cases_numpy_grads.py) from MindSpore 2.10 into
numpy_grads.json (``case.<name>``: the number of gradients, or ``error.<name>``) and numpy_grads.npz, as
record_grads.py does for the other front doors.

    ONEDNN_MAX_CPU_ISA=AVX2 /tmp/msenv/bin/python tests/golden/record_numpy_grads.py
"""
from cases_grads import evaluate
from cases_numpy_grads import CASES
from record_grads import write_case
from recorder import Recorder, _first_line

if __name__ == "__main__":
    import mindspore

    rec = Recorder("numpy_grads")
    for name in CASES:
        try:
            inputs, out, cot, grads = evaluate(mindspore, name, cases=CASES)
        except Exception as exc:  # noqa: BLE001 - we record whatever MindSpore raises
            rec.value("error." + name, {"error": type(exc).__name__, "message": _first_line(exc)[:300]})
            continue
        write_case(rec, name, inputs, out, cot, grads)
    rec.save()
    print("numpy_grads", len(CASES))
