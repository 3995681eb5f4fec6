"""mindspore.train extras (issue 18): custom_mixed_precision, DatasetHelper, connect_network_with_dataset,
data_sink and mindspore.train.build_train_network. Case functions take the ``mindspore`` module (real MindSpore
to record, msbridge to test) and return JSON-able values; ``run(ms, case)`` runs one."""
import numpy as np

from cases_train import X, Y, _build, _dense

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


def _records(path):
    """The records of a summary event file: [the length and its masked CRC-32C in hex, the event's bytes in hex
    with its wall time (the first field, a double) zeroed]. The data's CRC covers the wall time, so it is left
    out here (tests/test_train_extras.py checks it)."""
    import struct
    data, out, at = open(path, "rb").read(), [], 0
    while at < len(data):
        (length,) = struct.unpack("<Q", data[at:at + 8])
        event = data[at + 12:at + 12 + length]
        out.append([data[at:at + 12].hex(), (event[:1] + bytes(8) + event[9:]).hex()])
        at += 16 + length
    return out


def _summary(ms, fill, **kw):
    """What SummaryRecord writes for ``fill(record)`` (add_value/record calls): the file name with its time and
    host replaced, the file mode after close, and the records."""
    import os
    import platform
    import re
    import stat
    import tempfile
    ms.SummaryRecord.count = 0  # a SummaryRecord closed twice leaves MindSpore's instance count below zero
    with tempfile.TemporaryDirectory() as folder:
        with ms.SummaryRecord(os.path.join(folder, "logs"), **kw) as record:
            fill(record)
            path = record.log_dir
        name = re.sub(r"\.\d{9,}\.", ".<time>.", os.path.basename(path)).replace(platform.node(), "<host>")
        if not os.path.exists(path):
            return [name, None, []]
        return [name, oct(stat.S_IMODE(os.stat(path).st_mode)), _records(path)]


def _fill_values(ms):
    def fill(record):
        t = ms.Tensor
        record.add_value("scalar", "loss", t(1.5))
        record.add_value("tensor", "w", t(np.arange(6, dtype=np.float32).reshape(2, 3)))
        record.add_value("tensor", "ids", t(np.array([[1, -2]], np.int32)))
        record.add_value("histogram", "h", t(np.linspace(-1, 2, 23).astype(np.float32)))
        record.record(1)
        record.add_value("scalar", "loss", t(np.array([0.25], np.float32)))
        record.add_value("histogram", "bad", t(np.array([np.nan, np.inf, -np.inf, 1.0, 1.0], np.float32)))
        record.add_value("histogram", "ints", t(np.array([3, 1, 4, 1, 5, 9, 2, 6], np.int32)))
        record.add_value("histogram", "nan", t(np.array([np.nan, np.nan], np.float32)))
        record.record(7)
        record.record(8)
        record.add_value("scalar", "kept", t(2.0))
        record.add_value("tensor", "dropped", t(np.ones(2, np.float32)))
        record.record(9, plugin_filter=lambda plugin: plugin == "scalar")
    return fill


def _image_summary(ms):
    """The image a summary holds (height, width, channels and the decoded pixels)."""
    import io
    import os
    import struct
    import tempfile
    from PIL import Image
    with tempfile.TemporaryDirectory() as folder:
        with ms.SummaryRecord(folder) as record:
            images = np.arange(2 * 3 * 4 * 5, dtype=np.float32).reshape(2, 3, 4, 5) / 7 - 3
            record.add_value("image", "img", ms.Tensor(images))
            record.record(3)
            path = record.log_dir
        data = open(path, "rb").read()
    (first,) = struct.unpack("<Q", data[:8])
    event = data[16 + first + 12:]
    png = event[event.index(b"\x89PNG"):]
    png = png[:png.index(b"IEND") + 8]
    return np.asarray(Image.open(io.BytesIO(png))).tolist()


def _flops(ms, conv, **kw):
    """What FlopsUtilizationCollector prints over 2 epochs of 2 GRAPH_MODE steps: the flops line, and each
    step-time line with its numbers replaced by N."""
    import contextlib
    import io
    import re
    nn = ms.nn
    rng = np.random.RandomState(0)
    if conv:
        data = {"x": rng.rand(8, 1, 6, 6).astype(np.float32), "y": rng.rand(8, 3).astype(np.float32)}
        net = nn.SequentialCell([nn.Conv2d(1, 2, 3, pad_mode="valid"), nn.ReLU(), nn.Flatten(), nn.Dense(32, 3)])
    else:
        data = {"x": rng.rand(8, 10).astype(np.float32), "y": rng.rand(8, 5).astype(np.float32)}
        net = nn.SequentialCell([nn.Dense(10, 20), nn.ReLU(), nn.Dense(20, 5)])
    dataset = ms.dataset.NumpySlicesDataset(data, shuffle=False).batch(4)
    model = ms.train.Model(net, nn.MSELoss(), nn.SGD(net.trainable_params(), 0.1))
    out = io.StringIO()
    ms.set_context(mode=ms.GRAPH_MODE)
    try:
        with contextlib.redirect_stdout(out):
            model.train(2, dataset, callbacks=[ms.train.FlopsUtilizationCollector(2, **kw)])
    finally:
        ms.set_context(mode=ms.PYNATIVE_MODE)
    return [re.sub(r"\d+\.\d+", "N", line) if "per step" in line else line for line in out.getvalue().splitlines()]


