"""Record mindspore.nn.probability.distribution behaviour from real MindSpore 2.10.

    /tmp/msenv/bin/python tests/golden/record_nn_probability.py

The cases live in cases_nn_probability.py; this writes nn_probability.json and nn_probability.npz.
"""
import cases_nn_probability as cases
from recorder import record_in_process

if __name__ == "__main__":
    record_in_process("nn_probability", cases)
