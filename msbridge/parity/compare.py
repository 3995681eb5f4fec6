"""``parity.compare``: run a Cell and its torch original on the same inputs and weights, forward, backward and
over optimizer steps, and say where and why they differ."""
import copy

import numpy as np
import torch

from ..common.tensor import Tensor, _unwrap_any, _wrap
from ..nn.cell import Cell
from .determinism import controls, reseed
from .explain import explain_error, explain_modes, explain_modules, explain_optimizers
from .mapping import cell_entries, torch_entries, weight_map
from .metrics import tensor_row
from .result import ParityResult
from .trace import Recorder, first_divergence, module_pairs, pair_records
from .transfer import transfer_weights

__all__ = ["compare", "assert_parity"]

_TRANSFERS = ("torch_to_ms", "ms_to_torch", None)
_MODES = (False, True, None)


def _as_torch(value):
    if isinstance(value, Tensor):
        return value._t.detach()
    if isinstance(value, torch.Tensor):
        return value.detach()
    return torch.as_tensor(np.asarray(value))


def _device(module):
    """Where a network's parameters live (inputs are moved there); CPU for a parameterless network."""
    param = next(module.parameters(), None)
    return torch.device("cpu") if param is None else param.device


def _split_inputs(inputs):
    """(MindSpore-side values, torch-side values): the same values, or ``{"ms": ..., "torch": ...}`` when the
    sides take different dtypes (int32 labels against torch's int64)."""
    if isinstance(inputs, dict):
        if set(inputs) != {"ms", "torch"}:
            raise ValueError(f"For 'parity.compare', an 'inputs' dict must have the keys 'ms' and 'torch', but got "
                             f"{sorted(inputs)}.")
        ms_values, torch_values = (tuple(v) if isinstance(v, (tuple, list)) else (v,)
                                   for v in (inputs["ms"], inputs["torch"]))
        if len(ms_values) != len(torch_values):
            raise ValueError(f"For 'parity.compare', inputs['ms'] has {len(ms_values)} values and inputs['torch'] "
                             f"{len(torch_values)}.")
        return ms_values, torch_values
    values = tuple(inputs) if isinstance(inputs, (tuple, list)) else (inputs,)
    return values, values


def _side_inputs(values, requires_grad, float64, devices):
    """(MindSpore-side Tensors, torch-side tensors): separate copies on each network's device; float inputs at
    the positions in ``requires_grad`` (a set, or True for all) track gradients."""
    ms_side, torch_side = [], []
    for i, (ms_value, torch_value) in enumerate(zip(*values)):
        base = _as_torch(torch_value)
        floating = base.is_floating_point()
        ms_t, t = _as_torch(ms_value).to(devices[0], copy=True), base.to(devices[1], copy=True)
        if float64 and floating:
            t = t.double()
        if floating and (requires_grad is True or (requires_grad and i in requires_grad)):
            ms_t.requires_grad_(True)
            t.requires_grad_(True)
        ms_side.append(_wrap(ms_t))
        torch_side.append(t)
    return ms_side, torch_side


def _flat(value):
    value = _unwrap_any(value)
    if isinstance(value, torch.Tensor):
        return [value]
    if isinstance(value, (tuple, list)):
        return [t for item in value for t in _flat(item)]
    return []


def _targets(targets):
    if targets is None:
        return (), ()
    if isinstance(targets, dict):
        ms_side = tuple(Tensor(v) if not isinstance(v, Tensor) else v for v in targets["ms"])
        return ms_side, tuple(_as_torch(v) for v in targets["torch"])
    return tuple(_wrap(_as_torch(v)) for v in targets), tuple(_as_torch(v) for v in targets)


class _Loss:
    """The scalar each side differentiates: a seeded random cotangent by default, a callable on the outputs,
    or a (MindSpore loss, torch loss) pair applied to the outputs and ``targets``."""

    def __init__(self, loss, targets, seed):
        self.loss, self.seed, self.cotangents = loss, seed, None
        self.ms_targets, self.torch_targets = _targets(targets)

    def place(self, devices):
        """Move the targets to the networks' devices."""
        self.ms_targets = tuple(_wrap(t._t.to(devices[0])) for t in self.ms_targets)
        self.torch_targets = tuple(t.to(devices[1]) for t in self.torch_targets)

    def _cotangent_loss(self, outputs):
        floats = [t for t in outputs if t.is_floating_point()]
        if not floats:
            return None  # integer outputs (argmax, indices): nothing to differentiate
        if self.cotangents is None:
            gen = torch.Generator().manual_seed(self.seed)
            self.cotangents = [torch.randn(t.shape, generator=gen, dtype=torch.float64) for t in floats]
        return sum((t * c.to(t.device, t.dtype)).sum() for t, c in zip(floats, self.cotangents))

    def ms(self, out):
        if self.loss is None:
            return self._cotangent_loss(_flat(out))
        if isinstance(self.loss, tuple):
            return _unwrap_any(self.loss[0](out, *self.ms_targets))
        return self.loss(_unwrap_any(out))

    def torch(self, out):
        if self.loss is None:
            return self._cotangent_loss(_flat(out))
        if isinstance(self.loss, tuple):
            return self.loss[1](out, *self.torch_targets)
        return self.loss(out)


