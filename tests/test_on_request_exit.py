"""train.OnRequestExit against goldens from MindSpore 2.10 (golden/cases_on_request_exit.py).

MindSpore 2.10 (without MS_ENABLE_GRACEFUL_EXIT and a ``graceful_exit`` Parameter) does not stop on the signal: it
trains to the end, then saves. msbridge stops after the signalled step as MindSpore documents
(docs/compat/model.md); file names, checkpoint keys and reloading match the recording."""
import json
import logging
import os
import signal

import numpy as np
import pytest

import cases_on_request_exit as cases
import goldens
import msbridge as ms

G = goldens.load("on_request_exit")


def test_signal_stops_after_the_step_and_saves_a_loadable_checkpoint(tmp_path):
    result = cases.scenario(ms, str(tmp_path))
    expected = G["value.scenario"]
    assert result["steps"] == expected["steps"][:cases.KILL_AT]  # documented: stop after the current step
    assert len(expected["steps"]) == 16  # MindSpore 2.10 CPU trained on (recorded)
    for key in ("exit", "train_name", "eval_name", "files", "keys", "reloaded", "trained"):
        assert result[key] == expected[key], key


def test_names_match_mindspore(tmp_path):
    assert cases.names(ms, str(tmp_path)) == G["value.names"]


@pytest.mark.parametrize("name", sorted(cases.ERRORS))
def test_error_matches_mindspore(name):
    expected = G["error." + name]
    with goldens.raises_like(expected) as info:
        cases.make_error(ms, name)
    assert str(info.value) == expected["message"]


def _train(directory, callbacks):
    net, model = cases._model(ms)
    previous = signal.getsignal(signal.SIGTERM)
    try:
        model.train(1, cases._data(ms), callbacks=callbacks)
    finally:
        signal.signal(signal.SIGTERM, previous)
    return net


class _Steps(ms.train.Callback):
    def __init__(self):
        self.steps = []

    def on_train_step_end(self, run_context):
        self.steps.append(run_context.original_args().cur_step_num)


def test_config_file_requests_exit(tmp_path):
    config = tmp_path / "exit.json"
    config.write_text(json.dumps({"GracefulExit": 1}))
    steps = _Steps()
    cb = ms.train.OnRequestExit(save_mindir=False, directory=str(tmp_path), config_file=str(config))
    _train(str(tmp_path), [steps, cb])
    assert steps.steps == [1] and os.path.isfile(cb.train_name + ".ckpt")


def test_no_request_saves_nothing(tmp_path):
    cb = ms.train.OnRequestExit(save_mindir=False, directory=str(tmp_path))
    _train(str(tmp_path), [cb])
    assert not cb.exit and not os.path.exists(cb.train_name + ".ckpt")


def test_save_mindir_warns_then_raises_after_saving_the_checkpoint(tmp_path, caplog):
    with caplog.at_level(logging.WARNING, logger="mindspore"):
        cb = ms.train.OnRequestExit(directory=str(tmp_path))
    assert "MINDIR" in caplog.text
    cb.exit = True
    with pytest.raises(NotImplementedError, match="save_mindir"):
        _train(str(tmp_path), [cb])
    assert os.path.isfile(cb.train_name + ".ckpt")


def test_eval_stops_and_saves_eval_checkpoint(tmp_path):
    net, model = cases._model(ms)
    model = ms.train.Model(net, ms.nn.MSELoss(), metrics={"loss"})

    class Kill(ms.train.Callback):
        def __init__(self):
            self.steps = 0

        def on_eval_step_end(self, run_context):
            self.steps += 1
            if self.steps == 2:
                os.kill(os.getpid(), signal.SIGTERM)

    kill, cb = Kill(), ms.train.OnRequestExit(save_mindir=False, directory=str(tmp_path))
    previous = signal.getsignal(signal.SIGTERM)
    try:
        model.eval(cases._data(ms), callbacks=[kill, cb])
    finally:
        signal.signal(signal.SIGTERM, previous)
    assert kill.steps == 2
    saved = ms.load_checkpoint(cb.eval_name + ".ckpt")
    np.testing.assert_array_equal(saved["fc.weight"].asnumpy(), net.fc.weight.asnumpy())
