"""Model cases run on real MindSpore 2.10 (record_model.py) and on msbridge (tests/test_model.py).

Every case takes the ``mindspore`` module and returns plain JSON data: network types and flags, the events the
callbacks see with their cb_params fields, per-step losses, metrics and printed lines. ``ERRORS`` holds the bad
calls; the recorder stores what MindSpore raises.
"""
import contextlib
import io
import re

import numpy as np

_FIELDS = ("cur_epoch_num", "cur_step_num", "batch_num", "epoch_num", "dataset_sink_mode", "mode", "sink_size",
           "parallel_mode", "device_number", "initial_step", "last_save_ckpt_step", "latest_ckpt_file")


def _num(value):
    """A Tensor, array or number (or a tuple/list of them) as rounded floats."""
    if isinstance(value, (tuple, list)):
        return [_num(v) for v in value]
    if isinstance(value, dict):
        return {k: _num(v) for k, v in value.items()}
    if hasattr(value, "asnumpy"):
        value = value.asnumpy()
    arr = np.asarray(value, dtype=np.float64)
    return np.round(arr, 6).tolist()


def _dense(ms, cin, cout, seed):
    rng = np.random.RandomState(seed)
    net = ms.nn.Dense(cin, cout)
    for param in net.get_parameters():
        param.set_data(ms.Tensor(rng.uniform(-1, 1, param.shape).astype(np.float32)))
    return net


def _regression(ms, n=12, batch=4, seed=1):
    rng = np.random.RandomState(seed)
    xs = rng.uniform(-1, 1, (n, 3)).astype(np.float32)
    ys = (xs.sum(axis=1, keepdims=True) * 0.5 + 0.1).astype(np.float32)
    return ms.dataset.NumpySlicesDataset({"x": xs, "y": ys}, shuffle=False).batch(batch)


def _classification(ms, n=20, batch=5, seed=2):
    rng = np.random.RandomState(seed)
    xs = rng.uniform(-1, 1, (n, 4)).astype(np.float32)
    ys = (np.argmax(xs[:, :3], axis=1)).astype(np.int32)
    return ms.dataset.NumpySlicesDataset({"x": xs, "y": ys}, shuffle=False).batch(batch)


def _regression_model(ms, **kw):
    net = _dense(ms, 3, 1, 0)
    model = ms.train.Model(net, ms.nn.MSELoss(), ms.nn.Momentum(net.trainable_params(), 0.1, 0.9),
                           metrics={"mae": ms.train.MAE(), "loss": ms.train.Loss()}, **kw)
    return net, model


def _spy(ms, events, stop_at=None, record_keys=True):
    """A callback recording every new-style hook with the cb_params fields it sees (and asking to stop at the
    step ``stop_at``)."""
    def hook(name):
        def record(self, run_context):
            cb = run_context.original_args()
            event = {"hook": name, **{k: cb.get(k) for k in _FIELDS if k in cb}}
            if record_keys:
                event["keys"] = sorted(cb)
            if cb.get("net_outputs") is not None:
                event["net_outputs"] = _num(cb.net_outputs)
            for key in ("metrics", "eval_results"):
                if cb.get(key) is not None:
                    event[key] = _num(cb[key])
            for key in ("network", "train_network", "eval_network"):
                if cb.get(key) is not None:
                    event[key + ".training"] = cb[key].training
            if "list_callback" in cb:
                event["list_callback"] = [type(c).__name__ for c in cb.list_callback
                                          if not type(c).__name__.startswith("_")]
            if name.endswith("step_end") and cb.cur_step_num == stop_at:
                run_context.request_stop()
            events.append(event)
        return record

    spy = type("Spy", (ms.train.Callback,), {f"on_{phase}_{event}": hook(f"on_{phase}_{event}")
                                              for phase in ("train", "eval")
                                              for event in ("begin", "epoch_begin", "step_begin", "step_end",
                                                            "epoch_end", "end")})
    return spy()


def _losses(ms, out):
    class Losses(ms.train.Callback):
        def on_train_step_end(self, run_context):
            out.append(_num(run_context.original_args().net_outputs))
    return Losses()


# ---------------------------------------------------------------------------------------------------- building

def _describe(model, net):
    def kind(cell):
        return None if cell is None else type(cell).__name__
    train = model.train_network
    return {"train": kind(train), "eval": kind(model.eval_network), "predict_is_net": model.predict_network is net,
            "train_is_net": train is net, "train_training": train.training,
            "eval_add_cast_fp32": getattr(model.eval_network, "add_cast_fp32", None),
            "inner": kind(getattr(train, "network", None))}


