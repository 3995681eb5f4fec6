"""Record metric and callback behaviour from real MindSpore 2.10.

    ONEDNN_MAX_CPU_ISA=AVX2 /work/msvenv/bin/python tests/golden/record_metrics.py

The cases live in cases_metrics.py; this writes metrics.json (``value.<case>``: the described result,
``error.<case>``: the exception). Metrics are numpy code in MindSpore, so errors are recorded in this process.
It also runs a tiny real ``Model.train`` / ``Model.eval`` with LossMonitor, TimeMonitor, History and a
recording callback and stores every event with its cb_params fields and the printed lines (``model.*``), which
tests/test_callbacks.py replays through msbridge's callbacks.
"""
import contextlib
import io
import re

import numpy as np

from cases_metrics import ERRORS, KNOWN_DIFFERENCES, VALUES, as_json, run_case
from recorder import Recorder, _first_line

_FIELDS = ("cur_epoch_num", "cur_step_num", "batch_num", "epoch_num", "dataset_sink_mode", "mode")


def _loss_value(outputs):
    if isinstance(outputs, (tuple, list)):
        return [_loss_value(o) for o in outputs]
    return float(outputs.asnumpy()) if outputs.size == 1 else outputs.asnumpy().tolist()


def _model_run(ms):
    """Events and printed lines of Model.train(2 epochs of 3 batches) and Model.eval on MindSpore."""
    events = []

    class Spy(ms.train.Callback):
        pass

    def spy_hook(name):
        def hook(self, run_context):
            cb = run_context.original_args()
            event = {"hook": name, **{k: cb.get(k) for k in _FIELDS}, "keys": sorted(cb)}
            if cb.get("net_outputs") is not None:
                event["net_outputs"] = _loss_value(cb.net_outputs)
            if cb.get("metrics") is not None:
                event["metrics"] = {k: float(v) for k, v in cb.metrics.items()}
            events.append(event)
        return hook

    for phase in ("train", "eval"):
        for event in ("begin", "epoch_begin", "step_begin", "step_end", "epoch_end", "end"):
            setattr(Spy, f"on_{phase}_{event}", spy_hook(f"on_{phase}_{event}"))

    rng = np.random.RandomState(0)
    net = ms.nn.Dense(3, 1)
    for param in net.get_parameters():
        param.set_data(ms.Tensor(rng.uniform(-1, 1, param.shape).astype(np.float32)))
    xs = rng.uniform(-1, 1, (12, 3)).astype(np.float32)
    ys = (xs.sum(axis=1, keepdims=True) * 0.5).astype(np.float32)
    data = ms.dataset.NumpySlicesDataset({"x": xs, "y": ys}, shuffle=False).batch(4)
    model = ms.train.Model(net, ms.nn.MSELoss(), ms.nn.Momentum(net.trainable_params(), 0.1, 0.9),
                           metrics={"mae": ms.train.MAE(), "loss": ms.train.Loss()})
    history = ms.train.History()
    out = io.StringIO()
    with contextlib.redirect_stdout(out):
        model.train(2, data, callbacks=[Spy(), ms.train.LossMonitor(), ms.train.LossMonitor(2),
                                        ms.train.TimeMonitor(), history])
        print("-- eval --")
        result = model.eval(data, callbacks=[Spy(), ms.train.TimeMonitor(), ms.train.LossMonitor()])
    lines = [re.sub(r"time: +\d+\.\d{3} ms", "time: T ms", line) for line in out.getvalue().splitlines()]
    return {"events": events, "stdout": lines, "history_epoch": history.epoch,
            "history": {k: [float(v) for v in vs] for k, vs in history.history.items()},
            "eval": {k: float(v) for k, v in result.items()}}


def _error(code):
    import mindspore
    try:
        run_case(mindspore, code)
    except Exception as exc:  # noqa: BLE001 - we record whatever MindSpore raises
        return {"error": type(exc).__name__, "message": _first_line(exc)}
    return {"error": None}


def main():
    import mindspore
    rec = Recorder("metrics")
    failures = []
    for name, code in VALUES.items():
        try:
            rec.value("value." + name, as_json(run_case(mindspore, code)))
        except Exception as exc:  # noqa: BLE001 - reported below
            failures.append(f"case {name} failed on MindSpore: {type(exc).__name__}: {_first_line(exc)}")
    for name, code in {**ERRORS, **KNOWN_DIFFERENCES}.items():
        result = _error(code)
        if result["error"] is None:
            failures.append(f"{name}: MindSpore raised no exception")
        rec.values["error." + name] = result
    if failures:
        raise AssertionError("\n".join(failures))
    for key, value in _model_run(mindspore).items():
        rec.value("model." + key, value)
    rec.save()


if __name__ == "__main__":
    main()
