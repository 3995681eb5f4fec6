"""Run every case in parity/cases.py through ``msbridge.parity.compare`` and write parity/REPORT.md.

Run: ``python parity/run_parity.py`` (rewrite the report) or ``python parity/run_parity.py --check`` (exit 1 when
the report is not current or a row is red).
"""
import copy
import math
import os
import sys

import numpy as np
import torch

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.dirname(HERE))
sys.path.insert(0, HERE)
import msbridge  # noqa: E402
from msbridge import parity  # noqa: E402

import cases  # noqa: E402

REPORT = os.path.join(HERE, "REPORT.md")
_NAMES = {"nn": msbridge.nn, "ops": msbridge.ops, "ms": msbridge, "tnn": torch.nn, "torch": torch}
_ARGS = ("x", "y", "z")


class _MsFunction(msbridge.nn.Cell):
    """A Cell running one MindSpore expression over its inputs."""

    def __init__(self, fn):
        super().__init__()
        self.fn = fn

    def construct(self, *args):
        return self.fn(*args)


class _TorchFunction(torch.nn.Module):
    """A torch Module running one torch expression over its inputs."""

    def __init__(self, fn):
        super().__init__()
        self.fn = fn

    def forward(self, *args):
        return self.fn(*args)


def _array(item, rng):
    """One input array from its spec (see parity/cases.py); ("label", ...) is made int64 here."""
    if not item or not isinstance(item[0], str):
        return rng.standard_normal(item).astype(np.float32)
    kind, shape = item[0], item[1]
    if kind in ("int", "label"):
        return rng.randint(item[3] if len(item) > 3 else 0, item[2], shape).astype(np.int64)
    if kind == "full":
        return np.full(shape, item[2], np.int64)
    if kind == "pos":
        return (np.abs(rng.standard_normal(shape)) + 0.1).astype(np.float32)
    if kind == "unit":
        return rng.uniform(0.05, 0.95, shape).astype(np.float32)
    if kind == "bits":
        return rng.randint(0, 2, shape).astype(np.float32)
    if kind == "sign":
        return (2 * rng.randint(0, 2, shape) - 1).astype(np.float32)
    if kind == "target":
        return _array(shape, rng)
    raise ValueError(f"unknown input spec {item!r}")


def _inputs(spec, rng):
    """``{"ms": arrays, "torch": arrays}`` (labels int32 on the MindSpore side, int64 on the torch side) and the
    positions of the inputs whose gradients are compared (None: every float input)."""
    specs = spec if isinstance(spec, list) else [spec]
    torch_side = tuple(_array(item, rng) for item in specs)
    labels = [bool(item) and item[0] == "label" for item in specs]
    ms_side = tuple(a.astype(np.int32) if label else a for a, label in zip(torch_side, labels))
    no_grad = [i for i, item in enumerate(specs) if item and item[0] == "target"]
    grad_inputs = None if not no_grad else [i for i in range(len(specs)) if i not in no_grad]
    return {"ms": ms_side, "torch": torch_side}, grad_inputs


def _build(case, n_inputs):
    torch.manual_seed(0)  # the same initial weights every run: the report must not change between runs
    if case.kind == "function":
        head = "lambda " + ", ".join(_ARGS[:n_inputs]) + ": "
        return (_MsFunction(eval(head + case.ms, dict(_NAMES))),  # noqa: S307 (the repository's own cases)
                _TorchFunction(eval(head + case.torch, dict(_NAMES))))  # noqa: S307
    if _is_optimizer(case):
        return eval(cases.OPT_NET[0], dict(_NAMES)), eval(cases.OPT_NET[1], dict(_NAMES))  # noqa: S307
    return eval(case.ms, dict(_NAMES)), eval(case.torch, dict(_NAMES))  # noqa: S307


def _is_optimizer(case):
    return case.kind.startswith("optimizer")


def _optimizers(case, cell, module):
    """compare's keyword arguments for an optimizer case: both optimizers over their network's parameters."""
    if not _is_optimizer(case):
        return {}
    ms_opt = eval(case.ms, dict(_NAMES, params=cell.trainable_params()))  # noqa: S307
    torch_opt = eval(case.torch, dict(_NAMES, params=list(module.parameters())))  # noqa: S307
    return {"steps": cases.OPT_STEPS, "ms_optimizer": ms_opt, "torch_optimizer": torch_opt}


