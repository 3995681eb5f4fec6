"""``mindspore.communication.management`` on ``torch.distributed``: ``init`` is ``init_process_group`` with the
env:// rendezvous (gloo for MindSpore's 'mccl', nccl for 'nccl'); MindSpore's named groups are torch process
groups kept by name. Before ``init``, rank and size come from MindSpore's variables (RANK_ID, RANK_SIZE,
LOCAL_RANK, LOCAL_RANK_SIZE) as MindSpore does."""
import atexit
import datetime
import logging
import os

import torch.distributed as dist

from .. import context
from ._comm_helper import (DEVICE_TO_BACKEND, HCCL_WORLD_COMM_GROUP, MCCL_WORLD_COMM_GROUP, NCCL_WORLD_COMM_GROUP,
                           WORLD_GROUPS, GlobalComm)

__all__ = ["init", "release", "get_rank", "get_local_rank", "get_group_size", "get_local_rank_size",
           "get_world_rank_from_group_rank", "get_comm_name", "get_group_rank_from_world_rank", "create_group",
           "destroy_group", "get_process_group_ranks", "HCCL_WORLD_COMM_GROUP", "NCCL_WORLD_COMM_GROUP",
           "MCCL_WORLD_COMM_GROUP"]

_logger = logging.getLogger("mindspore")
_TORCH_BACKEND = {"mccl": "gloo", "nccl": "nccl"}
_LAUNCHER_ENV = ("RANK", "WORLD_SIZE", "MASTER_ADDR", "MASTER_PORT")
_groups = {}  # MindSpore group name -> (torch ProcessGroup, sorted world ranks)


def _check_group(api, group):
    if not isinstance(group, str):
        raise TypeError(f"For '{api}', the argument 'group' must be type of string, but got 'group' type : "
                        f"{type(group)}.")


def _check_inited():
    if not GlobalComm.INITED:
        raise RuntimeError("Distributed Communication has not been inited.You can't invoke this interface yet. "
                           "Please call `init()` method first.")


def _check_int(api, name, value):
    if not isinstance(value, int):
        raise TypeError(f"For '{api}', the argument '{name}' must be type of int, but got '{name}' type : "
                        f"{type(value)}.")


def _torch_group(group):
    """torch's process group for a MindSpore group name (None: torch's default group)."""
    if group in WORLD_GROUPS:
        return None
    if group not in _groups:
        raise RuntimeError(f"The communication group '{group}' has not been created.")
    return _groups[group][0]


def _ranks(group):
    """The world ranks of ``group``, sorted (a group rank is the index in this list, as in MindSpore)."""
    if group in WORLD_GROUPS:
        return list(range(dist.get_world_size()))
    _torch_group(group)
    return _groups[group][1]


