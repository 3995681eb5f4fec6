"""Rows as the pipeline carries them: a list of numpy arrays, one per column (what MindSpore's Python ops see)."""
import numpy as np
import torch

from ... import context as _context
from ...common.handles import wrap as _wrap
from ...common.tensor import Tensor


def to_array(value):
    """One column value as numpy: arrays kept, Tensors read back, Python ints int64, floats float64; a dict (a
    dict-valued column, as MindSpore 2.10 allows) stays a dict of such values."""
    if isinstance(value, np.ndarray):
        return value
    if isinstance(value, dict):
        return {k: to_array(v) for k, v in value.items()}
    if isinstance(value, Tensor):
        return value.asnumpy()
    if isinstance(value, torch.Tensor):
        return value.detach().cpu().numpy()
    if isinstance(value, bool):
        return np.array(value, dtype=np.bool_)
    if isinstance(value, int):
        return np.array(value, dtype=np.int64)
    if isinstance(value, float):
        return np.array(value, dtype=np.float64)
    return np.asarray(value)


def to_row(item):
    """A source item or an operation result as a list of columns (a lone value is one column)."""
    if isinstance(item, (tuple, list)):
        return [to_array(v) for v in item]
    return [to_array(item)]


def to_output(arr):
    """An array as the iterator yields it without ``output_numpy``: a Tensor on the current device (sharing the
    array on CPU); strings stay numpy (MindSpore 2.10 yields string columns as numpy arrays too). Model.train,
    eval and predict read their batches through this, so they reach the network on the network's device. A dict
    column's values are converted one by one."""
    if isinstance(arr, dict):
        return {k: to_output(v) for k, v in arr.items()}
    if arr.dtype.kind in "USO":
        return arr
    if not arr.flags.c_contiguous or not arr.flags.writeable or not arr.dtype.isnative:
        arr = np.ascontiguousarray(arr, dtype=arr.dtype.newbyteorder("="))
        if not arr.flags.writeable:
            arr = arr.copy()
    return _wrap(_context._place(torch.from_numpy(arr)))
