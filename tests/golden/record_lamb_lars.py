"""Record nn.Lamb / nn.LARS construction, state and errors from real MindSpore 2.10 (their updates have no CPU
kernel there).

    ONEDNN_MAX_CPU_ISA=AVX2 /work/msvenv/bin/python tests/golden/record_lamb_lars.py
"""
from cases_lamb_lars import ERRORS, VALUES
from cases_optim import as_json, run
from recorder import record_tables

if __name__ == "__main__":
    record_tables("lamb_lars", __file__, run, VALUES, {}, ERRORS, as_json=as_json)
