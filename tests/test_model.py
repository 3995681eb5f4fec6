"""mindspore.train.Model against goldens recorded from MindSpore 2.10 (golden/cases_model.py): building rules,
callback events and cb_params, losses and metrics, seed 003 and seed 000, and the errors."""
import contextlib
import os
import re

import numpy as np
import pytest

import cases_model as cases
import goldens
import msbridge as ms
from msbridge.train import model as model_module

G = goldens.load("model")

# MindSpore words these messages itself (no API name to add); msbridge raises them verbatim.
_SAME_MESSAGE = {"eval_without_metrics", "metrics_without_loss_or_eval_network", "eval_indexes_tuple",
                 "eval_indexes_two", "eval_indexes_int", "loss_scale_manager_without_optimizer",
                 "eval_network_two_outputs", "amp_without_optimizer", "unknown_kwarg", "network_not_cell",
                 "train_initial_epoch", "train_sink_size_zero", "train_sink_size_negative", "train_three_columns",
                 "train_dataset_reused", "fit_frequency_str", "fit_initial_epoch", "fit_without_metrics",
                 "fit_legacy_callback", "predict_empty", "predict_list", "predict_ndarray", "predict_backend",
                 "predict_none_output", "build_on_cpu", "infer_predict_layout", "infer_train_layout", "train_callback_type", "train_sink_mode_int",
                 "eval_sink_mode_str", "fit_sink_mode_int"}


_FLOAT16 = {"amp_o2_training"}  # float16 networks: float16 round-off between the two engines


def _assert_close(actual, expected, name="", rel=2e-5):
    """Cases round floats to 6 decimals on both sides; allow float32 round-off between the two engines."""
    goldens.assert_matches(actual, expected, name, rel, rel / 10)


_NUMBER = re.compile(r"-?\d+\.\d+(?:e-?\d+)?")
_PRINTED = {"fit_printed", "train_eval_printed"}  # printed lines: the text must match, the numbers up to float32 round-off


def _split_numbers(lines):
    return [_NUMBER.sub("N", line) for line in lines], [float(v) for line in lines for v in _NUMBER.findall(line)]


@pytest.mark.parametrize("name", sorted(set(cases.CASES) - _PRINTED))
def test_case_matches_mindspore(name):
    _assert_close(cases.CASES[name](ms), G[name], name, 2e-3 if name in _FLOAT16 else 2e-5)


@pytest.mark.parametrize("name", sorted(_PRINTED))
def test_printed_lines_match_mindspore(name):
    text, numbers = _split_numbers(cases.CASES[name](ms))
    golden_text, golden_numbers = _split_numbers(G[name])
    assert text == golden_text
    _assert_close(numbers, golden_numbers, name)


@pytest.mark.parametrize("name", sorted(cases.ERRORS))
def test_error_matches_mindspore(name):
    golden = G["error." + name]
    with goldens.raises_like(golden) as info:
        cases.ERRORS[name](ms)
    if name in _SAME_MESSAGE:
        assert str(info.value).strip("'\"") == golden["message"].strip("'\"")


@pytest.mark.parametrize("name", ["train_epoch_zero", "train_epoch_float", "train_sink_size_float",
                                  "train_initial_negative", "build_epoch_zero"])
def test_validator_errors_name_the_api_and_argument(name):
    with pytest.raises(Exception) as info:
        cases.ERRORS[name](ms)
    assert "Model." in str(info.value) and ("epoch" in str(info.value) or "sink_size" in str(info.value))


def test_train_prints_nothing(capsys):
    cases.case_printed_nothing(ms)
    assert capsys.readouterr().out == ""


def test_model_is_exported_at_the_top_level():
    assert ms.Model is ms.train.Model is model_module.Model


def test_errors_leave_the_model_untouched():
    net, model = cases._regression_model(ms)
    before = [p.asnumpy().copy() for p in net.trainable_params()]
    with pytest.raises(ValueError):
        model.train(2, cases._regression(ms), initial_epoch=2)
    with pytest.raises(TypeError):
        model.fit(2, cases._regression(ms), cases._regression(ms), valid_frequency="2")
    for b, p in zip(before, net.trainable_params()):
        np.testing.assert_array_equal(b, p.asnumpy())


