"""A worker of tests/test_distributed.py, started by ``python -m msbridge.run``: ``mint.distributed`` (results
written into the tensors passed in, async handles, groups) on this rank's inputs (``inputs(rank)``); writes
``OUT_DIR/mint_<rank>.json``."""
import json
import os
import sys

import numpy as np

from dist_collectives import _errors, inputs


def _listed(value):
    return [value.asnumpy().tolist(), str(value.dtype)]


def main():
    import mindspore as ms
    from mindspore.communication import init, release
    from mindspore.mint import distributed as dist

    init()
    rank = dist.get_rank()
    arrays = inputs(rank)
    x, y, z = (ms.Tensor(arrays[k]) for k in ("x", "y", "z"))
    out = {"rank": rank, "ranks": dist.get_process_group_ranks(), "backend": dist.get_backend(),
           "backend.mccl": dist.get_backend("mccl_world_group")}

    t = x.copy()
    out["all_reduce.returned"] = dist.all_reduce(t)
    out["all_reduce.sum"] = _listed(t)
    t = y.copy()
    handle = dist.all_reduce(t, "max", async_op=True)
    out["handle"] = type(handle).__name__
    handle.wait()
    out["all_reduce.max"] = _listed(t)
    t = x.copy()
    dist.all_reduce(t, op="avg")
    out["all_reduce.avg"] = _listed(t)

    gathered = [ms.Tensor(np.zeros((2, 3), np.float32)) for _ in range(2)]
    dist.all_gather(gathered, z)
    out["all_gather"] = [_listed(g) for g in gathered]
    gathered = [ms.Tensor(np.zeros((2, 2), np.int32)) for _ in range(2)]
    dist.all_gather(gathered, y, async_op=True).wait()
    out["all_gather.async"] = [_listed(g) for g in gathered]

    t = z.copy()
    dist.broadcast(t, 1)
    out["broadcast"] = _listed(t)
    listed = [ms.Tensor(np.zeros((2, 3), np.float32)) for _ in range(2)]
    dist.gather(z, listed, dst=1)
    out["gather"] = [_listed(g) for g in listed]
    t = ms.Tensor(np.zeros((2, 3), np.float32))
    dist.scatter(t, [z * 2, z * 3], src=0)
    out["scatter"] = _listed(t)

    if rank == 0:
        dist.send(z, 1)
    else:
        t = ms.Tensor(np.zeros((2, 3), np.float32))
        out["recv.returned"] = dist.recv(t, 0)
        out["recv"] = _listed(t)
    out["barrier"] = dist.barrier()

    group = dist.new_group([1, 0])
    out["group"] = group
    out["group.ranks"] = dist.get_process_group_ranks(group)
    out["group.rank"] = dist.get_rank(group)
    out["group.backend"] = dist.get_backend(group)
    t = x.copy()
    dist.all_reduce(t, "min", group=group)
    out["group.all_reduce"] = _listed(t)
    out["world"] = dist.new_group()

    out["errors"] = {name: _errors(call) for name, call in (
        ("all_reduce.op", lambda: dist.all_reduce(x.copy(), "mean")), ("all_gather.list", lambda: dist.all_gather([z], z)),
        ("send.self", lambda: dist.send(z, rank)), ("broadcast.src", lambda: dist.broadcast(z, "1")),
        ("gather.dst", lambda: dist.gather(z, [z, z], dst=5)))}
    dist.barrier()
    release()
    with open(os.path.join(sys.argv[1], f"mint_{rank}.json"), "w", encoding="utf-8") as f:
        json.dump(out, f)


if __name__ == "__main__":
    main()