def init(backend_name=None):
    """``init_process_group(backend, init_method='env://', timeout=MS_TOPO_TIMEOUT)`` with the launcher's RANK,
    WORLD_SIZE, MASTER_ADDR and MASTER_PORT (torchrun sets them); 'mccl' maps to gloo, 'nccl' to nccl. A peer that
    never starts makes init fail with a RuntimeError after MS_TOPO_TIMEOUT seconds (default 600)."""
    device_target = context.get_context("device_target")
    if backend_name is None:
        if device_target not in DEVICE_TO_BACKEND:
            raise RuntimeError(f"For 'set_context', the argument 'device_target' {device_target} is not supported in "
                               "parallel initialization, please use Ascend, GPU or CPU.")
        backend_name = DEVICE_TO_BACKEND[device_target]
    if not isinstance(backend_name, str):
        raise TypeError(f"For 'init', the argument 'backend_name' must be a string, but got the type : "
                        f"{type(backend_name)}")
    if backend_name not in ("hccl", "nccl", "mccl"):
        raise RuntimeError("For 'init', the argument 'backend_name' must be one of 'hccl', 'nccl' and 'mccl', but got "
                           f"'backend_name' : {backend_name}")
    expected = {"hccl": "Ascend", "nccl": "GPU"}.get(backend_name)
    if expected and device_target != expected:
        raise RuntimeError(f"For 'init', the argument 'backend_name' should be '{DEVICE_TO_BACKEND[device_target]}' "
                           f"to init '{device_target}', but got '{backend_name}'.")
    if backend_name == "hccl":
        raise NotImplementedError("For 'init', backend 'hccl' (Ascend) is not supported by msbridge.")
    if not dist.is_initialized():
        missing = [name for name in _LAUNCHER_ENV if name not in os.environ]
        if missing:
            raise RuntimeError(f"For 'init', the environment variables {missing} are not set: msbridge initialises "
                               "torch.distributed from the launcher's environment (env://); launch the processes "
                               "with torchrun or set RANK, WORLD_SIZE, MASTER_ADDR and MASTER_PORT.")
        timeout = _topo_timeout()
        try:
            dist.init_process_group(backend=_TORCH_BACKEND[backend_name], init_method="env://", timeout=timeout)
        except (RuntimeError, TimeoutError) as exc:  # torch's DistStoreError / DistNetworkError among them
            if dist.is_initialized():
                dist.destroy_process_group()
            raise RuntimeError(f"For 'init', rank {os.environ['RANK']} of {os.environ['WORLD_SIZE']} could not build "
                               f"the cluster at {os.environ['MASTER_ADDR']}:{os.environ['MASTER_PORT']} within "
                               f"{timeout.total_seconds():g} seconds (MS_TOPO_TIMEOUT): a peer did not start or "
                               f"cannot be reached. {type(exc).__name__}: {str(exc).strip().splitlines()[0]}") from exc
    GlobalComm.BACKEND = backend_name
    GlobalComm.WORLD_COMM_GROUP = {"nccl": NCCL_WORLD_COMM_GROUP, "mccl": MCCL_WORLD_COMM_GROUP}[backend_name]
    GlobalComm.INITED = True
    # a gloo group still alive at interpreter exit can abort it ("terminate called without an active exception")
    atexit.unregister(release)
    atexit.register(release)


_DEFAULT_TOPO_TIMEOUT = 600  # seconds: msrun's default cluster_time_out


def _topo_timeout():
    """MindSpore's MS_TOPO_TIMEOUT (seconds to build the cluster; negative: wait forever), default 600 as msrun's
    cluster_time_out. It bounds torch's rendezvous and process-group creation, and every collective of the group
    (torch's process-group timeout; torch's own default would be 30 minutes)."""
    value = os.environ.get("MS_TOPO_TIMEOUT", "").strip()
    try:
        seconds = int(value) if value else _DEFAULT_TOPO_TIMEOUT
    except ValueError:
        raise ValueError(f"For 'init', the environment variable MS_TOPO_TIMEOUT must be an integer number of "
                         f"seconds, but got '{value}'.") from None
    if seconds < 0:
        return datetime.timedelta(days=365 * 100)
    return datetime.timedelta(seconds=seconds)


def release():
    """``torch.distributed.destroy_process_group()`` (nothing before ``init``)."""
    if GlobalComm.INITED and dist.is_initialized():
        dist.destroy_process_group()
    _groups.clear()
    GlobalComm.INITED = False


def _get_group(group):
    """MindSpore's default argument (the Ascend world group) means the world group of the initialised backend."""
    return GlobalComm.WORLD_COMM_GROUP if group == HCCL_WORLD_COMM_GROUP else group


def get_rank(group=GlobalComm.WORLD_COMM_GROUP):
    """``torch.distributed.get_rank(group)``; before ``init``, the RANK_ID variable (default 0)."""
    _check_group("get_rank", group)
    if not GlobalComm.INITED:
        return int(os.getenv("RANK_ID", "0"))
    return dist.get_rank(_torch_group(_get_group(group)))


def get_group_size(group=GlobalComm.WORLD_COMM_GROUP):
    """``torch.distributed.get_world_size(group)``; before ``init``, the RANK_SIZE variable (default 1)."""
    _check_group("get_group_size", group)
    if not GlobalComm.INITED:
        return int(os.getenv("RANK_SIZE", "1"))
    return dist.get_world_size(_torch_group(_get_group(group)))


def _local(api, group, variable, default, fallback):
    """MindSpore's ``variable`` before ``init``; after it, torchrun's ``variable`` else ``fallback()`` (one node)."""
    _check_group(api, group)
    if not GlobalComm.INITED:
        return int(os.getenv(variable[0], default))
    if group not in WORLD_GROUPS:
        raise NotImplementedError(f"For '{api}', group '{group}' is not supported by msbridge: only the world group.")
    return int(os.getenv(variable[1], str(fallback())))


