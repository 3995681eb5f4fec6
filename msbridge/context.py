"""``mindspore.context``: execution mode, device and parallel settings, kept in Python and mapped onto torch.

- ``device_target`` "CPU" is torch's cpu and "GPU" is ``cuda:<device_id>``; "Ascend" and, without a CUDA build of
  torch and a visible device, "GPU" raise RuntimeError as on MindSpore's CPU-only build. ``set_device`` and
  ``set_context(device_target=..., device_id=...)`` set the one placement device that ``_torch_device()`` and
  ``_place()`` give to everything that creates data (docs/compat/devices.md).
- ``deterministic`` maps to ``torch.use_deterministic_algorithms`` and ``runtime_num_threads`` to
  ``torch.set_num_threads``; on a GPU target, ``gpu_config``'s tf32 switches map to torch's cuda/cudnn flags.
  The other keys are validated and stored like MindSpore's (graph-compiler and Ascend tuning knobs), so
  ``get_context`` reads them back, but they change nothing in torch.
- Warnings that MindSpore logs (deprecated keys, keys the device ignores) are logged at WARNING level on the
  Python logger named "mindspore" (shown on stderr when logging is not configured).
- Unlike MindSpore, a call that raises changes no setting: all arguments are checked first.
"""
import logging
import os
import re

import torch

__all__ = ["GRAPH_MODE", "PYNATIVE_MODE", "STRICT", "COMPATIBLE", "LAX", "set_context", "get_context",
           "set_auto_parallel_context", "get_auto_parallel_context", "reset_auto_parallel_context", "ParallelMode",
           "set_ps_context", "get_ps_context"]

GRAPH_MODE = 0
PYNATIVE_MODE = 1
STRICT, COMPATIBLE, LAX = 0, 1, 2
RELEASE, DEBUG = 0, 1

_logger = logging.getLogger("mindspore")


class ParallelMode:
    """``mindspore.ParallelMode``: the parallel modes as plain strings."""

    STAND_ALONE = "stand_alone"
    DATA_PARALLEL = "data_parallel"
    HYBRID_PARALLEL = "hybrid_parallel"
    SEMI_AUTO_PARALLEL = "semi_auto_parallel"
    AUTO_PARALLEL = "auto_parallel"
    MODE_LIST = [STAND_ALONE, DATA_PARALLEL, HYBRID_PARALLEL, SEMI_AUTO_PARALLEL, AUTO_PARALLEL]


# --- shared checks --------------------------------------------------------------------------------
def _check_types(values, types):
    """MindSpore's ``args_type_check``: each named value (None excepted) must be of its declared type."""
    for name, value in values.items():
        expected = types.get(name)
        if expected is not None and value is not None and not isinstance(value, expected):
            raise TypeError(f"The parameter '{name}' must be {expected}, but got {type(value)}")


def _choice(name, value, choices, api="context.set_context"):
    """``value`` if it is one of ``choices``, else ValueError naming the API and the argument."""
    if value not in choices:
        raise ValueError(f"For '{api}', the argument '{name}' must be one of {list(choices)}, but got {value}.")
    return value


