"""Record optimizer and learning-rate behaviour from real MindSpore 2.10.

    ONEDNN_MAX_CPU_ISA=AVX2 /work/msvenv/bin/python tests/golden/record_optim.py

The cases live in cases_optim.py; this writes optim.json (``value.<case>``, ``array.<case>`` dtypes and shapes,
``error.<case>``) and optim.npz (``<case>``: a case's arrays flattened into one float64 array, which keeps the
file small; the shapes and dtypes in the JSON split it again). Every ERRORS case runs in a process of its own:
after a failed kernel, MindSpore 2.10 can re-raise the stale error in the next, unrelated call of the same
process.
"""
from cases_optim import ARRAYS, ERRORS, VALUES, as_arrays, as_json, flat, run
from recorder import Recorder, serve_error


def main():
    import mindspore
    rec = Recorder("optim")
    rec.cases(mindspore, run, VALUES, ARRAYS, as_arrays, as_json,
              store=lambda name, arrays: rec.array(name, flat(arrays)))
    rec.errors_in_children(__file__, list(ERRORS))
    rec.save()


def _error_case(name):
    import mindspore
    run(mindspore, ERRORS[name])


if __name__ == "__main__" and not serve_error(_error_case):
    main()
