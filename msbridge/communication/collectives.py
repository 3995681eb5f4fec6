"""The collectives behind ``ops.AllReduce``/``AllGather``/``Broadcast``/``ReduceScatter``/``AlltoAll`` and
``communication.comm_func``: one implementation each, on torch tensors and ``torch.distributed``.

A MindSpore group name maps to its torch process group (``management``). gloo (CPU) has no reduce-scatter and no
all-to-all: there they are computed from an all-reduce and an all-gather (same results, more data on the wire);
nccl runs torch's own. None of them is differentiable (MindSpore's bprops of the collectives are not reproduced).
"""
import torch
import torch.distributed as dist

from . import management
from ._comm_helper import WORLD_GROUPS, GlobalComm

__all__ = ["WORLD_GROUPS", "resolve_group", "REDUCE_OPS", "all_reduce", "start_sum_all_reduce", "all_gather",
           "reduce_scatter", "broadcast", "all_to_all", "send", "recv", "barrier", "group_rank_to_world"]

# MindSpore's ReduceOp values -> torch's (avg: a sum divided by the group size, which gloo also supports)
REDUCE_OPS = {"sum": dist.ReduceOp.SUM, "prod": dist.ReduceOp.PRODUCT, "min": dist.ReduceOp.MIN,
              "max": dist.ReduceOp.MAX, "avg": dist.ReduceOp.SUM}


def resolve_group(group):
    """MindSpore's world-group names (its default argument is the Ascend one) mean the world group of the
    initialised backend; other names are kept."""
    return GlobalComm.WORLD_COMM_GROUP if group in WORLD_GROUPS else group


def _group(group):
    """torch's process group and the group size for the MindSpore group name ``group`` (init must have run)."""
    management._check_inited()
    process_group = management._torch_group(resolve_group(group))
    return process_group, dist.get_world_size(process_group)


def _reduce_op(api, op):
    if op not in REDUCE_OPS:
        raise ValueError(f"For '{api}', the 'op' must be one of {sorted(REDUCE_OPS)}, but got '{op}'.")
    return REDUCE_OPS[op]


def _guarded(collective, *args, **kwargs):
    """Run a torch collective; when it fails (a peer died, the MS_TOPO_TIMEOUT passed) the process group is torn
    down first, since a timed-out gloo collective otherwise aborts the interpreter at exit."""
    try:
        return collective(*args, **kwargs)
    except RuntimeError as exc:
        management.release()
        raise RuntimeError(f"A collective communication ({collective.__name__}) failed: a peer process died, "
                           f"stalled past MS_TOPO_TIMEOUT or left the group. {type(exc).__name__}: "
                           f"{str(exc).strip().splitlines()[0] if str(exc).strip() else ''}") from exc


def all_reduce(t, op, group):
    """A new tensor: ``t`` reduced with ``op`` over ``group`` (``torch.distributed.all_reduce`` on a copy)."""
    process_group, size = _group(group)
    torch_op = _reduce_op("AllReduce", op)
    out = t.clone()
    _guarded(dist.all_reduce, out, op=torch_op, group=process_group)
    return torch.div(out, size).to(out.dtype) if op == "avg" else out


def start_sum_all_reduce(t, group):
    """Start summing ``t`` in place over ``group`` (``torch.distributed.all_reduce(..., async_op=True)``); returns
    the function that waits for it (a failed or stalled peer shows there)."""
    process_group, _ = _group(group)
    work = _guarded(dist.all_reduce, t, op=dist.ReduceOp.SUM, group=process_group, async_op=True)

    def all_reduce():
        work.wait()
    return lambda: _guarded(all_reduce)


def all_gather(t, group):
    """The tensors of ``group``'s ranks concatenated along axis 0, in group-rank order."""
    process_group, size = _group(group)
    parts = [torch.empty_like(t) for _ in range(size)]
    _guarded(dist.all_gather, parts, t.contiguous(), group=process_group)
    return torch.cat(parts, 0) if t.dim() else torch.stack(parts)


