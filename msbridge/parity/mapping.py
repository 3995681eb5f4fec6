"""Name mapping between a torch state dict and a Cell's Parameters: by name, then by structure and shape.

Each Cell Parameter has a *torch view*: the key and shape torch's matching layer would use for it (BatchNorm
``gamma`` is ``weight``, ``moving_mean`` is ``running_mean``, Embedding ``embedding_table`` is ``weight``, a
Conv1d weight ``(out, in, 1, k)`` is ``(out, in, k)``). Mapping compares torch keys with these views.
"""
import json
import os
from collections import OrderedDict

import torch

__all__ = ["WeightMap", "weight_map", "cell_entries", "torch_entries"]

_DROPPED_SUFFIX = "num_batches_tracked"  # torch's BatchNorm counter: MindSpore has no such state


def _renames():
    """{Cell class: {Parameter attribute: torch key leaf}} for the layers whose names differ from torch's."""
    from ..nn.layer import activation, embedding, normalization
    stats = {"gamma": "weight", "beta": "bias", "moving_mean": "running_mean", "moving_variance": "running_var"}
    affine = {"gamma": "weight", "beta": "bias"}
    return ((normalization._BatchNorm, stats), (normalization._InstanceNorm, stats),
            (normalization.LayerNorm, affine), (normalization.GroupNorm, affine),
            (embedding.Embedding, {"embedding_table": "weight"}), (activation.PReLU, {"w": "weight"}))


def _collapsed_children():
    """(parent class, child attribute): children whose Parameters torch keeps on the parent itself."""
    from ..nn.layer import normalization
    return ((normalization.BatchNorm3d, "bn2d"),)


def _torch_order(cell):
    """The attribute order torch's layer gives the Cell's Parameters, where MindSpore lists them differently: the
    recurrent layers list theirs kind by kind (all ``weight_ih_*`` first), torch layer by layer and direction. Their
    names, shapes and gate layouts (LSTM i, f, g, o; GRU r, z, n) are torch's."""
    from ..nn.layer import rnns
    return cell._flat_names if isinstance(cell, rnns._RNNBase) else None


def _squeezed_cells():
    """Cells whose weight carries an extra size-1 axis 2 that torch's layer does not have."""
    from ..nn.layer import conv
    return (conv.Conv1d, conv.Conv1dTranspose)


class _MsEntry:
    """One Cell Parameter: attribute path, checkpoint name, and its torch view (key and shape)."""

    __slots__ = ("path", "name", "torch_key", "shape", "torch_shape", "param")

    def __init__(self, path, param, torch_key, torch_shape):
        self.path, self.name, self.param = path, param.name, param
        self.torch_key, self.shape, self.torch_shape = torch_key, tuple(param.shape), tuple(torch_shape)


def cell_entries(cell):
    """The Cell's Parameters in definition order as entries carrying their torch view."""
    renames, collapsed, squeezed = _renames(), _collapsed_children(), _squeezed_cells()
    prefixes = {"": ""}
    groups, owner = OrderedDict(), {}
    seen = set()
    cells = OrderedDict(cell.cells_and_names())
    for path, sub in cells.items():
        if path:
            parent_path, _, child = path.rpartition(".")
            parent = cells[parent_path]
            base = prefixes.get(parent_path, parent_path)
            if any(isinstance(parent, cls) and child == name for cls, name in collapsed):
                prefixes[path] = base
            else:
                prefixes[path] = base + "." + child if base else child
        table = next((names for cls, names in renames if isinstance(sub, cls)), {})
        order = _torch_order(sub) or list(table)
        entries = groups[path] = []
        own = sorted(sub._params.items(), key=lambda item: order.index(item[0]) if item[0] in order
                     else len(order))
        for attr, param in own:  # in torch's order, which the structural fallback relies on
            if param is None or id(param) in seen:
                continue
            seen.add(id(param))
            leaf = table.get(attr, attr)
            torch_key = prefixes[path] + "." + leaf if prefixes[path] else leaf
            shape = tuple(param.shape)
            if attr == "weight" and isinstance(sub, squeezed) and len(shape) == 4:
                shape = shape[:2] + shape[3:]
            entries.append(_MsEntry(path + "." + attr if path else attr, param, torch_key, shape))
            owner[id(param)] = path
    return _in_parameter_order(cell, cells, prefixes, groups, owner)


