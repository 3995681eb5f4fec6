"""``mindspore.communication.comm_func``: functional collectives on ``torch.distributed`` (``collectives``).

``src``/``dst``/``peer`` are world ranks, as in MindSpore. The functions with ``async_op`` return ``(result,
handle)``: ``None`` without ``async_op``, else a ``CommHandle`` whose ``wait()`` blocks until the result is complete
(torch's work objects of the collective). ``reduce`` and ``gather_into_tensor`` give the ranks other than ``dst`` a
zero tensor of shape (1,) (MindSpore: "no mathematical meaning"). MindSpore 2.9+'s deprecation warnings (the
functions' new home is ``mindspore.ops.communication``) are not printed.
"""
import torch

from ..common import dtype as mstype
from ..common.handles import wrap
from ..common.tensor import Tensor
from . import collectives, management
from ._comm_helper import GlobalComm

__all__ = ["all_reduce", "all_gather_into_tensor", "all_to_all_with_output_shape",
           "all_to_all_single_with_output_shape", "barrier", "broadcast", "gather_into_tensor", "isend", "irecv",
           "reduce_scatter_tensor", "reduce", "scatter_tensor", "send", "recv", "P2POp", "batch_isend_irecv",
           "all_to_all_v_c"]


class CommHandle:
    """``comm_func.CommHandle``: what an ``async_op=True`` call returns; ``wait()`` blocks until the collective has
    finished and its result tensor is complete. ``CommHandle()`` waits for nothing."""

    def __init__(self, handle=None):
        self.handle = handle

    def wait(self):
        """Block until the collective has finished (``torch.distributed.Work.wait``)."""
        if self.handle is not None:
            self.handle.wait()

    def __repr__(self):
        return "CommHandle(handle=None)" if self.handle is None else f"CommHandle(handle={self.handle.name})"


def _comm_handle(handle):
    return None if handle is None else CommHandle(handle)


def _check_tensor(api, tensor):
    if not isinstance(tensor, Tensor):
        raise TypeError(f"For {api}, the input tensor must be tensor")


def _check_rank(api, name, value):
    if not isinstance(value, int):
        raise TypeError(f"For {api}, the {name} must be int")


def _check_member(world_rank, group):
    """MindSpore converts a world rank into ``group``'s rank first: the same checks (group, init, type,
    membership)."""
    management.get_group_rank_from_world_rank(world_rank, group)


def _check_cached_member(world_rank, group):
    """The checks of MindSpore's cached world-to-group rank conversion (send, recv, isend, irecv): init, then the
    type, then membership (KeyError)."""
    management._check_inited()
    if not isinstance(world_rank, int):
        raise TypeError("For 'get_group_rank_from_world_rank_from_cache', the argument 'world_rank_id' must be type "
                        f"of int, but got 'world_rank_id' type : {type(world_rank)}.")
    group = collectives.resolve_group(group)
    if group == GlobalComm.WORLD_COMM_GROUP:
        return
    try:
        ranks = management.get_process_group_ranks(group)
    except RuntimeError:
        raise KeyError("For 'get_group_rank_from_world_rank_from_cache', the argument 'group' is not found in "
                       f"GROUP_RANKS, 'group' : {group}, 'world_rank_id' : {world_rank}") from None
    if world_rank not in ranks:
        raise KeyError("For 'get_group_rank_from_world_rank_from_cache', the argument 'world_rank_id' is not found "
                       f"in GROUP_RANKS, 'group' : {group}, 'world_rank_id' : {world_rank}")


def all_reduce(tensor, op="sum", group=GlobalComm.WORLD_COMM_GROUP, async_op=False):
    """``all_reduce(tensor, op='sum', group, async_op=False)`` -> ``(Tensor, CommHandle or None)``:
    ``torch.distributed.all_reduce`` of a copy with op 'sum', 'prod', 'min' or 'max'."""
    _check_tensor("all_reduce", tensor)
    if not isinstance(op, str):
        raise TypeError("For all_reduce, the input op type must be str")
    if op not in ("sum", "prod", "min", "max"):
        raise TypeError("For all_reduce, the input op value must be one of sum, prod, min, max")
    out, handle = collectives.all_reduce(tensor._t, op, group, async_op)
    return wrap(out), _comm_handle(handle)


def all_gather_into_tensor(tensor, group=GlobalComm.WORLD_COMM_GROUP, async_op=False):
    """``all_gather_into_tensor(tensor, group, async_op=False)`` -> ``(Tensor, CommHandle or None)``: the ranks'
    tensors concatenated along axis 0 (``torch.distributed.all_gather``)."""
    _check_tensor("all_gather_into_tensor", tensor)
    out, handle = collectives.all_gather(tensor._t, group, async_op)
    return wrap(out), _comm_handle(handle)


