"""Training wrappers, loss scaling and mixed precision (issue 5 items 4-5): case functions that take the
``mindspore`` module (real MindSpore to record, msbridge to test) and return JSON-able values or arrays."""
import numpy as np

X = np.array([[1.0, 2.0, 3.0], [4.0, 5.0, 6.0], [-1.0, 0.5, 2.0], [0.0, -2.0, 1.0]], np.float32) / 4
Y = np.array([[1.0, 0.0], [0.0, 1.0], [0.5, 0.5], [1.0, 1.0]], np.float32)
LABELS = np.array([0, 1, 1, 0], np.int32)


def _dense(ms, cin, cout, seed):
    rng = np.random.RandomState(seed)
    d = ms.nn.Dense(cin, cout)
    d.weight.set_data(ms.Tensor(rng.uniform(-0.5, 0.5, (cout, cin)).astype(np.float32)))
    d.bias.set_data(ms.Tensor(rng.uniform(-0.1, 0.1, (cout,)).astype(np.float32)))
    return d


def _mlp(ms, bn=False):
    nn = ms.nn

    class Net(nn.Cell):
        def __init__(self):
            super().__init__()
            self.fc1 = _dense(ms, 3, 4, 1)
            self.bn = nn.BatchNorm1d(4) if bn else None
            self.relu = nn.ReLU()
            self.fc2 = _dense(ms, 4, 2, 2)

        def construct(self, x):
            y = self.fc1(x)
            if self.bn is not None:
                y = self.bn(y)
            return self.fc2(self.relu(y))
    return Net()


def _optimizer(ms, name, params, **kw):
    nn = ms.nn
    if name == "momentum":
        return nn.Momentum(params, 0.1, 0.9, **kw)
    if name == "adam":
        return nn.Adam(params, 0.01, **kw)
    return nn.SGD(params, 0.1, **kw)


def _x(ms):
    return ms.Tensor(X), ms.Tensor(Y)


def _steps(step, n=4, *inputs):
    return [float(np.asarray(step(*inputs).asnumpy()).reshape(-1)[0]) for _ in range(n)]


def _weights(net):
    return [p.asnumpy() for p in net.trainable_params()]


def _train_one_step(ms, opt, **kw):
    net = _mlp(ms)
    loss_net = ms.nn.WithLossCell(net, ms.nn.MSELoss())
    step = ms.nn.TrainOneStepCell(loss_net, _optimizer(ms, opt, net.trainable_params()), **kw)
    step.set_train()
    x, y = _x(ms)
    return [np.array(_steps(step, 4, x, y))] + _weights(net)


ARRAYS = {
    "tos.sgd": lambda ms: _train_one_step(ms, "sgd"),
    "tos.momentum": lambda ms: _train_one_step(ms, "momentum"),
    "tos.adam": lambda ms: _train_one_step(ms, "adam"),
    "tos.sens": lambda ms: _train_one_step(ms, "momentum", sens=2.0),
}


def case_return_grad(ms):
    net = _mlp(ms)
    step = ms.nn.TrainOneStepCell(ms.nn.WithLossCell(net, ms.nn.MSELoss()),
                                  ms.nn.SGD(net.trainable_params(), 0.1), return_grad=True)
    loss, grads = step(*_x(ms))
    return {"loss_type": type(loss).__name__, "grads_type": type(grads).__name__, "keys": list(grads),
            "first": grads["fc1.weight"].asnumpy().round(5).tolist()}


def case_train_flags(ms):
    net = _mlp(ms)
    step = ms.nn.TrainOneStepCell(ms.nn.WithLossCell(net, ms.nn.MSELoss()), ms.nn.SGD(net.trainable_params()))
    return {"training": step.training, "net_training": net.training, "weights": [p.name for p in step.weights],
            "sens": step.sens, "reducer": type(step.grad_reducer).__name__, "net_is": step.network is not None,
            "names": [p.name for p in step.get_parameters()]}