def _in_parameter_order(cell, cells, prefixes, groups, owner):
    """The entries in ``parameters_and_names`` order (each Cell's own group kept in torch's order), with the
    tensors of torch modules inside the Cell added under their torch key (torch's own name for them)."""
    entries, emitted = [], set()
    for path, param in cell.parameters_and_names():
        group = owner.get(id(param))
        if group is not None:
            if group not in emitted:
                emitted.add(group)
                entries += groups[group]
            continue
        if path.rpartition(".")[2] == _DROPPED_SUFFIX:
            continue
        parent = path
        while parent and parent not in cells:
            parent = parent.rpartition(".")[0]
        rest = path[len(parent):].lstrip(".")
        torch_key = prefixes[parent] + "." + rest if prefixes[parent] else rest
        entries.append(_MsEntry(path, param, torch_key, param.shape))
    return entries


def torch_entries(src):
    """OrderedDict key -> torch tensor from a torch Module (its live Parameters/buffers), a state dict or a
    ``.pth`` path (read with ``torch.load(weights_only=True)``, which never runs pickled code)."""
    if isinstance(src, (str, os.PathLike)):
        src = torch.load(src, map_location="cpu", weights_only=True)
    if isinstance(src, torch.nn.Module):
        return src.state_dict(keep_vars=True)
    if not hasattr(src, "items"):
        raise TypeError(f"For 'parity', expected a torch.nn.Module, a state dict or a .pth path, but got {type(src)}.")
    bad = [key for key, value in src.items() if not isinstance(value, torch.Tensor)]
    if bad:
        raise TypeError(f"For 'parity', state dict entry '{bad[0]}' is not a torch.Tensor.")
    return OrderedDict(src.items())


class WeightMap:
    """Editable mapping torch key <-> Cell Parameter path, with what could not be mapped and why.

    ``mapped`` rows: ``{"torch", "ms", "ms_name", "torch_shape", "ms_shape", "how"}`` where ``how`` is
    ``name`` (torch view of the Parameter), ``path`` (same attribute path), ``structure`` (order and shape)
    or ``user``. ``mismatched`` rows have a name match with an incompatible shape; ``dropped`` lists torch
    keys with no MindSpore counterpart by design (``num_batches_tracked``).
    """

    def __init__(self, mapped=(), mismatched=(), unmapped_torch=(), unmapped_ms=(), dropped=()):
        self.mapped = list(mapped)
        self.mismatched = list(mismatched)
        self.unmapped_torch = list(unmapped_torch)
        self.unmapped_ms = list(unmapped_ms)
        self.dropped = list(dropped)

    @property
    def complete(self):
        """True when every tensor on both sides is mapped (or dropped by design)."""
        return not (self.mismatched or self.unmapped_torch or self.unmapped_ms)

    def ms_to_torch(self):
        """{Cell Parameter path: torch key} of the mapped rows."""
        return {row["ms"]: row["torch"] for row in self.mapped}

    def to_dict(self):
        """Plain-data form (what ``save`` writes)."""
        return {key: getattr(self, key) for key in ("mapped", "mismatched", "unmapped_torch", "unmapped_ms",
                                                      "dropped")}

    def save(self, path):
        """Write the mapping as JSON; edit ``mapped`` and pass the file back as ``mapping=``."""
        with open(path, "w", encoding="utf-8") as handle:
            json.dump(self.to_dict(), handle, indent=1)

    @classmethod
    def load(cls, path):
        """Read a mapping written by ``save`` (possibly edited)."""
        with open(path, encoding="utf-8") as handle:
            data = json.load(handle)
        return cls(**{key: data.get(key, ()) for key in ("mapped", "mismatched", "unmapped_torch", "unmapped_ms",
                                                          "dropped")})

    def __str__(self):
        lines = [f"WeightMap: {len(self.mapped)} mapped, {len(self.mismatched)} mismatched, "
                 f"{len(self.unmapped_torch)} torch unmapped, {len(self.unmapped_ms)} MindSpore unmapped, "
                 f"{len(self.dropped)} dropped"]
        for row in self.mapped:
            shape = "" if row["torch_shape"] == row["ms_shape"] else \
                f"  reshape {tuple(row['torch_shape'])}<->{tuple(row['ms_shape'])}"
            lines.append(f"  {row['torch']:<40} -> {row['ms_name']:<40} [{row['how']}]{shape}")
        for row in self.mismatched:
            lines.append(f"  MISMATCH {row['torch']} {tuple(row['torch_shape'])} vs {row['ms_name']} "
                         f"{tuple(row['ms_shape'])}")
        lines += [f"  torch only: {key}" for key in self.unmapped_torch]
        lines += [f"  MindSpore only: {name}" for name in self.unmapped_ms]
        lines += [f"  dropped: {key}" for key in self.dropped]
        return "\n".join(lines)

    __repr__ = __str__