def reduce_scatter_tensor(tensor, op="sum", group=GlobalComm.WORLD_COMM_GROUP, async_op=False):
    """``reduce_scatter_tensor(tensor, op='sum', group, async_op=False)`` -> ``(Tensor, CommHandle or None)``: this
    rank's block of axis 0 of the reduced tensor (``torch.distributed.reduce_scatter_tensor``)."""
    _check_tensor("reduce_scatter_tensor", tensor)
    out, handle = collectives.reduce_scatter(tensor._t, op, group, async_op)
    return wrap(out), _comm_handle(handle)


def reduce(tensor, dst, op="sum", group=GlobalComm.WORLD_COMM_GROUP):
    """``reduce(tensor, dst, op='sum', group)`` -> Tensor: on world rank ``dst`` the tensors reduced with ``op``,
    elsewhere a zero tensor of shape (1,) (``torch.distributed.reduce``)."""
    _check_tensor("reduce", tensor)
    _check_member(dst, group)
    if not isinstance(op, str):
        raise TypeError(f"For 'Reduce', the type of 'op' should be 'str', but got type '{type(op).__name__}'.")
    return wrap(collectives.reduce(tensor._t, dst, op, group))


def gather_into_tensor(tensor, dst=0, group=GlobalComm.WORLD_COMM_GROUP):
    """``gather_into_tensor(tensor, dst=0, group)`` -> Tensor: on world rank ``dst`` the ranks' tensors
    concatenated along axis 0, elsewhere a zero tensor of shape (1,) (``torch.distributed.gather``)."""
    _check_tensor("gather_into_tensor", tensor)
    _check_rank("gather_into_tensor", "dst", dst)
    _check_member(dst, group)
    return wrap(collectives.gather(tensor._t, dst, group))


def scatter_tensor(tensor, src=0, group=GlobalComm.WORLD_COMM_GROUP):
    """``scatter_tensor(tensor, src=0, group)`` -> Tensor: world rank ``src``'s tensor split evenly along axis 0,
    this rank's block (``torch.distributed.scatter``)."""
    _check_tensor("scatter_tensor", tensor)
    _check_rank("scatter_tensor", "src", src)
    _check_member(src, group)
    return wrap(collectives.scatter(tensor._t, src, group))


def broadcast(tensor, src=0, group=GlobalComm.WORLD_COMM_GROUP):
    """``broadcast(tensor, src=0, group)`` -> Tensor: world rank ``src``'s tensor (``torch.distributed.
    broadcast``)."""
    _check_tensor("broadcast", tensor)
    _check_rank("broadcast", "src", src)
    _check_member(src, group)
    return wrap(collectives.broadcast(tensor._t, src, group))


def barrier(group=GlobalComm.WORLD_COMM_GROUP):
    """``barrier(group)``: ``torch.distributed.barrier``."""
    if not isinstance(group, str):
        raise TypeError(f"group must be type of string, but got {type(group)}")
    collectives.barrier(group)


def send(tensor, dst=0, group=GlobalComm.WORLD_COMM_GROUP, tag=0):
    """``send(tensor, dst=0, group, tag=0)``: ``torch.distributed.send`` to world rank ``dst``."""
    _check_tensor("send", tensor)
    _check_cached_member(dst, group)
    collectives.send(tensor._t, dst, group, tag)


def recv(tensor, src=0, group=GlobalComm.WORLD_COMM_GROUP, tag=0):
    """``recv(tensor, src=0, group, tag=0)`` -> Tensor of ``tensor``'s shape and dtype from world rank ``src``
    (``torch.distributed.recv``)."""
    _check_tensor("recv", tensor)
    _check_rank("recv", "src", src)
    _check_cached_member(src, group)
    return wrap(collectives.recv(tensor._t, src, group, tag))


def isend(tensor, dst=0, group=GlobalComm.WORLD_COMM_GROUP, tag=0):
    """``isend(tensor, dst=0, group, tag=0)`` -> CommHandle: ``torch.distributed.isend`` to world rank ``dst``."""
    _check_tensor("isend", tensor)
    _check_cached_member(dst, group)
    return CommHandle(collectives.isend(tensor._t, dst, group, tag))


def irecv(tensor, src=0, group=GlobalComm.WORLD_COMM_GROUP, tag=0):
    """``irecv(tensor, src=0, group, tag=0)`` -> ``(Tensor, CommHandle)``: a tensor of ``tensor``'s shape and
    dtype from world rank ``src``, complete after ``wait()`` (``torch.distributed.irecv``)."""
    _check_cached_member(src, group)
    out, handle = collectives.irecv(tensor._t, src, group, tag)
    return wrap(out), CommHandle(handle)


