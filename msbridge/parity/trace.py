"""Forward hooks on both trees: every sub-module's outputs in completion order, paired across the trees."""
import torch

from ..common.handles import unwrap_any as _unwrap_any
from .metrics import quick_check

__all__ = ["Recorder", "module_pairs", "pair_records", "first_divergence"]


def _flat_tensors(value):
    value = _unwrap_any(value)
    if isinstance(value, torch.Tensor):
        return [value]
    if isinstance(value, (tuple, list)):
        return [t for item in value for t in _flat_tensors(item)]
    if isinstance(value, dict):
        return [t for item in value.values() for t in _flat_tensors(item)]
    return []


class Record:
    """One completed call of a sub-module: path, occurrence number, module, cloned outputs, training flag."""

    __slots__ = ("path", "count", "module", "outputs", "training")

    def __init__(self, path, count, module, outputs):
        self.path, self.count, self.module, self.outputs = path, count, module, outputs
        self.training = module.training

    @property
    def signature(self):
        return tuple(tuple(t.shape) for t in self.outputs)


class Recorder:
    """Hooks every module of ``root`` (torch hooks, so Cells and torch Modules alike); ``failed_in`` names
    the innermost module still running when the forward raised."""

    def __init__(self, root):
        self.records, self._stack, self._counts, self._handles = [], [], {}, []
        self.failed_in = None
        for path, module in root.named_modules():
            self._handles.append(torch.nn.Module.register_forward_pre_hook(module, self._pre(path)))
            self._handles.append(torch.nn.Module.register_forward_hook(module, self._post(path)))

    def _pre(self, path):
        def hook(module, args):
            self._stack.append(path)
        return hook

    def _post(self, path):
        def hook(module, args, output):
            self._stack.pop()
            count = self._counts.get(path, 0)
            self._counts[path] = count + 1
            # clone: in-place torch layers (ReLU(inplace=True)) would otherwise rewrite what was recorded
            outs = [t.detach().clone() for t in _flat_tensors(output)]
            self.records.append(Record(path, count, module, outs))
        return hook

    def run(self, fn, *args):
        """``fn(*args)``, removing the hooks afterwards; an exception is kept with the failing module's path."""
        try:
            return fn(*args)
        except Exception:
            self.failed_in = self._stack[-1] if self._stack else None
            raise
        finally:
            for handle in self._handles:
                handle.remove()


def module_pairs(wmap, ms_root, torch_root):
    """{Cell path: torch module path} from the weight map's mapped rows, then identical paths."""
    pairs = {}
    for row in wmap.mapped:
        ms_mod, torch_mod = row["ms"].rpartition(".")[0], row["torch"].rpartition(".")[0]
        pairs.setdefault(ms_mod, torch_mod)
    torch_paths = {path for path, _ in torch_root.named_modules()}
    claimed = set(pairs.values())
    for path, _ in ms_root.named_modules():
        if path in torch_paths and path not in pairs and path not in claimed:
            pairs[path] = path
    return pairs


def pair_records(ms_records, torch_records, known, lookahead=3):
    """[(ms record, torch record)]: known module pairs by occurrence; the others in execution order, the next
    unclaimed torch record (within ``lookahead``) with the same output shapes."""
    index = {(rec.path, rec.count): j for j, rec in enumerate(torch_records)}
    claimed = set(known.values())
    used, pairs, last = set(), [], -1
    for rec in ms_records:
        j = None
        if rec.path in known:
            j = index.get((known[rec.path], rec.count))
            if j in used:
                j = None
        else:
            free = [k for k in range(last + 1, len(torch_records))
                    if k not in used and torch_records[k].path not in claimed][:lookahead]
            j = next((k for k in free if torch_records[k].signature == rec.signature), None)
        if j is None:
            continue
        used.add(j)
        last = max(last, j) if rec.path in known else j
        pairs.append((rec, torch_records[j]))
    return pairs


def _check_outputs(ms_rec, torch_rec, rtol, atol):
    """(ok, max abs diff, reason when not ok) for one pair of records."""
    if len(ms_rec.outputs) != len(torch_rec.outputs):
        return False, None, f"{len(ms_rec.outputs)} outputs vs {len(torch_rec.outputs)}"
    ok, worst = True, None
    for a, b in zip(ms_rec.outputs, torch_rec.outputs):
        if a.shape != b.shape:
            return False, None, f"shape {tuple(a.shape)} vs {tuple(b.shape)}"
        close, max_abs = quick_check(a, b, rtol, atol)
        ok, worst = ok and close, max_abs if worst is None else max(worst, max_abs)
    return ok, worst, "" if ok else f"outputs differ (max abs {worst:.3g})"


def first_divergence(pairs, state_rows, rtol, atol):
    """(first divergent pair as a dict or None, one row per pair): a pair diverges when an output differs
    beyond tolerance, or when state it updated in this forward (moving statistics) differs."""
    state_bad = {}
    for row in state_rows:
        if not row["allclose"]:
            state_bad.setdefault(row["module"], row)
    found, table = None, []
    for ms_rec, torch_rec in pairs:
        out_ok, max_abs, reason = _check_outputs(ms_rec, torch_rec, rtol, atol)
        state = state_bad.get(ms_rec.path)
        entry = {"ms": ms_rec.path or "<root>", "torch": torch_rec.path or "<root>",
                 "ms_type": type(ms_rec.module).__name__, "torch_type": type(torch_rec.module).__name__,
                 "call": ms_rec.count, "max_abs": max_abs, "ok": out_ok and state is None,
                 "ms_training": ms_rec.training, "torch_training": torch_rec.training}
        if not out_ok:
            entry["reason"] = reason
        elif state is not None:
            entry["reason"] = (f"state '{state['name']}' updated differently by the forward "
                               f"(max abs {state['max_abs']:.3g})")
        table.append(entry)
        if found is None and not entry["ok"]:
            found = entry
    return found, table