def _magnitude(value):
    """An error as a bound stable across machines: 0, or the next power of ten above it."""
    if value is None:
        return "-"
    if value == 0:
        return "0"
    if math.isinf(value):
        return "-"  # shapes differ, or one side has no gradient
    if math.isnan(value):
        return "nan"
    return f"<1e{math.floor(math.log10(value)) + 1}"


_FP16_TOL = {"rtol": 1e-2, "atol": 1e-3}


def _float16_status(case):
    """float16 in eval mode (inputs, parameters and optimizer state): 'green', 'differs', or why it could not
    run."""
    data, grad_inputs = _inputs(case.inputs, np.random.RandomState(0))
    data = {side: tuple(a.astype(np.float16) if a.dtype == np.float32 else a for a in arrays)
            for side, arrays in data.items()}
    cell, module = _build(case, len(data["ms"]))
    with torch.no_grad():
        for param in cell.parameters():  # in place, so the Cell's MindSpore Parameters see float16 too
            param.data = param.data.half()
    module.half()
    try:
        _torch_runs(case, module, data["torch"])
    except (RuntimeError, TypeError, NotImplementedError):
        return "n/a (torch CPU)"
    result = parity.compare(cell, module, data, grad_inputs=grad_inputs, **_optimizers(case, cell, module),
                            **_FP16_TOL)
    if result.error:
        return "MindSpore refuses float16" if "float16" in result.error.lower() or "Float16" in result.error \
            else "error: " + result.error.split(":")[0]
    return "green" if result.ok else "differs"


def _torch_runs(case, module, arrays):
    """Raise when torch itself cannot run the case in this dtype on this device (forward, and an optimizer step
    on a copy)."""
    if not _is_optimizer(case):
        module(*(torch.from_numpy(a) for a in arrays))
        return
    module = copy.deepcopy(module)
    optimizer = eval(case.torch, dict(_NAMES, params=list(module.parameters())))  # noqa: S307
    module(*(torch.from_numpy(a) for a in arrays)).sum().backward()
    (optimizer[0] if isinstance(optimizer, tuple) else optimizer).step()


def _errors(result):
    """(worst max abs, worst max rel) over outputs, gradients, state and, after steps, the trained weights
    (relative Frobenius error) and the losses."""
    worst_abs = worst_rel = 0.0
    for row in result.outputs + result.grads + result.state:
        worst_abs = max(worst_abs, row["max_abs"] if row["max_abs"] is not None else math.inf)
        worst_rel = max(worst_rel, row["max_rel"] if row["max_rel"] is not None else math.inf)
    for row in result.steps:
        worst_abs = max(worst_abs, row["weights_max_abs"], row["loss_abs"])
        worst_rel = max(worst_rel, row["weights_rel_fro"])
    return worst_abs, worst_rel


def run_case(case):
    """One report row: the worst max abs / max rel error over the modes compared, status and note."""
    modes = (False,) if case.kind == "function" else (False, True)
    worst_abs, worst_rel, notes, ok, error = 0.0, 0.0, [], True, None
    for train in modes:
        data, grad_inputs = _inputs(case.inputs, np.random.RandomState(0))
        try:
            cell, module = _build(case, len(data["ms"]))
            result = parity.compare(cell, module, data, train=train, grad_inputs=grad_inputs,
                                    **_optimizers(case, cell, module))
        except Exception as err:  # a torch-side failure: a red row naming it
            error = f"{type(err).__name__}: {err}"
            break
        ok = ok and result.ok
        error = error or result.error
        errors = _errors(result)
        worst_abs, worst_rel = max(worst_abs, errors[0]), max(worst_rel, errors[1])
        notes += [f"{e['cause']} Fix: {e['fix']}" for e in result.explanations if
                  f"{e['cause']} Fix: {e['fix']}" not in notes]
    if error is not None and not notes:
        status = "RED"
    elif case.kind.endswith("default"):
        status = "explained" if notes else "RED"
    else:
        status = "green" if ok else ("explained" if notes else "RED")
    note = " ".join(filter(None, [case.note + ("." if case.note else "")] + notes + [error or ""]))
    fp16 = _float16_status(case) if status == "green" else "-"
    modes = "eval" if len(modes) == 1 else "eval, train"
    return {"section": case.section, "ms": case.ms, "torch": case.torch,
            "modes": f"{modes}; {cases.OPT_STEPS} steps" if _is_optimizer(case) else modes,
            "max_abs": _magnitude(worst_abs), "max_rel": _magnitude(worst_rel), "status": status, "fp16": fp16,
            "note": note}