class P2POp:
    """``P2POp(op, tensor, peer, group=None, tag=0, *, recv_dtype=None)``: one send ('isend' or ``isend``) or
    receive ('irecv' or ``irecv``; ``tensor`` may then be a shape tuple with ``recv_dtype``) for
    ``batch_isend_irecv`` (torch's ``torch.distributed.P2POp``); ``tag`` other than 0 raises
    NotImplementedError, as in MindSpore."""

    def __new__(cls, op, tensor, peer, group=None, tag=0, recv_dtype=None):
        if not (isinstance(op, str) or callable(op)):
            raise TypeError(f"op must be type of string or function, but got type of {type(op)}")
        op_name = op if isinstance(op, str) else op.__name__
        if op_name not in ("isend", "irecv"):
            raise ValueError(f"Expected ``op`` to be of type ``isend`` or `irecv``, but got {op_name}")
        if not isinstance(tensor, (Tensor, tuple)):
            raise TypeError(f"Expected ``tensor`` to be type of tuple or Tensor, but got {type(tensor)}.")
        if tag != 0:
            raise NotImplementedError("``tag`` not support yet.")
        return object.__new__(cls)

    def __init__(self, op, tensor, peer, group=None, tag=0, *, recv_dtype=None):
        if not isinstance(peer, int):
            raise TypeError(f"peer must be type of int, but got type of {type(peer)}")
        if recv_dtype and not isinstance(recv_dtype, mstype.Type):
            raise TypeError(f"recv_dtype must be type of mindspore dtype, but got type of {type(recv_dtype)}")
        self.op, self.tensor, self.peer, self.group, self.tag, self.recv_dtype = (op, tensor, peer, group, tag,
                                                                                  recv_dtype)


def batch_isend_irecv(p2p_op_list):
    """``batch_isend_irecv(p2p_op_list)`` -> tuple of Tensors: the sends and receives run together
    (``torch.distributed.batch_isend_irecv``) in the first operation's group; a receive gives the tensor
    received, a send a 0-d zero of the sent tensor's dtype."""
    if not isinstance(p2p_op_list, list):
        raise TypeError(f"p2p_op_list must be type of list, but got type of {p2p_op_list}.")
    if not p2p_op_list:
        raise TypeError("p2p_op_list can not be empty list.")
    group = p2p_op_list[0].group
    group = GlobalComm.WORLD_COMM_GROUP if group is None else group
    operations = []
    for i, p2p_op in enumerate(p2p_op_list):
        if not isinstance(p2p_op, P2POp):
            raise TypeError("must be type of P2POp")
        kind = p2p_op.op if isinstance(p2p_op.op, str) else p2p_op.op.__name__
        if p2p_op.group is not None:
            _check_member(p2p_op.peer, p2p_op.group)
        operand = p2p_op.tensor
        if kind == "irecv" and isinstance(operand, tuple):
            if p2p_op.recv_dtype is None:
                raise ValueError(f"'recv_dtype' of {i}th P2POp in p2p_op_list is None but op_types is'irecv' and "
                                 "P2POp.tensor is a tuple type.")
            operand = Tensor(shape=operand, dtype=p2p_op.recv_dtype)
        elif kind == "isend" and not isinstance(operand, Tensor):
            raise TypeError("p2p_op.tensor must be tensor or shape")
        operations.append((kind, operand._t, p2p_op.peer))
    return tuple(wrap(out) for out in collectives.batch_isend_irecv(operations, group))


def _check_tensors(values):
    if not isinstance(values, (list, tuple)):
        raise TypeError(f"Expected list or tuple, but got {type(values)}.")
    for value in values:
        if not isinstance(value, Tensor):
            raise TypeError(f"Expected tensor, but got {type(value)}")


def _check_tensors_or_shapes(values):
    if not isinstance(values, (list, tuple)):
        raise TypeError(f"Expected list or tuple, but got {type(values)}.")
    for value in values:
        if not isinstance(value, (Tensor, tuple, list)):
            raise TypeError(f"Expected tensor or tuple, but got {type(value)}")


def _shape(shape_or_tensor):
    return tuple(shape_or_tensor.shape if isinstance(shape_or_tensor, Tensor) else shape_or_tensor)


def _numel(shape):
    count = 1
    for size in shape:
        count *= size
    return count


def all_to_all_with_output_shape(output_shape_list, input_tensor_list, group=None, async_op=False):
    """``all_to_all_with_output_shape(output_shape_list, input_tensor_list, group=None, async_op=False)`` ->
    ``(tuple of Tensors, CommHandle or None)``: tensor i of the input goes to group rank i; output i (of the shape
    ``output_shape_list[i]``, a shape or a tensor) comes from group rank i (``torch.distributed.
    all_to_all_single`` on the flattened tensors)."""
    _check_tensors(input_tensor_list)
    _check_tensors_or_shapes(output_shape_list)
    dtype = None
    for tensor in input_tensor_list:
        if dtype is not None and tensor.dtype != dtype:
            raise TypeError(f"all_to_all input dtype must be the same, but got {dtype} and {tensor.dtype}.")
        dtype = tensor.dtype
    shapes = [_shape(s) for s in output_shape_list]
    group = GlobalComm.WORLD_COMM_GROUP if group is None else group
    flat = torch.cat([t._t.reshape(-1) for t in input_tensor_list]) if input_tensor_list else torch.empty(0)
    out, handle = collectives.all_to_all_v(flat, [t._t.numel() for t in input_tensor_list],
                                           [_numel(s) for s in shapes], group, async_op)
    pieces = out.split([_numel(s) for s in shapes])
    return tuple(wrap(p.view(s)) for p, s in zip(pieces, shapes)), _comm_handle(handle)


