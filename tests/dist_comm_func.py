"""A worker of tests/test_distributed.py, started by ``python -m msbridge.run``: the comm_func functions added for
issue 21 (async handles, reduce, gather/scatter, isend/irecv, batch_isend_irecv, the all-to-alls) and the Send/
Receive primitives on this rank's inputs (``inputs(rank)``); writes ``OUT_DIR/comm_func_<rank>.json``."""
import json
import os
import sys

import numpy as np

from dist_collectives import inputs

# all_to_all_v_c's send_count_matrix for two ranks: entry [i * 2 + j] rows go from rank i to rank j
COUNTS = [1, 2, 3, 1]
# all_to_all_single: the rows each rank sends to rank 0 and rank 1
SPLITS = ([1, 3], [2, 2])


def piece(src, dst):
    """all_to_all_with_output_shape: what rank ``src`` sends to rank ``dst`` (a shape that names both)."""
    return np.arange((src + 1) * (dst + 2), dtype=np.float32).reshape(src + 1, dst + 2) + 100 * src + 10 * dst


def rows(rank, count, width=2):
    """all_to_all_v_c / all_to_all_single: ``count`` rows of ``width`` that name their rank and row."""
    return np.arange(count * width, dtype=np.float32).reshape(count, width) + 1000 * rank


def _listed(value):
    if isinstance(value, tuple):
        return [_listed(v) for v in value]
    return [value.asnumpy().tolist(), str(value.dtype)]


def main():
    import mindspore as ms
    from mindspore import ops
    from mindspore.communication import comm_func as CF
    from mindspore.communication import create_group, get_group_size, get_rank, init, release

    init()
    rank, size = get_rank(), get_group_size()
    other = 1 - rank
    arrays = inputs(rank)
    x, y, z = (ms.Tensor(arrays[k]) for k in ("x", "y", "z"))
    out = {"rank": rank, "size": size}

    started = [CF.all_reduce(x, "max", async_op=True), CF.all_gather_into_tensor(y, async_op=True),
               CF.reduce_scatter_tensor(x, async_op=True)]
    out["handles"] = [[type(h).__name__, repr(h).startswith("CommHandle(")] for _, h in started]
    for _, handle in started:
        handle.wait()
        handle.wait()  # a second wait returns at once
    out["async.all_reduce"], out["async.all_gather"], out["async.reduce_scatter"] = (_listed(t) for t, _ in started)
    out["sync_handles"] = [CF.all_gather_into_tensor(y)[1], CF.reduce_scatter_tensor(x)[1]]
    out["all_gather.scalar"] = _listed(CF.all_gather_into_tensor(ms.Tensor(np.float32(rank + 0.5)))[0])

    out["reduce.sum"] = _listed(CF.reduce(x, 1))
    out["reduce.max"] = _listed(CF.reduce(y, 0, op="max"))
    out["gather"] = _listed(CF.gather_into_tensor(z, dst=1))
    out["scatter"] = _listed(CF.scatter_tensor(x, src=1))

    if rank == 0:
        handle = CF.isend(z, dst=1)
        out["isend"] = type(handle).__name__
        handle.wait()
    else:
        received, handle = CF.irecv(ms.Tensor(np.zeros((2, 3), np.float32)), src=0)
        handle.wait()
        out["irecv"] = _listed(received)

    out["batch"] = _listed(CF.batch_isend_irecv([CF.P2POp("isend", y, other),
                                                 CF.P2POp("irecv", (2, 2), other, recv_dtype=ms.int32)]))
    out["batch.functions"] = _listed(CF.batch_isend_irecv([CF.P2POp(CF.irecv, ms.Tensor(np.zeros((2, 3),
                                                                                                 np.float32)), other),
                                                           CF.P2POp(CF.isend, z, other)]))

    sent = [ms.Tensor(piece(rank, dst)) for dst in range(size)]
    shapes = [piece(src, rank).shape for src in range(size)]
    received, handle = CF.all_to_all_with_output_shape(shapes, sent, async_op=True)
    handle.wait()
    out["a2a"] = _listed(received)
    out["a2a.tensor_shapes"] = _listed(CF.all_to_all_with_output_shape([ms.Tensor(np.zeros(s, np.float32))
                                                                         for s in shapes], sent)[0])
    out["a2a_single"] = _listed(CF.all_to_all_single_with_output_shape((4, 6), x)[0])
    mine = ms.Tensor(rows(rank, sum(SPLITS[rank]), 3))
    receive = [SPLITS[src][rank] for src in range(size)]
    single, handle = CF.all_to_all_single_with_output_shape((sum(receive), 3), mine, receive, SPLITS[rank],
                                                            async_op=True)
    handle.wait()
    out["a2a_single.uneven"] = _listed(single)

    send_rows = sum(COUNTS[rank * size:(rank + 1) * size])
    receive_rows = sum(COUNTS[src * size + rank] for src in range(size))
    target = ms.Tensor(np.zeros((receive_rows, 2), np.float32))
    out["a2a_v_c.sync"] = CF.all_to_all_v_c(target, ms.Tensor(rows(rank, send_rows)), COUNTS)
    out["a2a_v_c"] = _listed(target)
    target = ms.Tensor(np.zeros((receive_rows, 2), np.float32))
    handle = CF.all_to_all_v_c(target, ms.Tensor(rows(rank, send_rows) + 0.5), COUNTS, async_op=True)
    handle.wait()
    out["a2a_v_c.async"] = _listed(target)

    if rank == 0:
        out["Send"] = _listed(ops.Send(7, 1)(z))
    else:
        out["Receive"] = _listed(ops.Receive(7, 0, [2, 3], ms.float32)())

    create_group("pair", [1, 0])
    out["group.reduce"] = _listed(CF.reduce(x, 0, group="pair"))
    out["group.gather"] = _listed(CF.gather_into_tensor(z, 0, group="pair"))
    out["errors"] = {}
    for name, call in (("isend.unknown_group", lambda: CF.isend(z, other, group="none")),
                       ("isend.dst_str", lambda: CF.isend(z, "1")),
                       ("reduce.outside", lambda: CF.reduce(x, 5)),
                       ("scatter.indivisible", lambda: CF.scatter_tensor(ms.Tensor(np.ones(3, np.float32)))),
                       ("a2a_single.indivisible", lambda: CF.all_to_all_single_with_output_shape((3,), x)),
                       ("a2a_v_c.output_size", lambda: CF.all_to_all_v_c(ms.Tensor(np.zeros((9, 2), np.float32)),
                                                                         ms.Tensor(rows(rank, send_rows)),
                                                                         COUNTS))):
        try:
            call()
            out["errors"][name] = None
        except (TypeError, ValueError, RuntimeError, KeyError) as exc:
            out["errors"][name] = type(exc).__name__
    CF.barrier()
    release()
    with open(os.path.join(sys.argv[1], f"comm_func_{rank}.json"), "w", encoding="utf-8") as f:
        json.dump(out, f)


if __name__ == "__main__":
    main()