def case_build_rules(ms):
    out = {}
    nn = ms.nn

    def build(name, loss=True, opt=True, metrics=None, amp="O0", **kw):
        net = _dense(ms, 3, 1, 0)
        optimizer = nn.Momentum(net.trainable_params(), 0.1, 0.9) if opt else None
        model = ms.train.Model(net, nn.MSELoss() if loss else None, optimizer, metrics=metrics, amp_level=amp,
                               **kw)
        out[name] = _describe(model, net)
    build("net_only", loss=False, opt=False)
    build("loss_only", opt=False)
    build("loss_opt")
    build("opt_no_loss", loss=False)
    build("loss_opt_metrics", metrics={"mae": ms.train.MAE()})
    build("loss_metrics_set", opt=False, metrics={"mae", "loss"})
    build("o2_metrics", metrics={"mae": ms.train.MAE()}, amp="O2",
          loss_scale_manager=ms.FixedLossScaleManager(1024.0, False))
    build("o3_metrics", metrics={"mae": ms.train.MAE()}, amp="O3",
          loss_scale_manager=ms.FixedLossScaleManager(1024.0, False))
    build("o1_metrics", metrics={"mae": ms.train.MAE()}, amp="O1")
    build("fixed_manager", loss_scale_manager=ms.FixedLossScaleManager(128.0, False))
    build("keep_bn", amp="O2", keep_batchnorm_fp32=False, loss_scale_manager=ms.FixedLossScaleManager(8.0, False))
    net = _dense(ms, 3, 1, 0)
    custom_eval = nn.WithEvalCell(net, nn.MSELoss())
    model = ms.train.Model(net, metrics={"mae": ms.train.MAE()}, eval_network=custom_eval, eval_indexes=[0, 1, 2])
    out["custom_eval"] = dict(_describe(model, net), eval_is_given=model.eval_network is custom_eval)
    model = ms.train.Model(net, eval_network=custom_eval)
    out["eval_network_no_metrics"] = dict(_describe(model, net), eval_is_given=model.eval_network is custom_eval)
    return out


# ------------------------------------------------------------------------------------------- events and fields

def case_train_eval_events(ms):
    _, model = _regression_model(ms)
    data = _regression(ms)
    events = []
    model.train(2, data, callbacks=[_spy(ms, events), ms.train.History()])
    result = model.eval(data, callbacks=_spy(ms, events))
    return {"events": events, "eval": _num(result), "eval_keys": list(result)}


def case_initial_epoch(ms):
    _, model = _regression_model(ms)
    events = []
    model.train(3, _regression(ms), callbacks=[_spy(ms, events, record_keys=False)], initial_epoch=1)
    return events


def case_request_stop(ms):
    _, model = _regression_model(ms)
    events = []
    model.train(3, _regression(ms), callbacks=[_spy(ms, events, stop_at=5, record_keys=False)])
    return events


def case_sink_mode(ms):
    """Sink mode on a CPU target: MindSpore counts batch_num = sink_size and runs the host loop."""
    out = {}
    for sink_size in (-1, 2, 5):
        _, model = _regression_model(ms)
        events = []
        model.train(2, _regression(ms), callbacks=[_spy(ms, events, record_keys=False)], dataset_sink_mode=True,
                    sink_size=sink_size)
        out[str(sink_size)] = events
        events = []
        out[f"eval{sink_size}"] = _num(model.eval(_regression(ms), callbacks=[_spy(ms, events, record_keys=False)],
                                                  dataset_sink_mode=True))
        out[f"eval_events{sink_size}"] = events
    return out


def case_fit_events(ms):
    _, model = _regression_model(ms)
    events = []
    model.fit(3, _regression(ms), _regression(ms, n=8, seed=5), valid_frequency=2,
              callbacks=[_spy(ms, events, record_keys=True), ms.train.TimeMonitor(), ms.train.LossMonitor()])
    return events


def case_fit_printed(ms):
    """What LossMonitor and TimeMonitor print during fit (times masked): the eval results join the epoch lines."""
    _, model = _regression_model(ms)
    out = io.StringIO()
    with contextlib.redirect_stdout(out):
        model.fit(2, _regression(ms), _regression(ms, n=8, seed=5), callbacks=[ms.train.TimeMonitor(),
                                                                              ms.train.LossMonitor()])
    return [re.sub(r"\d+\.\d+ ms", "T ms", line) for line in out.getvalue().splitlines()]


