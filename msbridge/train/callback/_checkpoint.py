"""``mindspore.train.CheckpointConfig`` and ``ModelCheckpoint``: when to write MindSpore .ckpt files during
training, under which names, and how many to keep (the files themselves come from train/serialization.py)."""
import os
import time

from ...common.parameter import Parameter
from ..._checkparam import check_bool, check_non_negative_int
from ...common.tensor import Tensor
from ..serialization import _check_async_save, _wait_async_save, save_checkpoint
from ._callback import Callback

_APPEND_NAMES = ["epoch_num", "step_num"]
_APPEND_TYPES = (int, float, bool, str, Parameter, Tensor)


def _append_info(append_info):
    """The dict saved next to the parameters: epoch/step counters and one dict of user values."""
    if append_info is None or append_info == []:
        return None
    if not isinstance(append_info, list):
        raise TypeError(f"For 'CheckpointConfig', the type of 'append_info' must be list,but got "
                        f"{type(append_info)}.")
    info = {name: 0 for name in _APPEND_NAMES if name in append_info}
    dicts = 0
    for element in append_info:
        if not isinstance(element, (str, dict)):
            raise TypeError(f"For 'CheckpointConfig', the type of 'append_info' element must be str or dict,but got "
                            f"{type(element)}.")
        if isinstance(element, str) and element not in _APPEND_NAMES:
            raise ValueError(f"For 'CheckpointConfig', the value of element in the argument 'append_info' must be in "
                             f"{_APPEND_NAMES}, but got {element}.")
        if isinstance(element, dict):
            dicts += 1
            if dicts > 1:
                raise TypeError(f"For 'CheckpointConfig', the element of 'append_info' must has only one dict, but "
                                f"got {dicts}")
            for key, value in element.items():
                if not isinstance(key, str) or not isinstance(value, _APPEND_TYPES):
                    raise TypeError(f"For 'CheckpointConfig', the key type of the dict 'append_info' must be string, "
                                    f"the value type must be int or float or bool, but got key type {type(key)}, "
                                    f"value type {type(value)}")
                info[key] = value
    return info


class CheckpointConfig:
    """``mindspore.train.CheckpointConfig``: the saving policy of ModelCheckpoint (every n steps or seconds, how
    many files or one per n minutes to keep, what to append); torch has no counterpart (``torch.save`` in a loop)."""

    def __init__(self, save_checkpoint_steps=1, save_checkpoint_seconds=0, keep_checkpoint_max=5,
                 keep_checkpoint_per_n_minutes=0, integrated_save=True, async_save=False, saved_network=None,
                 append_info=None, enc_key=None, enc_mode="AES-GCM", exception_save=False, crc_check=False,
                 remove_redundancy=False, format="ckpt", **kwargs):
        from ...nn import Cell
        counts = {"save_checkpoint_steps": save_checkpoint_steps, "save_checkpoint_seconds": save_checkpoint_seconds,
                  "keep_checkpoint_max": keep_checkpoint_max,
                  "keep_checkpoint_per_n_minutes": keep_checkpoint_per_n_minutes}
        for name, value in counts.items():
            if value is not None:
                check_non_negative_int(value, name, "CheckpointConfig")
        if saved_network is not None and not isinstance(saved_network, Cell):
            raise TypeError(f"For 'CheckpointConfig', the type of 'saved_network' must be None or Cell, but got "
                            f"{type(saved_network)}.")
        if not any(counts.values()):
            raise ValueError("For 'CheckpointConfig', the input arguments 'save_checkpoint_steps', "
                             "'save_checkpoint_seconds', 'keep_checkpoint_max' and 'keep_checkpoint_per_n_minutes' "
                             "can't be all None or 0.")
        if remove_redundancy:
            raise NotImplementedError("CheckpointConfig: remove_redundancy (parallel deduplication) is not "
                                      "supported by msbridge.")
        self.exception_save = check_bool(exception_save)
        self._save_checkpoint_steps = save_checkpoint_steps
        # steps take precedence over seconds, a file count over a time window
        self._save_checkpoint_seconds = None if save_checkpoint_steps else save_checkpoint_seconds
        self._keep_checkpoint_max = keep_checkpoint_max
        self._keep_checkpoint_per_n_minutes = keep_checkpoint_per_n_minutes
        if keep_checkpoint_max:
            self._keep_checkpoint_per_n_minutes = None
        elif not keep_checkpoint_per_n_minutes:
            self._keep_checkpoint_max = 1
        self._integrated_save = check_bool(integrated_save)
        self._async_save = _check_async_save(async_save)
        self._saved_network = saved_network
        self._append_dict = _append_info(append_info)
        self._enc_key, self._enc_mode, self._crc_check, self._format = enc_key, enc_mode, crc_check, format
        self._map_param_inc = kwargs.get("incremental", False)
        self.remove_redundancy = remove_redundancy

    save_checkpoint_steps = property(lambda self: self._save_checkpoint_steps, doc="Save every n steps.")
    save_checkpoint_seconds = property(lambda self: self._save_checkpoint_seconds, doc="Save every n seconds.")
    keep_checkpoint_max = property(lambda self: self._keep_checkpoint_max, doc="Most files kept.")
    keep_checkpoint_per_n_minutes = property(lambda self: self._keep_checkpoint_per_n_minutes,
                                             doc="Keep one file per n minutes.")
    integrated_save = property(lambda self: self._integrated_save, doc="Merge split parameters before saving.")
    async_save = property(lambda self: self._async_save, doc="Save in the background.")
    saved_network = property(lambda self: self._saved_network, doc="The Cell saved instead of the train network.")
    enc_key = property(lambda self: self._enc_key, doc="Encryption key (bytes) or None.")
    enc_mode = property(lambda self: self._enc_mode, doc="Encryption mode.")
    crc_check = property(lambda self: self._crc_check, doc="Write CRC checksums.")
    format = property(lambda self: self._format, doc="'ckpt' or 'safetensors'.")
    append_dict = property(lambda self: self._append_dict, doc="Values saved next to the parameters.")
    map_param_inc = property(lambda self: self._map_param_inc, doc="Incremental saving of map parameters.")

    def get_checkpoint_policy(self):
        """The saving policy as a dict."""
        return {"save_checkpoint_steps": self.save_checkpoint_steps,
                "save_checkpoint_seconds": self.save_checkpoint_seconds,
                "keep_checkpoint_max": self.keep_checkpoint_max,
                "keep_checkpoint_per_n_minutes": self.keep_checkpoint_per_n_minutes,
                "saved_network": self.saved_network}


