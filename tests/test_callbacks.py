"""train.callback against goldens recorded from MindSpore 2.10: hooks driven over hand-filled cb_params
(golden/cases_metrics.py), and the events of a real MindSpore Model.train/eval replayed through msbridge's
LossMonitor, TimeMonitor and History."""
import contextlib
import io
import re

import numpy as np
import pytest

import cases_metrics as cases
import goldens
import msbridge as ms

G = goldens.load("metrics")
_FAMILIES = ("cb.", "lm.", "tm.", "hist.", "lambda.", "es.", "rlr.", "lrs.")


@pytest.mark.parametrize("name", goldens.cases(cases.VALUES, *_FAMILIES))
def test_value_matches_mindspore(name):
    cases.check_value(ms, G, name)


@pytest.mark.parametrize("name", goldens.cases(cases.ERRORS, *_FAMILIES))
def test_error_matches_mindspore(name):
    cases.check_error(ms, G, name)


def _net_outputs(value):
    if isinstance(value, list):
        return tuple(ms.Tensor(np.array(v, np.float32)) for v in value)
    return ms.Tensor(np.float32(value))


def _replay(events, callbacks):
    """Drive ``callbacks`` with the recorded events; cb_params hold the recorded fields."""
    manager = ms.train.callback._CallbackManager(callbacks)
    out = io.StringIO()
    with contextlib.redirect_stdout(out), manager:
        for event in events:
            fields = {k: event[k] for k in ("cur_epoch_num", "cur_step_num", "batch_num", "epoch_num",
                                            "dataset_sink_mode", "mode") if k in event["keys"]}
            if "net_outputs" in event:
                fields["net_outputs"] = _net_outputs(event["net_outputs"])
            if "metrics" in event:
                fields["metrics"] = event["metrics"]
            getattr(manager, event["hook"])(ms.train.RunContext(ms.train.callback._InternalCallbackParam(fields)))
    return [re.sub(r"time: +\d+\.\d{3} ms", "time: T ms", line) for line in out.getvalue().splitlines()]


def test_model_train_and_eval_lines_replay_as_in_mindspore():
    events = G["model.events"]
    train = [e for e in events if e["hook"].startswith("on_train")]
    evaluation = [e for e in events if e["hook"].startswith("on_eval")]
    history = ms.train.History()
    lines = _replay(train, [ms.train.LossMonitor(), ms.train.LossMonitor(2), ms.train.TimeMonitor(), history])
    lines.append("-- eval --")
    lines += _replay(evaluation, [ms.train.TimeMonitor(), ms.train.LossMonitor()])
    assert lines == G["model.stdout"]
    assert history.epoch == G["model.history_epoch"]
    assert {k: [float(v) for v in vs] for k, vs in history.history.items()} == G["model.history"]


def test_model_event_order_is_what_callback_manager_dispatches():
    """The recorded event order is the one MindSpore's Model uses; the Model helper must reproduce it."""
    hooks = [e["hook"] for e in G["model.events"]]
    per_epoch = ["on_train_epoch_begin"] + ["on_train_step_begin", "on_train_step_end"] * 3 + ["on_train_epoch_end"]
    assert hooks == (["on_train_begin"] + per_epoch * 2 + ["on_train_end", "on_eval_begin", "on_eval_epoch_begin"]
                     + ["on_eval_step_begin", "on_eval_step_end"] * 3 + ["on_eval_epoch_end", "on_eval_end"])


def test_time_monitor_measures_wall_time(monkeypatch):
    clock = iter([100.0, 100.0, 100.5])
    monkeypatch.setattr("msbridge.train.callback._time_monitor.time.time", lambda: next(clock))
    monitor = ms.train.TimeMonitor()
    params = ms.train.callback._InternalCallbackParam(batch_num=4, mode="train")
    out = io.StringIO()
    with contextlib.redirect_stdout(out):
        monitor.epoch_begin(ms.train.RunContext(params))
        monitor.epoch_end(ms.train.RunContext(params))
    assert out.getvalue() == "Train epoch time: 500.000 ms, per step time: 125.000 ms\n"


def test_time_monitor_data_time_in_sink_mode_is_not_supported():
    monitor = ms.train.TimeMonitor(data_time=True)
    params = ms.train.callback._InternalCallbackParam(batch_num=1, dataset_sink_mode=True, cur_epoch_num=1)
    with pytest.raises(NotImplementedError, match="data_time"):
        monitor.epoch_end(ms.train.RunContext(params))


def test_plateau_warnings_are_python_warnings():
    callback = ms.train.EarlyStopping(monitor="acc")
    params = ms.train.callback._InternalCallbackParam(cur_epoch_num=1, eval_results={"f1": 0.5})
    with pytest.warns(UserWarning, match="conditioned on acc"):
        callback.on_train_epoch_end(ms.train.RunContext(params))