class _Restore:
    """Put back what comparing changes besides the weights: training flags (and Cell phases) and ``.grad``."""

    def __init__(self, *roots):
        modules = [m for root in roots for m in root.modules()]
        self.flags = [(m, m.training, getattr(m, "phase", None)) for m in modules]
        self.grads = [(p, p.grad) for root in roots for p in root.parameters()]

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        for module, training, phase in self.flags:
            module.training = training
            if phase is not None:
                object.__setattr__(module, "phase", phase)
        for param, grad in self.grads:
            param.grad = grad


def _set_modes(cell, module, train):
    if train is None:
        return "as set by the caller"
    cell.set_train(train)
    module.train(train)
    return "train" if train else "eval"


def _zero_grads(*modules):
    for module in modules:
        for param in module.parameters():
            param.grad = None


def _optimizer_step(optimizer, side):
    if optimizer is None:
        raise ValueError(f"For 'parity.compare', steps > 0 needs {side} (a torch.optim.Optimizer on that side's "
                         "parameters, or for the MindSpore side an msbridge optimizer called with the gradients).")
    if isinstance(optimizer, tuple):  # (torch optimizer, lr scheduler): the scheduler steps after the optimizer
        _optimizer_step(optimizer[0], side)
        optimizer[1].step()
        return
    if isinstance(optimizer, torch.optim.Optimizer):
        optimizer.step()
        return
    optimizer(tuple(_wrap(p._t.grad if p._t.grad is not None else torch.zeros_like(p._t))
                    for p in optimizer.parameters))


class _Run:
    """One comparison: both networks, the weight map, the paired parameters and the loss."""

    def __init__(self, cell, module, wmap, loss):
        self.cell, self.module, self.wmap, self.loss = cell, module, wmap, loss
        self.last = None  # (MindSpore loss, torch loss) of the last backward
        self.grad_inputs = True  # the input positions whose gradients are compared (True: every float input)
        self.devices = (_device(cell), _device(module))
        loss.place(self.devices)
        ms_params = {entry.path: entry.param for entry in cell_entries(cell)}
        torch_tensors = torch_entries(module)
        self.pairs = [(row, ms_params[row["ms"]]._t, torch_tensors[row["torch"]]) for row in wmap.mapped]

    def forward(self, ms_inputs, torch_inputs, seed):
        reseed(seed)
        ms_out = self.cell(*ms_inputs)
        reseed(seed)
        return ms_out, self.module(*torch_inputs)

    def backward(self, ms_out, torch_out):
        ms_loss, torch_loss = self.loss.ms(ms_out), self.loss.torch(torch_out)
        if ms_loss is None or torch_loss is None:
            return None
        for value in (ms_loss, torch_loss):
            if value.requires_grad:
                value.backward()
        return ms_loss.detach(), torch_loss.detach()

    def weight_rows(self, rtol, atol, which):
        """Rows for the mapped Parameters' values (``which='value'``) or gradients (``'grad'``)."""
        if which == "value":
            return [tensor_row(row["ms_name"], ms_t.reshape(torch_t.shape), torch_t, rtol, atol)
                    for row, ms_t, torch_t in self.pairs]
        rows = (_grad_row(row["ms_name"], ms_t.grad, torch_t.grad, rtol, atol) for row, ms_t, torch_t in self.pairs)
        return [row for row in rows if row is not None]


def _grad_row(name, ms_grad, torch_grad, rtol, atol):
    """A gradient row; None when neither side has a gradient, a failing row when only one has."""
    if ms_grad is None and torch_grad is None:
        return None
    if ms_grad is None or torch_grad is None:
        return {"name": name, "shape": list((ms_grad if torch_grad is None else torch_grad).shape),
                "max_abs": None, "max_rel": None, "rel_fro": None, "cosine": None, "allclose": False,
                "note": f"no gradient on the {'MindSpore' if ms_grad is None else 'torch'} side"}
    return tensor_row(name, ms_grad.reshape(torch_grad.shape), torch_grad, rtol, atol)