# --- set_context / get_context: the table of keys ----------------------------------------------------
_CONTEXT_DEFAULTS = {
    "aoe_config": {}, "aoe_job_type": "2", "aoe_tune_mode": "", "ascend_config": {}, "atomic_clean_policy": "",
    "bias_add_comm_swap": False, "check_bprop": False, "compile_cache_path": "",
    "compute_communicate_fusion_level": 0, "conv_allow_hf32": "", "conv_allow_tf32": True,
    "conv_dgrad_algo": "normal", "conv_fprop_algo": "normal", "conv_wgrad_algo": "normal", "cur_step_num": 0,
    "dataset_broadcast_opt_level": 0, "debug_level": 0, "deterministic": "OFF", "device_id": 0,
    "device_target": "CPU", "disable_format_transform": False, "enable_allreduce_slice_to_reducescatter": False,
    "enable_begin_end_inline_opt": False, "enable_compile_cache": None, "enable_concat_eliminate_opt": False,
    "enable_debug_runtime": False, "enable_flash_attention_load_balance": False,
    "enable_fused_cast_add_opt": False, "enable_ge": False, "enable_grad_comm_opt": False,
    "enable_graph_kernel": False, "enable_interleave_parallel_branch": False,
    "enable_interleave_split_concat_branch": False, "enable_offloading_packed_experts": True,
    "enable_opt_shard_comm_opt": False, "enable_parallel_split": False, "enable_profiling": False,
    "enable_reduce_precision": True, "enable_task_opt": False, "env_config_path": "", "exec_order": "bfs",
    "ge_options": "", "gpu_config": {}, "graph_kernel_flags": "", "hccl_watchdog": True,
    "host_scheduling_max_threshold": "", "infer_boost": "off", "inter_op_parallel_num": 0,
    "interleaved_layernorm_comm": False, "interleaved_matmul_comm": False, "jit_compile": "", "jit_config": {},
    "jit_level": "", "jit_syntax_level": LAX, "last_triggered_step": 0, "matmul_allow_hf32": "",
    "matmul_allow_tf32": False, "matmul_grad_comm_overlap": "", "max_call_depth": 1000,
    "max_device_memory": 1024.0, "memory_optimize_level": 0, "mempool_block_size": 1.0, "mode": PYNATIVE_MODE,
    "need_ckpt": False, "op_debug_option": "", "op_precision_mode": "", "op_timeout": 900, "pp_1f1b_overlap": "",
    "precision_mode": "", "print_file_path": "", "profiling_options": "training_trace",
    "pynative_synchronize": False, "recompute_allgather_overlap_fagrad": False, "recompute_comm_overlap": "",
    "reserve_class_name_in_scope": True, "save_checkpoint_steps": 0, "save_graphs": 0, "save_graphs_path": ".",
    "support_binary": False, "topo_order": "", "variable_memory_max_size": "0",
    "runtime_num_threads": torch.get_num_threads(),
}
_SET_CONTEXT_TYPES = {
    "mode": int, "device_target": str, "device_id": int, "save_graphs": (bool, int), "save_graphs_path": str,
    "aoe_tune_mode": str, "aoe_config": dict, "enable_reduce_precision": bool, "variable_memory_max_size": str,
    "enable_auto_mixed_precision": bool, "inter_op_parallel_num": int, "enable_graph_kernel": bool,
    "reserve_class_name_in_scope": bool, "check_bprop": bool, "max_device_memory": str, "print_file_path": str,
    "max_call_depth": int, "env_config_path": str, "graph_kernel_flags": str, "save_compile_cache": bool,
    "runtime_num_threads": int, "load_compile_cache": bool, "pynative_synchronize": bool,
    "mempool_block_size": str, "disable_format_transform": bool, "op_timeout": int, "deterministic": str,
    "ascend_config": dict, "jit_syntax_level": int, "debug_level": int, "jit_enable_inplace_ops": bool,
    "gpu_config": dict, "jit_config": dict, "enable_compile_cache": bool,
}
_DEPRECATED = {  # key -> what MindSpore 2.10 recommends instead ('' when nothing)
    "save_graphs": "env MS_DEV_SAVE_GRAPHS", "save_graphs_path": "env MS_DEV_SAVE_GRAPHS_PATH",
    "check_bprop": "", "max_call_depth": "api mindspore.set_recursion_limit()",
    "enable_compile_cache": "env MS_COMPILER_CACHE_ENABLE", "enable_cache_path": "env MS_COMPILER_CACHE_PATH",
    "debug_level": "", "device_target": "api mindspore.set_device()", "device_id": "api mindspore.set_device()",
    "deterministic": "api mindspore.set_deterministic()",
    "inter_op_parallel_num": "api mindspore.runtime.dispatch_threads_num()",
    "pynative_synchronize": "api mindspore.runtime.launch_blocking()",
    "max_device_memory": "api mindspore.runtime.set_memory()",
    "variable_memory_max_size": "api mindspore.runtime.set_memory()",
    "mempool_block_size": "api mindspore.runtime.set_memory()",
    "memory_optimize_level": "api mindspore.runtime.set_memory()",
    "ascend_config": "api mindspore.device_context.ascend.op_precision.precision_mode(), "
                     "mindspore.device_context.ascend.op_precision.op_precision_mode(), "
                     "mindspore.device_context.ascend.op_precision.matmul_allow_hf32(), "
                     "mindspore.device_context.ascend.op_precision.conv_allow_hf32(), "
                     "mindspore.device_context.ascend.op_tuning.op_compile()",
    "aoe_tune_mode": "api mindspore.device_context.ascend.op_tuning.aoe_tune_mode()",
    "aoe_config": "api mindspore.device_context.ascend.op_tuning.aoe_job_type()",
    "op_timeout": "api mindspore.device_context.ascend.op_debug.execute_timeout()",
    "op_debug_option": "api mindspore.device_context.ascend.op_debug.debug_option()",
    "gpu_config": "api mindspore.device_context.gpu.op_precision.conv_allow_tf32(), "
                  "mindspore.device_context.gpu.op_precision.matmul_allow_tf32(), "
                  "mindspore.device_context.gpu.op_precision.conv_fprop_algo(), "
                  "mindspore.device_context.gpu.op_precision.conv_wgrad_algo(), "
                  "mindspore.device_context.gpu.op_precision.conv_dgrad_algo()",
    "runtime_num_threads": "api mindspore.device_context.cpu.op_tuning.threads_num()",
}
_REMOVED = {"exception_dump": ("2.6", "device_context.ascend.op_debug.aclinit_config()"),
            "precompile_only": ("2.10", "env MS_DEV_PRECOMPILE_ONLY"),
            "grad_for_scalar": ("2.10", "tensor derivative")}
