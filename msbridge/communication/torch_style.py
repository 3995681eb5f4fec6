"""``mindspore.mint.distributed``, whose functions ``mindspore.ops`` exports too (MindSpore 2.10's
``ops.function.comm_func`` repeats them, same signatures and behaviour): torch.distributed-style collectives (results
written into the tensors passed in) on msbridge's one communication implementation (``communication.collectives``,
``torch.distributed``).

These are the names MindSpore 2.10 runs on CPU (its docstrings: Ascend and CPU); ``init_process_group`` and the
rest are Ascend-only there. Start the processes with ``msbridge.run`` (msrun) and call
``mindspore.communication.init()`` first. ``src``/``dst`` are world ranks; ``group=None`` is the world group. With
``async_op=True`` a function returns a ``CommHandle`` whose ``wait()`` completes the result, else None.
"""
import hashlib

import torch

from ..common.tensor import Tensor
from .. import log
from . import GlobalComm, collectives, management
from .comm_func import CommHandle

__all__ = ["all_gather", "all_reduce", "barrier", "broadcast", "gather", "get_backend", "get_process_group_ranks",
           "get_rank", "new_group", "recv", "scatter", "send"]

_BACKENDS = ("hccl", "mccl")


def _group(group, api):
    if group is None:
        return GlobalComm.WORLD_COMM_GROUP
    if not isinstance(group, str):
        raise TypeError(f"For '{api}', the argument 'group' must be type of string, but got 'group' type : "
                        f"{type(group)}.")
    return group


def _check(api, tensor, async_op=False, role="input"):
    if not isinstance(tensor, Tensor):
        raise TypeError(f"For {api}, the {role} tensor must be tensor")
    if not isinstance(async_op, bool):
        raise TypeError(f"The argument 'async_op' must be a bool, but got {type(async_op)}.")


def _check_list(api, tensors, size=None):
    if not isinstance(tensors, (list, tuple)):
        raise TypeError(f"For {api}, the tensor list must be a list of Tensors, but got {type(tensors)}.")
    for t in tensors:
        if not isinstance(t, Tensor):
            raise TypeError(f"Expected tensor, but got {type(t)}")
    if size is not None and len(tensors) != size:
        raise ValueError(f"For {api}, the tensor list must hold one tensor per rank of the group ({size}), but got "
                         f"{len(tensors)}.")


def _write(targets, source):
    """Copy the rows of ``source`` (one per target, stacked) into the targets' torch tensors."""
    with torch.no_grad():
        for target, part in zip(targets, source.reshape(len(targets), *targets[0]._t.shape)):
            target._t.copy_(part)


def _finish(handle, complete, async_op):
    """Run ``complete`` now (returning None), or after the started collective ``handle`` (returning its
    CommHandle)."""
    if not async_op:
        complete()
        return None
    return CommHandle(collectives.Handle("mint.distributed", [handle] if handle is not None else [], complete))


def all_reduce(tensor, op="sum", group=None, async_op=False):
    """``all_reduce(tensor, op='sum', group=None, async_op=False)``: ``tensor`` replaced by its reduction over the
    group with 'sum', 'prod', 'min', 'max' or 'avg' (torch.distributed.all_reduce)."""
    _check("all_reduce", tensor, async_op)
    if not isinstance(op, str):
        raise TypeError("For all_reduce, the input op type must be str")
    if op not in collectives.REDUCE_OPS:
        raise TypeError("For all_reduce, the input op value must be one of sum, prod, min, max, avg")
    out, handle = collectives.all_reduce(tensor._t, op, _group(group, "all_reduce"), async_op)
    return _finish(handle, lambda: _write([tensor], out), async_op)


def all_gather(tensor_list, tensor, group=None, async_op=False):
    """``all_gather(tensor_list, tensor, group=None, async_op=False)``: ``tensor_list[i]`` set to group rank
    ``i``'s ``tensor`` (torch.distributed.all_gather)."""
    group = _group(group, "all_gather")
    _check_list("all_gather", tensor_list, management.get_group_size(group))
    _check("all_gather_into_tensor", tensor, async_op)
    out, handle = collectives.all_gather(tensor._t, group, async_op)
    return _finish(handle, lambda: _write(tensor_list, out), async_op)


def broadcast(tensor, src, group=None, async_op=False):
    """``broadcast(tensor, src, group=None, async_op=False)``: ``tensor`` set to world rank ``src``'s on every rank
    (torch.distributed.broadcast)."""
    _check("broadcast", tensor, async_op)
    if not isinstance(src, int):
        raise TypeError("For broadcast, the src must be int")
    group = _group(group, "broadcast")
    management.get_group_rank_from_world_rank(src, group)
    out = collectives.broadcast(tensor._t, src, group)
    return _finish(None, lambda: _write([tensor], out), async_op)


