"""A worker of tests/test_distributed.py, started by ``python -m msbridge.run``: every collective primitive and
comm_func function on this rank's inputs (``inputs(rank)``); writes ``OUT_DIR/collectives_<rank>.json``."""
import json
import os
import sys

import numpy as np


def inputs(rank):
    """This rank's operands: distinct per rank so that every reduction and ordering shows."""
    base = np.arange(24, dtype=np.float32).reshape(4, 6)
    return {"x": base * (rank + 1) - 5 * rank, "y": np.array([[rank + 1, -rank], [3, rank]], np.int32),
            "z": np.full((2, 3), 10.0 + rank, np.float32)}


def _errors(call):
    try:
        call()
    except (TypeError, ValueError, RuntimeError) as exc:
        return type(exc).__name__
    return None


def main():
    import mindspore as ms
    from mindspore import ops
    from mindspore.communication import comm_func as CF
    from mindspore.communication import create_group, get_group_size, get_rank, init, release

    init()
    rank, size = get_rank(), get_group_size()
    arrays = inputs(rank)
    x, y, z = (ms.Tensor(arrays[k]) for k in ("x", "y", "z"))
    out = {"rank": rank, "size": size}
    for op in ("sum", "max", "min", "prod", "avg"):
        out[f"AllReduce.{op}"] = ops.AllReduce(op)(x).asnumpy().tolist()
    out["AllReduce.int32"] = [ops.AllReduce()(y).asnumpy().tolist(), str(ops.AllReduce()(y).dtype)]
    out["AllGather"] = ops.AllGather()(x).asnumpy().tolist()
    out["ReduceScatter.sum"] = ops.ReduceScatter()(x).asnumpy().tolist()
    out["ReduceScatter.max"] = ops.ReduceScatter(ops.ReduceOp.MAX)(x).asnumpy().tolist()
    out["Broadcast"] = [t.asnumpy().tolist() for t in ops.Broadcast(1)((x, z))]
    out["AlltoAll.0.1"] = ops.AlltoAll(2, 0, 1)(x).asnumpy().tolist()
    out["AlltoAll.1.0"] = ops.AlltoAll(2, 1, 0)(x).asnumpy().tolist()
    out["cf.all_reduce"] = [CF.all_reduce(x)[0].asnumpy().tolist(), CF.all_reduce(x, "min")[1]]
    out["cf.all_gather_into_tensor"] = CF.all_gather_into_tensor(z)[0].asnumpy().tolist()
    out["cf.reduce_scatter_tensor"] = CF.reduce_scatter_tensor(x)[0].asnumpy().tolist()
    out["cf.broadcast"] = CF.broadcast(x, src=1).asnumpy().tolist()
    CF.barrier()
    if rank == 0:
        CF.send(z, dst=1)
        out["cf.recv"] = None
    else:
        received = CF.recv(ms.Tensor(np.zeros((2, 3), np.float32)), src=0)
        out["cf.recv"] = [received.asnumpy().tolist(), str(received.dtype)]
    vdata = ms.Tensor(np.arange(rank + 3))  # AllGatherV's docstring example: 3 and 4 elements
    out["AllGatherV"] = [ops.AllGatherV()(vdata, [3, 4]).asnumpy().tolist(), str(ops.AllGatherV()(vdata, [3, 4]).dtype)]
    out["AllGatherV.tensor_sizes"] = ops.AllGatherV()(x.reshape(-1)[:5 + rank], ms.Tensor([5, 6])).asnumpy().tolist()
    out["ReduceScatterV"] = ops.ReduceScatterV(ops.ReduceOp.SUM)(ms.Tensor([0, 1, 2.0]), [2, 1]).asnumpy().tolist()
    out["ReduceScatterV.max"] = ops.ReduceScatterV("max")(x.reshape(-1), (10, 14)).asnumpy().tolist()
    out["ReduceScatterV.empty"] = ops.ReduceScatterV()(x.reshape(-1), [24, 0]).asnumpy().tolist()
    create_group("pair", [1, 0])
    out["group.AllReduce"] = ops.AllReduce(group="pair")(x).asnumpy().tolist()
    out["group.Broadcast"] = ops.Broadcast(0, group="pair")((z,))[0].asnumpy().tolist()
    out["errors"] = {"ReduceScatter.indivisible": _errors(lambda: ops.ReduceScatter()(ms.Tensor(np.ones(3)))),
                     "AlltoAll.split_count": _errors(lambda: ops.AlltoAll(3, 0, 0)(x)),
                     "AllReduce.op": _errors(lambda: ops.AllReduce("mean")(x)),
                     "AllGatherV.count": _errors(lambda: ops.AllGatherV()(vdata, [9, 9])),
                     "AllGatherV.ranks": _errors(lambda: ops.AllGatherV()(vdata, [3, 4, 1])),
                     "ReduceScatterV.total": _errors(lambda: ops.ReduceScatterV()(x.reshape(-1), [2, 1])),
                     "ReduceScatterV.prod": _errors(lambda: ops.ReduceScatterV("prod")(x.reshape(-1), [12, 12])),
                     "ReduceScatterV.op": _errors(lambda: ops.ReduceScatterV(1))}
    release()
    with open(os.path.join(sys.argv[1], f"collectives_{rank}.json"), "w", encoding="utf-8") as f:
        json.dump(out, f)


if __name__ == "__main__":
    main()
