"""Before/after of a change: the same workloads on two source trees, interleaved batch by batch in one run.

Run: git worktree add --detach /tmp/base <earlier commit>   (or: git archive <commit> | tar -x -C /tmp/base)
     python bench/bench_revisions.py /tmp/base [ROUNDS [BASE_COMMIT]]   (writes bench/results/revisions.md)
     (needs valgrind and gcc for the instruction counts)

One worker process per tree imports that tree's msbridge (and nothing of its bench/: the workloads are this
file's, so both trees run the same code) and builds every workload once. Each round asks both workers in turn
(the order alternating between rounds) for one batch of each workload, sized to about 20 ms, and times it in
the worker with ``time.process_time``; only one worker runs at a time. A round's after/before quotient pairs two
batches measured a few milliseconds apart, so load from other processes hits both alike; the table gives the
median quotient over the rounds and its 10th-90th percentile spread. The torch rows run the same torch code in
both workers: their quotient shows the noise floor of the run.

Wall-clock quotients on a shared machine have a noise floor of a few percent; the same workloads are also counted
in instructions per call under callgrind (``count_instructions``), which repeats to the instruction whatever the
load, once the C allocator's share (which depends on the heap's history) is set apart.
"""
import json
import os
import statistics
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
BATCH_SECONDS = 0.02

_WORKLOADS = r'''
import json, sys, time
sys.path.insert(0, sys.argv[1])
import torch
torch.set_num_threads(1)
import msbridge as ms

torch.manual_seed(0)
A, B = torch.randn(4, 4), torch.randn(4, 4)
X, Y = ms.Tensor.from_torch(A), ms.Tensor.from_torch(B)
A64 = A.double()
X64 = ms.Tensor.from_torch(A64)
ops = ms.ops


def dense_step():
    native = torch.nn.Linear(16, 16)
    cell = ms.nn.Dense(16, 16)
    with torch.no_grad():
        cell.weight._t.copy_(native.weight)
        cell.bias._t.copy_(native.bias)
    x_t = torch.randn(8, 16)
    x = ms.Tensor.from_torch(x_t)
    native_params, cell_params = list(native.parameters()), [p._t for p in cell.trainable_params()]
    return (lambda: torch.autograd.grad(native(x_t).sum(), native_params),
            lambda: torch.autograd.grad(cell(x).sum()._t, cell_params))


def train_step(optimizer):
    native = torch.nn.Linear(16, 16)
    torch_opt = {"SGD": lambda p: torch.optim.SGD(p, lr=0.01),
                 "Momentum": lambda p: torch.optim.SGD(p, lr=0.01, momentum=0.9)}[optimizer](native.parameters())
    loss_fn = torch.nn.MSELoss()
    x_t, y_t = torch.randn(8, 16), torch.randn(8, 16)

    def run_native():
        torch_opt.zero_grad()
        loss = loss_fn(native(x_t), y_t)
        loss.backward()
        torch_opt.step()
        return loss.detach()
    net = ms.nn.Dense(16, 16)
    opt = {"SGD": lambda p: ms.nn.SGD(p, learning_rate=0.01),
           "Momentum": lambda p: ms.nn.Momentum(p, learning_rate=0.01, momentum=0.9)}[optimizer](
        net.trainable_params())
    step = ms.nn.TrainOneStepCell(ms.nn.WithLossCell(net, ms.nn.MSELoss()), opt)
    x, y = ms.Tensor.from_torch(x_t), ms.Tensor.from_torch(y_t)
    return run_native, lambda: step(x, y)


PAIRS = {  # name: (torch call, msbridge call)
    "Dense(16,16) forward+backward": dense_step(),
    "Dense(16,16) TrainOneStepCell step, SGD": train_step("SGD"),
    "Dense(16,16) TrainOneStepCell step, Momentum": train_step("Momentum"),
    "x + y, (4,4) float32": (lambda: A + B, lambda: X + Y),
    "x * 2.5, (4,4) float32": (lambda: A * 2.5, lambda: X * 2.5),
    "x * 2.5, (4,4) float64": (lambda: A64 * 2.5, lambda: X64 * 2.5),
    "ops.clamp(x, 0.1, 0.9)": (lambda: torch.clamp(A, 0.1, 0.9), lambda: ops.clamp(X, 0.1, 0.9)),
    "ops.sin(x)": (lambda: torch.sin(A), lambda: ops.sin(X)),
    "ops.add(x, y)": (lambda: torch.add(A, B), lambda: ops.add(X, Y)),
    "ops.mul(x, y)": (lambda: torch.mul(A, B), lambda: ops.mul(X, Y)),
    "ops.equal(x, y)": (lambda: torch.eq(A, B), lambda: ops.equal(X, Y)),
    "ops.atan2(x, y)": (lambda: torch.atan2(A, B), lambda: ops.atan2(X, Y)),
    "ops.sum(x, 1)": (lambda: torch.sum(A, 1), lambda: ops.sum(X, 1)),
    "ops.gelu(x)": (lambda: torch.nn.functional.gelu(A), lambda: ops.gelu(X)),
    "mint.sin(x)": (lambda: torch.sin(A), lambda: ms.mint.sin(X)),
}
FNS = {}
for name, (native, bridged) in PAIRS.items():
    FNS["torch: " + name], FNS[name] = native, bridged
for fn in FNS.values():
    for _ in range(200):
        fn()
'''

