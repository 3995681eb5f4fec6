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
}

# ERRORS whose message msbridge does not reproduce (MindSpore asks for mpirun/msrun; msbridge for torch's variables)
OWN_MESSAGE = {"init_without_launcher"}


def run(communication, code):
    """Evaluate case code with ``C`` bound to ``communication``."""
    return eval(code, {"C": communication})  # noqa: S307 - the code strings are the fixed tables above