def _device_sink(monkeypatch, graph):
    """Sink mode as MindSpore runs it on a device target (GPU/Ascend): msbridge follows it off CPU."""
    monkeypatch.setattr(model_module, "_host_loop_only", lambda: False)
    monkeypatch.setattr(model_module, "_graph_mode", lambda: graph)


def _sink_run(sink_size, epochs=2):
    net, model = cases._regression_model(ms)
    events = []
    model.train(epochs, cases._regression(ms), callbacks=[cases._spy(ms, events, record_keys=False)],
                dataset_sink_mode=True, sink_size=sink_size)
    return net, [e for e in events if e["hook"] in ("on_train_step_end", "on_train_epoch_end")]


def test_device_sink_mode_takes_sink_size_steps_per_epoch_continuing_the_dataset(monkeypatch):
    _device_sink(monkeypatch, graph=False)
    net, events = _sink_run(sink_size=2, epochs=3)
    steps = [e for e in events if e["hook"] == "on_train_step_end"]
    assert [e["cur_step_num"] for e in steps] == [1, 2, 3, 4, 5, 6]
    assert [e["cur_epoch_num"] for e in steps] == [1, 1, 2, 2, 3, 3]
    assert all(e["batch_num"] == 2 and e["sink_size"] == 2 and e["dataset_sink_mode"] for e in events)
    # 6 steps over a 3-batch dataset are two plain epochs: the same computation as train(2) without sink
    plain_net, plain = cases._regression_model(ms)
    losses = []
    plain.train(2, cases._regression(ms), callbacks=cases._losses(ms, losses))
    _assert_close([e["net_outputs"] for e in steps], losses)
    for a, b in zip(net.trainable_params(), plain_net.trainable_params()):
        np.testing.assert_allclose(a.asnumpy(), b.asnumpy(), rtol=1e-6)


def test_device_sink_in_graph_mode_calls_the_step_hooks_once_per_sink(monkeypatch):
    _device_sink(monkeypatch, graph=True)
    _, events = _sink_run(sink_size=3, epochs=2)
    steps = [e for e in events if e["hook"] == "on_train_step_end"]
    assert [e["cur_step_num"] for e in steps] == [3, 6]


def test_request_stop_in_eval_ends_the_eval_loop():
    _, model = cases._regression_model(ms)

    class Stop(ms.train.Callback):
        def on_eval_step_end(self, run_context):
            self.steps = run_context.original_args().cur_step_num
            run_context.request_stop()

    stop = Stop()
    model.eval(cases._regression(ms), callbacks=stop)
    assert stop.steps == 1


def test_predict_with_lite_backend_falls_back_with_a_warning():
    net = cases._dense(ms, 3, 1, 0)
    x = ms.Tensor(np.ones((2, 3), np.float32))
    with pytest.warns(UserWarning, match="fallback to original inference"):
        out = ms.train.Model(net).predict(x, backend="lite")
    np.testing.assert_array_equal(out.asnumpy(), net(x).asnumpy())


def test_legacy_hooks_in_a_custom_callback_warn_in_train():
    class Legacy(ms.train.Callback):
        def step_end(self, run_context):
            pass

    _, model = cases._regression_model(ms)
    with pytest.warns(UserWarning, match="may not be supported in later version"):
        model.train(1, cases._regression(ms), callbacks=Legacy())


@pytest.mark.parametrize("kwargs", [{"boost_level": "O1"}, {"boost_level": "O2"}, {"acc_level": "O1"}])
def test_boost_is_not_implemented(kwargs):
    net = cases._dense(ms, 3, 1, 0)
    with pytest.warns(UserWarning) if "acc_level" in kwargs else contextlib.nullcontext():
        with pytest.raises(NotImplementedError, match="boost"):
            ms.train.Model(net, ms.nn.MSELoss(), ms.nn.Momentum(net.trainable_params(), 0.1, 0.9), **kwargs)


