"""A worker of tests/test_distributed.py, started by ``python -m msbridge.run``: data-parallel training under
``set_auto_parallel_context(parallel_mode=DATA_PARALLEL, gradients_mean=True, parameter_broadcast=True)`` on
shards (``num_shards``/``shard_id``) of the data, recording the weights after every step:

- seed 000's linear regression (tests/seeds/seed000_train.py) with TrainOneStepCell and Momentum;
- a small CNN through Model.train with a DynamicLossScaleManager (so Model builds
  TrainOneStepWithLossScaleCell), its initial weights drawn differently on each rank (parameter_broadcast
  makes them rank 0's).

Rank 0 then trains the same networks in one process (STAND_ALONE) on the whole batch from rank 0's initial
weights: the reference. Writes ``OUT_DIR/train_<rank>.json``.

``--die-at N`` / ``--stall-at N``: rank 1 kills itself with SIGKILL / sleeps forever at step N of the
regression (tests/test_distributed.py's fault tests)."""
import argparse
import json
import os
import signal
import time

import numpy as np

import mindspore as ms
import mindspore.dataset as ds
import mindspore.nn as nn
from mindspore import ParallelMode, context
from mindspore.communication import get_group_size, get_rank, init
from mindspore.train import Callback, DynamicLossScaleManager, Model

GLOBAL_BATCH = 16


def regression_data():
    np.random.seed(0)
    x = np.random.uniform(-10.0, 10.0, (160, 1)).astype(np.float32)
    y = (x * 2.0 + 3.0 + np.random.normal(0, 1, (160, 1))).astype(np.float32)
    return x, y


def image_data():
    rng = np.random.default_rng(1)
    return rng.normal(size=(64, 1, 8, 8)).astype(np.float32), rng.integers(0, 10, 64).astype(np.int32)


