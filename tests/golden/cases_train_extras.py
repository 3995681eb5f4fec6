"""mindspore.train extras (issue 18): custom_mixed_precision, DatasetHelper, connect_network_with_dataset,
data_sink and mindspore.train.build_train_network. Case functions take the ``mindspore`` module (real MindSpore
to record, msbridge to test) and return JSON-able values; ``run(ms, case)`` runs one."""
import numpy as np

from cases_train import X, Y, _dense

_W = np.array([[0.3337, -0.25], [0.5, 0.125], [-0.75, 0.0625]], np.float32)


def run(ms, case):
    return case(ms)


def _floats(tensor):
    return [str(tensor.dtype)] + np.asarray(tensor.asnumpy(), np.float64).round(6).reshape(-1).tolist()


def _amp_net(ms):
    """The test network; MindSpore's rewrite (custom_mixed_precision white lists) reads its class from the
    source of this module, so the class is published here as ``Net``."""
    nn, ops = ms.nn, ms.ops

    class Net(nn.Cell):
        def __init__(self):
            super().__init__()
            self.fc1 = _dense(ms, 3, 4, 1)
            self.bn = nn.BatchNorm1d(4)
            self.relu = nn.ReLU()
            self.fc2 = _dense(ms, 4, 3, 2)
            self.mm = ops.MatMul()
            self.w = ms.Parameter(ms.Tensor(_W), name="w")

        def construct(self, x):
            y = self.fc2(self.relu(self.bn(self.fc1(x))))
            return self.mm(y, self.w)
    globals()["Net"] = Net
    net = Net()
    net.set_train(False)
    return net


def _custom(ms, **lists):
    """Output dtype and values, whether they differ from the float32 network's, and the parameter names."""
    x = ms.Tensor(X * 31)
    reference = _amp_net(ms)(x).asnumpy()
    net = ms.amp.custom_mixed_precision(_amp_net(ms), **lists)
    out = net(x)
    return _floats(out) + [bool((out.asnumpy() != reference).any()), [p.name for p in net.trainable_params()]]


def _to_float_kept(ms):
    net = _amp_net(ms)
    net.fc2.to_float(ms.float32)
    return _floats(ms.amp.custom_mixed_precision(net, white_list=[ms.nn.Dense])(ms.Tensor(X * 31)))


def _dataset(ms, n=5, batch=2):
    data = {"x": np.arange(n * 2, dtype=np.float32).reshape(n, 2), "y": np.arange(n, dtype=np.int32)}
    return ms.dataset.NumpySlicesDataset(data, shuffle=False).batch(batch)


def _epochs(helper, epochs):
    """What iterating the helper gives, epoch after epoch: each batch as [type, dtype, values] per column."""
    return [[[[type(t).__name__, str(t.dtype), t.asnumpy().tolist()] for t in batch] for batch in helper]
            for _ in range(epochs)]


def _helper(ms, epochs=1, **kw):
    return _epochs(ms.DatasetHelper(_dataset(ms), dataset_sink_mode=False, epoch_num=epochs, **kw), epochs)


def _graph_mode(ms, fn):
    ms.set_context(mode=ms.GRAPH_MODE)
    try:
        return fn()
    finally:
        ms.set_context(mode=ms.PYNATIVE_MODE)


def _connect_host(ms):
    return ms.connect_network_with_dataset(ms.nn.Dense(2, 2), ms.DatasetHelper(_dataset(ms), False))


VALUES = {
    "helper.one_epoch": lambda ms: _helper(ms),
    "helper.two_epochs": lambda ms: _helper(ms, 2),
    "helper.sink_size_ignored": lambda ms: _helper(ms, sink_size=2),
    "helper.train_namespace": lambda ms: [ms.train.DatasetHelper is ms.DatasetHelper,
                                         ms.train.connect_network_with_dataset is ms.connect_network_with_dataset,
                                         ms.train.data_sink is ms.data_sink,
                                         ms.train.build_train_network is ms.amp.build_train_network],

    "custom.white_dense": lambda ms: _custom(ms, white_list=[ms.nn.Dense]),
    "custom.white_matmul": lambda ms: _custom(ms, white_list=[ms.ops.MatMul]),
    "custom.black_default": lambda ms: _custom(ms, black_list=ms.amp.get_black_list()),
    "custom.black_dense": lambda ms: _custom(ms, black_list=[ms.nn.Dense]),
    "custom.black_empty": lambda ms: _custom(ms, black_list=[]),
    "custom.white_empty": lambda ms: _custom(ms, white_list=[]),
    "custom.to_float_kept": _to_float_kept,
}

ERRORS = {
    "custom.not_cell": lambda ms: ms.amp.custom_mixed_precision(lambda x: x, white_list=[]),
    "custom.no_list": lambda ms: ms.amp.custom_mixed_precision(_amp_net(ms)),
    "custom.both_lists": lambda ms: ms.amp.custom_mixed_precision(_amp_net(ms), white_list=[], black_list=[]),
    "custom.dtype": lambda ms: ms.amp.custom_mixed_precision(_amp_net(ms), white_list=[], dtype=ms.float32),
    "custom.white_tuple": lambda ms: ms.amp.custom_mixed_precision(_amp_net(ms), white_list=(ms.nn.Dense,)),
    "custom.white_instance": lambda ms: ms.amp.custom_mixed_precision(_amp_net(ms), white_list=[ms.nn.ReLU()]),
    "custom.white_class": lambda ms: ms.amp.custom_mixed_precision(_amp_net(ms), white_list=[int]),
    "custom.black_primitive": lambda ms: ms.amp.custom_mixed_precision(_amp_net(ms), black_list=[ms.ops.MatMul]),
}
ERRORS.update({
    "helper.sink_size_zero": lambda ms: ms.DatasetHelper(_dataset(ms), sink_size=0),
    "helper.sink_size_small": lambda ms: ms.DatasetHelper(_dataset(ms), False, sink_size=-2),
    "helper.sink_size_float": lambda ms: ms.DatasetHelper(_dataset(ms), False, sink_size=1.5),
    "helper.sink_mode_type": lambda ms: ms.DatasetHelper(_dataset(ms), dataset_sink_mode=1),
    "helper.sink_cpu": lambda ms: ms.DatasetHelper(_dataset(ms), True),
    "helper.sink_cpu_graph": lambda ms: _graph_mode(ms, lambda: ms.DatasetHelper(_dataset(ms), True)),
    "helper.host_sink_size": lambda ms: ms.DatasetHelper(_dataset(ms), False).sink_size(),
    "helper.host_types_shapes": lambda ms: ms.DatasetHelper(_dataset(ms), False).types_shapes(),
    "helper.connect_host": _connect_host,
    "sink.cpu": lambda ms: ms.data_sink(lambda x, y: x, _dataset(ms)),
    "sink.size_zero": lambda ms: ms.data_sink(lambda x, y: x, _dataset(ms), sink_size=0),
    "sink.size_float": lambda ms: ms.data_sink(lambda x, y: x, _dataset(ms), sink_size=1.0),
})
SAME_MESSAGE = {"helper.sink_size_zero", "helper.sink_size_small", "helper.sink_cpu_graph", "helper.host_sink_size",
                "helper.host_types_shapes", "helper.connect_host", "sink.cpu", "sink.size_zero", "sink.size_float",
                "custom.not_cell", "custom.no_list", "custom.both_lists", "custom.dtype", "custom.white_tuple"}
