"""A worker of tests/test_cuda.py, started by ``python -m msbridge.run`` on a CUDA machine: ``set_device("GPU")``
and ``init()`` (MindSpore's 'nccl' backend, torch's NCCL), the collectives on CUDA tensors, and a DATA_PARALLEL
training step through DistributedGradReducer. Writes ``OUT_DIR/cuda_<rank>.json``."""
import json
import os
import sys

import numpy as np


def main():
    import torch
    import mindspore as ms
    from mindspore import ParallelMode, context, nn, ops
    from mindspore.communication import GlobalComm, get_group_size, get_rank, init, release
    from mindspore.communication import comm_func as CF

    ms.set_device("GPU")
    init()
    rank, size = get_rank(), get_group_size()
    x = ms.Tensor(np.arange(12, dtype=np.float32).reshape(4, 3) * (rank + 1))
    out = {"rank": rank, "size": size, "backend": [GlobalComm.BACKEND, torch.distributed.get_backend()],
           "device": str(x._t.device)}
    reduced = ops.AllReduce()(x)
    out["AllReduce"] = [reduced.asnumpy().tolist(), str(reduced._t.device)]
    out["AllGather"] = ops.AllGather()(x).asnumpy().tolist()
    out["ReduceScatter"] = ops.ReduceScatter()(x).asnumpy().tolist()
    out["Broadcast"] = ops.Broadcast(0)((x,))[0].asnumpy().tolist()
    out["cf.all_reduce.max"] = CF.all_reduce(x, "max")[0].asnumpy().tolist()

    context.set_auto_parallel_context(parallel_mode=ParallelMode.DATA_PARALLEL, gradients_mean=True)
    net = nn.Dense(3, 2, weight_init="ones", bias_init="zeros")
    step = nn.TrainOneStepCell(nn.WithLossCell(net, nn.MSELoss()), nn.SGD(net.trainable_params(), 0.1))
    data = np.arange(8 * 3, dtype=np.float32).reshape(8, 3) / 10
    shard = np.split(data, size)[rank]
    loss = step(ms.Tensor(shard), ms.Tensor(np.zeros((len(shard), 2), np.float32)))
    out["step"] = {"reducer": type(step.grad_reducer).__name__, "loss": float(loss.asnumpy()),
                   "weight": net.weight.asnumpy().tolist(), "device": str(net.weight._t.device)}
    release()
    with open(os.path.join(sys.argv[1], f"cuda_{rank}.json"), "w", encoding="utf-8") as f:
        json.dump(out, f)


if __name__ == "__main__":
    main()