def _free_prefix(directory, prefix, exception=False):
    """``prefix``, or ``prefix_N`` when files of an earlier run with that prefix are in ``directory``."""
    if callable(prefix) or callable(directory):
        return prefix
    suffix = 0
    for filename in os.listdir(directory):
        breakpoint_file = filename.endswith("_breakpoint.ckpt")
        if exception != breakpoint_file or (not exception and
                                            os.path.splitext(filename)[1] not in (".ckpt", ".safetensors")):
            continue
        if filename.startswith(prefix) and not filename[len(prefix)].isalpha():
            dash = filename[len(prefix):].find("-")
            if dash == 0:
                suffix = max(suffix, 1)
            elif dash != -1 and filename[len(prefix) + 1:len(prefix) + dash].isdigit():
                suffix = max(suffix, int(filename[len(prefix) + 1:len(prefix) + dash]) + 1)
    return f"{prefix}_{suffix}" if suffix else prefix


def _make_directory(path):
    os.makedirs(os.path.realpath(path), exist_ok=True)
    return os.path.realpath(path)


class _Files:
    """The checkpoint files of one prefix in a folder, and the rotation rules."""

    def __init__(self, fmt):
        self._format = fmt
        self.files = []

    def refresh(self, directory, prefix):
        ext = "." + self._format
        self.files = [os.path.join(directory, name) for name in os.listdir(directory)
                      if name.endswith(ext) and name.startswith(prefix + "-")
                      and not any(c.isalpha() for c in name[len(prefix):-len(ext)])]

    def remove(self, path):
        try:
            os.remove(path)
            self.files.remove(path)
        except (OSError, ValueError):
            pass

    def oldest(self):
        return [min(self.files, key=os.path.getmtime)]

    def all_but_one_per_minutes(self, minutes, now):
        recent = [path for path in self.files if now - os.path.getmtime(path) < 60 * minutes]
        oldest = min(recent, key=os.path.getmtime, default=None)
        return [path for path in recent if path != oldest]