def case_train_eval_printed(ms):
    """LossMonitor and TimeMonitor lines of train then eval (times masked): the eval losses print at eval steps."""
    _, model = _regression_model(ms)
    out = io.StringIO()
    with contextlib.redirect_stdout(out):
        model.train(2, _regression(ms), callbacks=[ms.train.LossMonitor(), ms.train.LossMonitor(2),
                                                   ms.train.TimeMonitor()])
        model.eval(_regression(ms), callbacks=[ms.train.TimeMonitor(), ms.train.LossMonitor()])
    return [re.sub(r"\d+\.\d+ ms", "T ms", line) for line in out.getvalue().splitlines()]


def case_fit_frequency_list(ms):
    _, model = _regression_model(ms)
    events = []
    model.fit(3, _regression(ms), _regression(ms, n=8, seed=5), valid_frequency=[1, 3],
              callbacks=[_spy(ms, events, record_keys=False)])
    return [e for e in events if e["hook"] in ("on_eval_end", "on_train_epoch_end")]


def case_fit_without_valid(ms):
    _, model = _regression_model(ms)
    events = []
    model.fit(2, _regression(ms), callbacks=[_spy(ms, events, record_keys=False)])
    return events


def case_legacy_callback_order(ms):
    """Legacy hooks and new hooks of several callbacks: the call order at every event."""
    calls = []

    def named(tag):
        def hook(name):
            def record(self, run_context):
                cb = run_context.original_args()
                calls.append(f"{tag}.{name}:{cb.cur_step_num}")
            return record
        body = {name: hook(name) for name in ("begin", "epoch_begin", "step_begin", "step_end", "epoch_end", "end")}
        body["on_train_epoch_end"] = hook("on_train_epoch_end")
        return type("Legacy" + tag, (ms.train.Callback,), body)()

    _, model = _regression_model(ms)
    model.train(1, _regression(ms, n=8), callbacks=[named("a"), named("b")])
    model.eval(_regression(ms, n=4), callbacks=named("c"))
    return calls


# --------------------------------------------------------------------------------------------------- numbers

def case_momentum_losses(ms):
    net, model = _regression_model(ms)
    losses = []
    history = ms.train.History()
    model.train(3, _regression(ms), callbacks=[_losses(ms, losses), history])
    return {"losses": losses, "weights": [_num(p) for p in net.trainable_params()],
            "eval": _num(model.eval(_regression(ms, seed=7))), "history": _num(history.history["net_output"]),
            "history_epoch": history.epoch}


def case_classification(ms):
    net = _dense(ms, 4, 3, 3)
    loss = ms.nn.SoftmaxCrossEntropyWithLogits(sparse=True, reduction="mean")
    model = ms.train.Model(net, loss, ms.nn.Momentum(net.trainable_params(), 0.2, 0.9),
                           metrics={"acc", "loss", "top_1_accuracy"})
    losses = []
    before = model.eval(_classification(ms))
    model.train(2, _classification(ms), callbacks=_losses(ms, losses))
    after = model.eval(_classification(ms))
    return {"losses": losses, "before": _num(before), "after": _num(after), "order": sorted(after)}


def case_amp_o2_training(ms):
    """amp_level O2/O3 with a fixed loss scale (the optimizer unscales by its loss_scale): float16 network,
    float32 loss; eval through WithEvalCell's fp32 cast."""
    out = {}
    for level in ("O2", "O3"):
        net = _dense(ms, 3, 1, 0)
        opt = ms.nn.Momentum(net.trainable_params(), 0.1, 0.9, loss_scale=128.0)
        model = ms.train.Model(net, ms.nn.MSELoss(), opt,
                               metrics={"mae": ms.train.MAE(), "loss": ms.train.Loss()}, amp_level=level,
                               loss_scale_manager=ms.FixedLossScaleManager(128.0, False))
        losses, dtypes = [], []

        class Dtype(ms.train.Callback):
            def on_train_step_end(self, run_context):
                dtypes.append(str(run_context.original_args().net_outputs.dtype))

        model.train(2, _regression(ms), callbacks=[_losses(ms, losses), Dtype()])
        evals = []

        class EvalDtypes(ms.train.Callback):
            def on_eval_step_end(self, run_context):
                evals.append([str(t.dtype) for t in run_context.original_args().net_outputs])

        out[level] = {"losses": losses, "dtypes": dtypes, "eval": _num(model.eval(_regression(ms), EvalDtypes())),
                      "eval_dtypes": evals, "predict": str(model.predict(ms.Tensor(np.ones((1, 3), np.float32))).dtype),
                      "params": sorted({str(p.dtype) for p in net.get_parameters()})}
    return out