def _row(key, tensor, entry, how):
    return {"torch": key, "ms": entry.path, "ms_name": entry.name, "torch_shape": list(tensor.shape),
            "ms_shape": list(entry.shape), "how": how}


def _compatible(tensor, entry):
    return tuple(tensor.shape) == entry.torch_shape


def _from_user(mapping, tensors, entries):
    """A WeightMap from a user mapping: a WeightMap, its JSON path, or {torch key: Cell Parameter path}."""
    if isinstance(mapping, (str, os.PathLike)):
        mapping = WeightMap.load(mapping)
    pairs = mapping.ms_to_torch().items() if isinstance(mapping, WeightMap) else \
        ((ms, key) for key, ms in mapping.items())
    by_path = {entry.path: entry for entry in entries}
    result = WeightMap()
    for ms_path, key in pairs:
        if key not in tensors or ms_path not in by_path:
            missing = key if key not in tensors else ms_path
            raise KeyError(f"For 'parity', the mapping names '{missing}', which this pair of networks does not have.")
        entry, tensor = by_path[ms_path], tensors[key]
        row = _row(key, tensor, entry, "user")
        (result.mapped if tensor.numel() == entry.param._t.numel() else result.mismatched).append(row)
    used_t, used_m = {r["torch"] for r in result.mapped + result.mismatched}, {r["ms"] for r in result.mapped}
    result.unmapped_torch = [k for k in tensors if k not in used_t]
    result.unmapped_ms = [e.name for e in entries if e.path not in used_m]
    return result


def weight_map(torch_src, cell, mapping=None):
    """The mapping between a torch Module / state dict / ``.pth`` and ``cell``: by the torch view of each
    Parameter's name, then by identical attribute path, then by order and shape (``structure``)."""
    tensors = torch_entries(torch_src)
    entries = cell_entries(cell)
    if mapping is not None:
        return _from_user(mapping, tensors, entries)
    result = WeightMap()
    free = OrderedDict((entry.path, entry) for entry in entries)
    by_view = {entry.torch_key: entry for entry in entries}
    by_path = {entry.path: entry for entry in entries}
    waiting = []
    for key, tensor in tensors.items():
        if key.rpartition(".")[2] == _DROPPED_SUFFIX:
            result.dropped.append(key)
            continue
        entry = by_view.get(key) or by_path.get(key)
        if entry is None or entry.path not in free:
            waiting.append(key)
            continue
        del free[entry.path]
        how = "name" if by_view.get(key) is entry else "path"
        (result.mapped if _compatible(tensor, entry) else result.mismatched).append(_row(key, tensor, entry, how))
    remaining = list(free.values())
    for key in waiting:
        match = next((entry for entry in remaining if _compatible(tensors[key], entry)), None)
        if match is None:
            result.unmapped_torch.append(key)
            continue
        remaining.remove(match)
        result.mapped.append(_row(key, tensors[key], match, "structure"))
    result.unmapped_ms = [entry.name for entry in remaining]
    return result
