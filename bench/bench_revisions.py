"""Before/after of a change: bench_core's and bench_ops's workloads measured from two source trees, alternately.

Run: git worktree add --detach /tmp/base <earlier commit>
     python bench/bench_revisions.py /tmp/base [ROUNDS]   (writes bench/results/revisions.md)

Each round runs both trees once, each in a fresh process that imports its own msbridge, so machine noise hits
both alike; the table gives each tree's median msbridge/torch ratio over the rounds and their quotient.
"""
import json
import os
import statistics
import subprocess
import sys

HERE = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

_MEASURE = """
import json, sys
sys.path.insert(0, {tree!r})
from bench import bench_core, bench_ops
from bench.common import compare
rows = {{}}
for name, pair in (("Dense(16,16) forward+backward", bench_core.dense_step_pair),
                   ("x + y, (4,4) float32", bench_core.add_pair)):
    rows[name] = compare(*pair())
for name, native, bridged in bench_ops.WORKLOADS:
    rows[name] = bench_ops.compare_min(native, bridged)
print(json.dumps(rows))
"""


def measure(tree):
    """{workload: (torch seconds, msbridge seconds, ratio)} from a fresh process importing ``tree``'s msbridge."""
    out = subprocess.run([sys.executable, "-c", _MEASURE.format(tree=tree)], cwd=tree, check=True,
                         capture_output=True, text=True).stdout
    return json.loads(out.strip().splitlines()[-1])


def main(base, rounds=3):
    runs = {"before": [], "after": []}
    for _ in range(rounds):
        runs["before"].append(measure(base))
        runs["after"].append(measure(HERE))
    names = [n for n in runs["after"][0] if n in runs["before"][0]]
    rows = []
    for name in names:
        before = statistics.median(r[name][2] for r in runs["before"])
        after = statistics.median(r[name][2] for r in runs["after"])
        rows.append(f"| {name} | {before:.3f} | {after:.3f} | {after / before:.3f} |")
    text = "\n".join([
        "# Before/after: msbridge/torch ratio per workload (bench_core and bench_ops, CPU, 1 thread)", "",
        f"before = {base} ({_commit(base)}), after = this tree ({_commit(HERE)}); median of {rounds} alternating "
        "rounds, each tree in its own process.", "",
        "| workload | ratio before | ratio after | after / before |", "|---|---|---|---|", *rows, ""])
    print(text)
    with open(os.path.join(HERE, "bench", "results", "revisions.md"), "w") as f:
        f.write(text)


def _commit(tree):
    return subprocess.run(["git", "rev-parse", "--short", "HEAD"], cwd=tree, capture_output=True,
                          text=True).stdout.strip()


if __name__ == "__main__":
    main(sys.argv[1], int(sys.argv[2]) if len(sys.argv) > 2 else 3)