def case_fit_with_builtin_callbacks(ms):
    """EarlyStopping / ReduceLROnPlateau reading the eval results of fit, LearningRateScheduler and History."""
    out = {}
    for name, make in {
            "early_stopping": lambda: ms.train.EarlyStopping(monitor="eval_loss", min_delta=0.05, patience=1),
            "reduce_lr": lambda: ms.train.ReduceLROnPlateau(monitor="eval_loss", factor=0.5, patience=0,
                                                            min_delta=0.01),
            "lr_scheduler": lambda: ms.train.LearningRateScheduler(lambda lr, step: lr * 0.5 if step % 2 else lr)}.items():
        net, model = _regression_model(ms)
        history, epochs = ms.train.History(), []
        model.fit(5, _regression(ms), _regression(ms, n=8, seed=5), callbacks=[make(), history,
                                                                               ms.train.LambdaCallback(
            on_train_epoch_end=lambda rc: epochs.append(rc.original_args().cur_epoch_num))])
        out[name] = {"epochs": epochs, "history": _num(history.history), "history_epoch": history.epoch,
                     "lr": _num(model.train_network.optimizer.learning_rate),
                     "weights": [_num(p) for p in net.trainable_params()]}
    return out


def case_loss_only_model(ms):
    """Model(net, loss) without an optimizer: train runs WithLossCell (no update), eval still works."""
    net = _dense(ms, 3, 1, 0)
    model = ms.train.Model(net, ms.nn.MSELoss(), metrics={"loss"})
    losses = []
    model.train(1, _regression(ms), callbacks=_losses(ms, losses))
    return {"losses": losses, "weights": [_num(p) for p in net.trainable_params()],
            "eval": _num(model.eval(_regression(ms)))}


def case_modes(ms):
    """network.training seen inside train steps, eval steps and after predict."""
    net, model = _regression_model(ms)
    seen = []

    class Mode(ms.train.Callback):
        def on_train_step_begin(self, run_context):
            seen.append(["train", net.training, model.train_network.training])

        def on_eval_step_begin(self, run_context):
            seen.append(["eval", net.training, model.eval_network.training])

        def on_train_epoch_end(self, run_context):
            model.eval(_regression(ms, n=4))
            seen.append(["after_inner_eval", net.training])

    model.train(2, _regression(ms, n=8), callbacks=Mode())
    seen.append(["after_train", net.training, model.train_network.training])
    model.eval(_regression(ms, n=4), callbacks=Mode())
    seen.append(["after_eval", net.training, model.train_network.training])
    out = model.predict(ms.Tensor(np.ones((2, 3), np.float32)))
    seen.append(["after_predict", net.training])
    return {"seen": seen, "predict": _num(out), "predict_dtype": str(out.dtype)}


def case_predict(ms):
    net = _dense(ms, 3, 2, 4)

    class Two(ms.nn.Cell):
        def __init__(self):
            super().__init__()
            self.net = net

        def construct(self, x, scale):
            return self.net(x) * scale, x

    model = ms.train.Model(Two())
    x = ms.Tensor(np.arange(6, dtype=np.float32).reshape(2, 3))
    out = model.predict(x, 2.0)
    return {"out": _num(out), "type": type(out).__name__, "single": _num(ms.train.Model(net).predict(x))}


def case_eval_indexes(ms):
    """Custom eval networks: eval_indexes picks the loss / prediction / label outputs; None passes all."""
    net = _dense(ms, 3, 1, 0)
    loss_fn = ms.nn.MSELoss()

    class Reordered(ms.nn.Cell):
        def __init__(self):
            super().__init__(auto_prefix=False)
            self.net = net

        def construct(self, x, y):
            out = self.net(x)
            return y, out * 2.0, loss_fn(out, y), out

    class Pairs(ms.train.Metric):
        def clear(self):
            self.seen = []

        def update(self, *inputs):
            self.seen.append([_num(v) for v in inputs])

        def eval(self):
            return self.seen

    out = {}
    model = ms.train.Model(net, eval_network=Reordered(), eval_indexes=[2, 3, 0],
                           metrics={"loss": ms.train.Loss(), "mae": ms.train.MAE(), "pairs": Pairs()})
    out["indexed"] = _num({k: v for k, v in model.eval(_regression(ms, n=8)).items() if k != "pairs"})
    out["indexed_pairs"] = model.eval(_regression(ms, n=4))["pairs"]
    model = ms.train.Model(net, eval_network=Reordered(), metrics={"pairs": Pairs()})
    out["none"] = model.eval(_regression(ms, n=4))["pairs"]
    return out


# ------------------------------------------------------------------------------------------------------ seeds