_ASCEND_CONFIG_ONLY = ("precision_mode", "jit_compile", "atomic_clean_policy", "matmul_allow_hf32", "conv_allow_hf32",
                       "op_precision_mode", "host_scheduling_max_threshold", "ge_options", "op_debug_option")
_IGNORED = {  # accepted, warned about and dropped
    "enable_sparse": "parameter is deprecated, and will be removed in the next version.",
    "auto_tune_mode": "parameter is deprecated, and will be removed in the next version.",
    "enable_auto_mixed_precision": "parameter is deprecated. For details, please see the interface parameter API "
                                   "comments",
}
_NOTICES = {  # accepted with a warning
    "print_file_path": "parameter is deprecated due to changes in the behavior of the print operator. Recommend "
                       "not using this parameter and directly viewing the screen output.",
    "reserve_class_name_in_scope": "parameter is deprecated, and will be removed in the next version.",
    "env_config_path": "parameter is deprecated, and will be removed in the next version.",
    "enable_graph_kernel": "parameter is deprecated, and will be removed in the next version. Please use "
                           "jit_config={'jit_level': 'O1'} instead.",
    "graph_kernel_flags": "parameter is deprecated, and will be removed in the next version. Please use environ "
                          "variable 'MS_DEV_GRAPH_KERNEL_FLAGS' instead.",
}
_TARGET_SPECIFIC = {"enable_reduce_precision": ["Ascend"], "print_file_path": ["Ascend"],
                    "variable_memory_max_size": ["Ascend"], "max_device_memory": ["Ascend", "GPU"],
                    "mempool_block_size": ["GPU", "Ascend"], "disable_format_transform": ["GPU"],
                    "ascend_config": ["Ascend"], "gpu_config": ["GPU"]}
_JIT_CONFIG = {"jit_level": ["O0", "O1", "O2"], "infer_boost": ["on", "off"]}
_GPU_CONFIG = {
    "conv_fprop_algo": ["normal", "performance", "implicit_gemm", "precomp_gemm", "gemm", "direct", "fft",
                        "fft_tiling", "winograd", "winograd_nonfused"],
    "conv_dgrad_algo": ["normal", "performance", "algo_0", "algo_1", "fft", "fft_tiling", "winograd",
                        "winograd_nonfused"],
    "conv_wgrad_algo": ["normal", "performance", "algo_0", "algo_1", "fft", "algo_3", "fft_tiling",
                        "winograd_nonfused"],
    "conv_allow_tf32": [True, False], "matmul_allow_tf32": [True, False]}
_MEMORY_SIZE = re.compile(r"[1-9][0-9]*(\.)?[0-9]*GB|0\.[0-9]*GB")

_settings = {}
_device_lock = []            # [(target, id, id given explicitly)] once set_device has run
_deterministic_lock = []     # [flag] once set_deterministic has run


def _warn(message):
    _logger.warning(message)


def _supported_targets():
    return ["CPU", "GPU"] if torch.cuda.is_available() else ["CPU"]


def _check_supported(target):
    """RuntimeError for a target this process cannot run (MindSpore's CPU-only build message)."""
    supported = _supported_targets()
    if target not in supported:
        raise RuntimeError(f"Unsupported device target {target}. This process only supports one of the "
                           f"{supported}. msbridge runs on torch: 'GPU' needs a CUDA build of torch with a visible "
                           "device, and 'Ascend' is not available.")


def _context_target(target):
    """The validated ``set_context(device_target=...)`` value ("Davinci" is an old name of "Ascend")."""
    target = _choice("device_target", target, ["CPU", "GPU", "Ascend", "Davinci"])
    if target == "Davinci":
        _warn("The device 'Davinci' is deprecated and will be removed in the next version. For "
              "'context.set_context', please set the argument 'device_target' to 'CPU', 'GPU' or 'Ascend',if you "
              "set it to 'Davinci', it will be automatically changed to 'Ascend'.")
        target = "Ascend"
    _check_supported(target)
    return target


def _target_supports(device, key):
    """Whether ``key`` applies to ``device``; logs MindSpore's 'ignore it' warning when it does not."""
    devices = _TARGET_SPECIFIC.get(key)
    if devices is None or device in devices:
        return True
    _warn(f"For 'context.set_context', when set the argument '{key}', the argument 'device_target' only supports "
          f"devices in '{devices}', but got '{device}', ignore it.")
    return False


def _warn_deprecated(key):
    """MindSpore's deprecation warning for ``key``; ValueError for a removed key."""
    if key in _DEPRECATED:
        message = (f"For 'context.set_context', the parameter '{key}' will be deprecated and removed in a future "
                   "version.")
        if _DEPRECATED[key]:
            message += f" Please use the {_DEPRECATED[key]} instead."
        _warn(message)
    if key in _REMOVED:
        version, instead = _REMOVED[key]
        raise ValueError(f"For 'context.set_context', the parameter '{key}' has been removed since MindSpore "
                         f"{version} version. Please use the {instead} instead.")


