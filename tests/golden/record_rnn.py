"""Record the recurrent layers (nn.RNN/LSTM/GRU, RNNCell/LSTMCell/GRUCell) from real MindSpore 2.10.

    ONEDNN_MAX_CPU_ISA=AVX2 /work/msvenv/bin/python tests/golden/record_rnn.py

The cases live in cases_rnn.py; this writes rnn.json (``value.<case>``, ``array.<case>`` dtypes and shapes,
``error.<case>``) and rnn.npz (``<case>.<i>``). Every ERRORS case runs in a process of its own: MindSpore
2.10 reports some kernel errors late, and after a failed kernel the next, unrelated call in the same process can
fail with the stale error.
"""
from cases_rnn import ARRAYS, ERRORS, VALUES, as_arrays, run
from recorder import record_tables

if __name__ == "__main__":
    record_tables("rnn", __file__, run, VALUES, ARRAYS, ERRORS, as_arrays)