def test_boost_settings_without_an_optimizer_or_boost_level_are_ignored_as_in_mindspore():
    net = cases._dense(ms, 3, 1, 0)
    model = ms.train.Model(net, ms.nn.MSELoss(), boost_level="O1")
    assert type(model.train_network).__name__ == "WithLossCell"
    model = ms.train.Model(net, ms.nn.MSELoss(), ms.nn.Momentum(net.trainable_params(), 0.1, 0.9),
                           boost_config_dict={})
    assert type(model.train_network).__name__ == "TrainOneStepCell"


# --- msbridge extra: ProgressBar -------------------------------------------------------------------------------

_TIMING = re.compile(r" [0-9.]+ step/s (eta|in) ([0-9]+\.[0-9]s|[0-9]+:[0-9]{2}|[0-9]+:[0-9]{2}:[0-9]{2})$")


def _untimed(frame):
    """A drawn frame without its throughput and eta/duration (checked for form here, never for value)."""
    frame = frame.rstrip()
    match = _TIMING.search(frame)
    assert match, frame
    return frame[:match.start()], match.group(1)


def _progress_frames(callback_kwargs, fit=False, n=12):
    import io
    stream = io.StringIO()
    _, model = cases._regression_model(ms)
    losses = []
    bar = ms.train.callback.ProgressBar(width=6, file=stream, **callback_kwargs)
    if fit:
        model.fit(2, cases._regression(ms, n=n), cases._regression(ms, n=8), callbacks=[bar, cases._losses(ms, losses)])
    else:
        model.train(2, cases._regression(ms, n=n), callbacks=[bar, cases._losses(ms, losses)])
    return [line.split("\r") for line in stream.getvalue().split("\n") if line], losses


def test_progress_bar_redraws_step_loss_rate_and_eta_per_epoch():
    lines, losses = _progress_frames({"interactive": True})
    assert all(line[0] == "" for line in lines)  # each line is redrawn with \r
    frames = [[_untimed(frame) for frame in line[1:]] for line in lines]
    assert [[(text.split(" loss: ")[0], kind) for text, kind in line] for line in frames] == [
        [(f"epoch {e} [{bar}] {s}/3", "eta" if s < 3 else "in")
         for s, bar in zip((1, 2, 3), ("==>   ", "====> ", "======"))] for e in (1, 2)]
    shown = [float(text.split(" loss: ")[1]) for line in frames for text, _ in line]
    _assert_close(shown, losses)


def test_progress_bar_every_and_eval_lines_with_metrics_in_fit():
    lines, _ = _progress_frames({"every": 2, "interactive": True}, fit=True)
    drawn = [[_untimed(frame)[0].split(" loss")[0] for frame in line[1:]] if line[0] == "" else line
             for line in lines]
    metrics = [line[0] for line in drawn if not line[0].startswith(("epoch 1 [", "epoch 2 [", "eval ["))]
    assert [line for line in drawn if line[0] not in metrics] == [
        ["epoch 1 [====> ] 2/3", "epoch 1 [======] 3/3"], ["eval [======] 2/2"],
        ["epoch 2 [====> ] 2/3", "epoch 2 [======] 3/3"], ["eval [======] 2/2"]]
    value = r"[-+0-9.e]+"
    assert [bool(re.fullmatch(f"epoch {e} eval: mae: {value}, loss: {value}, eval_loss: {value}", line))
            for e, line in zip((1, 2), metrics)] == [True, True]
    assert drawn.index([metrics[0]]) == 2 and drawn.index([metrics[1]]) == 5  # right after each eval bar