def all_to_all_single_with_output_shape(output_shape, tensor, output_split_sizes=None, input_split_sizes=None,
                                        group=None, async_op=False):
    """``all_to_all_single_with_output_shape(output_shape, tensor, output_split_sizes=None, input_split_sizes=None,
    group=None, async_op=False)`` -> ``(Tensor, CommHandle or None)``: ``tensor``'s axis-0 blocks
    (``input_split_sizes`` rows each, default equal) go to the group's ranks in turn; the blocks received
    (``output_split_sizes`` rows, default equal) are concatenated into ``output_shape`` (``torch.distributed.
    all_to_all_single``)."""
    _check_tensors([tensor])
    _check_tensors_or_shapes([output_shape])
    group = GlobalComm.WORLD_COMM_GROUP if group is None else group
    out_shape, in_shape = _shape(output_shape), tuple(tensor.shape)
    size = management.get_group_size(collectives.resolve_group(group))
    if not input_split_sizes:
        if in_shape[0] % size:
            raise ValueError(f"input shape at dim 0 must be divided by world_size, but got {in_shape[0]} and {size}.")
        input_split_sizes = (in_shape[0] // size,) * size
    if not output_split_sizes:
        if out_shape[0] % size:
            raise ValueError(f"output shape at dim 0 must be divided by world_size, but got {out_shape[0]} and "
                             f"{size}.")
        output_split_sizes = (out_shape[0] // size,) * size
    row_in, row_out = _numel(in_shape[1:]), _numel(out_shape[1:])
    out, handle = collectives.all_to_all_v(tensor._t.reshape(-1), [n * row_in for n in input_split_sizes],
                                           [n * row_out for n in output_split_sizes], group, async_op)
    if out.numel():
        out = out.view((-1, *out_shape[1:]))
    return wrap(out), _comm_handle(handle)


def all_to_all_v_c(output, input, send_count_matrix, group=None, async_op=False):  # noqa: A002 - MindSpore's name
    """``all_to_all_v_c(output, input, send_count_matrix, group=None, async_op=False)`` -> CommHandle or None:
    ``send_count_matrix[i * size + j]`` rows of axis 0 go from group rank i to j; this rank's received rows,
    concatenated in rank order, are written into ``output`` in place (``torch.distributed.all_to_all_single``)."""
    _check_tensors([input])
    _check_tensors([output])
    group = GlobalComm.WORLD_COMM_GROUP if group is None else group
    if not isinstance(group, str):
        raise TypeError(f"The argument 'group' must be type of string, but got 'group' type : {type(group)}.")
    if not isinstance(async_op, bool):
        raise TypeError(f"The argument 'async_op' must be a bool, but got {type(async_op)}.")
    if not isinstance(send_count_matrix, list):
        raise TypeError(f"send_count_matrix must be list, but got {type(send_count_matrix)}")
    if not all(isinstance(x, int) for x in send_count_matrix):
        raise TypeError("send_count_matrix elements must be of type int")
    size = management.get_group_size(collectives.resolve_group(group))
    if size * size != len(send_count_matrix):
        raise TypeError(f"send_count_matrix must be square matrix, but got {len(send_count_matrix)}.")
    row_in, row_out = _numel(input.shape[1:]), _numel(output.shape[1:])
    if row_in != row_out:
        raise ValueError(f"The input and output dimensions except 0 must be of equal size, but got {row_in} and "
                         f"{row_out}.")
    rank = management.get_rank(collectives.resolve_group(group))
    sends = [n * row_in for n in send_count_matrix[rank * size:(rank + 1) * size]]
    receives = [send_count_matrix[j * size + rank] * row_in for j in range(size)]
    if sum(receives) != output._t.numel():
        raise ValueError(f"For 'all_to_all_v_c', the output has {output._t.numel()} elements but "
                         f"send_count_matrix sends it {sum(receives)}.")
    out, handle = collectives.all_to_all_v(input._t.reshape(-1), sends, receives, group, async_op)

    def write():
        output._t.copy_(out.view(output._t.shape))
    if handle is None:
        write()
        return None
    return CommHandle(collectives.Handle(handle.name, [handle], write))