def _seed003_cells(ms):
    nn, ops = ms.nn, ms.ops

    class NetWithLoss(nn.Cell):
        def __init__(self, network, loss_fn):
            super().__init__(auto_prefix=False)
            self.network = network
            self.loss_fn = loss_fn

        def construct(self, data, label):
            return self.loss_fn(self.network(data), label)

    class TrainOneStepNet(nn.Cell):
        def __init__(self, network, optimizer, sens=1.0):
            super().__init__(auto_prefix=False)
            self.network = network
            self.network.set_grad()
            self.optimizer = optimizer
            self.weights = self.optimizer.parameters
            self.grad = ops.GradOperation(get_by_list=True, sens_param=True)
            self.sens = sens

        def construct(self, *inputs):
            loss = self.network(*inputs)
            sens = ops.Fill()(ops.DType()(loss), ops.Shape()(loss), self.sens)
            grads = self.grad(self.network, self.weights)(*inputs, sens)
            return ops.depend(loss, self.optimizer(grads))

    class MIOU(ms.train.Metric):
        def __init__(self, num_classes):
            super().__init__()
            self.num_classes = num_classes
            self.confusion_matrix = nn.ConfusionMatrix(num_classes=num_classes, normalize="no_norm", threshold=0.5)
            self.iou = np.zeros(num_classes)

        def clear(self):
            self.confusion_matrix.clear()
            self.iou = np.zeros(self.num_classes)

        def eval(self):
            confusion_matrix = self.confusion_matrix.eval()
            for index in range(self.num_classes):
                area_intersect = confusion_matrix[index, index]
                area_union = (np.sum(confusion_matrix[:, index]) + np.sum(confusion_matrix[index, :])
                              - area_intersect)
                self.iou[index] = area_intersect / area_union
            return np.nanmean(self.iou)

        def update(self, *inputs):
            if len(inputs) != 2:
                raise ValueError("MIOU needs 2 inputs (predicted value, true value), but got {}.".format(len(inputs)))
            y_pred = np.argmax(self._convert_data(inputs[0]), axis=1).reshape(-1)
            y = self._convert_data(inputs[1]).reshape(-1).astype(np.int64)
            self.confusion_matrix.update(y_pred, y)

    return NetWithLoss, TrainOneStepNet, MIOU


def case_seed003(ms):
    """Seed 003: a custom TrainOneStepNet passed as the network, eval with WithEvalCell + eval_indexes and the
    custom MIOU metric, and the EvaluateCallBack pattern (eval in epoch_end, best accuracy kept)."""
    nn = ms.nn
    NetWithLoss, TrainOneStepNet, MIOU = _seed003_cells(ms)
    net = _dense(ms, 4, 3, 3)
    loss = nn.SoftmaxCrossEntropyWithLogits(sparse=True, reduction="mean")
    opt = nn.Momentum(net.trainable_params(), 0.1, 0.9)
    train_net = TrainOneStepNet(NetWithLoss(net, loss), opt)
    eval_net = nn.WithEvalCell(net, loss)
    model = ms.train.Model(train_net, eval_network=eval_net, eval_indexes=[0, 1, 2],
                           metrics={"acc": nn.Accuracy(), "miou": MIOU(3), "loss": nn.Loss()})

    class EvaluateCallBack(ms.train.Callback):
        def __init__(self, model, eval_dataset, total_epochs):
            super().__init__()
            self.model = model
            self.eval_dataset = eval_dataset
            self.total_epochs = total_epochs
            self.best_acc = 0.

        def epoch_end(self, run_context):
            cb_params = run_context.original_args()
            result = self.model.eval(self.eval_dataset)
            if result["acc"] > self.best_acc:
                self.best_acc = result["acc"]
            print("epoch: %s acc: %s, best acc is %s" % (cb_params.cur_epoch_num, result["acc"], self.best_acc),
                  flush=True)
            self.results = getattr(self, "results", []) + [_num(result)]

    losses = []
    evaluate = EvaluateCallBack(model, _classification(ms, n=15, seed=9), 3)
    out = io.StringIO()
    with contextlib.redirect_stdout(out):
        model.train(3, _classification(ms), callbacks=[evaluate, _losses(ms, losses)])
    return {"train_is_custom": model.train_network is train_net, "losses": losses, "results": evaluate.results,
            "stdout": out.getvalue().splitlines(), "best": float(evaluate.best_acc)}