def _flops_pynative(ms, **kw):
    net = ms.nn.Dense(2, 2)
    data = {"x": np.ones((4, 2), np.float32), "y": np.ones((4, 2), np.float32)}
    model = ms.train.Model(net, ms.nn.MSELoss(), ms.nn.SGD(net.trainable_params(), 0.1))
    model.train(1, ms.dataset.NumpySlicesDataset(data).batch(2), callbacks=[
        ms.train.FlopsUtilizationCollector(2, **kw)])
    return "trained"


def _fields(data):
    """A protobuf message as {field number: [values]}: varints as ints, 64-bit as doubles, 32-bit as floats,
    length-delimited as bytes."""
    import struct
    fields, at = {}, 0
    while at < len(data):
        key, at = _read_varint(data, at)
        number, wire = key >> 3, key & 7
        if wire == 0:
            value, at = _read_varint(data, at)
        elif wire == 1:
            value, at = struct.unpack("<d", data[at:at + 8])[0], at + 8
        elif wire == 5:
            value, at = struct.unpack("<f", data[at:at + 4])[0], at + 4
        else:
            length, at = _read_varint(data, at)
            value, at = data[at:at + length], at + length
        fields.setdefault(number, []).append(value)
    return fields


def _read_varint(data, at):
    value = shift = 0
    while True:
        byte = data[at]
        value |= (byte & 0x7F) << shift
        at, shift = at + 1, shift + 7
        if not byte & 0x80:
            return value, at


def _summary_values(event):
    """The values of a summary event: [tag, kind, numbers] (scalar: its value; histogram: count, min, max, sum
    and the bucket counts; image: height, width)."""
    out = []
    for value in _fields(_fields(event).get(5, [b""])[0]).get(1, []):
        f = _fields(value)
        tag = f[1][0].decode()
        if 3 in f:
            out.append([tag, "scalar", round(f[3][0], 6)])
        elif 9 in f:
            h = _fields(f[9][0])
            out.append([tag, "histogram", [h[8][0], round(h[6][0], 6), round(h[5][0], 6), round(h[7][0], 5),
                                           [_fields(b)[3][0] for b in h.get(1, [])]]])
        elif 4 in f:
            image = _fields(f[4][0])
            out.append([tag, "image", [image[1][0], image[2][0]]])
    return out


def _collector(ms, images=False, epochs=3, **kw):
    """The summary events SummaryCollector writes over ``epochs`` epochs of 3 host-loop steps: [step, values]
    per event, and the files it leaves in the summary folder apart from the event and lineage files."""
    import os
    import struct
    import tempfile
    nn = ms.nn
    rng = np.random.RandomState(3)
    if images:
        data = {"x": rng.rand(6, 1, 4, 4).astype(np.float32), "y": rng.rand(6, 2).astype(np.float32)}
        net = nn.SequentialCell([nn.Flatten(), _dense(ms, 16, 2, 4)])
    else:
        data = {"x": rng.rand(6, 3).astype(np.float32), "y": rng.rand(6, 2).astype(np.float32)}
        net = nn.SequentialCell([_dense(ms, 3, 4, 1), nn.ReLU(), _dense(ms, 4, 2, 2)])
    dataset = ms.dataset.NumpySlicesDataset(data, shuffle=False).batch(2)
    model = ms.train.Model(net, nn.MSELoss(), nn.SGD(net.trainable_params(), 0.1))
    ms.SummaryRecord.count = 0
    with tempfile.TemporaryDirectory() as folder:
        model.train(epochs, dataset, callbacks=[ms.train.SummaryCollector(folder, **kw)])
        name = next(f for f in os.listdir(folder) if f.endswith("_MS"))
        blob = open(os.path.join(folder, name), "rb").read()
    events, at = [], 0
    while at < len(blob):
        (length,) = struct.unpack("<Q", blob[at:at + 8])
        event = blob[at + 12:at + 12 + length]
        step = _fields(event).get(2, [None])[0]
        if step is not None:
            events.append([step, _summary_values(event)])
        at += 16 + length
    return events


def _train_build(ms, level, **kw):
    """cases_train's build_train_network run, through mindspore.train.build_train_network."""
    amp = ms.amp.build_train_network
    ms.amp.build_train_network = ms.train.build_train_network
    try:
        return _build(ms, level, **kw)
    finally:
        ms.amp.build_train_network = amp


