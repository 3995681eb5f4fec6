"""``mindspore.ops.operations.comm_ops``: the collective primitives on ``torch.distributed``
(``communication.collectives``: one implementation shared with ``communication.comm_func``)."""
from ... import _checkparam as validator
from ...common import dtype as mstype
from ...common.handles import wrap
from ...common.tensor import Tensor
from ...communication import GlobalComm, collectives, get_group_size, get_rank
from ..primitive import Primitive

__all__ = ["ReduceOp", "AllReduce", "AllGather", "Broadcast", "ReduceScatter", "AlltoAll", "Send", "Receive",
           "AllGatherV", "ReduceScatterV"]

class ReduceOp:
    """``ops.ReduceOp``: the reduction of AllReduce/ReduceScatter ('sum', 'max', 'min', 'prod', 'avg')."""
    SUM = "sum"
    MAX = "max"
    MIN = "min"
    PROD = "prod"
    AVG = "avg"


class _Collective(Primitive):
    """A collective primitive with its attributes in MindSpore's order: the constructor's arguments, then its
    bookkeeping ones (``group`` among them, readable as ``prim.group``)."""

    def __init__(self, name, attrs):
        super().__init__(name)
        for key, value in attrs:
            self.add_prim_attr(key, value)


class AllReduce(_Collective):
    """``ops.AllReduce(op=ReduceOp.SUM, group=GlobalComm.WORLD_COMM_GROUP)(x)``: ``x`` reduced over the group
    (``torch.distributed.all_reduce`` of a copy; 'avg' is a sum divided by the group size)."""

    def __init__(self, op=ReduceOp.SUM, group=GlobalComm.WORLD_COMM_GROUP):
        group = collectives.resolve_group(group)
        if not isinstance(op, str):
            raise TypeError(f"For 'AllReduce', the 'op' must be str, but got {type(op).__name__}.")
        if not isinstance(group, str):
            raise TypeError(f"For 'AllReduce', the 'group' must be str, but got {type(group).__name__}.")
        super().__init__("AllReduce", (("op", op), ("group", group), ("fusion", 0), ("index", 0),
                                       ("no_eliminate", True)))

    def __call__(self, x):
        return wrap(collectives.all_reduce(x._t, self.op, self.group)[0])


class AllGather(_Collective):
    """``ops.AllGather(group=GlobalComm.WORLD_COMM_GROUP)(x)``: the group's tensors concatenated along axis 0
    (``torch.distributed.all_gather``)."""

    def __init__(self, group=GlobalComm.WORLD_COMM_GROUP):
        group = validator.check_value_type(collectives.resolve_group(group), (str,), "group", "AllGather")
        self.rank, self.rank_size = get_rank(group), get_group_size(group)
        super().__init__("AllGather", (("group", group), ("rank_size", self.rank_size), ("fusion", 0),
                                       ("mean_flag", False), ("no_eliminate", True)))

    def __call__(self, x):
        return wrap(collectives.all_gather(x._t, self.group)[0])


class ReduceScatter(_Collective):
    """``ops.ReduceScatter(op=ReduceOp.SUM, group=GlobalComm.WORLD_COMM_GROUP)(x)``: ``x`` reduced over the group,
    this rank's block of axis 0 (``torch.distributed.reduce_scatter_tensor``)."""

    def __init__(self, op=ReduceOp.SUM, group=GlobalComm.WORLD_COMM_GROUP):
        validator.check_value_type(op, (str,), "op", "ReduceScatter")
        group = validator.check_value_type(collectives.resolve_group(group), (str,), "group", "ReduceScatter")
        self.rank_size = get_group_size(group)
        super().__init__("ReduceScatter", (("op", op), ("group", group), ("rank_size", self.rank_size),
                                           ("fusion", 0), ("no_eliminate", True)))

    def __call__(self, x):
        return wrap(collectives.reduce_scatter(x._t, self.op, self.group)[0])


class Broadcast(_Collective):
    """``ops.Broadcast(root_rank, group=GlobalComm.WORLD_COMM_GROUP)(inputs)``: each tensor of the tuple
    ``inputs`` as on the group's rank ``root_rank`` (``torch.distributed.broadcast``); returns a tuple."""

    def __init__(self, root_rank, group=GlobalComm.WORLD_COMM_GROUP):
        validator.check_value_type(root_rank, (int,), "root_rank", "Broadcast")
        group = validator.check_value_type(collectives.resolve_group(group), (str,), "group", "Broadcast")
        super().__init__("Broadcast", (("root_rank", root_rank), ("group", group), ("no_eliminate", True)))

    def __call__(self, inputs):
        if not isinstance(inputs, tuple):
            raise TypeError(f"For primitive[Broadcast], the input[0] should be a Tuple, but got "
                            f"{type(inputs).__name__}.")
        root = collectives.group_rank_to_world(self.group, self.root_rank)
        return tuple(wrap(collectives.broadcast(x._t, root, self.group)) for x in inputs)