def test_progress_bar_writes_plain_periodic_lines_to_a_file(tmp_path):
    path = tmp_path / "train.log"
    _, model = cases._regression_model(ms)
    with open(path, "w", encoding="utf-8") as log:
        model.fit(2, cases._regression(ms, n=80), cases._regression(ms, n=8),
                  callbacks=ms.train.callback.ProgressBar(width=10, file=log))
        metrics = model.eval(cases._regression(ms, n=8), callbacks=ms.train.callback.ProgressBar(file=log))
    text = path.read_text(encoding="utf-8")
    assert "\r" not in text
    lines = text.splitlines()
    # 20 steps an epoch, no terminal: a line every 2 steps (about ten an epoch), then the eval and its metrics
    epoch = [(f"epoch {{e}} [{'=' * (s // 2)}{'>' if s < 20 else ''}{' ' * (9 - s // 2)}] {s}/20",
              "eta" if s < 20 else "in") for s in range(2, 21, 2)]
    train = [(_untimed(line)[0].split(" loss: ")[0], _untimed(line)[1]) for line in lines if line.startswith("epoch")
             and " eval: " not in line]
    assert train == [(text.format(e=e), kind) for e in (1, 2) for text, kind in epoch]
    assert [float(line.split(" loss: ")[1].split()[0]) >= 0 for line in lines
            if line.startswith("epoch") and " eval: " not in line] == [True] * 20
    evals = [line for line in lines if " eval: " in line or line.startswith("eval: ")]
    assert [line.split(":")[0] for line in evals] == ["epoch 1 eval", "epoch 2 eval", "eval"]
    assert evals[-1] == f"eval: mae: {float(metrics['mae']):.6g}, loss: {float(metrics['loss']):.6g}"


def test_progress_bar_is_opt_in_extra_writing_to_stderr(capsys):
    assert "ProgressBar" not in ms.train.__all__ and not hasattr(ms, "ProgressBar")
    _, model = cases._regression_model(ms)
    model.train(1, cases._regression(ms), callbacks=ms.train.callback.ProgressBar())
    out = capsys.readouterr()
    assert out.out == "" and out.err.startswith("epoch 1 [") and "\r" not in out.err
    assert _untimed(out.err.splitlines()[-1])[1] == "in"


@pytest.mark.parametrize("kwargs", [{"width": 0}, {"every": -1}, {"width": 2.5}, {"every": True},
                                    {"interactive": 1}])
def test_progress_bar_rejects_bad_arguments(kwargs):
    with pytest.raises(ValueError, match="ProgressBar"):
        ms.train.callback.ProgressBar(**kwargs)


def test_device_sink_eval_gives_the_host_loop_metrics(monkeypatch):
    _, model = cases._regression_model(ms)
    host = model.eval(cases._regression(ms))
    _device_sink(monkeypatch, graph=False)
    events = []
    sunk = model.eval(cases._regression(ms), callbacks=cases._spy(ms, events, record_keys=False),
                      dataset_sink_mode=True)
    assert sunk == host
    assert all(e["dataset_sink_mode"] for e in events)
    # the device sink puts the network in eval mode before announcing the evaluation
    assert events[0]["hook"] == "on_eval_begin" and events[0]["network.training"] is False


def test_backup_and_restore_saves_each_epoch_restores_at_start_and_deletes_at_end(tmp_path):
    seen = []

    class Probe(ms.train.Callback):
        def on_train_epoch_end(self, run_context):
            seen.append(os.path.exists(backup.backup_file))

    backup = ms.train.BackupAndRestore(str(tmp_path / "backup"), delete_checkpoint=False)
    net, model = cases._regression_model(ms)
    model.train(2, cases._regression(ms), callbacks=[backup, Probe()])
    assert seen == [True, True] and backup.backup_file == str(tmp_path / "backup" / "backup.ckpt")
    trained = [p.asnumpy().copy() for p in net.trainable_params()]
    net2, model2 = cases._regression_model(ms)
    restored = []

    class Check(ms.train.Callback):
        def on_train_begin(self, run_context):
            restored.extend(p.asnumpy().copy() for p in net2.trainable_params())

    model2.train(1, cases._regression(ms), callbacks=[ms.train.BackupAndRestore(str(tmp_path / "backup")), Check()])
    for a, b in zip(trained, restored):
        np.testing.assert_array_equal(a, b)
    assert not os.path.exists(backup.backup_file)


@pytest.mark.parametrize("kwargs,error", [
    (dict(backup_dir=3), TypeError), (dict(save_freq="step"), TypeError), (dict(save_freq=0), ValueError),
    (dict(save_freq=True), TypeError), (dict(delete_checkpoint=1), TypeError)])
def test_backup_and_restore_rejects_bad_arguments_as_mindspore(tmp_path, kwargs, error):
    """Types measured on MindSpore 2.10."""
    with pytest.raises(error):
        ms.train.BackupAndRestore(**{"backup_dir": str(tmp_path), **kwargs})
