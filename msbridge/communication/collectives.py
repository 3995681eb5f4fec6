"""The collectives behind ``ops.AllReduce``/``AllGather``/``Broadcast``/``ReduceScatter``/``AlltoAll``/``Send``/
``Receive`` and ``communication.comm_func``: one implementation each, on torch tensors and ``torch.distributed``.

A MindSpore group name maps to its torch process group (``management``); ranks passed to torch are world ranks.
gloo (CPU) has no list all-to-all: there ``all_to_all`` is computed from an all-gather (same results, more data on
the wire); nccl runs torch's own. The functions taking ``async_op`` return ``(result, Handle)``: with
``async_op=True`` the collective is only started and the result is complete once ``Handle.wait()`` returned; without
it the handle is None. None of them is differentiable (MindSpore's bprops of the collectives are not reproduced).
"""
import torch
import torch.distributed as dist

from . import management
from ._comm_helper import WORLD_GROUPS, GlobalComm

__all__ = ["WORLD_GROUPS", "resolve_group", "REDUCE_OPS", "Handle", "all_reduce", "start_sum_all_reduce",
           "all_gather", "reduce_scatter", "broadcast", "all_to_all", "all_to_all_v", "reduce", "gather", "scatter",
           "send", "recv", "isend", "irecv", "batch_isend_irecv", "barrier", "group_rank_to_world"]

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


def _failed(name, exc):
    """A collective failed (a peer died, the MS_TOPO_TIMEOUT passed): the process group is torn down first, since
    a timed-out gloo collective otherwise aborts the interpreter at exit."""
    management.release()
    raise RuntimeError(f"A collective communication ({name}) failed: a peer process died, stalled past "
                       f"MS_TOPO_TIMEOUT or left the group. {type(exc).__name__}: "
                       f"{str(exc).strip().splitlines()[0] if str(exc).strip() else ''}") from exc


def _guarded(collective, *args, **kwargs):
    """Run a torch collective (see ``_failed`` when it fails)."""
    try:
        return collective(*args, **kwargs)
    except RuntimeError as exc:
        _failed(collective.__name__, exc)


class Handle:
    """A started collective: ``wait()`` blocks until its torch works finish (a failed or stalled peer shows there),
    then runs ``finish`` (what completes the result in place); later calls return at once."""

    def __init__(self, name, works, finish=None):
        self.name, self._works, self._finish = name, list(works), finish

    def wait(self):
        works, finish = self._works, self._finish
        self._works, self._finish = [], None
        for work in works:
            try:
                work.wait()
            except RuntimeError as exc:
                _failed(self.name, exc)
        if finish is not None:
            finish()


def _start(async_op, collective, *args, finish=None, **kwargs):
    """Run ``collective`` (then ``finish``) and return None; with ``async_op`` only start it and return its
    Handle."""
    if async_op:
        return Handle(collective.__name__, [_guarded(collective, *args, async_op=True, **kwargs)], finish)
    _guarded(collective, *args, **kwargs)
    if finish is not None:
        finish()
    return None


def _averaged(out, op, size):
    """What completes a reduction in place: 'avg' is a sum divided by the group size (gloo has no AVG)."""
    if op != "avg":
        return None
    return lambda: out.copy_(torch.div(out, size).to(out.dtype))


def all_reduce(t, op, group, async_op=False):
    """``(out, handle)``: ``t`` reduced with ``op`` over ``group`` (``torch.distributed.all_reduce`` on a copy)."""
    process_group, size = _group(group)
    torch_op = _reduce_op("AllReduce", op)
    out = t.clone()
    return out, _start(async_op, dist.all_reduce, out, op=torch_op, group=process_group,
                       finish=_averaged(out, op, size))


def start_sum_all_reduce(t, group):
    """Start summing ``t`` in place over ``group`` (``torch.distributed.all_reduce(..., async_op=True)``); returns
    the function that waits for it (a failed or stalled peer shows there)."""
    process_group, _ = _group(group)
    return _start(True, dist.all_reduce, t, op=dist.ReduceOp.SUM, group=process_group).wait


def all_gather(t, group, async_op=False):
    """``(out, handle)``: the tensors of ``group``'s ranks concatenated along axis 0 (stacked for 0-d tensors), in
    group-rank order (``torch.distributed.all_gather`` into the blocks of the result)."""
    process_group, size = _group(group)
    rows = t.shape[0] if t.dim() else 1
    out = torch.empty((size * rows, *t.shape[1:]), dtype=t.dtype, device=t.device)
    blocks = [out[i * rows:(i + 1) * rows].view(t.shape) for i in range(size)]
    return out, _start(async_op, dist.all_gather, blocks, t.contiguous(), group=process_group)