def _jit_config(config):
    """Validated ``jit_config`` updates (also exposed as the ``jit_level``/``infer_boost`` keys)."""
    for key, value in config.items():
        if key not in _JIT_CONFIG:
            raise ValueError(f"For 'context.set_context', the key of argument 'jit_config' must be one of "
                             f"{_JIT_CONFIG}, but got {key}.")
        if value not in _JIT_CONFIG[key]:
            raise ValueError(f"For 'jit_config', the value of argument {key} must be one of {_JIT_CONFIG[key]}, "
                             f"but got {value}.")
        if key == "infer_boost":
            _warn("For 'context.set_context', the parameter 'infer_boost' is deprecated from version 2.10.0 and "
                  "will be removed in a future version.")
    if config.get("infer_boost") == "on" and config.get("jit_level") in ("O1", "O2"):
        raise ValueError("Only jit_level set O0 can set infer_boost to on.")
    return dict(config, jit_config=config)


def _gpu_config(config):
    """Validated ``gpu_config`` updates (its keys are also context keys)."""
    for key, value in config.items():
        if key not in _GPU_CONFIG:
            raise ValueError(f"For 'context.set_context', the key of argument 'gpu_config' must be one of "
                             f"{_GPU_CONFIG}, but got {key}.")
        _choice(key, value, _GPU_CONFIG[key], "gpu_config")
    return dict(config, gpu_config=config)


def _aoe_config(config):
    for key, value in config.items():
        if key != "job_type":
            raise ValueError(f"For 'context.set_context', the key of argument 'aoe_config' must be one of "
                             f"{{'job_type': ['1', '2']}}, but got {key}.")
        _choice(key, value, ["1", "2"], "aoe_config")
    return {"aoe_config": config, "aoe_job_type": config.get("job_type", _settings["aoe_job_type"])}


def _memory_size(key, value):
    if not _MEMORY_SIZE.fullmatch(value) or float(value[:-2]) == 0:
        raise ValueError(f"For 'context.set_context', the argument '{key}' should be a size in GB such as \"5GB\" "
                         f"or \"3.5GB\", but got {value}.")
    return {key: float(value[:-2])}


def _env_config_path(path):
    if not os.path.isfile(path):
        raise ValueError(f"For 'context.set_context', the 'env_config_path' file '{os.path.abspath(path)}' is not "
                         "exists, please check whether 'env_config_path' is correct.")
    return {"env_config_path": path}


def _save_graphs(value):
    value = {True: 2, False: 0}[value] if isinstance(value, bool) else value
    if value > 3:
        raise ValueError(f"value for save_graphs should be 0-3 but got '{value}'")
    return {"save_graphs": value}


def _store(key, valid, message, convert=None):
    """A check for ``key``: ValueError(message.format(value)) unless ``valid(value)``; stores ``convert(value)``."""
    def check(value):
        if not valid(value):
            raise ValueError(message.format(value))
        return {key: convert(value) if convert else value}
    return check


def _one_of(key, choices, convert=None):
    return _store(key, lambda v: v in choices, f"{_SET} '{key}' must be one of {choices}, but got {{}}.", convert)


def _of_type(key, kind, message):
    """A check for ``key``: TypeError(message.format(type)) unless the value is a ``kind``."""
    def check(value):
        if not isinstance(value, kind):
            raise TypeError(message.format(type(value)))
        return {key: value}
    return check


