"""Records golden/cases_ops_sparse_optim.py from real MindSpore 2.10 into ops_sparse_optim.json. Each ``coalesce``
case runs in a process of its own: MindSpore 2.10's CPU Coalesce kernel keeps the entries of earlier calls in one
process, so only a process's first call gives the coalesced tensor.

Run with MindSpore's venv::

    ONEDNN_MAX_CPU_ISA=AVX2 /tmp/msenv/bin/python tests/golden/record_sparse_optim.py
"""
import json
import subprocess
import sys

import cases_ops_sparse_optim
from record_tensor import case_of, outcome, record_cases

AREA = "ops_sparse_optim"
_FRESH = "coalesce"  # the group recorded one case per process


def _in_child(key):
    out = subprocess.run([sys.executable, __file__, "--case", key], capture_output=True, text=True, check=True)
    return json.loads(out.stdout.strip().splitlines()[-1])


if __name__ == "__main__":
    import mindspore
    from mindspore.common.api import _pynative_executor

    from recorder import Recorder

    if sys.argv[1:2] == ["--case"]:
        print(json.dumps(outcome(case_of(cases_ops_sparse_optim.CASES, sys.argv[2]), mindspore,
                                 _pynative_executor.sync)))
        sys.exit(0)
    rec = Recorder(AREA)
    for code in cases_ops_sparse_optim.CASES[_FRESH]:
        rec.value(f"{_FRESH}|{code}", _in_child(f"{_FRESH}|{code}"))
    record_cases(rec, {group: cases for group, cases in cases_ops_sparse_optim.CASES.items() if group != _FRESH},
                 mindspore, _pynative_executor.sync)
    rec.save()
    print(AREA, len(rec.values))