_WORKER = _WORKLOADS + r'''
print(json.dumps(list(FNS)), flush=True)
for line in sys.stdin:
    name, calls = json.loads(line)
    fn = FNS[name]
    start = time.process_time()
    for _ in range(calls):
        fn()
    print(json.dumps(time.process_time() - start), flush=True)
'''

# Instruction counts: the worker runs under callgrind with instrumentation off (imports and warm-up at valgrind's
# uninstrumented speed), then for each workload collects two windows of CALLS and 2 * CALLS calls, each started
# from a fresh gc state, and dumps each window's counts to a file of its own; (2N window - N window) / N is the
# per-call count, free of the constant cost of the window's start and end. The objects alive after the warm-up
# are frozen (gc.freeze): the collections in a window traverse what the calls allocate, not the whole heap of
# torch and msbridge, which differs between the trees.
_COUNTER = _WORKLOADS + r"""
import ctypes, gc
cg = ctypes.CDLL(sys.argv[2])
op_calls, step_calls = json.loads(sys.argv[3])
gc.collect()
gc.freeze()
cg.cg_start()
windows = {}
for name, fn in FNS.items():
    windows[name] = n = step_calls if "Dense" in name else op_calls
    for window in (n, 2 * n):
        gc.collect()
        cg.cg_zero()
        for _ in range(window):
            fn()
        cg.cg_dump()
print(json.dumps(windows), flush=True)
"""

_CALLGRIND_C = """
#include <valgrind/callgrind.h>
void cg_start(void) { CALLGRIND_START_INSTRUMENTATION; }
void cg_zero(void) { CALLGRIND_ZERO_STATS; }
void cg_dump(void) { CALLGRIND_DUMP_STATS; }
"""
CALLS = 500  # calls in an instruction-count window; the Dense(16,16) workloads take STEP_CALLS
STEP_CALLS = 50


class _Worker:
    """A process that imports ``tree``'s msbridge and times batches of its workloads on request."""

    def __init__(self, tree):
        self.proc = subprocess.Popen([sys.executable, "-c", _WORKER, tree], cwd=tree, stdin=subprocess.PIPE,
                                     stdout=subprocess.PIPE, text=True)
        self.names = json.loads(self.proc.stdout.readline())

    def time(self, name, calls):
        self.proc.stdin.write(json.dumps([name, calls]) + "\n")
        self.proc.stdin.flush()
        return float(self.proc.stdout.readline())

    def close(self):
        self.proc.stdin.close()
        self.proc.wait()


def count_instructions(trees, out_dir):
    """{tree: {workload: (instructions per call, of them in the C allocator)}}: each tree's workloads run under
    callgrind, the trees in parallel."""
    lib = os.path.join(out_dir, "cg.so")
    with open(os.path.join(out_dir, "cg.c"), "w") as f:
        f.write(_CALLGRIND_C)
    subprocess.run(["gcc", "-O1", "-shared", "-fPIC", "-o", lib, os.path.join(out_dir, "cg.c")], check=True)
    env = dict(os.environ, PYTHONHASHSEED="0")
    procs = {}
    for i, tree in enumerate(trees):
        prefix = os.path.join(out_dir, f"tree{i}")
        procs[tree] = (prefix, subprocess.Popen(
            ["valgrind", "--tool=callgrind", "--instr-atstart=no", "--compress-strings=no", "--dump-line=no",
             f"--callgrind-out-file={prefix}.out", sys.executable, "-c", _COUNTER, tree, lib,
             json.dumps([CALLS, STEP_CALLS])],
            cwd=tree, env=env, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True))
    counts = {}
    for tree, (prefix, proc) in procs.items():
        windows = json.loads(proc.communicate()[0].splitlines()[-1])
        dumps = [_dump_counts(f"{prefix}.out.{k}") for k in range(1, 2 * len(windows) + 1)]
        counts[tree] = {name: tuple((dumps[2 * j + 1][i] - dumps[2 * j][i]) / n for i in (0, 1))
                        for j, (name, n) in enumerate(windows.items())}
    return counts


def _dump_counts(path):
    """(all instructions, those in glibc's allocator) of one callgrind dump: the sum of every function's own cost,
    the allocator's being the functions of glibc's malloc/ sources."""
    total = allocator = 0
    source, in_allocator, inclusive = "", False, False
    with open(path) as f:
        for line in f:
            if line.startswith("fl="):
                source = line
            elif line.startswith("fn="):
                in_allocator = "/malloc/" in source
            elif line.startswith("calls="):
                inclusive = True  # the next cost line is the call's inclusive cost, counted in the callee
            elif line[:1].isdigit() or line[:1] in "+-*":
                fields = line.split()
                if inclusive:
                    inclusive = False
                elif len(fields) > 1:
                    total += int(fields[1])
                    allocator += int(fields[1]) if in_allocator else 0
    return total, allocator