_SET = "For 'context.set_context', the argument"
_CHECKS = {  # key -> check(value) -> {key: stored value, ...}
    "mode": _store("mode", lambda v: v in (GRAPH_MODE, PYNATIVE_MODE), f"{_SET} 'mode' should be "
                   "context.GRAPH_MODE (0) or context.PYNATIVE_MODE (1), but got {}.", int),
    "device_id": _store("device_id", lambda v: 0 <= v <= 4095,
                        f"{_SET} 'device_id' must be in range [0, 4095], but got {{}}.", int),
    "save_graphs": _save_graphs,
    "max_call_depth": _store("max_call_depth", lambda v: v > 0,
                             f"{_SET} 'max_call_depth' must be greater than 0, but got {{}}."),
    "runtime_num_threads": _store("runtime_num_threads", lambda v: v >= 0,
                                  "The num of thread must bigger than or equal to 0, but got {}."),
    "inter_op_parallel_num": _store("inter_op_parallel_num", lambda v: v >= 0,
                                    "The num of parallel thread must bigger than or equal to 0, but got {}."),
    "op_timeout": _store("op_timeout", lambda v: v >= 0,
                         "The num of op exe timeout must bigger than or equal to 0, but got {}."),
    "jit_syntax_level": _store("jit_syntax_level", lambda v: v in (STRICT, COMPATIBLE, LAX),
                               "For 'jit_syntax_level', the value should be context.STRICT or context.LAX, "
                               "but got {}."),
    "debug_level": _store("debug_level", lambda v: v in (RELEASE, DEBUG),
                          "For 'debug_level', the value should be context.DEBUG or context.RELEASE, but got {}."),
    "memory_optimize_level": _one_of("memory_optimize_level", ["O0", "O1"], ["O0", "O1"].index),
    "exec_order": _one_of("exec_order", ["bfs", "dfs"]),
    "deterministic": _one_of("deterministic", ["ON", "OFF"]),
    "aoe_tune_mode": _one_of("aoe_tune_mode", ["online", "offline"]),
    "profiling_options": _of_type("profiling_options", str,
                                  f"{_SET} 'profiling_option' must be string, but got {{}}."),
    "support_binary": _of_type("support_binary", bool, "The attribute 'support_binary' should be a bool, but got {}."),
    "jit_config": _jit_config,
    "gpu_config": _gpu_config,
    "aoe_config": _aoe_config,
    "ascend_config": lambda v: {"ascend_config": v},
    "max_device_memory": lambda v: _memory_size("max_device_memory", v),
    "mempool_block_size": lambda v: _memory_size("mempool_block_size", v),
    "variable_memory_max_size": lambda v: {"variable_memory_max_size": v},
    "env_config_path": _env_config_path,
    "enable_compile_cache": lambda v: {"enable_compile_cache": v},
}


def _param(key, value):
    """A key with no dedicated check: the value must have its default's type (MindSpore's C++ check)."""
    default = _CONTEXT_DEFAULTS[key]
    if isinstance(default, bool):
        valid = isinstance(value, bool)
    elif isinstance(default, int):
        valid = isinstance(value, int)  # bools are ints here, as in MindSpore
    elif isinstance(default, float):
        valid = isinstance(value, (int, float))
    else:
        valid = isinstance(value, type(default))
    if not valid:
        raise RuntimeError(f"For 'context.set_context', got illegal value for '{key}' with type {type(value)}: "
                           f"it must be {type(default).__name__}.")
    return {key: type(default)(value)}


def _context_update(key, value, device):
    """Check one ``set_context`` argument the way MindSpore does; the settings it changes (warnings logged)."""
    _warn_deprecated(key)
    if key in _IGNORED:
        _warn(f"For 'context.set_context', '{key}' {_IGNORED[key]}")
        return {}
    if key in _NOTICES:
        _warn(f"For 'context.set_context', '{key}' {_NOTICES[key]}")
    if key in _ASCEND_CONFIG_ONLY:
        raise ValueError(f"Please set '{key}' through parameter ascend_config")
    if key == "device_target":
        return {}
    if not _target_supports(device, key):
        return {}
    if key in _CHECKS:
        return _CHECKS[key](value)
    if key in _CONTEXT_DEFAULTS:
        return _param(key, value)
    raise ValueError(f"For 'context.set_context', the keyword argument {key} is not recognized! For detailed usage "
                     "of 'set_context', please refer to the Mindspore official website.")


def _apply_to_torch(updates):
    """The settings that have a torch counterpart."""
    if "deterministic" in updates:
        torch.use_deterministic_algorithms(updates["deterministic"] == "ON", warn_only=True)
    if updates.get("runtime_num_threads"):
        torch.set_num_threads(updates["runtime_num_threads"])
    if torch.cuda.is_available():
        if "conv_allow_tf32" in updates:
            torch.backends.cudnn.allow_tf32 = updates["conv_allow_tf32"]
        if "matmul_allow_tf32" in updates:
            torch.backends.cuda.matmul.allow_tf32 = updates["matmul_allow_tf32"]


def set_context(**kwargs):
    """``mindspore.set_context``: set execution mode, device and other keys (see the module doc for the mapping)."""
    _check_types(kwargs, _SET_CONTEXT_TYPES)
    updates = {}
    if "device_target" in kwargs:
        updates["device_target"] = _context_target(kwargs["device_target"])
    device = updates.get("device_target", _settings["device_target"])
    for key, value in kwargs.items():
        updates.update(_context_update(key, value, device))
    if _device_lock and _device_lock[0][2]:
        updates.pop("device_id", None)   # MindSpore keeps the id that set_device was given explicitly
    placement = _device_of(device, updates.get("device_id", _settings["device_id"]))
    _apply_to_torch(updates)
    _settings.update(updates)
    _set_placement(placement)
    if "mode" in updates:
        from .common.api import set_graph_mode
        set_graph_mode(updates["mode"] == GRAPH_MODE)


