"""``mindspore.communication.comm_func``: functional collectives on ``torch.distributed`` (``collectives``).

``src``/``dst`` are world ranks, as in MindSpore. ``all_reduce``, ``all_gather_into_tensor`` and
``reduce_scatter_tensor`` return ``(Tensor, None)`` (MindSpore's (output, CommHandle) without ``async_op``);
``async_op=True`` raises NotImplementedError. Not provided: reduce, gather_into_tensor, scatter_tensor, isend,
irecv, P2POp, batch_isend_irecv and the all_to_all variants (docs/compat/distributed.md).
"""
from ..common.handles import wrap
from ..common.tensor import Tensor
from . import collectives
from ._comm_helper import GlobalComm

__all__ = ["all_reduce", "all_gather_into_tensor", "reduce_scatter_tensor", "broadcast", "barrier", "send", "recv"]


def _check_tensor(api, tensor):
    if not isinstance(tensor, Tensor):
        raise TypeError(f"For {api}, the input tensor must be tensor")


def _check_rank(api, name, value):
    if not isinstance(value, int):
        raise TypeError(f"For {api}, the {name} must be int")


def _check_sync(api, async_op):
    if async_op:
        raise NotImplementedError(f"For {api}, 'async_op=True' is not supported by msbridge: the collective runs "
                                  "synchronously with async_op=False.")


def all_reduce(tensor, op="sum", group=GlobalComm.WORLD_COMM_GROUP, async_op=False):
    """``all_reduce(tensor, op='sum', group, async_op=False)`` -> ``(Tensor, None)``: ``torch.distributed.
    all_reduce`` of a copy with op 'sum', 'prod', 'min' or 'max'."""
    _check_tensor("all_reduce", tensor)
    if not isinstance(op, str):
        raise TypeError("For all_reduce, the input op type must be str")
    if op not in ("sum", "prod", "min", "max"):
        raise TypeError("For all_reduce, the input op value must be one of sum, prod, min, max")
    _check_sync("all_reduce", async_op)
    return wrap(collectives.all_reduce(tensor._t, op, group)), None


def all_gather_into_tensor(tensor, group=GlobalComm.WORLD_COMM_GROUP, async_op=False):
    """``all_gather_into_tensor(tensor, group, async_op=False)`` -> ``(Tensor, None)``: the ranks' tensors
    concatenated along axis 0 (``torch.distributed.all_gather``)."""
    _check_tensor("all_gather_into_tensor", tensor)
    _check_sync("all_gather_into_tensor", async_op)
    return wrap(collectives.all_gather(tensor._t, group)), None


def reduce_scatter_tensor(tensor, op="sum", group=GlobalComm.WORLD_COMM_GROUP, async_op=False):
    """``reduce_scatter_tensor(tensor, op='sum', group, async_op=False)`` -> ``(Tensor, None)``: this rank's block
    of axis 0 of the reduced tensor (``torch.distributed.reduce_scatter_tensor``; on gloo an all-reduce)."""
    _check_tensor("reduce_scatter_tensor", tensor)
    _check_sync("reduce_scatter_tensor", async_op)
    return wrap(collectives.reduce_scatter(tensor._t, op, group)), None


def broadcast(tensor, src=0, group=GlobalComm.WORLD_COMM_GROUP):
    """``broadcast(tensor, src=0, group)`` -> Tensor: world rank ``src``'s tensor (``torch.distributed.
    broadcast``)."""
    _check_tensor("broadcast", tensor)
    _check_rank("broadcast", "src", src)
    return wrap(collectives.broadcast(tensor._t, src, group))


def barrier(group=GlobalComm.WORLD_COMM_GROUP):
    """``barrier(group)``: ``torch.distributed.barrier``."""
    if not isinstance(group, str):
        raise TypeError(f"group must be type of string, but got {type(group)}")
    collectives.barrier(group)


def send(tensor, dst=0, group=GlobalComm.WORLD_COMM_GROUP, tag=0):
    """``send(tensor, dst=0, group, tag=0)``: ``torch.distributed.send`` to world rank ``dst``."""
    _check_tensor("send", tensor)
    collectives.send(tensor._t, dst, group, tag)


def recv(tensor, src=0, group=GlobalComm.WORLD_COMM_GROUP, tag=0):
    """``recv(tensor, src=0, group, tag=0)`` -> Tensor of ``tensor``'s shape and dtype from world rank ``src``
    (``torch.distributed.recv``)."""
    _check_tensor("recv", tensor)
    _check_rank("recv", "src", src)
    return wrap(collectives.recv(tensor._t, src, group, tag))