class AlltoAll(_Collective):
    """``ops.AlltoAll(split_count, split_dim, concat_dim, group=GlobalComm.WORLD_COMM_GROUP)(x)``: ``x`` split into
    ``split_count`` blocks along ``split_dim``, block j sent to rank j, the received blocks concatenated along
    ``concat_dim`` (``torch.distributed.all_to_all``; on gloo computed from an all-gather)."""

    def __init__(self, split_count, split_dim, concat_dim, group=GlobalComm.WORLD_COMM_GROUP):
        group = validator.check_value_type(collectives.resolve_group(group), (str,), "group", "AlltoAll")
        for value in (split_count, split_dim, concat_dim):
            if not isinstance(value, int) or isinstance(value, bool):
                raise TypeError(f"The type of '{int}' must be 'int', but got '{type(value).__name__}'.")
        self.rank_size = get_group_size(group)
        super().__init__("AlltoAll", (("split_count", split_count), ("split_dim", split_dim),
                                      ("concat_dim", concat_dim), ("group", group), ("no_eliminate", True),
                                      ("rank_size", self.rank_size)))

    def __call__(self, x):
        return wrap(collectives.all_to_all(x._t, self.split_count, self.split_dim, self.concat_dim, self.group))


class Send(_Collective):
    """``ops.Send(sr_tag, dest_rank, group=GlobalComm.WORLD_COMM_GROUP, group_back=GlobalComm.WORLD_COMM_GROUP)(x)``:
    ``x`` sent to the group's rank ``dest_rank`` with tag ``sr_tag`` (``torch.distributed.send``); returns ``x``.
    ``group_back`` (the group of the backward pass) is kept as an attribute only."""

    def __init__(self, sr_tag, dest_rank, group=GlobalComm.WORLD_COMM_GROUP, group_back=GlobalComm.WORLD_COMM_GROUP):
        super().__init__("Send", (("sr_tag", sr_tag), ("dest_rank", dest_rank), ("group", group),
                                  ("group_back", group_back), ("no_eliminate", True)))

    def __call__(self, x):
        group = collectives.resolve_group(self.group)
        collectives.send(x._t, collectives.group_rank_to_world(group, self.dest_rank), group, self.sr_tag)
        return x


# the dtypes a Receive may produce, in MindSpore's order
_RECEIVE_DTYPES = ("float16", "float32", "float64", "bfloat16", "int8", "int16", "int32", "int64", "uint8", "uint16",
                   "uint32", "uint64")


class Receive(_Collective):
    """``ops.Receive(sr_tag, src_rank, shape, dtype, group=GlobalComm.WORLD_COMM_GROUP,
    group_back=GlobalComm.WORLD_COMM_GROUP)()``: a tensor of ``shape`` and ``dtype`` received from the group's rank
    ``src_rank`` with tag ``sr_tag`` (``torch.distributed.recv``)."""

    def __init__(self, sr_tag, src_rank, shape, dtype, group=GlobalComm.WORLD_COMM_GROUP,
                 group_back=GlobalComm.WORLD_COMM_GROUP):
        if not isinstance(dtype, mstype.Type) or str(dtype).lower() not in _RECEIVE_DTYPES:
            names = ", ".join(f"mindspore.{name}" for name in _RECEIVE_DTYPES)
            raise TypeError(f"For 'Receive', the type of 'dtype' must be in [{names}], but got {dtype}.")
        super().__init__("Receive", (("sr_tag", sr_tag), ("src_rank", src_rank), ("shape", shape), ("dtype", dtype),
                                     ("group", group), ("group_back", group_back), ("no_eliminate", True)))

    def __call__(self, *args):
        group = collectives.resolve_group(self.group)
        template = Tensor(shape=self.shape, dtype=self.dtype)._t
        return wrap(collectives.recv(template, collectives.group_rank_to_world(group, self.src_rank), group,
                                     self.sr_tag))


class AllGatherV(_Collective):
    """``ops.AllGatherV(group=GlobalComm.WORLD_COMM_GROUP)(input_x, output_split_sizes)``: the 1-D tensors of the
    group's ranks, ``output_split_sizes[r]`` elements from rank r, concatenated in rank order
    (``torch.distributed.all_gather`` of padded copies)."""

    def __init__(self, group=GlobalComm.WORLD_COMM_GROUP):
        group = validator.check_value_type(collectives.resolve_group(group), (str,), "group", "AllGatherV")
        self.rank, self.rank_size = get_rank(group), get_group_size(group)
        super().__init__("AllGatherV", (("group", group), ("rank_size", self.rank_size), ("mean_flag", False),
                                        ("rank_id", self.rank)))

    def __call__(self, input_x, output_split_sizes):
        sizes = output_split_sizes._t if isinstance(output_split_sizes, Tensor) else output_split_sizes
        return wrap(collectives.all_gather_v(input_x._t, sizes, self.group))


class ReduceScatterV(_Collective):
    """``ops.ReduceScatterV(op=ReduceOp.SUM, group=GlobalComm.WORLD_COMM_GROUP)(input_x, input_split_sizes)``: the
    1-D ``input_x`` reduced over the group, this rank's piece of ``input_split_sizes[rank]`` elements
    (``torch.distributed.all_reduce``, then the slice; 'prod' is not supported, as in MindSpore)."""

    def __init__(self, op=ReduceOp.SUM, group=GlobalComm.WORLD_COMM_GROUP):
        validator.check_value_type(op, (str,), "op", "ReduceScatterV")
        group = validator.check_value_type(collectives.resolve_group(group), (str,), "group", "ReduceScatterV")
        self.rank_size = get_group_size(group)
        super().__init__("ReduceScatterV", (("op", op), ("group", group), ("rank_size", self.rank_size),
                                            ("rank_id", get_rank(group))))

    def __call__(self, input_x, input_split_sizes):
        sizes = input_split_sizes._t if isinstance(input_split_sizes, Tensor) else input_split_sizes
        return wrap(collectives.reduce_scatter_v(input_x._t, sizes, self.op, self.group))
