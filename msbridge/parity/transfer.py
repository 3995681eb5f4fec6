"""Weights between torch and MindSpore-style networks: copy between live networks, convert state dicts and
``.pth`` files to MindSpore-named Parameters and back."""
from collections import OrderedDict

import torch

from ..common.parameter import Parameter
from ..common.tensor import Tensor
from ..nn.cell import Cell
from .mapping import cell_entries, torch_entries, weight_map

__all__ = ["transfer_weights", "torch_to_ms_params", "ms_to_torch_state", "save_pth", "load_pth"]


def load_pth(path):
    """A torch state dict from a ``.pth`` file, read with ``torch.load(weights_only=True)`` (no pickled code)."""
    return torch_entries(path)


def _copy(dst, src):
    with torch.no_grad():
        dst.copy_(src.detach().reshape(dst.shape).to(dst.dtype))


def transfer_weights(src, dst, mapping=None):
    """Copy weights torch -> Cell (``src`` a torch Module, state dict or ``.pth`` path) or Cell -> torch Module,
    through ``weight_map`` (or the given ``mapping``); returns the WeightMap report of what was copied."""
    if isinstance(dst, Cell) and not isinstance(src, Cell):
        cell, torch_side, to_ms = dst, src, True
    elif isinstance(src, Cell) and isinstance(dst, torch.nn.Module) and not isinstance(dst, Cell):
        cell, torch_side, to_ms = src, dst, False
    else:
        raise TypeError("For 'transfer_weights', one side must be an msbridge Cell and the other a torch Module "
                        f"(or, as the source, a state dict or .pth path), but got {type(src)} and {type(dst)}.")
    report = weight_map(torch_side, cell, mapping)
    tensors = torch_entries(torch_side)
    params = {entry.path: entry.param for entry in cell_entries(cell)}
    for row in report.mapped:
        ms_t, torch_t = params[row["ms"]]._t, tensors[row["torch"]]
        if to_ms:
            _copy(ms_t, torch_t)
        else:
            _copy(torch_t, ms_t)
    return report


def torch_to_ms_params(src, cell, mapping=None):
    """A torch state dict / Module / ``.pth`` as MindSpore-named Parameters for ``cell``: ``({name: Parameter},
    WeightMap)``; the dict is what ``load_param_into_net`` and ``save_checkpoint`` take."""
    report = weight_map(src, cell, mapping)
    tensors = torch_entries(src)
    params = {entry.path: entry.param for entry in cell_entries(cell)}
    out = OrderedDict()
    for row in report.mapped:
        target = params[row["ms"]]
        data = tensors[row["torch"]].detach().reshape(target.shape).to(target._t.dtype).clone()
        out[target.name] = Parameter(Tensor.from_torch(data), target.name, target.requires_grad)
    return out, report


def _with_counters(state):
    """``num_batches_tracked`` (0, as in a fresh torch layer) after each ``running_var``: MindSpore has no counter."""
    out = OrderedDict()
    for key, value in state.items():
        out[key] = value
        if key.rpartition(".")[2] == "running_var":
            out[key[:-len("running_var")] + "num_batches_tracked"] = torch.tensor(0, dtype=torch.long)
    return out


def ms_to_torch_state(cell, torch_module=None, mapping=None):
    """The Cell's weights as a torch state dict: keys of ``torch_module`` when given, else the torch layer
    names (BatchNorm ``weight/bias/running_mean/running_var`` plus ``num_batches_tracked`` = 0)."""
    if torch_module is not None:
        report = weight_map(torch_module, cell, mapping)
        params = {entry.path: entry.param for entry in cell_entries(cell)}
        return OrderedDict((row["torch"], params[row["ms"]]._t.detach().reshape(row["torch_shape"]).clone())
                           for row in report.mapped)
    state = OrderedDict((entry.torch_key, entry.param._t.detach().reshape(entry.torch_shape).clone())
                        for entry in cell_entries(cell))
    return _with_counters(state)


def save_pth(cell, path, torch_module=None, mapping=None):
    """Write ``ms_to_torch_state(cell, torch_module, mapping)`` with ``torch.save``."""
    torch.save(ms_to_torch_state(cell, torch_module, mapping), path)