def _state_rows(run, rtol, atol):
    """Non-trainable state (moving statistics) per module after the forward, for the divergence search."""
    rows = []
    for row, ms_t, torch_t in run.pairs:
        if ms_t.requires_grad or torch_t.requires_grad:
            continue
        entry = tensor_row(row["ms_name"], ms_t.reshape(torch_t.shape), torch_t, rtol, atol)
        entry["module"] = row["ms"].rpartition(".")[0]
        rows.append(entry)
    return rows


def _step_row(step, run, ms_loss, torch_loss, rtol, atol):
    weights = run.weight_rows(rtol, atol, "value")
    diffs = torch.cat([(ms_t.detach().double().cpu().reshape(-1) - torch_t.detach().double().cpu().reshape(-1))
                       for _, ms_t, torch_t in run.pairs]) if run.pairs else torch.zeros(0)
    ref = torch.cat([t.detach().double().cpu().reshape(-1) for _, _, t in run.pairs]) if run.pairs else \
        torch.zeros(0)
    loss_ok = bool(torch.allclose(ms_loss.double(), torch_loss.double(), rtol, atol))
    return {"step": step, "loss_ms": float(ms_loss), "loss_torch": float(torch_loss),
            "loss_abs": float((ms_loss.double() - torch_loss.double()).abs()),
            "weights_max_abs": float(diffs.abs().max()) if diffs.numel() else 0.0,
            "weights_rel_fro": float(diffs.norm() / ref.norm()) if ref.norm() else float(diffs.norm()),
            "ok": loss_ok and all(r["allclose"] for r in weights)}


def _check_args(cell, torch_module, transfer, train, steps, reference):
    if not isinstance(cell, Cell):
        raise TypeError(f"For 'parity.compare', 'cell' must be an msbridge Cell, but got {type(cell)}.")
    if not isinstance(torch_module, torch.nn.Module) or isinstance(torch_module, Cell):
        raise TypeError(f"For 'parity.compare', 'torch_module' must be a torch.nn.Module, but got "
                        f"{type(torch_module)}.")
    if transfer not in _TRANSFERS:
        raise ValueError(f"For 'parity.compare', 'transfer' must be one of {_TRANSFERS}, but got {transfer!r}.")
    if train not in _MODES:
        raise ValueError(f"For 'parity.compare', 'train' must be False, True or None, but got {train!r}.")
    if not isinstance(steps, int) or isinstance(steps, bool) or steps < 0:
        raise ValueError(f"For 'parity.compare', 'steps' must be an int >= 0, but got {steps!r}.")
    if reference not in ("float32", "float64"):
        raise ValueError(f"For 'parity.compare', 'reference' must be 'float32' or 'float64', but got {reference!r}.")
    if reference == "float64" and steps:
        raise ValueError("For 'parity.compare', reference='float64' compares forward and backward only; "
                         "use steps=0 or reference='float32'.")


def compare(cell, torch_module, inputs, *, transfer="torch_to_ms", grads=True, steps=0, ms_optimizer=None,
            torch_optimizer=None, loss=None, targets=None, train=False, rtol=1e-4, atol=1e-5, seed=0,
            mapping=None, reference="float32", grad_inputs=None):
    """Compare ``cell`` with ``torch_module`` on ``inputs`` (one array/tensor, a tuple of them, or
    ``{"ms": ..., "torch": ...}`` when the sides need different dtypes, e.g. int32 vs int64 labels).

    ``transfer`` copies weights first ('torch_to_ms', 'ms_to_torch' or None). ``train``: False compares both in
    eval mode, True both in training mode (dropout masks made identical by reseeding), None keeps the modes the
    caller set. ``loss``: None (a seeded random cotangent on the outputs), a callable on the outputs, or a
    ``(ms_loss, torch_loss)`` pair applied with ``targets`` (a tuple, or ``{"ms": ..., "torch": ...}``).
    ``steps`` optimizer steps follow: ``ms_optimizer`` is a torch optimizer over the Cell's torch parameters
    or a MindSpore-style optimizer called as ``ms_optimizer(grads)`` in ``ms_optimizer.parameters`` order;
    either side may be an ``(optimizer, torch lr_scheduler)`` pair, the scheduler stepped after each step.
    ``reference='float64'`` runs a float64 copy of the torch module as the reference. ``grad_inputs``: the
    positions of the inputs whose gradients are compared (None: every float input; torch has no gradient for
    some, e.g. the target of binary_cross_entropy). Weights stay as
    transferred (and as trained by ``steps``); training flags and ``.grad`` are restored afterwards.
    """
    _check_args(cell, torch_module, transfer, train, steps, reference)
    values = _split_inputs(inputs)
    result = ParityResult(rtol, atol)
    with controls(seed) as det, _Restore(cell, torch_module):
        wmap = weight_map(torch_module, cell, mapping)
        if transfer is not None:
            src, dst = (torch_module, cell) if transfer == "torch_to_ms" else (cell, torch_module)
            transfer_weights(src, dst, wmap)
        det["modes"] = _set_modes(cell, torch_module, train)
        det["reference"] = reference
        det["weights"] = f"{transfer or 'not'} transferred"
        module = copy.deepcopy(torch_module).double() if reference == "float64" else torch_module
        result.weights = wmap
        run = _Run(cell, module, wmap, _Loss(loss, targets, seed))
        run.grad_inputs = True if grad_inputs is None else frozenset(grad_inputs)
        _compare_run(run, result, values, grads or steps > 0, seed, reference == "float64")
        if steps and result.outputs and not any(row["note"].startswith("shape") for row in result.outputs):
            _compare_steps(run, result, steps, ms_optimizer, torch_optimizer, values, seed)
        result.explanations += explain_optimizers(ms_optimizer, torch_optimizer) if steps else []
        result.determinism = det
    if result.ok:  # a sub-module pair that differs while every output and gradient matches: the trees differ
        result.first_divergence = None
    return result