def _percentile(values, q):
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(q * (len(ordered) - 1)))]


def time_rows(base, rounds):
    """The wall-clock table's rows: per-call CPU time of each workload in both trees, interleaved."""
    before, after = _Worker(base), _Worker(HERE)
    names = [n for n in after.names if n in before.names]
    calls = {n: max(1, round(BATCH_SECONDS * 50 / max(after.time(n, 50), 1e-6))) for n in names}
    per_call = {n: {"before": [], "after": []} for n in names}
    quotients = {n: [] for n in names}
    for r in range(rounds):
        for name in names:
            order = (("before", before), ("after", after)) if r % 2 == 0 else (("after", after), ("before", before))
            got = {side: worker.time(name, calls[name]) / calls[name] for side, worker in order}
            for side in got:
                per_call[name][side].append(got[side])
            quotients[name].append(got["after"] / got["before"])
    before.close()
    after.close()
    medians = {n: [statistics.median(per_call[n][side]) * 1e6 for side in ("before", "after")] for n in names}
    rows = []
    for name in names:
        (b, a), q = medians[name], quotients[name]
        rows.append(f"| {name} | {b:.2f} | {a:.2f} | {statistics.median(q):.3f} | "
                    f"{_percentile(q, 0.1):.3f} - {_percentile(q, 0.9):.3f} | {_to_torch(medians, name)} |")
    return rows


def count_rows(base):
    """The instruction table's rows: instructions per call of each workload in both trees (callgrind)."""
    with tempfile.TemporaryDirectory() as out_dir:
        counts = count_instructions([base, HERE], out_dir)
    own = {n: [total - allocator for total, allocator in (counts[base][n], counts[HERE][n])] for n in counts[HERE]}
    rows = []
    for name, (b_own, a_own) in own.items():
        b, a = counts[base][name][0], counts[HERE][name][0]
        rows.append(f"| {name} | {b_own:.0f} | {a_own:.0f} | {a_own / b_own:.4f} | {b:.0f} | {a:.0f} | {a / b:.4f} | "
                    f"{_to_torch(own, name)} |")
    return rows


def _to_torch(values, name):
    """msbridge's value over native torch's (the matching ``torch:`` row), after: ``values[name]`` is (before,
    after)."""
    native = values.get("torch: " + name)
    return "" if native is None else f"{values[name][1] / native[1]:.2f}"


def main(base, rounds=60, base_commit=None):
    timed = time_rows(base, rounds)
    counted = count_rows(base)
    text = "\n".join([
        "# Before/after: each workload on two trees (1 thread)", "",
        f"before = {base} ({base_commit or _commit(base)}), after = this tree ({_commit(HERE)}).", "",
        "## Instructions per call (callgrind: deterministic, independent of the machine's load)", "",
        f"Each tree's workloads run under callgrind after the same warm-up; a workload's count is (instructions of "
        f"2N calls - those of N calls) / N, N = {CALLS} ({STEP_CALLS} for the Dense(16,16) workloads), each window "
        "started from a fresh gc state with the warmed-up heap frozen. `own` leaves out glibc's allocator "
        "(malloc/free): its count depends on the heap's history, so it differs between the trees even for the "
        "identical `torch:` rows (column `after / before (all)`); without it the `torch:` rows agree within 0.1%, "
        "the noise floor of this table. `/ torch`: msbridge's own count over the matching `torch:` row's, after.", "",
        "| workload | before own | after own | after / before | before all | after all | after / before (all) "
        "| after / torch |", "|---|---|---|---|---|---|---|---|", *counted, "",
        "## Per-call CPU time, interleaved in one run", "",
        f"{rounds} rounds, each timing one ~{BATCH_SECONDS * 1e3:.0f} ms batch of every workload in both trees "
        "back to back (order alternating); after/before is the median over the rounds of each round's quotient, "
        "with its 10th-90th percentile spread. The `torch:` rows run identical torch code in both trees: their "
        "quotients are the noise floor. `/ torch`: msbridge's median over the matching `torch:` row's, after.",
        "", "| workload | before us/call | after us/call | after / before | spread (p10 - p90) | after / torch |",
        "|---|---|---|---|---|---|", *timed, ""])
    print(text)
    with open(os.path.join(HERE, "bench", "results", "revisions.md"), "w") as f:
        f.write(text)


def _commit(tree):
    return subprocess.run(["git", "rev-parse", "--short", "HEAD"], cwd=tree, capture_output=True,
                          text=True).stdout.strip() or "not a git checkout"


if __name__ == "__main__":
    main(sys.argv[1], int(sys.argv[2]) if len(sys.argv) > 2 else 60, sys.argv[3] if len(sys.argv) > 3 else None)
