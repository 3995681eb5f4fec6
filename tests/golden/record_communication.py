"""Record ``mindspore.communication`` without ``init`` from real MindSpore 2.10.

    ONEDNN_MAX_CPU_ISA=AVX2 /work/msvenv/bin/python tests/golden/record_communication.py

Every case runs in a child process whose environment holds only the case's variables (of ENV_NAMES): MindSpore
reads them at import and keeps its communication state for the life of the process.
"""
import json
import os
import subprocess
import sys

from cases_communication import ENV_NAMES, ERRORS, VALUES, run
from recorder import Recorder, error_record


def _child(table, name):
    env, _ = table[name]
    clean = {k: v for k, v in os.environ.items() if k not in ENV_NAMES}
    out = subprocess.run([sys.executable, __file__, "--case", name], capture_output=True, text=True, check=True,
                         env={**clean, **env})
    return json.loads(out.stdout.strip().splitlines()[-1])


def main():
    rec = Recorder("communication")
    for name in VALUES:
        rec.value("value." + name, _child(VALUES, name))
    for name in ERRORS:
        rec._store_error("error." + name, _child(ERRORS, name))
    rec.save()


def _serve(name):
    from mindspore import communication
    if name in VALUES:
        print(json.dumps(run(communication, VALUES[name][1])))
    else:
        print(json.dumps(error_record(lambda: run(communication, ERRORS[name][1]))))


if __name__ == "__main__":
    if sys.argv[1:2] == ["--case"]:
        _serve(sys.argv[2])
    else:
        main()