def dataset(arrays, shards):
    """The data in order (no shuffle), split into ``shards`` = (num_shards, shard_id) as MindSpore splits it, in
    batches of GLOBAL_BATCH / num_shards rows."""
    num_shards, shard_id = shards
    data = ds.NumpySlicesDataset(arrays, ["data", "label"], shuffle=False,
                                 num_shards=num_shards if num_shards > 1 else None,
                                 shard_id=shard_id if num_shards > 1 else None)
    return data.batch(GLOBAL_BATCH // num_shards)


def weights(net):
    return [p.asnumpy().tolist() for p in net.trainable_params()]


def train_regression(shards, die_at=None, stall_at=None):
    net = nn.Dense(1, 1)
    net.weight.set_data(ms.Tensor([[0.01]], ms.float32))
    net.bias.set_data(ms.Tensor([-0.02], ms.float32))
    step = nn.TrainOneStepCell(nn.WithLossCell(net, nn.MSELoss()), nn.Momentum(net.trainable_params(), 0.005, 0.9))
    step.set_train()
    history = []
    for i, batch in enumerate(dataset(regression_data(), shards).create_dict_iterator()):
        if shards[1] == 1 and i == die_at:
            os.kill(os.getpid(), signal.SIGKILL)
        if shards[1] == 1 and i == stall_at:
            while True:
                time.sleep(1)
        step(batch["data"], batch["label"])
        history.append(weights(net))
    return history


class CNN(nn.Cell):
    def __init__(self):
        super().__init__()
        self.conv = nn.Conv2d(1, 4, 3, pad_mode="valid", has_bias=True)
        self.relu = nn.ReLU()
        self.flatten = nn.Flatten()
        self.fc = nn.Dense(4 * 6 * 6, 10)

    def construct(self, x):
        return self.fc(self.flatten(self.relu(self.conv(x))))


class Record(Callback):
    def __init__(self, net):
        super().__init__()
        self.net, self.history = net, []

    def on_train_step_end(self, run_context):
        self.history.append(weights(self.net))


def train_cnn(shards, init_seed):
    ms.set_seed(init_seed)
    net = CNN()
    initial = weights(net)
    loss = nn.SoftmaxCrossEntropyWithLogits(sparse=True, reduction="mean")
    model = Model(net, loss, nn.Momentum(net.trainable_params(), 0.05, 0.9),
                  loss_scale_manager=DynamicLossScaleManager(2.0 ** 10, 2, 100))
    record = Record(net)
    model.train(1, dataset(image_data(), shards), callbacks=[record], dataset_sink_mode=False)
    return {"initial": initial, "history": record.history, "cell": type(model.train_network).__name__}


def overlap_order():
    """One TrainOneStepCell step of a 3-layer MLP with all_reduce_fusion_config=[2, 4] (a bucket per layer),
    recording each gradient all-reduce issued and the moment backward produces the first layer's weight gradient
    (the last one it computes): the bucketed all-reduces of the later layers start before backward ends."""
    import torch.distributed as dist
    events = []
    issue = dist.all_reduce

    def recording_all_reduce(tensor, *args, **kwargs):
        events.append(("all_reduce", tensor.numel()))
        return issue(tensor, *args, **kwargs)
    ms.set_seed(0)
    net = nn.SequentialCell([nn.Dense(4, 8), nn.ReLU(), nn.Dense(8, 6), nn.ReLU(), nn.Dense(6, 2)])
    net[0].weight._t.register_hook(lambda g: events.append(("first layer weight gradient", g.numel())))
    step = nn.TrainOneStepCell(nn.WithLossCell(net, nn.MSELoss()), nn.SGD(net.trainable_params(), 0.1))
    context.set_auto_parallel_context(all_reduce_fusion_config=[2, 4])
    dist.all_reduce = recording_all_reduce
    try:
        rng = np.random.default_rng(get_rank())
        step(ms.Tensor(rng.normal(size=(3, 4)).astype(np.float32)),
             ms.Tensor(rng.normal(size=(3, 2)).astype(np.float32)))
    finally:
        dist.all_reduce = issue
        context.set_auto_parallel_context(all_reduce_fusion_config=[])
    return events


def reducer_direct(rank):
    """DistributedGradReducer called on gradients of two dtypes, averaged (mean=True) and summed (degree given),
    once in one bucket per dtype and once split by all_reduce_fusion_config=[1]."""
    grads = (ms.Tensor(np.arange(6, dtype=np.float32).reshape(2, 3) * (rank + 1)),
             ms.Tensor(np.arange(4, dtype=np.float64) * (rank + 1)),
             ms.Tensor(np.full((3,), rank + 1.0, np.float32)))
    out = {}
    for config in ([], [1]):
        context.set_auto_parallel_context(all_reduce_fusion_config=config)
        for mean in (True, False):
            reduced = nn.DistributedGradReducer([], mean=mean, degree=2)(grads)
            out[f"{config}.{mean}"] = [[g.asnumpy().tolist(), str(g.dtype)] for g in reduced]
    context.set_auto_parallel_context(all_reduce_fusion_config=[])
    return out


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("out_dir")
    parser.add_argument("--die-at", type=int)
    parser.add_argument("--stall-at", type=int)
    args = parser.parse_args()
    init()
    rank, size = get_rank(), get_group_size()
    print(f"rank {rank} of {size} starts")
    context.set_auto_parallel_context(parallel_mode=ParallelMode.DATA_PARALLEL, gradients_mean=True,
                                      parameter_broadcast=True, device_num=size)
    out = {"regression": train_regression((size, rank), args.die_at, args.stall_at),
           "cnn": train_cnn((size, rank), init_seed=rank), "overlap": overlap_order(),
           "reducer": reducer_direct(rank)}
    if rank == 0:
        context.reset_auto_parallel_context()
        out["reference"] = {"regression": train_regression((1, 0)), "cnn": train_cnn((1, 0), init_seed=0)}
    with open(os.path.join(args.out_dir, f"train_{rank}.json"), "w", encoding="utf-8") as f:
        json.dump(out, f)


if __name__ == "__main__":
    main()