def get_local_rank(group=GlobalComm.WORLD_COMM_GROUP):
    """Before ``init`` the LOCAL_RANK variable (default 0); after, torchrun's LOCAL_RANK, else the global rank."""
    return _local("get_local_rank", group, ("LOCAL_RANK", "LOCAL_RANK"), "0", get_rank)


def get_local_rank_size(group=GlobalComm.WORLD_COMM_GROUP):
    """Before ``init`` the LOCAL_RANK_SIZE variable (default 1); after, torchrun's LOCAL_WORLD_SIZE, else the world
    size."""
    return _local("get_local_rank_size", group, ("LOCAL_RANK_SIZE", "LOCAL_WORLD_SIZE"), "1", get_group_size)


def get_world_rank_from_group_rank(group, group_rank_id):
    """The world rank of ``group``'s rank ``group_rank_id`` (``torch.distributed.get_global_rank``)."""
    _check_group("get_world_rank_from_group_rank", group)
    _check_inited()
    _check_int("get_world_rank_from_group_rank", "group_rank_id", group_rank_id)
    ranks = _ranks(group)
    if not 0 <= group_rank_id < len(ranks):
        raise RuntimeError(f"For 'get_world_rank_from_group_rank', the group rank {group_rank_id} is not in group "
                           f"'{group}' of size {len(ranks)}.")
    return ranks[group_rank_id]


def get_group_rank_from_world_rank(world_rank_id, group):
    """The rank in ``group`` of world rank ``world_rank_id`` (``torch.distributed.get_group_rank``)."""
    _check_group("get_group_rank_from_world_rank", group)
    _check_inited()
    _check_int("get_group_rank_from_world_rank", "world_rank_id", world_rank_id)
    ranks = _ranks(group)
    if world_rank_id not in ranks:
        raise RuntimeError(f"For 'get_group_rank_from_world_rank', the world rank {world_rank_id} is not in group "
                           f"'{group}' (ranks {ranks}).")
    return ranks.index(world_rank_id)


def create_group(group, rank_ids, options=None):
    """``torch.distributed.new_group(sorted(rank_ids))`` kept under the name ``group`` (torch needs every process to
    call it, not only the members)."""
    _check_group("create_group", group)
    _check_inited()
    if group in _groups:
        if sorted(rank_ids) != _groups[group][1]:
            raise ValueError(f"The group {group} has been created, the rank_list is {_groups[group][1]}, but current "
                             f"rank_list for the group is {rank_ids}")
        _logger.warning("%r group has existed.", group)
        return
    if not isinstance(rank_ids, list):
        raise TypeError("For 'create_group', the argument 'rank_ids' must be type of list, but got 'rank_ids' type : "
                        f"{type(rank_ids)}.")
    if not rank_ids:
        raise ValueError("For 'create_group', the argument 'rank_ids' size should be greater than 1, but got "
                         f"'rank_ids' size : {len(rank_ids)}.")
    if len(set(rank_ids)) != len(rank_ids):
        raise ValueError(f"List rank_ids in Group {group} has duplicate data!")
    if options is not None:
        raise NotImplementedError("For 'create_group', 'options' (GroupOptions) is not supported by msbridge.")
    ranks = sorted(rank_ids)
    _groups[group] = (dist.new_group(ranks=ranks), ranks)


def destroy_group(group):
    """``torch.distributed.destroy_process_group`` of the named group."""
    _check_group("destroy_group", group)
    _check_inited()
    if group == GlobalComm.WORLD_COMM_GROUP:
        raise ValueError("The world_group does not support destruction.")
    process_group = _torch_group(group)
    dist.destroy_process_group(process_group)
    del _groups[group]


def get_comm_name(group=GlobalComm.WORLD_COMM_GROUP):
    """The HCCL/NCCL communicator name: not available from torch.distributed."""
    _check_group("get_comm_name", group)
    _check_inited()
    raise NotImplementedError("For 'get_comm_name', communicator names are not supported by msbridge.")


def get_process_group_ranks(group=GlobalComm.WORLD_COMM_GROUP):
    """The world ranks of ``group`` (``torch.distributed.get_process_group_ranks``)."""
    _check_inited()
    return _ranks(_get_group(group))