def reduce_scatter(t, op, group):
    """``t`` reduced over ``group`` and split along axis 0 into group-size blocks: this rank's block."""
    process_group, size = _group(group)
    torch_op = _reduce_op("ReduceScatter", op)
    if t.dim() == 0 or t.shape[0] % size:
        raise ValueError(f"For 'ReduceScatter', the first dimension of the input {tuple(t.shape)} must be divisible "
                         f"by the group size {size}.")
    if dist.get_backend(process_group) == "nccl":
        out = torch.empty((t.shape[0] // size, *t.shape[1:]), dtype=t.dtype, device=t.device)
        _guarded(dist.reduce_scatter_tensor, out, t.contiguous(), op=torch_op, group=process_group)
    else:  # gloo: all-reduce, then keep this rank's block
        reduced = t.clone()
        _guarded(dist.all_reduce, reduced, op=torch_op, group=process_group)
        out = reduced.chunk(size, 0)[dist.get_rank(process_group)].clone()
    return torch.div(out, size).to(out.dtype) if op == "avg" else out


def broadcast(t, root, group):
    """A new tensor: ``t`` of world rank ``root`` on every rank of ``group``."""
    process_group, _ = _group(group)
    out = t.clone().contiguous()
    _guarded(dist.broadcast, out, src=root, group=process_group)
    return out


def all_to_all(t, split_count, split_dim, concat_dim, group):
    """MindSpore's AlltoAll: ``t`` split into ``split_count`` blocks along ``split_dim``; block j goes to group
    rank j; the blocks received (in group-rank order) are concatenated along ``concat_dim``."""
    process_group, size = _group(group)
    if split_count != size:
        raise ValueError(f"For 'AlltoAll', the 'split_count' must be equal to the group size {size}, but got "
                         f"{split_count}.")
    rank = t.dim()
    if not (-rank <= split_dim < rank and -rank <= concat_dim < rank):
        raise ValueError(f"For 'AlltoAll', 'split_dim' {split_dim} and 'concat_dim' {concat_dim} must be in "
                         f"[{-rank}, {rank}) for an input of rank {rank}.")
    if t.shape[split_dim] % split_count:
        raise ValueError(f"For 'AlltoAll', the input's dimension {split_dim} ({t.shape[split_dim]}) must be "
                         f"divisible by 'split_count' {split_count}.")
    blocks = [b.contiguous() for b in t.chunk(split_count, split_dim)]
    if dist.get_backend(process_group) == "nccl":
        received = [torch.empty_like(b) for b in blocks]
        _guarded(dist.all_to_all, received, blocks, group=process_group)
    else:  # gloo: every rank gathers every input and keeps the blocks addressed to it
        me = dist.get_rank(process_group)
        gathered = [torch.empty_like(t) for _ in range(size)]
        _guarded(dist.all_gather, gathered, t.contiguous(), group=process_group)
        received = [g.chunk(split_count, split_dim)[me] for g in gathered]
    return torch.cat(received, concat_dim)


def send(t, dst, group, tag):
    """``torch.distributed.send`` of ``t`` to world rank ``dst``."""
    process_group, _ = _group(group)
    _guarded(dist.send, t.contiguous(), dst=dst, group=process_group, tag=tag)


def recv(t, src, group, tag):
    """A new tensor of ``t``'s shape and dtype received from world rank ``src`` (``torch.distributed.recv``)."""
    process_group, _ = _group(group)
    out = torch.empty_like(t)
    _guarded(dist.recv, out, src=src, group=process_group, tag=tag)
    return out


def barrier(group):
    """``torch.distributed.barrier`` of ``group``."""
    process_group, _ = _group(group)
    _guarded(dist.barrier, group=process_group)


def group_rank_to_world(group, group_rank):
    """The world rank of ``group``'s rank ``group_rank`` (the world group: the same number)."""
    if group in WORLD_GROUPS:
        return group_rank
    return management.get_world_rank_from_group_rank(group, group_rank)