def case_seed000(ms):
    """Seed 000: WithEvalCell + MAE + Loss, by hand over create_dict_iterator and through Model.eval."""
    nn = ms.nn
    net = _dense(ms, 1, 1, 6)
    crit = nn.MSELoss()
    eval_net = nn.WithEvalCell(net, crit)
    eval_net.set_train(False)
    rng = np.random.RandomState(8)
    xs = rng.uniform(-10, 10, (40, 1)).astype(np.float32)
    ys = (xs * 2 + 3 + rng.normal(0, 1, (40, 1))).astype(np.float32)
    data = ms.dataset.NumpySlicesDataset({"data": xs, "label": ys}, shuffle=False).batch(16)
    mae, loss = nn.MAE(), nn.Loss()
    mae.clear()
    loss.clear()
    for d in data.create_dict_iterator():
        outputs = eval_net(d["data"], d["label"])
        mae.update(outputs[1], outputs[2])
        loss.update(outputs[0])
    manual = {"mae": float(mae.eval()), "loss": float(loss.eval())}
    model = ms.train.Model(net, eval_network=eval_net, eval_indexes=[0, 1, 2], metrics={"mae": nn.MAE(),
                                                                                        "loss": nn.Loss()})
    by_model = model.eval(data)
    return {"manual": _num(manual), "model": _num(by_model)}


def case_printed_nothing(ms):
    """Model.train and Model.eval print nothing of their own."""
    _, model = _regression_model(ms)
    out = io.StringIO()
    with contextlib.redirect_stdout(out):
        model.train(1, _regression(ms))
        model.eval(_regression(ms))
        model.fit(1, _regression(ms), _regression(ms))
    return out.getvalue()


# ---------------------------------------------------------------------------------------------------- errors

def _bad_eval_net(ms):
    class TwoOutputs(ms.nn.Cell):
        def __init__(self, net):
            super().__init__()
            self.net = net

        def construct(self, x, y):
            return self.net(x), y
    return TwoOutputs


def _err_eval_without_metrics(ms):
    _, model = _regression_model(ms)
    ms.train.Model(model.predict_network, ms.nn.MSELoss()).eval(_regression(ms))


def _err_metrics_without_loss_or_eval_net(ms):
    ms.train.Model(_dense(ms, 3, 1, 0), metrics={"mae"})


def _err_eval_indexes(value):
    def case(ms):
        net = _dense(ms, 3, 1, 0)
        ms.train.Model(net, metrics={"mae"}, eval_network=ms.nn.WithEvalCell(net, ms.nn.MSELoss()),
                       eval_indexes=value)
    return case


def _err_manager_without_optimizer(ms):
    ms.train.Model(_dense(ms, 3, 1, 0), ms.nn.MSELoss(), loss_scale_manager=ms.FixedLossScaleManager())


def _err_two_outputs(ms):
    net = _dense(ms, 3, 1, 0)
    ms.train.Model(net, metrics={"mae"}, eval_network=_bad_eval_net(ms)(net),
                   eval_indexes=[0, 1, 2]).eval(_regression(ms))


def _err_amp_without_optimizer(ms):
    ms.train.Model(_dense(ms, 3, 1, 0), ms.nn.MSELoss(), amp_level="O2")


def _err_bad_kwarg(ms):
    ms.train.Model(_dense(ms, 3, 1, 0), ms.nn.MSELoss(), loss_scale=2.0)


def _err_network_not_cell(ms):
    ms.train.Model(lambda x: x, ms.nn.MSELoss())


def _err_train(**kw):
    def case(ms):
        _, model = _regression_model(ms)
        args = {"epoch": 2, "train_dataset": _regression(ms), **kw}
        model.train(**args)
    return case


def _err_fit(**kw):
    def case(ms):
        _, model = _regression_model(ms)
        args = {"epoch": 2, "train_dataset": _regression(ms), "valid_dataset": _regression(ms), **kw}
        model.fit(**args)
    return case


def _err_fit_without_metrics(ms):
    net = _dense(ms, 3, 1, 0)
    model = ms.train.Model(net, ms.nn.MSELoss(), ms.nn.Momentum(net.trainable_params(), 0.1, 0.9))
    model.fit(1, _regression(ms), _regression(ms))


def _err_fit_legacy_callback(ms):
    class Legacy(ms.train.Callback):
        def step_end(self, run_context):
            pass
    _err_fit(callbacks=[Legacy()])(ms)


def _err_three_columns(ms):
    _, model = _regression_model(ms)
    xs = np.ones((4, 3), np.float32)
    data = ms.dataset.NumpySlicesDataset({"a": xs, "b": xs[:, :1], "c": xs[:, :1]}, shuffle=False).batch(2)
    model.train(1, data)


def _err_dataset_reused(ms):
    data = _regression(ms)
    _regression_model(ms)[1].train(1, data)
    _regression_model(ms)[1].train(1, data)


def _err_predict(*inputs):
    def case(ms):
        args = [ms.Tensor(np.zeros((0, 3), np.float32)) if isinstance(v, str) else v for v in inputs]
        ms.train.Model(_dense(ms, 3, 1, 0)).predict(*args)
    return case


