"""Record mindspore.experimental.optim and its lr_scheduler from real MindSpore 2.10.

    ONEDNN_MAX_CPU_ISA=AVX2 /tmp/msenv/bin/python tests/golden/record_experimental_optim.py

Writes experimental_optim.json and .npz as record_optim.py does (each error case in a process of its own).
"""
from cases_experimental_optim import ARRAYS, ERRORS, VALUES, as_arrays, as_json, run
from cases_optim import flat
from recorder import record_tables

if __name__ == "__main__":
    record_tables("experimental_optim", __file__, run, VALUES, ARRAYS, ERRORS, as_arrays, as_json,
                  store=lambda rec, name, arrays: rec.array(name, flat(arrays)))