def reduce_scatter(t, op, group, async_op=False):
    """``(out, handle)``: ``t`` reduced over ``group`` and split along axis 0 into group-size blocks: this rank's
    block (``torch.distributed.reduce_scatter_tensor``)."""
    process_group, size = _group(group)
    torch_op = _reduce_op("ReduceScatter", op)
    if t.dim() == 0 or t.shape[0] % size:
        raise ValueError(f"For 'ReduceScatter', the first dimension of the input {tuple(t.shape)} must be divisible "
                         f"by the group size {size}.")
    out = torch.empty((t.shape[0] // size, *t.shape[1:]), dtype=t.dtype, device=t.device)
    return out, _start(async_op, dist.reduce_scatter_tensor, out, t.contiguous(), op=torch_op, group=process_group,
                       finish=_averaged(out, op, size))


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


def all_to_all_v(flat, send_counts, recv_counts, group, async_op=False):
    """``(out, handle)``: the 1-D ``flat`` cut into ``send_counts`` elements for each group rank in turn; ``out``
    holds the pieces received, ``recv_counts`` elements from each rank in turn (``torch.distributed.
    all_to_all_single`` with split sizes)."""
    process_group, size = _group(group)
    if len(send_counts) != size or len(recv_counts) != size or sum(send_counts) != flat.numel():
        raise ValueError(f"For 'all_to_all', {size} send counts summing to the input's {flat.numel()} elements and "
                         f"{size} receive counts are needed, but got {list(send_counts)} and {list(recv_counts)}.")
    out = torch.empty(sum(recv_counts), dtype=flat.dtype, device=flat.device)
    return out, _start(async_op, dist.all_to_all_single, out, flat.contiguous(), output_split_sizes=list(recv_counts),
                       input_split_sizes=list(send_counts), group=process_group)


def _split_sizes(sizes, size, api, name):
    """The per-rank element counts ``sizes`` (a list, tuple or 1-D Tensor of ``size`` ints)."""
    counts = sizes.tolist() if isinstance(sizes, torch.Tensor) else list(sizes)
    if len(counts) != size or any(not isinstance(c, int) or isinstance(c, bool) or c < 0 for c in counts):
        raise ValueError(f"For '{api}', '{name}' must hold {size} non-negative ints (one per rank of the group), but "
                         f"got {counts}.")
    return counts


def all_gather_v(flat, output_split_sizes, group):
    """MindSpore's AllGatherV: the 1-D tensors of ``group``'s ranks (``output_split_sizes[r]`` elements from group
    rank r) concatenated in group-rank order (``torch.distributed.all_gather`` of copies padded to the longest)."""
    process_group, size = _group(group)
    counts = _split_sizes(output_split_sizes, size, "AllGatherV", "output_split_sizes")
    me = dist.get_rank(process_group)
    if flat.dim() != 1 or flat.numel() != counts[me]:
        raise ValueError(f"For 'AllGatherV', the input must be 1-D with output_split_sizes[{me}] = {counts[me]} "
                         f"elements, but got shape {tuple(flat.shape)}.")
    longest = max(counts)
    padded = torch.zeros(longest, dtype=flat.dtype, device=flat.device)
    padded[:counts[me]] = flat
    gathered = [torch.empty_like(padded) for _ in range(size)]
    _guarded(dist.all_gather, gathered, padded, group=process_group)
    return torch.cat([g[:c] for g, c in zip(gathered, counts)])


def reduce_scatter_v(flat, input_split_sizes, op, group):
    """MindSpore's ReduceScatterV: the 1-D ``flat`` reduced with ``op`` over ``group``, cut into
    ``input_split_sizes`` elements per group rank in turn: this rank's piece (``torch.distributed.all_reduce`` of
    a copy, then the slice)."""
    process_group, size = _group(group)
    if op == "prod":
        raise ValueError("For 'ReduceScatterV', the 'op' 'prod' is not supported (MindSpore's sum, max, min).")
    torch_op = _reduce_op("ReduceScatterV", op)
    counts = _split_sizes(input_split_sizes, size, "ReduceScatterV", "input_split_sizes")
    if flat.dim() != 1 or flat.numel() != sum(counts):
        raise ValueError(f"For 'ReduceScatterV', the input must be 1-D with sum(input_split_sizes) = {sum(counts)} "
                         f"elements, but got shape {tuple(flat.shape)}.")
    out = flat.clone().contiguous()
    _start(False, dist.all_reduce, out, op=torch_op, group=process_group, finish=_averaged(out, op, size))
    me = dist.get_rank(process_group)
    start = sum(counts[:me])
    return out[start:start + counts[me]].clone()


def _meaningless(t):
    """What the ranks other than the root of a reduce or gather get: a tensor of shape (1,) (MindSpore's "no
    mathematical meaning"), zero, of ``t``'s dtype."""
    return torch.zeros(1, dtype=t.dtype, device=t.device)


def reduce(t, dst, op, group):
    """``t`` reduced with ``op`` over ``group`` on world rank ``dst``; the other ranks get ``_meaningless``
    (``torch.distributed.reduce`` of a copy)."""
    process_group, size = _group(group)
    torch_op = _reduce_op("Reduce", op)
    out = t.clone().contiguous()
    _start(False, dist.reduce, out, dst=dst, op=torch_op, group=process_group, finish=_averaged(out, op, size))
    return out if dist.get_rank() == dst else _meaningless(t)


def gather(t, dst, group):
    """The tensors of ``group``'s ranks concatenated along axis 0 on world rank ``dst``; the other ranks get
    ``_meaningless`` (``torch.distributed.gather``)."""
    process_group, size = _group(group)
    mine = dist.get_rank() == dst
    parts = [torch.empty_like(t) for _ in range(size)] if mine else None
    _guarded(dist.gather, t.contiguous(), parts, dst=dst, group=process_group)
    if not mine:
        return _meaningless(t)
    return torch.cat(parts, 0) if t.dim() else torch.stack(parts)


def scatter(t, src, group):
    """World rank ``src``'s ``t`` split along axis 0 into group-size blocks: this rank's block (``torch.
    distributed.scatter``; the other ranks' ``t`` gives only the shape and dtype)."""
    process_group, size = _group(group)
    if t.dim() == 0 or t.shape[0] % size:
        raise ValueError(f"For 'CollectiveScatter', the first dimension of the input {tuple(t.shape)} must be "
                         f"divisible by the group size {size}.")
    blocks = [b.contiguous() for b in t.chunk(size, 0)]
    out = torch.empty_like(blocks[0])
    _guarded(dist.scatter, out, blocks if dist.get_rank() == src else None, src=src, group=process_group)
    return out


def send(t, dst, group, tag):
    """``torch.distributed.send`` of ``t`` to world rank ``dst``."""
    process_group, _ = _group(group)
    _guarded(dist.send, t.contiguous(), dst=dst, group=process_group, tag=tag)


def recv(t, src, group, tag):
    """A new tensor of ``t``'s shape and dtype received from world rank ``src`` (``torch.distributed.recv``)."""
    out, handle = irecv(t, src, group, tag)
    handle.wait()
    return out


def isend(t, dst, group, tag):
    """Start sending ``t`` to world rank ``dst``; returns the Handle (``torch.distributed.isend``)."""
    process_group, _ = _group(group)
    return Handle("isend", [_guarded(dist.isend, t.contiguous(), dst=dst, group=process_group, tag=tag)])


def irecv(t, src, group, tag):
    """``(out, handle)``: start receiving a tensor of ``t``'s shape, dtype and device from world rank ``src``
    (``torch.distributed.irecv``)."""
    process_group, _ = _group(group)
    out = torch.empty_like(t)
    return out, Handle("irecv", [_guarded(dist.irecv, out, src=src, group=process_group, tag=tag)])


def batch_isend_irecv(operations, group):
    """Run the point-to-point ``operations`` together and wait for them (``torch.distributed.batch_isend_irecv``):
    each is ``("isend", tensor, world_peer)`` or ``("irecv", tensor, world_peer)`` (a tensor of the shape, dtype
    and device to receive); returns one tensor per operation: the received tensor, or for a send a 0-d zero of the
    sent tensor's dtype."""
    process_group, _ = _group(group)
    p2p, outs = [], []
    for kind, operand, peer in operations:
        if kind == "isend":
            p2p.append(dist.P2POp(dist.isend, operand.contiguous(), peer, process_group))
            outs.append(torch.zeros((), dtype=operand.dtype, device=operand.device))
        else:
            outs.append(torch.empty_like(operand))
            p2p.append(dist.P2POp(dist.irecv, outs[-1], peer, process_group))
    Handle("batch_isend_irecv", _guarded(dist.batch_isend_irecv, p2p)).wait()
    return outs


def barrier(group):
    """``torch.distributed.barrier`` of ``group``."""
    process_group, _ = _group(group)
    _guarded(dist.barrier, group=process_group)


def group_rank_to_world(group, group_rank):
    """The world rank of ``group``'s rank ``group_rank`` (the world group: the same number)."""
    if group in WORLD_GROUPS:
        return group_rank
    return management.get_world_rank_from_group_rank(group, group_rank)