def _compare_run(run, result, values, backward, seed, float64):
    """The traced forward, the output rows, the divergence search and (when ``backward``) gradient rows."""
    rtol, atol = result.rtol, result.atol
    ms_in, torch_in = _side_inputs(values, backward and run.grad_inputs, float64, run.devices)
    ms_rec, torch_rec = Recorder(run.cell), Recorder(run.module)
    ms_out = torch_out = None
    try:
        reseed(seed)
        ms_out = ms_rec.run(run.cell, *ms_in)
    except Exception as err:  # the report names the failing sub-Cell and any known cause
        result.error = f"{type(err).__name__}: {err}"
        result.error_where = ms_rec.failed_in
    reseed(seed)
    torch_out = torch_rec.run(run.module, *torch_in)
    pairs = pair_records(ms_rec.records, torch_rec.records, module_pairs(run.wmap, run.cell, run.module))
    result.state = _state_rows(run, rtol, atol)
    result.first_divergence, result.modules = first_divergence(pairs, result.state, rtol, atol)
    layer_pairs = [(m.path, m.module, t.path, t.module) for m, t in pairs]
    result.explanations += explain_modules(layer_pairs) + explain_modes(result.modules)
    if result.error is not None:
        result.explanations += explain_error(result.error, ms_rec.failed_in)
        return
    ms_flat, torch_flat = _flat(ms_out), _flat(torch_out)
    if len(ms_flat) != len(torch_flat):
        result.error = f"the Cell returned {len(ms_flat)} tensors, the torch module {len(torch_flat)}"
        return
    result.outputs = [tensor_row(f"output[{i}]", a, b, rtol, atol) for i, (a, b) in enumerate(zip(ms_flat,
                                                                                                   torch_flat))]
    if not backward or any(row["note"].startswith("shape") for row in result.outputs):
        return
    _zero_grads(run.cell, run.module)
    run.last = run.backward(ms_out, torch_out)
    inputs = (_grad_row(f"input[{i}]", a._t.grad, b.grad, rtol, atol) for i, (a, b) in enumerate(zip(ms_in,
                                                                                                    torch_in)))
    result.grads = [row for row in inputs if row is not None] + run.weight_rows(rtol, atol, "grad")


def _compare_steps(run, result, steps, ms_optimizer, torch_optimizer, values, seed):
    """``steps`` optimizer steps; the first uses the gradients of the compared backward."""
    rtol, atol = result.rtol, result.atol
    if run.last is None:
        raise ValueError("For 'parity.compare', steps > 0 needs a float output or a 'loss' to train on.")
    for step in range(1, steps + 1):
        if step > 1:
            _zero_grads(run.cell, run.module)
            ms_in, torch_in = _side_inputs(values, False, False, run.devices)
            run.last = run.backward(*run.forward(ms_in, torch_in, seed + step))
        _optimizer_step(ms_optimizer, "ms_optimizer")
        _optimizer_step(torch_optimizer, "torch_optimizer")
        result.steps.append(_step_row(step, run, *run.last, rtol, atol))


def assert_parity(cell, torch_module, inputs, **kwargs):
    """``compare(...)`` that raises AssertionError with the rendered table unless the pair matches; returns the
    result."""
    result = compare(cell, torch_module, inputs, **kwargs)
    if not result.ok:
        raise AssertionError("\n" + str(result))
    return result