def render(rows):
    """The Markdown report."""
    counts = {status: sum(r["status"] == status for r in rows) for status in ("green", "explained", "RED")}
    lines = ["# msbridge parity report", "",
             "Generated by `python parity/run_parity.py` from `parity/cases.py`: each MindSpore API (msbridge) "
             "against its PyTorch counterpart through `msbridge.parity.compare`, weights transferred torch -> "
             "MindSpore, same inputs, forward and backward (seeded random cotangent), float32, tolerance rtol 1e-4 "
             "/ atol 1e-5. Layers run in eval and train mode (dropout masks made identical by reseeding). Errors "
             "are the worst over outputs, gradients and updated state, shown as the next power of ten. "
             "`explained` rows are pairs written with the default arguments on both sides: the harness detects "
             "and explains the difference (the note is its explanation). Losses take their labels the way each "
             "framework wants them (class indices int32 in MindSpore, int64 in torch); gradients are compared for "
             "every float input torch can differentiate. Optimizer rows train `cases.OPT_NET` (Dense-Tanh-Dense, "
             "torch weights transferred) for 5 steps with each optimizer (schedule rows: the torch optimizer with its "
             "lr_scheduler, stepped after each step), comparing losses and weights after every step; their max rel column is the relative Frobenius error of the weights. The float16 column runs "
             "eval mode (and the 5 steps) in float16 at rtol 1e-2 / atol 1e-3.", "",
             f"{len(rows)} pairs: {counts['green']} green, {counts['explained']} explained, {counts['RED']} red.", ""]
    section = None
    for row in rows:
        if row["section"] != section:
            section = row["section"]
            lines += ["", f"## {section}", "", "| MindSpore (msbridge) | PyTorch | modes | max abs | max rel | status "
                      "| float16 | note |", "|---|---|---|---|---|---|---|---|"]
        cells = [f"`{row['ms']}`", f"`{row['torch']}`", row["modes"], row["max_abs"], row["max_rel"],
                 row["status"], row["fp16"], row["note"].replace("|", "\\|")]
        lines.append("| " + " | ".join(cells) + " |")
    return "\n".join(lines) + "\n"


def generate():
    """(rows, report text) for every case, one torch thread."""
    threads = torch.get_num_threads()
    torch.set_num_threads(1)
    try:
        rows = [run_case(case) for case in cases.CASES]
    finally:
        torch.set_num_threads(threads)
    return rows, render(rows)


def stable_lines(text):
    """The report without its two error columns (the last digit of a float error may differ between CPUs)."""
    out = []
    for line in text.splitlines():
        cells = line.split(" | ")
        out.append(" | ".join(cells[:3] + cells[5:]) if line.startswith("| `") and len(cells) >= 8 else line)
    return out


def main(argv=None):
    """Write the report, or with ``--check`` verify it; returns the exit status."""
    argv = sys.argv[1:] if argv is None else argv
    rows, text = generate()
    red = [row for row in rows if row["status"] == "RED"]
    if "--check" in argv:
        with open(REPORT, encoding="utf-8") as handle:
            current = handle.read() == text
        print("parity/REPORT.md is current" if current else "parity/REPORT.md is out of date: run "
              "python parity/run_parity.py")
        return 0 if current and not red else 1
    with open(REPORT, "w", encoding="utf-8") as handle:
        handle.write(text)
    print(f"wrote {REPORT}: {len(rows)} pairs, {len(red)} red")
    for row in red:
        print("RED:", row["ms"], "|", row["torch"], "|", row["note"])
    return 1 if red else 0


if __name__ == "__main__":
    sys.exit(main())