def _err_predict_none(ms):
    class Nothing(ms.nn.Cell):
        def construct(self, x):
            return None
    ms.train.Model(Nothing()).predict(ms.Tensor(np.ones((1, 3), np.float32)))


def _err_callback_type(ms):
    _err_train(callbacks=[object()])(ms)


ERRORS = {
    "eval_without_metrics": _err_eval_without_metrics,
    "metrics_without_loss_or_eval_network": _err_metrics_without_loss_or_eval_net,
    "eval_indexes_tuple": _err_eval_indexes((0, 1, 2)),
    "eval_indexes_two": _err_eval_indexes([0, 1]),
    "eval_indexes_int": _err_eval_indexes(1),
    "loss_scale_manager_without_optimizer": _err_manager_without_optimizer,
    "eval_network_two_outputs": _err_two_outputs,
    "amp_without_optimizer": _err_amp_without_optimizer,
    "unknown_kwarg": _err_bad_kwarg,
    "network_not_cell": _err_network_not_cell,
    "metrics_list": lambda ms: ms.train.Model(_dense(ms, 3, 1, 0), ms.nn.MSELoss(), metrics=["mae"]),
    "metrics_unknown_name": lambda ms: ms.train.Model(_dense(ms, 3, 1, 0), ms.nn.MSELoss(), metrics={"nope"}),
    "train_initial_epoch": _err_train(initial_epoch=2),
    "train_epoch_zero": _err_train(epoch=0),
    "train_epoch_float": _err_train(epoch=2.0),
    "train_epoch_bool": _err_train(epoch=True),
    "train_initial_negative": _err_train(initial_epoch=-1),
    "train_sink_size_zero": _err_train(sink_size=0),
    "train_sink_size_negative": _err_train(sink_size=-2),
    "train_sink_size_float": _err_train(sink_size=2.0),
    "train_sink_mode_int": _err_train(dataset_sink_mode=1),
    "train_callback_type": _err_callback_type,
    "train_three_columns": _err_three_columns,
    "train_dataset_reused": _err_dataset_reused,
    "fit_frequency_str": _err_fit(valid_frequency="1"),
    "fit_initial_epoch": _err_fit(initial_epoch=3),
    "fit_sink_mode_int": _err_fit(valid_dataset_sink_mode=0),
    "fit_without_metrics": _err_fit_without_metrics,
    "fit_legacy_callback": _err_fit_legacy_callback,
    "eval_sink_mode_str": lambda ms: _regression_model(ms)[1].eval(_regression(ms), dataset_sink_mode="no"),
    "predict_empty": _err_predict("empty"),
    "predict_list": _err_predict([1.0, 2.0]),
    "predict_ndarray": _err_predict(np.ones((1, 3), np.float32)),
    "build_on_cpu": lambda ms: _regression_model(ms)[1].build(_regression(ms)),
    "build_epoch_zero": lambda ms: _regression_model(ms)[1].build(_regression(ms), epoch=0),
    "ckpt_all_zero": lambda ms: ms.train.CheckpointConfig(0, 0, 0, 0),
    "ckpt_negative_steps": lambda ms: ms.train.CheckpointConfig(save_checkpoint_steps=-1),
    "ckpt_float_max": lambda ms: ms.train.CheckpointConfig(keep_checkpoint_max=2.0),
    "ckpt_saved_network": lambda ms: ms.train.CheckpointConfig(saved_network="net"),
    "ckpt_append_not_list": lambda ms: ms.train.CheckpointConfig(append_info="epoch_num"),
    "ckpt_append_bad_name": lambda ms: ms.train.CheckpointConfig(append_info=["lr"]),
    "ckpt_append_two_dicts": lambda ms: ms.train.CheckpointConfig(append_info=[{"a": 1}, {"b": 2}]),
    "ckpt_append_bad_value": lambda ms: ms.train.CheckpointConfig(append_info=[{"a": [1]}]),
    "ckpt_exception_save_int": lambda ms: ms.train.CheckpointConfig(exception_save=1),
    "ckpt_async_bad": lambda ms: ms.train.CheckpointConfig(async_save="fork"),
    "ckpt_prefix_slash": lambda ms: ms.train.ModelCheckpoint(prefix="a/b"),
    "ckpt_prefix_int": lambda ms: ms.train.ModelCheckpoint(prefix=3),
    "ckpt_config_type": lambda ms: ms.train.ModelCheckpoint(config={"save_checkpoint_steps": 1}),
    "infer_train_layout": lambda ms: _regression_model(ms)[1].infer_train_layout(_regression(ms)),
    "infer_predict_layout": lambda ms: _regression_model(ms)[1].infer_predict_layout(ms.Tensor(np.ones((1, 3)))),
    "predict_backend": lambda ms: ms.train.Model(_dense(ms, 3, 1, 0)).predict(backend="onnx"),
    "predict_none_output": _err_predict_none,
}