def get_context(attr_key):
    """``mindspore.get_context``: the value of one context key."""
    if not isinstance(attr_key, str):
        raise TypeError(f"For 'context.get_context', the argument must be a string, not '{type(attr_key).__name__}'")
    _target_supports(_settings["device_target"], attr_key)
    if attr_key in _settings:
        return _settings[attr_key]
    raise ValueError(f"For 'context.get_context', the argument {attr_key} is not recognized! For detailed usage of "
                     "'get_context', please refer to the Mindspore official website.")


def get_jit_config():
    """The ``jit_config`` dict last set (read by ``jit``/GRAPH_MODE)."""
    return _settings["jit_config"]


# --- set_device & co (mindspore.device_manager) -------------------------------------------------
class DeviceInfo(tuple):
    """``(device_target, device_id)`` as returned by ``get_current_device``."""

    def __new__(cls, device_target, device_id):
        return super().__new__(cls, (device_target, device_id))

    @property
    def device_target(self):
        """The device target ("CPU" or "GPU")."""
        return self[0]

    @property
    def device_id(self):
        """The device index."""
        return self[1]


def set_device(device_target, device_id=None):
    """``mindspore.set_device``: choose "CPU" (torch cpu) or "GPU" (torch cuda:<device_id>) once per process."""
    _check_types({"device_target": device_target, "device_id": device_id},
                 {"device_target": str, "device_id": int})
    _choice("device_target", device_target, ["CPU", "GPU", "Ascend"], "set_device")
    explicit_id = device_id is not None
    device_id = 0 if device_id is None else device_id
    if device_id < 0:
        raise ValueError(f"For 'set_device', the device id must bigger than or equal to 0, but got {device_id}.")
    _check_supported(device_target)
    if _device_lock:
        if _device_lock[0][:2] != (device_target, device_id):
            raise RuntimeError("The 'mindspore.set_device' can not be modified.")
        return
    placement = _device_of(device_target, int(device_id))
    _device_lock.append((device_target, device_id, explicit_id))
    _settings.update(device_target=device_target, device_id=int(device_id))
    _set_placement(placement)


def get_current_device():
    """``mindspore.get_current_device``: a DeviceInfo ``(device_target, device_id)``."""
    return DeviceInfo(_settings["device_target"], _settings["device_id"])


def set_deterministic(deterministic):
    """``mindspore.set_deterministic``: ``torch.use_deterministic_algorithms`` (warn_only), once per process."""
    _check_types({"deterministic": deterministic}, {"deterministic": bool})
    if _deterministic_lock:
        raise RuntimeError("The 'mindspore.set_deterministic' can not be set repeatedly.")
    _deterministic_lock.append(bool(deterministic))
    updates = {"deterministic": "ON" if deterministic else "OFF"}
    _apply_to_torch(updates)
    _settings.update(updates)
    if "mode" in updates:
        from .common.api import set_graph_mode
        set_graph_mode(updates["mode"] == GRAPH_MODE)


# --- placement: the one place that decides where new data goes ----------------------------------------
_CPU = torch.device("cpu")
_device = _CPU                # the torch device of the current device target; read through _torch_device()


def _gpu(device_id):
    """The torch device of MindSpore's ("GPU", device_id): cuda:<device_id>, made torch's current CUDA device."""
    count = torch.cuda.device_count()
    if device_id >= count:
        raise RuntimeError(f"For 'set_device', the device id {device_id} is not available: torch sees {count} CUDA "
                           "device(s).")
    torch.cuda.set_device(device_id)
    return torch.device("cuda", device_id)


def _device_of(target, device_id):
    """torch device of a (device_target, device_id) pair: "CPU" -> cpu, "GPU" -> cuda:<device_id>."""
    return _gpu(device_id) if target == "GPU" else _CPU


def _set_placement(device):
    global _device
    _device = device


def _torch_device():
    """torch.device where msbridge puts the data a program creates (Tensors from Python/numpy data,
    Parameters, initializers, creation ops, dataset batches, loaded checkpoints); op outputs follow their inputs."""
    return _device


def _place(t):
    """A CPU tensor ``t`` just made from host data, on the current device (``t`` itself on CPU, at no cost)."""
    return t if _device is _CPU else t.to(_device)


