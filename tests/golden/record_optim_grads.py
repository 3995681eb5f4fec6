"""Record cases_optim_grads.py from real MindSpore 2.10, each case in a process of its own (MindSpore can re-raise
a failed kernel's stale error in the next call of the same process):

    ONEDNN_MAX_CPU_ISA=AVX2 /tmp/msenv/bin/python tests/golden/record_optim_grads.py

writes optim_grads.json (``<case>``: the record ``cases_optim_grads.run`` returns).
"""
import json
import os
import subprocess
import sys
from concurrent.futures import ThreadPoolExecutor

from cases_optim_grads import CASES, run

HERE = os.path.dirname(os.path.abspath(__file__))

if __name__ == "__main__":
    if sys.argv[1:2] == ["--case"]:
        import mindspore
        print(json.dumps(run(mindspore, sys.argv[2])))
        sys.exit(0)

    def child(case):
        out = subprocess.run([sys.executable, __file__, "--case", case], capture_output=True, text=True, check=True)
        return json.loads(out.stdout.strip().splitlines()[-1])
    with ThreadPoolExecutor(2) as pool:
        records = dict(zip(CASES, pool.map(child, CASES)))
    with open(os.path.join(HERE, "optim_grads.json"), "w") as f:
        json.dump(records, f, indent=1, sort_keys=True)