# ------------------------------------------------------------------------------------------- checkpoints

def _ckpt_train(ms, directory, epochs=3, prefix="net", callbacks=(), **config):
    _, model = _regression_model(ms)
    ckpt = ms.train.ModelCheckpoint(prefix=prefix, directory=directory,
                                    config=ms.train.CheckpointConfig(**config))
    model.train(epochs, _regression(ms), callbacks=[ckpt, *callbacks])
    return ckpt


def _listing(directory):
    import os
    return sorted(os.listdir(directory))


def case_ckpt_rotation(ms):
    """File names, rotation by keep_checkpoint_max, the prefix of a second run in the same folder."""
    import os
    import tempfile
    out = {}
    with tempfile.TemporaryDirectory() as tmp:
        ckpt = _ckpt_train(ms, tmp, save_checkpoint_steps=2, keep_checkpoint_max=3)
        out["files"] = _listing(tmp)
        out["latest"] = os.path.basename(ckpt.latest_ckpt_file_name)
        loaded = ms.load_checkpoint(ckpt.latest_ckpt_file_name)
        out["keys"] = sorted(loaded)
        out["weights"] = _num(loaded["weight"])
        second = _ckpt_train(ms, tmp, epochs=1, save_checkpoint_steps=1, keep_checkpoint_max=2)
        out["second_files"] = _listing(tmp)
        out["second_latest"] = os.path.basename(second.latest_ckpt_file_name)
    with tempfile.TemporaryDirectory() as tmp:
        _ckpt_train(ms, tmp, epochs=2, save_checkpoint_steps=4, keep_checkpoint_max=0, keep_checkpoint_per_n_minutes=1)
        out["per_minutes_files"] = _listing(tmp)
    with tempfile.TemporaryDirectory() as tmp:
        _ckpt_train(ms, tmp, epochs=1, save_checkpoint_steps=5)
        out["end_save_files"] = _listing(tmp)
    with tempfile.TemporaryDirectory() as tmp:
        sub = os.path.join(tmp, "a", "b")
        _ckpt_train(ms, sub, epochs=1, prefix=lambda cb: f"p{cb.cur_step_num}", save_checkpoint_steps=2)
        out["callable_prefix_files"] = _listing(sub)
    return out


def case_ckpt_append_info(ms):
    import tempfile
    with tempfile.TemporaryDirectory() as tmp:
        ckpt = _ckpt_train(ms, tmp, epochs=2, save_checkpoint_steps=4,
                           append_info=["epoch_num", "step_num", {"lr": 0.5, "tag": "x"}])
        loaded = ms.load_checkpoint(ckpt.latest_ckpt_file_name)
        return {"files": _listing(tmp), "keys": sorted(loaded),
                "values": {k: _num(loaded[k]) for k in ("epoch_num", "step_num", "lr")}}


def case_ckpt_exception_save(ms):
    import tempfile

    class Boom(ms.train.Callback):
        def on_train_step_end(self, run_context):
            if run_context.original_args().cur_step_num == 5:
                raise RuntimeError("boom")

    with tempfile.TemporaryDirectory() as tmp:
        try:
            _ckpt_train(ms, tmp, callbacks=[Boom()], save_checkpoint_steps=3, exception_save=True)
        except RuntimeError as exc:
            error = str(exc)
        return {"files": _listing(tmp), "error": error}


def case_ckpt_config(ms):
    cfg = ms.train.CheckpointConfig
    out = {}
    for name, kw in {"default": {}, "seconds": {"save_checkpoint_steps": 0, "save_checkpoint_seconds": 30},
                     "minutes": {"keep_checkpoint_max": 0, "keep_checkpoint_per_n_minutes": 2},
                     "keep_zero": {"keep_checkpoint_max": 0}, "steps_none": {"save_checkpoint_steps": None,
                                                                             "save_checkpoint_seconds": 10}}.items():
        c = cfg(**kw)
        policy = c.get_checkpoint_policy()
        out[name] = {**{k: v for k, v in policy.items() if k != "saved_network"},
                     "integrated_save": c.integrated_save, "async_save": c.async_save, "append_dict": c.append_dict,
                     "format": c.format, "exception_save": c.exception_save}
    return out


CASES = {name[5:]: fn for name, fn in list(globals().items()) if name.startswith("case_")}