def case_with_grad_cell(ms):
    net = _mlp(ms)
    grads = ms.nn.WithGradCell(net, ms.nn.MSELoss())(*_x(ms))
    sens = ms.nn.WithGradCell(net, ms.nn.MSELoss(), sens=ms.Tensor(2.0))(*_x(ms))
    return {"type": type(grads).__name__, "n": len(grads),
            "g": [g.asnumpy().round(5).tolist() for g in grads],
            "ratio": round(float(np.abs(sens[0].asnumpy()).sum() / np.abs(grads[0].asnumpy()).sum()), 4), "training": net.training}


def case_forward_value_and_grad(ms):
    net = _mlp(ms)
    loss_net = ms.nn.WithLossCell(net, ms.nn.MSELoss())
    weights = ms.ParameterTuple(net.trainable_params())
    loss, grads = ms.nn.ForwardValueAndGrad(loss_net, weights, get_by_list=True)(*_x(ms))
    loss2, grads2 = ms.nn.ForwardValueAndGrad(loss_net, get_all=True)(*_x(ms))
    return {"loss": round(float(loss.asnumpy()), 5), "n": len(grads), "type2": type(grads2).__name__,
            "n2": len(grads2), "g2": grads2[0].asnumpy().round(5).tolist(), "loss2": round(float(loss2.asnumpy()), 5)}


def case_with_eval_cell(ms):
    net = _mlp(ms).to_float(ms.float16)
    x, y = _x(ms)
    out = ms.nn.WithEvalCell(net, ms.nn.MSELoss(), add_cast_fp32=True)(x, y)
    plain = ms.nn.WithEvalCell(_mlp(ms), ms.nn.MSELoss())(x, y)
    return {"cast": [str(t.dtype) for t in out], "plain": [str(t.dtype) for t in plain],
            "loss": round(float(plain[0].asnumpy()), 5), "n": len(out)}


def case_dynamic_update_cell(ms):
    cell = ms.nn.DynamicLossScaleUpdateCell(loss_scale_value=2.0 ** 4, scale_factor=2, scale_window=2)
    scale = ms.Parameter(ms.Tensor(2.0 ** 4, ms.float32), name="scale")
    seen = []
    for overflow in [False, False, True, False, False, False, True, True]:
        out = cell(scale, ms.Tensor(overflow))
        seen.append([float(scale.asnumpy()), bool(out.asnumpy()), int(cell.cur_iter.asnumpy()),
                     int(cell.last_overflow_iter.asnumpy())])
    return {"seen": seen, "get": cell.get_loss_scale(),
            "params": sorted(p.name for p in cell.get_parameters()),
            "fixed": ms.nn.FixedLossScaleUpdateCell(8.0).get_loss_scale()}


def case_managers(ms):
    amp = ms.amp
    fixed = amp.FixedLossScaleManager(1024.0, drop_overflow_update=False)
    fixed_drop = amp.FixedLossScaleManager()
    dyn = amp.DynamicLossScaleManager(init_loss_scale=16, scale_factor=2, scale_window=2)
    scales = []
    for overflow in [False, False, True, False, False, True, True, False]:
        dyn.update_loss_scale(overflow)
        scales.append(dyn.get_loss_scale())
    cell = dyn.get_update_cell()
    return {"fixed": [fixed.get_loss_scale(), fixed.get_drop_overflow_update(), fixed.get_update_cell() is None],
            "fixed_drop": [fixed_drop.get_loss_scale(), type(fixed_drop.get_update_cell()).__name__],
            "dyn": scales, "dyn_cell": [type(cell).__name__, cell.get_loss_scale()],
            "dyn_drop": dyn.get_drop_overflow_update(),
            "default": [amp.DynamicLossScaleManager().get_loss_scale(), amp.DynamicLossScaleManager().scale_window]}


def case_loss_scalers(ms):
    amp = ms.amp
    grads = (ms.Tensor(np.array([1.0, 2.0], np.float32)), ms.Tensor(np.array([0.5], np.float16)))
    static = amp.StaticLossScaler(4)
    scaled = static.scale(grads)
    dyn = amp.DynamicLossScaler(scale_value=8, scale_factor=2, scale_window=2)
    trace = []
    for finite in [True, True, False, True, True, True]:
        dyn.adjust(ms.Tensor(finite))
        trace.append([float(dyn.scale_value.asnumpy()), int(dyn.counter.asnumpy())])
    single = static.scale(ms.Tensor(np.array([3.0], np.float32)))
    return {"scaled": [t.asnumpy().tolist() for t in scaled], "dtypes": [str(t.dtype) for t in scaled],
            "type": type(scaled).__name__, "unscaled": [t.asnumpy().tolist() for t in static.unscale(scaled)],
            "static_adjust": static.adjust(ms.Tensor(True)), "trace": trace, "single": type(single).__name__,
            "single_value": single.asnumpy().tolist()}