VALUES = {
    "build.auto": lambda ms: _train_build(ms, "auto"),
    "build.o0_fixed_manager": lambda ms: _train_build(ms, "O0", loss_scale_manager=ms.amp.FixedLossScaleManager(
        64.0, drop_overflow_update=False), opt_scale=64.0),
    "build.o2_keep_bn_false": lambda ms: _train_build(ms, "O2", keep_batchnorm_fp32=False, loss_scale_manager=None),
    "build.o3_fp32": lambda ms: _train_build(ms, "O3", cast_model_type=ms.float32),

    "collector.default": lambda ms: _collector(ms),
    "collector.freq_2": lambda ms: _collector(ms, collect_freq=2),
    "collector.regular": lambda ms: _collector(ms, collect_freq=4, collect_specified_data={
        "histogram_regular": "^2\\.", "collect_metric": False}),
    "collector.no_default": lambda ms: _collector(ms, collect_freq=3, keep_default_action=False,
                                                  collect_specified_data={"collect_metric": True}),
    "collector.images": lambda ms: _collector(ms, images=True, epochs=1),

    "flops.dense": lambda ms: _flops(ms, False, computility=10 ** 9),
    "flops.conv": lambda ms: _flops(ms, True),
    "flops.shard_only": lambda ms: _flops(ms, False, full_flops=False),
    "flops.pynative_quiet": lambda ms: _flops_pynative(ms, enable_ma_collector=True),

    "summary.values": lambda ms: _summary(ms, _fill_values(ms)),
    "summary.prefix_suffix": lambda ms: _summary(ms, lambda r: (r.add_value("scalar", "a", ms.Tensor(1)),
                                                               r.record(0)), file_prefix="x_", file_suffix="_y"),
    "summary.nothing_recorded": lambda ms: _summary(ms, lambda r: r.record(1)),
    "summary.network": lambda ms: _summary(ms, lambda r: (r.add_value("scalar", "a", ms.Tensor(1.0)), r.record(2)),
                                           network=ms.nn.Dense(2, 2)),
    "summary.closed": lambda ms: _summary(ms, lambda r: (r.close(), r.record(1))),
    "summary.image": _image_summary,

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
def _summary_error(ms, fill, **kw):
    import tempfile
    ms.SummaryRecord.count = 0
    with tempfile.TemporaryDirectory() as folder:
        with ms.SummaryRecord(folder, **kw) as record:
            fill(record)


ERRORS.update({
    "collector.freq": lambda ms: ms.train.SummaryCollector(".", collect_freq=0),
    "collector.freq_type": lambda ms: ms.train.SummaryCollector(".", collect_freq=1.5),
    "collector.key": lambda ms: ms.train.SummaryCollector(".", collect_specified_data={"collect_x": True}),
    "collector.regular_bad": lambda ms: ms.train.SummaryCollector(".", collect_specified_data={
        "histogram_regular": "("}),
    "collector.bool_item": lambda ms: ms.train.SummaryCollector(".", collect_specified_data={"collect_metric": 1}),
    "collector.action": lambda ms: ms.train.SummaryCollector(".", keep_default_action=1),
    "flops.pynative": _flops_pynative,
    "flops.data_size": lambda ms: ms.train.FlopsUtilizationCollector(0),
    "flops.full_flops": lambda ms: ms.train.FlopsUtilizationCollector(1, full_flops=1),
    "flops.ma": lambda ms: ms.train.FlopsUtilizationCollector(1, enable_ma_collector=None),
    "summary.plugin": lambda ms: _summary_error(ms, lambda r: r.add_value("audio", "a", ms.Tensor(1))),
    "summary.name": lambda ms: _summary_error(ms, lambda r: r.add_value("scalar", "", ms.Tensor(1))),
    "summary.value": lambda ms: _summary_error(ms, lambda r: r.add_value("scalar", "a", 1.0)),
    "summary.scalar_size": lambda ms: _summary_error(ms, lambda r: r.add_value("scalar", "a", ms.Tensor([1, 2]))),
    "summary.tensor_0d": lambda ms: _summary_error(ms, lambda r: r.add_value("tensor", "a", ms.Tensor(1))),
    "summary.image_ndim": lambda ms: _summary_error(ms, lambda r: r.add_value("image", "a", ms.Tensor([1.0]))),
    "summary.step": lambda ms: _summary_error(ms, lambda r: r.record(1.5)),
    "summary.mode": lambda ms: _summary_error(ms, lambda r: r.set_mode("test")),
    "summary.prefix": lambda ms: _summary_error(ms, lambda r: None, file_prefix="a/b"),
    "summary.max_size_type": lambda ms: _summary_error(ms, lambda r: None, max_file_size=1.5),
    "summary.two": lambda ms: _summary_error(ms, lambda r: ms.SummaryRecord(".")),
})
SAME_MESSAGE = {"flops.pynative", "collector.freq", "collector.key", "summary.plugin", "summary.name", "summary.value", "summary.scalar_size", "summary.tensor_0d",
                "summary.image_ndim", "summary.mode", "summary.max_size_type", "summary.prefix", "summary.two",
                "helper.sink_size_zero", "helper.sink_size_small", "helper.sink_cpu_graph", "helper.host_sink_size",
                "helper.host_types_shapes", "helper.connect_host", "sink.cpu", "sink.size_zero", "sink.size_float",
                "custom.not_cell", "custom.no_list", "custom.both_lists", "custom.dtype", "custom.white_tuple"}
