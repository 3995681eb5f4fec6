"""``mindspore.dataset.config``: pipeline-wide settings (seed, default worker count, prefetch size).

The seed feeds every shuffle and random sampler of a pipeline (numpy Generators derived from it) and the random
vision/transforms ops; ``msbridge.set_seed`` sets it too, as ``mindspore.set_seed`` does.
"""
import os
import random

import numpy as np

from ...common import seed as _common_seed

__all__ = ["set_seed", "get_seed", "set_num_parallel_workers", "get_num_parallel_workers", "set_prefetch_size",
           "get_prefetch_size", "set_enable_shared_mem", "get_enable_shared_mem", "set_callback_timeout",
           "get_callback_timeout", "set_multiprocessing_timeout_interval", "get_multiprocessing_timeout_interval"]

UINT32_MAX = 4294967295
INT32_MAX = 2147483647
_DEFAULT_SEED = 5489  # MindSpore's (std::mt19937's) default seed
_seed_calls = [0]  # bumped by every set_seed: random ops reseed even when the same seed is set again
_settings = {"seed": None, "seed_set_after": 0, "num_parallel_workers": min(8, os.cpu_count() or 1), "prefetch_size": 16,
             "enable_shared_mem": True, "callback_timeout": 60, "multiprocessing_timeout_interval": 300}


def _check_int(value, name):
    if not isinstance(value, int) or isinstance(value, bool):
        raise TypeError(f"{name} isn't of type int.")


def _check_positive(value, name, what):
    _check_int(value, name)
    if value <= 0 or value > INT32_MAX:
        raise ValueError(f"{what} is not within the required range (0, INT32_MAX(2147483647)].")


def set_seed(seed):
    """Seed the data pipeline's shuffles and random ops (numpy Generators), and Python's and numpy's RNGs."""
    _check_int(seed, "seed")
    if seed < 0 or seed > UINT32_MAX:
        raise ValueError("seed given is not within the required range [0, UINT32_MAX(4294967295)].")
    _settings["seed"] = seed
    _settings["seed_set_after"] = _common_seed.times_set()
    _seed_calls[0] += 1
    random.seed(seed)
    np.random.seed(seed)


def get_seed():
    """The pipeline seed: the last ``set_seed`` (dataset's or msbridge's), else MindSpore's default 5489."""
    if _settings["seed"] is not None and _settings["seed_set_after"] == _common_seed.times_set():
        return _settings["seed"]
    seed = _common_seed.get_seed()
    return _DEFAULT_SEED if seed is None else seed


def _seed_was_set():
    return _settings["seed"] is not None or _common_seed.get_seed() is not None


def set_num_parallel_workers(num):
    """Default worker count of map/batch/sources (threads or processes in msbridge)."""
    _check_positive(num, "num", "Number of parallel workers given")
    _settings["num_parallel_workers"] = num


def get_num_parallel_workers():
    """The default worker count (MindSpore's default: min(8, CPU count))."""
    return _settings["num_parallel_workers"]


def set_prefetch_size(size):
    """Queue depth between pipeline stages (msbridge: the look-ahead window of parallel map/batch)."""
    _check_positive(size, "size", "size")
    _settings["prefetch_size"] = size


def get_prefetch_size():
    """The queue depth between pipeline stages."""
    return _settings["prefetch_size"]


def _setting(key, check, what):
    """The (setter, getter) pair of the recorded setting ``key``: the setter runs ``check(value)`` first."""
    def setter(value):
        check(value)
        _settings[key] = value

    def getter():
        return _settings[key]
    setter.__doc__ = f"Set {key}{what}."
    getter.__doc__ = f"The {key} setting."
    return setter, getter


def _bool_setting(key):
    def check(enable):
        if not isinstance(enable, bool):
            raise TypeError(f"{key} must be of type bool.")
    return _setting(key, check, " (recorded; msbridge's workers pass rows by pickling or share memory as threads)")


def _positive_setting(key):
    return _setting(key, lambda value: _check_positive(value, "timeout", key),
                    " in seconds (recorded; msbridge's workers never wait on a timeout)")


set_enable_shared_mem, get_enable_shared_mem = _bool_setting("enable_shared_mem")
set_callback_timeout, get_callback_timeout = _positive_setting("callback_timeout")
set_multiprocessing_timeout_interval, get_multiprocessing_timeout_interval = _positive_setting(
    "multiprocessing_timeout_interval")