def case_all_finite(ms):
    amp = ms.amp
    good = (ms.Tensor(np.array([1.0, 2.0], np.float32)), ms.Tensor(np.array([1.0], np.float16)))
    bad = (ms.Tensor(np.array([1.0, np.inf], np.float32)), ms.Tensor(np.array([1.0], np.float32)))
    nan = [ms.Tensor(np.array([np.nan], np.float32))]
    out = amp.all_finite(good)
    return {"good": bool(out.asnumpy()), "bad": bool(amp.all_finite(bad).asnumpy()),
            "nan": bool(amp.all_finite(nan).asnumpy()), "dtype": str(out.dtype), "shape": list(out.shape)}


def _loss_scale_step(ms, scale_sense, xs):
    net = _mlp(ms)
    loss_net = ms.nn.WithLossCell(net, ms.nn.MSELoss())
    step = ms.nn.TrainOneStepWithLossScaleCell(loss_net, ms.nn.Momentum(net.trainable_params(), 0.1, 0.9),
                                               scale_sense)
    step.set_train()
    y = ms.Tensor(Y)
    rows = []
    for x in xs:
        loss, cond, scale = step(ms.Tensor(x), y)
        rows.append([round(float(loss.asnumpy()), 5) if np.isfinite(loss.asnumpy()) else "nonfinite",
                     bool(cond.asnumpy()), float(scale.asnumpy().reshape(-1)[0]),
                     round(float(sum(np.abs(w).sum() for w in _weights(net))), 5)])
    return {"rows": rows, "out_types": [type(loss).__name__, str(cond.dtype), type(scale).__name__]}


_BIG = X.copy()
_BIG[0, 0] = 3e38


def case_loss_scale_fixed_cell(ms):
    return _loss_scale_step(ms, ms.nn.FixedLossScaleUpdateCell(2.0 ** 10), [X, _BIG, X])


def case_loss_scale_dynamic_cell(ms):
    return _loss_scale_step(ms, ms.nn.DynamicLossScaleUpdateCell(2.0 ** 10, 2, 2), [X, _BIG, X, X, X, _BIG])


def case_loss_scale_tensor(ms):
    return _loss_scale_step(ms, ms.Tensor(np.array([64.0], np.float32)), [X, X])


def _amp_net(ms):
    return _mlp(ms, bn=True)


def case_auto_mixed_precision(ms):
    amp = ms.amp
    x = ms.Tensor(X)
    out = {}
    for level in ["O0", "O2", "O3"]:
        net = amp.auto_mixed_precision(_amp_net(ms), level)
        out[level] = {"type": type(net).__name__, "out": str(net(x).dtype), "amp": getattr(net, "_amp_level", None),
                      "params": sorted({str(p.dtype) for p in net.get_parameters()}),
                      "names": [p.name for p in net.trainable_params()]}
    return out


def case_auto_mixed_precision_auto(ms):
    ops = ms.ops

    def fn(x, w):
        return [str(t.dtype) for t in (ops.matmul(x, w), ops.exp(x), x + w, ops.relu(x), ops.softmax(x),
                                       x.astype(ms.float16) * w)]
    w = ms.Tensor(np.ones((4, 4), np.float32))
    return ms.amp.auto_mixed_precision(fn, "auto")(ms.Tensor(np.ones((4, 4), np.float32)), w)


