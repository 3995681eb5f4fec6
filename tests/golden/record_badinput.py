"""Record cases_badinput.py from real MindSpore 2.10:

    ONEDNN_MAX_CPU_ISA=AVX2 /tmp/msenv/bin/python tests/golden/record_badinput.py

writes badinput.json(.gz): ``<case>``: the record ``cases_badinput.run`` returns; ``unsupported``: the entries (a
case name less its variant) whose valid call MindSpore 2.10's CPU build cannot run or does not have, and
``crashed``: the cases that kill MindSpore's process; both are left out of the suite.

MindSpore runs with ``pynative_synchronize=True``, so a kernel's error is raised by the call that launched it
(not re-raised by a later, unrelated call). The cases run in processes of about 300; a process that crashes is
run again entry by entry, and an entry that crashes case by case.
"""
import json
import subprocess
import sys
from concurrent.futures import ThreadPoolExecutor

from cases_badinput import CASES, run
from recorder import Recorder


def _entry(name):
    """``layer.Dense`` for ``layer.Dense.x0.none``: the cases that share one valid call."""
    parts = name.split(".")
    return ".".join(parts[:3] if parts[0] == "transform" else parts[:2])


def _child(names):
    """The records of ``names`` run in a child process, or None when a signal ended it."""
    out = subprocess.run([sys.executable, __file__, "--cases", ",".join(names)], capture_output=True, text=True)
    if out.returncode < 0:
        return None
    if out.returncode:
        raise RuntimeError(out.stderr)
    return json.loads(out.stdout.strip().splitlines()[-1])


def _record(pool, groups):
    """The records of the case lists ``groups``, each in a process; a group that crashes split by entry, then by
    case; a case that crashes alone is ``{"error": "crashed"}``."""
    records, again = {}, []
    for names, found in zip(groups, pool.map(_child, groups)):
        if found is not None:
            records.update(found)
        elif len(names) == 1:
            records[names[0]] = {"error": "crashed"}
        else:
            entries = sorted({_entry(n) for n in names})
            if len(entries) > 1:
                again += [[n for n in names if _entry(n) == e] for e in entries]
            else:
                again += [[n] for n in names]
    if again:
        records.update(_record(pool, again))
    return records


if __name__ == "__main__":
    if sys.argv[1:2] == ["--cases"]:
        import mindspore
        mindspore.set_context(pynative_synchronize=True)
        print(json.dumps({n: run(mindspore, n) for n in sys.argv[2].split(",")}))
        sys.exit(0)
    names = list(CASES)
    with ThreadPoolExecutor(2) as pool:
        records = _record(pool, [names[i:i + 300] for i in range(0, len(names), 300)])
    entries = sorted({_entry(n) for n in CASES})
    unsupported = {e: records[f"{e}.valid"]["message"] for e in entries
                   if f"{e}.valid" in records and records[f"{e}.valid"]["error"]}
    crashed = sorted(n for n, r in records.items() if r["error"] == "crashed")
    rec = Recorder("badinput")
    for name in CASES:
        if _entry(name) not in unsupported and name not in crashed:
            rec.value(name, records[name])
    rec.value("unsupported", unsupported)
    rec.value("crashed", crashed)
    rec.save()
