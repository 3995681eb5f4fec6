"""Record the recurrent layers (nn.RNN/LSTM/GRU, RNNCell/LSTMCell/GRUCell) from real MindSpore 2.10.

    ONEDNN_MAX_CPU_ISA=AVX2 /work/msvenv/bin/python tests/golden/record_rnn.py

The cases live in cases_rnn.py; this writes rnn.json (``value.<case>``, ``array.<case>`` dtypes and shapes,
``error.<case>``) and rnn.npz (``<case>.<i>``). Every ERRORS case runs in a process of its own: MindSpore
2.10 reports some kernel errors late, and after a failed kernel the next, unrelated call in the same process can
fail with the stale error.
"""
from cases_rnn import ARRAYS, ERRORS, VALUES, as_arrays, run
from recorder import Recorder, _first_line, serve_error


def _run(mindspore, name, code):
    try:
        return run(mindspore, code)
    except Exception as exc:
        raise AssertionError(f"case {name} failed on MindSpore: {_first_line(exc)}") from exc


def main():
    import mindspore
    rec = Recorder("rnn")
    for name, code in VALUES.items():
        rec.value("value." + name, _run(mindspore, name, code))
    for name, code in ARRAYS.items():
        arrays = as_arrays(_run(mindspore, name, code))
        rec.value("array." + name, [[str(a.dtype), list(a.shape)] for a in arrays])
        for i, arr in enumerate(arrays):
            rec.array(f"{name}.{i}", arr)
    rec.errors_in_children(__file__, list(ERRORS))
    rec.save()


def _error_case(name):
    import mindspore
    run(mindspore, ERRORS[name])


if __name__ == "__main__" and not serve_error(_error_case):
    main()