def _build(ms, level, **kw):
    net = _amp_net(ms)
    opt = ms.nn.Momentum(net.trainable_params(), 0.1, 0.9, loss_scale=kw.pop("opt_scale", 1.0))
    step = ms.amp.build_train_network(net, opt, ms.nn.SoftmaxCrossEntropyWithLogits(sparse=True,
                                                                                    reduction="mean"), level, **kw)
    x, labels = ms.Tensor(X), ms.Tensor(LABELS)
    losses = [step(x, labels) for _ in range(3)]
    return {"type": type(step).__name__, "training": step.training, "loss_dtype": str(losses[0].dtype),
            "losses": [round(float(v.asnumpy()), 5) for v in losses],
            "out_dtype": str(step.network._backbone(x).dtype) if hasattr(step.network, "_backbone") else None,
            "param_dtypes": sorted({str(p.dtype) for p in net.get_parameters()})}


def case_build_o0(ms):
    return _build(ms, "O0")


def case_build_o2_fixed(ms):
    return _build(ms, "O2", loss_scale_manager=ms.amp.FixedLossScaleManager(1024.0, drop_overflow_update=False),
                  opt_scale=1024.0)


def case_build_o3_fixed(ms):
    return _build(ms, "O3", loss_scale_manager=ms.amp.FixedLossScaleManager(128.0, drop_overflow_update=False),
                  opt_scale=128.0)


def case_build_o2_fp32(ms):
    return _build(ms, "O2", cast_model_type=ms.float32, loss_scale_manager=None)


CASES = {name[5:]: fn for name, fn in list(globals().items()) if name.startswith("case_")}


def _sens_zero(ms):
    net = _mlp(ms)
    ms.nn.TrainOneStepCell(ms.nn.WithLossCell(net, ms.nn.MSELoss()), ms.nn.SGD(net.trainable_params()), sens=0)


def _build_opt(ms, level="O0", **kw):
    net = _amp_net(ms)
    opt = kw.pop("opt", None) or ms.nn.Momentum(net.trainable_params(), 0.1, 0.9)
    ms.amp.build_train_network(net, opt, ms.nn.MSELoss(), level, **kw)


ERROR_CASES = {
    "sens_zero": _sens_zero,
    "scale_sense_type": lambda ms: ms.nn.TrainOneStepWithLossScaleCell(
        ms.nn.WithLossCell(_mlp(ms), ms.nn.MSELoss()), ms.nn.SGD(_mlp(ms).trainable_params()), 2.0),
    "scale_sense_shape": lambda ms: ms.nn.TrainOneStepWithLossScaleCell(
        ms.nn.WithLossCell(_mlp(ms), ms.nn.MSELoss()), ms.nn.SGD(_mlp(ms).trainable_params()),
        ms.Tensor(np.ones((2,), np.float32))),
    "fixed_manager_small": lambda ms: ms.amp.FixedLossScaleManager(0.5),
    "dynamic_manager_small": lambda ms: ms.amp.DynamicLossScaleManager(0.5),
    "dynamic_manager_window": lambda ms: ms.amp.DynamicLossScaleManager(16, 2, 0),
    "dynamic_manager_factor": lambda ms: ms.amp.DynamicLossScaleManager(16, 0, 2),
    "static_scaler_small": lambda ms: ms.amp.StaticLossScaler(0.5),
    "static_scaler_type": lambda ms: ms.amp.StaticLossScaler("2"),
    "dynamic_scaler_window": lambda ms: ms.amp.DynamicLossScaler(4, 2, 0),
    "amp_level_bad": lambda ms: ms.amp.auto_mixed_precision(_amp_net(ms), "O5"),
    "amp_dtype_bad": lambda ms: ms.amp.auto_mixed_precision(_amp_net(ms), "O2", ms.float32),
    "amp_function_o2": lambda ms: ms.amp.auto_mixed_precision(lambda x: x, "O2"),
    "build_level_bad": lambda ms: _build_opt(ms, "O4"),
    "build_level_type": lambda ms: _build_opt(ms, 2),
    "build_kwarg_bad": lambda ms: _build_opt(ms, "O0", keep_fp32=True),
    "build_optimizer_bad": lambda ms: _build_opt(ms, "O0", opt="sgd"),
    "build_cast_type_bad": lambda ms: _build_opt(ms, "O0", cast_model_type=ms.int32),
    "build_keep_bn_bad": lambda ms: _build_opt(ms, "O0", keep_batchnorm_fp32=1),
}
