"""Cases for ``mindspore.communication`` in one process without ``init``: each is (environment, code), run with
``C`` bound to ``mindspore.communication`` or ``msbridge.communication``. The recorder runs every case in a child
process with exactly that environment; the test sets it with monkeypatch."""

# the variables MindSpore (and torch's launchers) read; a case sees only those it names
ENV_NAMES = ("RANK_ID", "RANK_SIZE", "LOCAL_RANK", "LOCAL_RANK_SIZE", "RANK", "WORLD_SIZE", "LOCAL_WORLD_SIZE",
             "MASTER_ADDR", "MASTER_PORT", "MS_ROLE", "OMPI_COMMAND", "PMIX_RANK", "OMPI_COMM_WORLD_RANK",
             "OMPI_COMM_WORLD_SIZE", "OMPI_COMM_WORLD_LOCAL_RANK")
LAUNCHER = {"RANK_ID": "3", "RANK_SIZE": "4", "LOCAL_RANK": "1", "LOCAL_RANK_SIZE": "2", "RANK": "5",
            "WORLD_SIZE": "8"}

VALUES = {
    "all": ({}, "sorted(C.__all__)"),
    "constants": ({}, "[C.HCCL_WORLD_COMM_GROUP, C.NCCL_WORLD_COMM_GROUP, C.MCCL_WORLD_COMM_GROUP]"),
    "global_comm": ({}, "[C.GlobalComm.WORLD_COMM_GROUP, C.GlobalComm.BACKEND, C.GlobalComm.INITED, "
                        "C.GlobalComm.CHECK_ENVS]"),
    "get_rank": ({}, "C.get_rank()"),
    "get_rank_named": ({}, "C.get_rank('g')"),
    "get_group_size": ({}, "C.get_group_size()"),
    "get_group_size_named": ({}, "C.get_group_size('nccl_world_group')"),
    "get_local_rank": ({}, "C.get_local_rank()"),
    "get_local_rank_size": ({}, "C.get_local_rank_size()"),
    "release": ({}, "C.release()"),
    "env.get_rank": (LAUNCHER, "C.get_rank()"),
    "env.get_group_size": (LAUNCHER, "C.get_group_size()"),
    "env.get_local_rank": (LAUNCHER, "C.get_local_rank()"),
    "env.get_local_rank_size": (LAUNCHER, "C.get_local_rank_size()"),
    "env.torch_only": ({"RANK": "1", "WORLD_SIZE": "2"}, "[C.get_rank(), C.get_group_size()]"),
    "env.inited_after_release": ({}, "(C.release(), C.GlobalComm.INITED)[1]"),
    # the collective primitives and comm_func (``ops``, ``CF`` = comm_func, ``T`` = Tensor) before init
    "reduce_op": ({}, "[ops.ReduceOp.SUM, ops.ReduceOp.MAX, ops.ReduceOp.MIN, ops.ReduceOp.PROD, ops.ReduceOp.AVG]"),
    "prim.all_reduce": ({}, "[repr(ops.AllReduce()), ops.AllReduce('max').op, ops.AllReduce().group]"),
    "prim.all_gather": ({}, "[repr(ops.AllGather()), ops.AllGather().rank_size]"),
    "prim.reduce_scatter": ({}, "repr(ops.ReduceScatter(ops.ReduceOp.MAX))"),
    "prim.broadcast": ({}, "repr(ops.Broadcast(0))"),
    "prim.all_to_all": ({}, "repr(ops.AlltoAll(2, 0, 1))"),
    "env.prim.all_gather": (LAUNCHER, "repr(ops.AllGather())"),
    "prim.send": ({}, "repr(ops.Send(0, 1))"),
    "prim.receive": ({}, "repr(ops.Receive(2, 1, [2, 3], T([1.0]).dtype))"),
    "cf.p2p_op": ({}, "[(p.op, p.peer, p.group, p.tag, str(p.recv_dtype)) for p in [CF.P2POp('isend', T([1.0]), 1), "
                      "CF.P2POp('irecv', (2, 3), 0, 'g', recv_dtype=T([1]).dtype)]]"),
    "cf.p2p_op_functions_kept": ({}, "[CF.P2POp(CF.isend, T([1.0]), 1).op is CF.isend, "
                               "CF.P2POp(CF.irecv, T([1.0]), 1).op is CF.irecv]"),
    "cf.comm_handle": ({}, "[repr(CF.CommHandle()), CF.CommHandle().wait()]"),
}