# --- auto parallel and parameter-server contexts -------------------------------------------------
_PARALLEL_DEFAULTS = {
    "all_reduce_fusion_config": [], "auto_parallel_new_interface": False,
    "auto_parallel_search_mode": "recursive_programming", "auto_pipeline": False,
    "comm_fusion": {"openstate": True, "allreduce": {"mode": "auto", "config": None},
                    "allgather": {"mode": "auto", "config": None}, "reducescatter": {"mode": "auto", "config": None}},
    "communi_parallel_mode": "all_group_parallel", "dataset_strategy": "data_parallel", "device_num": 1,
    "dump_device_local_norm": False, "dump_local_norm": False, "dump_local_norm_path": "", "enable_alltoall": False,
    "enable_parallel_optimizer": False, "force_fp32_communication": False, "full_batch": False,
    "full_batch_is_set": False, "global_rank": 0, "grad_accumulation_step": 1, "gradient_fp32_sync": True,
    "gradients_mean": False, "init_param_in_compile": True, "loss_repeated_mean": True,
    "optimizer_weight_shard_aggregated_save": False, "optimizer_weight_shard_size": -1,
    "parallel_mode": ParallelMode.STAND_ALONE, "parameter_broadcast": False, "pipeline_interleave": False,
    "pipeline_result_broadcast": False, "pipeline_scheduler": "1f1b", "pipeline_stages": 1,
    "search_mode": "recursive_programming", "sharding_propagation": False,
    "strategy_ckpt_config": {"load_file": "", "save_file": "", "only_trainable_params": True},
    "strategy_ckpt_load_file": "", "strategy_ckpt_save_file": "",
}
_PARALLEL_READ_ONLY = ("full_batch_is_set", "pipeline_interleave", "pipeline_scheduler")
_PARALLEL_WRITE_ONLY = ("group_ckpt_save_file", "parallel_optimizer_config", "pipeline_config", "pipeline_segments")
_PARALLEL_TYPES = {
    "device_num": int, "global_rank": int, "gradients_mean": bool, "gradient_fp32_sync": bool,
    "loss_repeated_mean": bool, "parallel_mode": str, "search_mode": str, "auto_parallel_search_mode": str,
    "parameter_broadcast": bool, "strategy_ckpt_load_file": str, "strategy_ckpt_save_file": str, "full_batch": bool,
    "enable_parallel_optimizer": bool, "grad_accumulation_step": int, "all_reduce_fusion_config": list,
    "group_ckpt_save_file": str, "communi_parallel_mode": str, "optimizer_weight_shard_size": int,
    "sharding_propagation": bool, "optimizer_weight_shard_aggregated_save": bool, "enable_alltoall": bool,
    "comm_fusion": dict, "strategy_ckpt_config": dict, "force_fp32_communication": bool,
}
_SEARCH_MODES = ("recursive_programming", "dynamic_programming", "sharding_propagation")
_SEARCH_MODE_NOTICE = ("The attribute 'auto_parallel_search_mode' is currently replaced by 'search_mode'. The "
                       "attribute 'auto_parallel_search_mode' will be deleted in a future MindSpore version.")
_parallel = {}


def _parallel_mode(mode):
    if mode not in ParallelMode.MODE_LIST:
        raise ValueError("The context configuration parameter 'parallel_mode' only support 'stand_alone', "
                         "'data_parallel', 'hybrid_parallel', 'semi_auto_parallel' and 'auto_parallel', but got the "
                         f"value : {mode}.")
    if mode not in (ParallelMode.STAND_ALONE, ParallelMode.DATA_PARALLEL):
        raise NotImplementedError(f"For 'set_auto_parallel_context', parallel_mode '{mode}' (operator sharding) is "
                                  "not supported by msbridge; use 'stand_alone' or 'data_parallel'.")
    return {"parallel_mode": mode}


def _search_mode(mode, key="search_mode"):
    if key == "auto_parallel_search_mode":
        _warn(_SEARCH_MODE_NOTICE)
    if mode not in _SEARCH_MODES:
        raise ValueError(f"The context configuration parameter '{key}' only support 'recursive_programming', "
                         f"'dynamic_programming' and 'sharding_propagation', but got the value: {mode}.")
    return {"search_mode": mode, "auto_parallel_search_mode": mode}


def _pipeline_stages(stages):
    if isinstance(stages, bool) or not isinstance(stages, int):
        raise TypeError("For 'set_auto_parallel_context', the argument 'pipeline_stages' must be int, but got the "
                        f"type : {type(stages)}.")
    if stages < 1:
        raise ValueError("For 'set_auto_parallel_context', the argument 'pipeline_stages' should be greater or "
                         f"equal 1, but got the value of stages : {stages}.")
    if stages > 1:
        raise NotImplementedError("For 'set_auto_parallel_context', pipeline_stages > 1 (pipeline parallelism) is "
                                  f"not supported by msbridge, but got {stages}.")
    return {"pipeline_stages": stages}


def _dataset_strategy(strategy):
    if isinstance(strategy, str):
        if strategy not in ("full_batch", "data_parallel"):
            raise ValueError("For 'set_auto_parallel_context', the argument 'dataset_strategy' must be 'full_batch' "
                             f"or 'data_parallel', but got the value : {strategy}.")
        return {"dataset_strategy": strategy, "full_batch": strategy == "full_batch"}
    if not isinstance(strategy, tuple) or not all(isinstance(s, tuple) for s in strategy):
        raise TypeError("For 'set_auto_parallel_context', the argument 'dataset_strategy' must be str or tuple type "
                        f"(of tuples), but got the type : {type(strategy)}.")
    return {"dataset_strategy": strategy}


