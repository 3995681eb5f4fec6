"""``OnRequestExit``: on a signal (or a ``{"GracefulExit": 1}`` config file), stop after the current step and save
the checkpoint of the train / eval network; ``signal.signal`` plus ``save_checkpoint`` / ``load_checkpoint``."""
import json
import logging
import os
import signal

from ..serialization import load_checkpoint, save_checkpoint
from ... import context
from ..._checkparam import check_isinstance
from ._callback import Callback
from ._checkpoint import _make_directory

_logger = logging.getLogger("mindspore")


class OnRequestExit(Callback):
    """``train.OnRequestExit(save_ckpt, save_mindir, file_name, directory, config_file, sig)``: files are
    ``<directory>/rank_<device_id>/<file_name>_train.ckpt`` (and ``_eval``); MINDIR export is not supported."""

    def __init__(self, save_ckpt=True, save_mindir=True, file_name='Net', directory='./', config_file=None,
                 sig=signal.SIGTERM):
        super().__init__()
        self.save_ckpt = check_isinstance(save_ckpt, bool, 'save_ckpt')
        self.save_mindir = check_isinstance(save_mindir, bool, 'save_mindir')
        self.sig = check_isinstance(sig, int, 'sig')
        if hasattr(signal, "SIGKILL") and self.sig == signal.SIGKILL:
            raise ValueError("Not support send exit request by signal SIGKILL.")
        self.exit = False
        self.save_path = directory
        self.key = "GracefulExit"
        self.remote_config_file = config_file
        if save_ckpt or save_mindir:
            self.train_name, self.eval_name = self._get_save_path(file_name)
        if save_mindir:
            _logger.warning("OnRequestExit: msbridge cannot export MINDIR; on an exit request the checkpoint is "
                            "saved, then 'save_mindir=True' raises NotImplementedError. Pass save_mindir=False.")

    def on_train_begin(self, run_context):
        """Install the signal handler; load ``<file_name>_train.ckpt`` into the train network if it exists."""
        signal.signal(self.sig, self._handle_signal)
        if self.save_ckpt and os.path.isfile(f"{self.train_name}.ckpt"):
            load_checkpoint(f"{self.train_name}.ckpt", net=run_context.original_args().train_network)

    def on_train_step_end(self, run_context):
        """Stop training after this step if an exit was requested."""
        self._stop_if_requested(run_context)

    def on_train_epoch_end(self, run_context):
        """Stop training after this epoch if an exit was requested."""
        self._stop_if_requested(run_context)

    def on_train_end(self, run_context):
        """Save the train network's checkpoint if training stopped on request."""
        if self.exit:
            self._save(run_context.original_args().train_network, self.train_name)

    def on_eval_begin(self, run_context):
        """Install the signal handler; load the eval checkpoint, else the train checkpoint, if one exists."""
        signal.signal(self.sig, self._handle_signal)
        if not self.save_ckpt:
            return
        eval_net = run_context.original_args().eval_network
        for name in (self.eval_name, self.train_name):
            if os.path.isfile(f"{name}.ckpt"):
                load_checkpoint(f"{name}.ckpt", net=eval_net)
                return

    def on_eval_step_end(self, run_context):
        """Stop evaluating after this step if an exit was requested."""
        self._stop_if_requested(run_context)

    def on_eval_end(self, run_context):
        """Save the eval network's checkpoint if evaluation stopped on request."""
        if self.exit:
            self._save(run_context.original_args().eval_network, self.eval_name)

    def _handle_signal(self, signum, frame):
        self.exit = True

    def _stop_if_requested(self, run_context):
        if self.exit or self._config_requests_exit():
            self.exit = True
            run_context.request_stop()

    def _config_requests_exit(self):
        if self.remote_config_file is None or not os.path.exists(self.remote_config_file):
            return False
        with open(self.remote_config_file, "r", encoding="utf-8") as f:
            try:
                config = json.load(f)
            except json.JSONDecodeError as e:
                _logger.warning(f"Parse json file failed: {e}, please check json file: {self.remote_config_file}")
                return False
        return isinstance(config, dict) and config.get(self.key) == 1

    def _save(self, net, name):
        if self.save_ckpt:
            save_checkpoint(net, ckpt_file_name=name)
        if self.save_mindir:
            raise NotImplementedError("For 'OnRequestExit', 'save_mindir=True' is not supported: msbridge cannot "
                                      f"export MINDIR (the checkpoint was saved to '{name}.ckpt').")

    def _get_save_path(self, file_name):
        base = os.getcwd() if self.save_path is None else self.save_path
        path = _make_directory(os.path.join(base, "rank_" + str(context.get_context("device_id"))))
        return os.path.join(path, f"{file_name}_train"), os.path.join(path, f"{file_name}_eval")