ERRORS = {
    "get_rank_int": ({}, "C.get_rank(3)"),
    "get_group_size_none": ({}, "C.get_group_size(None)"),
    "get_local_rank_int": ({}, "C.get_local_rank(1)"),
    "get_local_rank_size_int": ({}, "C.get_local_rank_size(1)"),
    "world_from_group_not_inited": ({}, "C.get_world_rank_from_group_rank('hccl_world_group', 0)"),
    "world_from_group_int": ({}, "C.get_world_rank_from_group_rank(3, 0)"),
    "group_from_world_not_inited": ({}, "C.get_group_rank_from_world_rank(0, 'g')"),
    "group_from_world_int": ({}, "C.get_group_rank_from_world_rank(0, 3)"),
    "create_group_not_inited": ({}, "C.create_group('g', [0, 1])"),
    "create_group_int": ({}, "C.create_group(3, [0])"),
    "destroy_group_not_inited": ({}, "C.destroy_group('g')"),
    "destroy_group_int": ({}, "C.destroy_group(3)"),
    "get_comm_name_not_inited": ({}, "C.get_comm_name()"),
    "get_process_group_ranks_not_inited": ({}, "C.get_process_group_ranks()"),
    "init_backend_int": ({}, "C.init(3)"),
    "init_backend_unknown": ({}, "C.init('foo')"),
    "init_hccl_on_cpu": ({}, "C.init('hccl')"),
    "init_nccl_on_cpu": ({}, "C.init('nccl')"),
    "init_without_launcher": ({}, "C.init()"),
    "prim.all_reduce_op_int": ({}, "ops.AllReduce(op=1)"),
    "prim.all_reduce_group_int": ({}, "ops.AllReduce(group=3)"),
    "prim.all_gather_group_int": ({}, "ops.AllGather(group=3)"),
    "prim.broadcast_root_str": ({}, "ops.Broadcast('a')"),
    "prim.broadcast_group_int": ({}, "ops.Broadcast(0, group=3)"),
    "prim.reduce_scatter_op_int": ({}, "ops.ReduceScatter(op=1)"),
    "prim.all_to_all_float": ({}, "ops.AlltoAll(2.0, 0, 0)"),
    "prim.all_to_all_group_int": ({}, "ops.AlltoAll(2, 0, 0, group=3)"),
    "cf.all_reduce_not_tensor": ({}, "CF.all_reduce(1)"),
    "cf.all_reduce_op_int": ({}, "CF.all_reduce(T([1.0]), op=1)"),
    "cf.all_reduce_op_avg": ({}, "CF.all_reduce(T([1.0]), op='avg')"),
    "cf.all_gather_not_tensor": ({}, "CF.all_gather_into_tensor(1)"),
    "cf.reduce_scatter_not_tensor": ({}, "CF.reduce_scatter_tensor(1)"),
    "cf.broadcast_not_tensor": ({}, "CF.broadcast(1)"),
    "cf.broadcast_src_str": ({}, "CF.broadcast(T([1.0]), src='a')"),
    "cf.broadcast_not_inited": ({}, "CF.broadcast(T([1.0]))"),
    "cf.barrier_group_int": ({}, "CF.barrier(3)"),
    "cf.send_not_tensor": ({}, "CF.send(1)"),
    "cf.send_not_inited": ({}, "CF.send(T([1.0]), 1)"),
    "cf.recv_not_tensor": ({}, "CF.recv(1)"),
    "cf.recv_src_str": ({}, "CF.recv(T([1.0]), src='a')"),
    "cf.send_dst_str": ({}, "CF.send(T([1.0]), dst='a')"),
    "cf.reduce_not_tensor": ({}, "CF.reduce(1, 0)"),
    "cf.reduce_not_inited": ({}, "CF.reduce(T([1.0]), 0)"),
    "cf.reduce_group_int": ({}, "CF.reduce(T([1.0]), 0, group=3)"),
    "cf.gather_not_tensor": ({}, "CF.gather_into_tensor(1)"),
    "cf.gather_dst_str": ({}, "CF.gather_into_tensor(T([1.0]), dst='a')"),
    "cf.gather_not_inited": ({}, "CF.gather_into_tensor(T([1.0]))"),
    "cf.scatter_not_tensor": ({}, "CF.scatter_tensor(1)"),
    "cf.scatter_src_str": ({}, "CF.scatter_tensor(T([1.0]), src='a')"),
    "cf.scatter_not_inited": ({}, "CF.scatter_tensor(T([1.0]))"),
    "cf.isend_not_tensor": ({}, "CF.isend(1)"),
    "cf.isend_dst_str": ({}, "CF.isend(T([1.0]), dst='a')"),
    "cf.isend_unknown_group": ({}, "CF.isend(T([1.0]), group='g')"),
    "cf.isend_not_inited": ({}, "CF.isend(T([1.0]), 1)"),
    "cf.irecv_src_str": ({}, "CF.irecv(T([1.0]), src='a')"),
    "cf.irecv_unknown_group": ({}, "CF.irecv(T([1.0]), group='g')"),
    "cf.irecv_not_inited": ({}, "CF.irecv(T([1.0]), 1)"),
    "cf.p2p_op_int": ({}, "CF.P2POp(1, T([1.0]), 0)"),
    "cf.p2p_op_name": ({}, "CF.P2POp('send', T([1.0]), 0)"),
    "cf.p2p_op_function": ({}, "CF.P2POp(CF.all_reduce, T([1.0]), 0)"),
    "cf.p2p_tensor_list": ({}, "CF.P2POp('isend', [1.0], 0)"),
    "cf.p2p_tag": ({}, "CF.P2POp('isend', T([1.0]), 0, tag=1)"),
    "cf.p2p_peer_str": ({}, "CF.P2POp('isend', T([1.0]), '0')"),
    "cf.p2p_recv_dtype_str": ({}, "CF.P2POp('irecv', (2,), 0, recv_dtype='float32')"),
    "cf.p2p_recv_dtype_positional": ({}, "CF.P2POp('irecv', (2,), 0, None, 0, T([1.0]).dtype)"),
    "cf.batch_not_list": ({}, "CF.batch_isend_irecv(3)"),
    "cf.batch_empty": ({}, "CF.batch_isend_irecv([])"),
    "cf.batch_not_p2p_first": ({}, "CF.batch_isend_irecv([1])"),
    "cf.batch_not_p2p": ({}, "CF.batch_isend_irecv([CF.P2POp('isend', T([1.0]), 0), 1])"),
    "cf.batch_recv_shape_without_dtype": ({}, "CF.batch_isend_irecv([CF.P2POp('irecv', (2,), 0)])"),
    "cf.batch_group_not_inited": ({}, "CF.batch_isend_irecv([CF.P2POp('isend', T([1.0]), 0, group='g')])"),
    "cf.a2a_inputs_int": ({}, "CF.all_to_all_with_output_shape([(1,)], 3)"),
    "cf.a2a_inputs_not_tensors": ({}, "CF.all_to_all_with_output_shape([(1,)], [1.0])"),
    "cf.a2a_shapes_not_list": ({}, "CF.all_to_all_with_output_shape(3, [T([1.0])])"),
    "cf.a2a_shapes_int": ({}, "CF.all_to_all_with_output_shape([1], [T([1.0])])"),
    "cf.a2a_dtypes": ({}, "CF.all_to_all_with_output_shape([(1,), (1,)], [T([1.0]), T([1])])"),
    "cf.a2a_single_not_tensor": ({}, "CF.all_to_all_single_with_output_shape((2,), [1.0, 2.0])"),
    "cf.a2a_single_shape_int": ({}, "CF.all_to_all_single_with_output_shape(2, T([1.0, 2.0]))"),
    "cf.a2a_vc_input": ({}, "CF.all_to_all_v_c(T([1.0]), [1.0], [1])"),
    "cf.a2a_vc_output": ({}, "CF.all_to_all_v_c((1,), T([1.0]), [1])"),
    "cf.a2a_vc_group_int": ({}, "CF.all_to_all_v_c(T([1.0]), T([1.0]), [1], group=3)"),
    "cf.a2a_vc_async_int": ({}, "CF.all_to_all_v_c(T([1.0]), T([1.0]), [1], async_op=1)"),
    "cf.a2a_vc_matrix_tuple": ({}, "CF.all_to_all_v_c(T([1.0]), T([1.0]), (1,))"),
    "cf.a2a_vc_matrix_float": ({}, "CF.all_to_all_v_c(T([1.0]), T([1.0]), [1.0])"),
    "cf.a2a_vc_matrix_size": ({}, "CF.all_to_all_v_c(T([1.0]), T([1.0]), [1, 1])"),
    "cf.a2a_vc_trailing": ({}, "CF.all_to_all_v_c(T([[1.0, 2.0]]), T([[1.0]]), [1])"),
    "prim.receive_dtype": ({}, "ops.Receive(0, 1, [2], 'float32')"),
    "prim.receive_bool": ({}, "ops.Receive(0, 1, [2], T([True]).dtype)"),
}

# ERRORS whose message msbridge does not reproduce (MindSpore asks for mpirun/msrun; msbridge for torch's variables)
OWN_MESSAGE = {"init_without_launcher"}


def run(communication, code):
    """Evaluate case code with ``C`` bound to ``communication``, ``CF`` to its ``comm_func``, and ``ops`` and ``T``
    (Tensor) to those of the same package (mindspore or msbridge)."""
    import importlib
    package = importlib.import_module(communication.__name__.split(".")[0])
    names = {"C": communication, "CF": importlib.import_module(communication.__name__ + ".comm_func"),
             "ops": package.ops, "T": package.Tensor}
    return eval(code, names)  # noqa: S307 - the code strings are the fixed tables above