def _bool_only(key, value):
    if not isinstance(value, bool):
        raise TypeError(f"For 'set_auto_parallel_context', the argument '{key}' must be bool, but got the type : "
                        f"{type(value)}.")
    return {key: value}


def _no_parallel_optimizer(value):
    if value:
        raise NotImplementedError("For 'set_auto_parallel_context', enable_parallel_optimizer=True (optimizer "
                                  "sharding) is not supported by msbridge.")
    return {"enable_parallel_optimizer": value}


_PARALLEL_CHECKS = {
    "parallel_mode": _parallel_mode,
    "device_num": _store("device_num", lambda v: v >= 1, "The context configuration parameter 'device_num' must be "
                         "a positive integer, but got the value of device_num : {}.", int),
    "global_rank": _store("global_rank", lambda v: 0 <= v <= 4095, "The context configuration parameter "
                          "'global_rank' must be in [0, 4095], but got the value of global_rank : {}.", int),
    "search_mode": _search_mode,
    "auto_parallel_search_mode": lambda v: _search_mode(v, "auto_parallel_search_mode"),
    "pipeline_stages": _pipeline_stages,
    "dataset_strategy": _dataset_strategy,
    "auto_pipeline": lambda v: _bool_only("auto_pipeline", v),
    "enable_parallel_optimizer": _no_parallel_optimizer,
    "full_batch": lambda v: {"full_batch": v, "full_batch_is_set": True},
}


def set_auto_parallel_context(**kwargs):
    """``mindspore.set_auto_parallel_context``: stand-alone or data-parallel settings read by the training code."""
    _check_types(kwargs, _PARALLEL_TYPES)
    updates = {}
    for key, value in kwargs.items():
        if key in _PARALLEL_READ_ONLY or key not in _PARALLEL_DEFAULTS and key not in _PARALLEL_WRITE_ONLY:
            raise ValueError(f"Set context keyword {key} is not recognized!")
        updates.update(_PARALLEL_CHECKS[key](value) if key in _PARALLEL_CHECKS else {key: value})
    _parallel.update(updates)


def get_auto_parallel_context(attr_key):
    """``mindspore.get_auto_parallel_context``: one auto-parallel setting."""
    if attr_key not in _PARALLEL_DEFAULTS:
        raise ValueError(f"Get context keyword {attr_key} is not recognized!")
    if attr_key == "auto_parallel_search_mode":
        _warn(_SEARCH_MODE_NOTICE)
    return _parallel[attr_key]


def reset_auto_parallel_context():
    """``mindspore.reset_auto_parallel_context``: back to the stand-alone defaults."""
    _parallel.clear()
    _parallel.update(_copy(_PARALLEL_DEFAULTS))


_PS_DEFAULTS = {"config_file_path": "", "enable_ps": False, "enable_ssl": False, "ms_role": "MS_NOT_PS",
                "scheduler_ip": "127.0.0.1", "scheduler_port": 6667, "server_mode": "", "server_num": 0,
                "worker_num": 0}
_PS_WRITE_ONLY = ("client_password", "server_password")
_ps = {}


def set_ps_context(**kwargs):
    """``mindspore.set_ps_context``: only ``enable_ps=False`` is meaningful (no parameter server in msbridge)."""
    _check_types(kwargs, {"enable_ps": bool})
    for key in kwargs:
        if key not in _PS_DEFAULTS and key not in _PS_WRITE_ONLY:
            raise ValueError(f"Set PS context keyword {key} is not recognized!")
    if kwargs.get("enable_ps"):
        raise NotImplementedError("For 'set_ps_context', enable_ps=True (parameter server training) is not "
                                  "supported by msbridge.")
    _ps.update(kwargs)


def get_ps_context(attr_key):
    """``mindspore.get_ps_context``: one parameter-server setting."""
    if attr_key not in _PS_DEFAULTS:
        raise ValueError(f"Get PS context keyword {attr_key} is not recognized!")
    return _ps[attr_key]


def _copy(table):
    return {key: (dict(value) if isinstance(value, dict) else list(value) if isinstance(value, list) else value)
            for key, value in table.items()}


def _reset_tables():
    for table, defaults in ((_settings, _CONTEXT_DEFAULTS), (_parallel, _PARALLEL_DEFAULTS), (_ps, _PS_DEFAULTS)):
        table.clear()
        table.update(_copy(defaults))
    _device_lock.clear()
    _deterministic_lock.clear()
    _set_placement(_CPU)


def _reset():
    """Back to a fresh process's context, torch flags included (tests use it; MindSpore has no such API)."""
    _reset_tables()
    _apply_to_torch({"deterministic": "OFF", "runtime_num_threads": _CONTEXT_DEFAULTS["runtime_num_threads"]})
    from .common.api import set_graph_mode
    set_graph_mode(False)  # PYNATIVE_MODE, the default


_reset_tables()
