"""Before/after of a change: the same workloads on two source trees, interleaved batch by batch in one run.

Run: git worktree add --detach /tmp/base <earlier commit>   (or: git archive <commit> | tar -x -C /tmp/base)
     python bench/bench_revisions.py /tmp/base [ROUNDS [BASE_COMMIT]]   (writes bench/results/revisions.md)

One worker process per tree imports that tree's msbridge (and nothing of its bench/: the workloads are this
file's, so both trees run the same code) and builds every workload once. Each round asks both workers in turn
(the order alternating between rounds) for one batch of each workload, sized to about 20 ms, and times it in
the worker with ``time.process_time``; only one worker runs at a time. A round's after/before quotient pairs two
batches measured a few milliseconds apart, so load from other processes hits both alike; the table gives the
median quotient over the rounds and its 10th-90th percentile spread. The torch rows run the same torch code in
both workers: their quotient shows the noise floor of the run.
"""
import json
import os
import statistics
import subprocess
import sys

HERE = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
BATCH_SECONDS = 0.02

_WORKER = r'''
import json, sys, time
sys.path.insert(0, sys.argv[1])
import torch
torch.set_num_threads(1)
import msbridge as ms

torch.manual_seed(0)
A, B = torch.randn(4, 4), torch.randn(4, 4)
X, Y = ms.Tensor.from_torch(A), ms.Tensor.from_torch(B)
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
print(json.dumps(list(FNS)), flush=True)
for line in sys.stdin:
    name, calls = json.loads(line)
    fn = FNS[name]
    start = time.process_time()
    for _ in range(calls):
        fn()
    print(json.dumps(time.process_time() - start), flush=True)
'''


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


def _percentile(values, q):
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(q * (len(ordered) - 1)))]


def main(base, rounds=60, base_commit=None):
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
    rows = []
    for name in names:
        b, a = (statistics.median(per_call[name][side]) * 1e6 for side in ("before", "after"))
        q = quotients[name]
        rows.append(f"| {name} | {b:.2f} | {a:.2f} | {statistics.median(q):.3f} | "
                    f"{_percentile(q, 0.1):.3f} - {_percentile(q, 0.9):.3f} |")
    text = "\n".join([
        "# Before/after: per-call CPU time of each workload on two trees, interleaved in one run (1 thread)", "",
        f"before = {base} ({base_commit or _commit(base)}), after = this tree ({_commit(HERE)}); {rounds} rounds, each timing one "
        f"~{BATCH_SECONDS * 1e3:.0f} ms batch of every workload in both trees back to back (order alternating); "
        "after/before is the median over the rounds of each round's quotient, with its 10th-90th percentile "
        "spread. The `torch:` rows run identical torch code in both trees: their quotients are the noise floor.",
        "", "| workload | before us/call | after us/call | after / before | spread (p10 - p90) |",
        "|---|---|---|---|---|", *rows, ""])
    print(text)
    with open(os.path.join(HERE, "bench", "results", "revisions.md"), "w") as f:
        f.write(text)


def _commit(tree):
    return subprocess.run(["git", "rev-parse", "--short", "HEAD"], cwd=tree, capture_output=True,
                          text=True).stdout.strip() or "not a git checkout"


if __name__ == "__main__":
    main(sys.argv[1], int(sys.argv[2]) if len(sys.argv) > 2 else 60, sys.argv[3] if len(sys.argv) > 3 else None)