class ModelCheckpoint(Callback):
    """``mindspore.train.ModelCheckpoint(prefix='CKP', directory=None, config=None)``: saves the train network
    (parameters and optimizer state) as ``prefix-epoch_step.ckpt`` per the CheckpointConfig, like a torch loop
    calling ``torch.save(model.state_dict())`` every n steps and deleting old files."""

    def __init__(self, prefix="CKP", directory=None, config=None):
        super().__init__()
        self._latest_ckpt_file_name = ""
        self._stale = []  # rotated-out files, removed once the new file is complete
        self._last_time = self._last_time_for_keep = time.time()
        self._last_triggered_step = 0
        if not callable(prefix) and (not isinstance(prefix, str) or "/" in prefix):
            raise ValueError(f"For 'ModelCheckpoint', the argument 'prefix' for checkpoint file name is invalid, it "
                             f"must be callable or string that does not contain '/', but got {prefix}.")
        if config is not None and not isinstance(config, CheckpointConfig):
            raise TypeError(f"For 'ModelCheckpoint', the type of argument 'config' should be 'CheckpointConfig', "
                            f"but got {type(config)}.")
        self._prefix = self._exception_prefix = prefix
        self._prefix_func = prefix if callable(prefix) else None
        self._directory_func = directory if callable(directory) else None
        self._directory = None if callable(directory) else (
            _make_directory(directory) if directory is not None else os.getcwd())
        self._config = config if config is not None else CheckpointConfig()
        self._files = _Files(self._config.format)
        if self._directory is not None and not callable(prefix):
            self._prefix = _free_prefix(self._directory, prefix)
        self._append_dict = self._config.append_dict or {}
        self._append_epoch_num = self._append_dict.get("epoch_num", 0)
        self._append_step_num = self._append_dict.get("step_num", 0)

    def step_end(self, run_context):
        """Save when the policy says so."""
        cb_params = run_context.original_args()
        if self._prefix_func:
            self._prefix = self._prefix_func(cb_params)
            if not isinstance(self._prefix, str) or "/" in self._prefix:
                raise ValueError(f"For 'ModelCheckpoint', the argument 'prefix' for checkpoint file name is "
                                 f"callable, it must return a string that does not contain '/', but got "
                                 f"{self._prefix}.")
        if self._directory_func:
            self._directory = _make_directory(self._directory_func(cb_params))
        self._save_ckpt(cb_params)

    def end(self, run_context):
        """Save the last step (unless it was just saved)."""
        self._save_ckpt(run_context.original_args(), force_to_save=True)
        if self._config.async_save:
            _wait_async_save()
            self._remove_stale()

    def _due(self, cb_params, force_to_save):
        config = self._config
        if config.save_checkpoint_steps:
            return force_to_save or cb_params.cur_step_num >= self._last_triggered_step + config.save_checkpoint_steps
        if config.save_checkpoint_seconds:
            now = time.time()
            if now - self._last_time > config.save_checkpoint_seconds or force_to_save:
                self._last_time = now
                return True
        return False

    def _save_ckpt(self, cb_params, force_to_save=False):
        if cb_params.cur_step_num == self._last_triggered_step or not self._due(cb_params, force_to_save):
            return
        config = self._config
        step_in_epoch = int((cb_params.cur_step_num - 1) % cb_params.batch_num + 1)
        name = (f"{self._prefix}.{config.format}" if self._prefix_func
                else f"{self._prefix}-{cb_params.cur_epoch_num}_{step_in_epoch}.{config.format}")
        if config.async_save:
            _wait_async_save()
            self._remove_stale()  # the previous (asynchronous) write is complete
        self._files.refresh(self._directory, self._prefix)
        # the files that rotate out are removed only once the new one is written: a process killed in between
        # still leaves a complete checkpoint
        stale = []
        if config.keep_checkpoint_max and 0 < config.keep_checkpoint_max <= len(self._files.files):
            stale = self._files.oldest()
        elif config.keep_checkpoint_per_n_minutes:
            now = time.time()
            if now - self._last_time_for_keep < config.keep_checkpoint_per_n_minutes * 60:
                stale = self._files.all_but_one_per_minutes(config.keep_checkpoint_per_n_minutes, now)
        path = os.path.join(self._directory, name)
        self._last_time_for_keep = time.time()
        self._last_triggered_step = cb_params.cur_step_num
        self._set_counters(cb_params.cur_epoch_num, cb_params.cur_step_num)
        self._write(cb_params.train_network if config.saved_network is None else config.saved_network, path)
        self._latest_ckpt_file_name = path
        self._stale = [old for old in stale if old != path]
        if not config.async_save:
            self._remove_stale()

    def _remove_stale(self):
        for old in self._stale:
            self._files.remove(old)
        self._stale = []

    def _set_counters(self, epoch_num, step_num):
        if "epoch_num" in self._append_dict:
            self._append_dict["epoch_num"] = self._append_epoch_num + epoch_num
        if "step_num" in self._append_dict:
            self._append_dict["step_num"] = self._append_step_num + step_num

    def _write(self, network, path, with_format=True):
        config = self._config
        extra = {"crc_check": config.crc_check, "format": config.format} if with_format else {}
        save_checkpoint(network, path, config.integrated_save, config.async_save, self._append_dict,
                        config.enc_key, config.enc_mode, **extra)

    def _save_breakpoint(self, network, epoch_num, step_num):
        """``exception_save``: the train network at the failing step as ``prefix-E_S_breakpoint.ckpt``."""
        prefix = _free_prefix(self._directory, self._exception_prefix, exception=True)
        self._set_counters(epoch_num, step_num)
        self._write(network, os.path.join(self._directory, f"{prefix}-{epoch_num}_{step_num}_breakpoint.ckpt"),
                    with_format=False)

    @property
    def latest_ckpt_file_name(self):
        """Path of the last file written."""
        return self._latest_ckpt_file_name