def gather(tensor, gather_list, dst=0, group=None, async_op=False):
    """``gather(tensor, gather_list, dst=0, group=None, async_op=False)``: on world rank ``dst``, ``gather_list[i]``
    set to group rank ``i``'s ``tensor`` (torch.distributed.gather); the other ranks' lists are left alone."""
    _check("gather", tensor, async_op)
    _check_list("gather", gather_list)
    if not isinstance(dst, int):
        raise TypeError("For gather, the dst must be int")
    group = _group(group, "gather")
    mine = management.get_group_rank_from_world_rank(dst, group) == management.get_rank(group)
    if mine:
        _check_list("gather", gather_list, management.get_group_size(group))
    out = collectives.gather(tensor._t, dst, group)
    return _finish(None, lambda: _write(gather_list, out) if mine else None, async_op)


def scatter(tensor, scatter_list, src=0, group=None, async_op=False):
    """``scatter(tensor, scatter_list, src=0, group=None, async_op=False)``: ``tensor`` set to world rank ``src``'s
    ``scatter_list[r]`` on group rank ``r`` (torch.distributed.scatter)."""
    _check_list("scatter_tensor", scatter_list)
    _check("scatter_tensor", tensor, async_op, "output")
    if not isinstance(src, int):
        raise TypeError("For scatter_tensor, the src must be int")
    group = _group(group, "scatter")
    size = management.get_group_size(group)
    t = tensor._t
    if management.get_group_rank_from_world_rank(src, group) == management.get_rank(group):
        _check_list("scatter_tensor", scatter_list, size)
        stacked = torch.stack([s._t for s in scatter_list])
    else:  # only the shape and dtype count off the source rank
        stacked = t.new_empty((size, *t.shape))
    out = collectives.scatter(stacked, src, group)
    return _finish(None, lambda: _write([tensor], out), async_op)


def send(tensor, dst=0, group=None, tag=0):
    """``send(tensor, dst=0, group=None, tag=0)``: ``tensor`` sent to world rank ``dst`` (torch.distributed.send)."""
    _check("send", tensor)
    if not isinstance(dst, int):
        raise TypeError("For send, the dst must be int")
    group = _group(group, "send")
    if management.get_rank() == dst:
        raise ValueError("Invalid destination rank: destination rank should not be the same as the rank of the "
                         "current process.")
    collectives.send(tensor._t, dst, group, tag)


def recv(tensor, src=0, group=None, tag=0):
    """``recv(tensor, src=0, group=None, tag=0)`` -> 0: ``tensor`` set to what world rank ``src`` sends
    (torch.distributed.recv)."""
    _check("recv", tensor)
    if not isinstance(src, int):
        raise TypeError("For recv, the src must be int")
    _write([tensor], collectives.recv(tensor._t, src, _group(group, "recv"), tag))
    return 0


def barrier(group=None, async_op=False, device_ids=None):
    """``barrier(group=None, async_op=False, device_ids=None)``: torch.distributed.barrier of the group
    (``device_ids`` is ignored, as on MindSpore's CPU)."""
    group = _group(group, "barrier")
    if not isinstance(async_op, bool):
        raise TypeError(f"The argument 'async_op' must be a bool, but got {type(async_op)}.")
    collectives.barrier(group)
    return _finish(None, lambda: None, async_op)


def new_group(ranks=None, timeout=None, backend=None, pg_options=None, use_local_synchronization=False,
              group_desc=None):
    """``new_group(ranks=None, ...)`` -> the group's name: the world group for ``ranks=None``, else a group of the
    sorted ``ranks`` named ``<backend>_<size>_<sha1 of the ranks>`` as MindSpore names it (``create_group``;
    every process must call it). ``timeout``, ``use_local_synchronization`` and ``group_desc`` change nothing, as on
    MindSpore's CPU; a failed creation logs a warning and returns ''."""
    if ranks is None:
        return GlobalComm.WORLD_COMM_GROUP
    if not isinstance(ranks, list):
        raise TypeError(f"ranks must be list, but got {type(ranks)}")
    ranks = sorted(ranks)
    backend = "hccl" if backend is None else backend
    if not isinstance(backend, str) or backend not in _BACKENDS:
        raise TypeError(f"the input backend must be hccl or mccl, but got {backend}")
    name = f"{backend}_{len(ranks)}_{hashlib.sha1('_'.join(map(str, ranks)).encode()).hexdigest()}"
    try:
        management.create_group(name, ranks, pg_options)
    except RuntimeError as exc:
        log.warning(exc)
        return ""
    return name


def get_backend(group=None):
    """``get_backend(group=None)``: 'hccl' for None or an 'hccl' group name, 'mccl' for an 'mccl' one, else the
    initialised backend's name (MindSpore's answers)."""
    if group is None:
        return "hccl"
    if not isinstance(group, str):
        raise TypeError("For 'get_backend', the argument 'group' must be type of string or None, but got 'group' "
                        f"type : {type(group)}.")
    for backend in _BACKENDS:
        if backend in group:
            return backend
    return GlobalComm.BACKEND


def get_process_group_ranks(group=None):
    """``get_process_group_ranks(group=None)``: the world ranks of the group."""
    return management.get_process_group_ranks(_group(group, "get_process_group_ranks"))


def get_rank(group=None):
    """``get_rank(group=None)``: this process's rank in the group; -1 (with a warning) when that fails."""
    group = _group(group, "get_rank")
    try:
        return management.get_rank(group)
    except RuntimeError as exc:
        log.warning(exc)
        return -1
