"""``mindspore.train.serialization``: MindSpore's own checkpoint files (``.ckpt`` and safetensors), read and written
byte for byte as MindSpore 2.10 does, with torch tensors underneath. Loading parses bytes only and never runs code.
"""
import io
import logging
import multiprocessing
import os
import re
import threading
from concurrent.futures import ThreadPoolExecutor

import numpy as np
import torch

from .. import nn
from .._checkparam import check_bool, check_isinstance
from ..common.parameter import Parameter
from ..common.tensor import Tensor
from ._atomic_file import atomic_writer
from ._ckpt.crypto import check_encrypt_args
from ._ckpt.read import read_ckpt, read_safetensors
from ._ckpt.write import Record, write

__all__ = ["save_checkpoint", "load_checkpoint", "load_param_into_net", "load_checkpoint_async",
           "async_ckpt_thread_status", "ckpt_to_safetensors", "safetensors_to_ckpt"]

_logger = logging.getLogger("mindspore")
_FORMATS = ("ckpt", "safetensors")
_ASYNC_THREAD_NAME = "asyn_save_ckpt"
_SAVE_LOCK = threading.RLock()


# --- argument checks (MindSpore's messages) -----------------------------------------------------------------------
def _check_safetensors_defaults(api, format, **values):
    """safetensors files carry no encryption: the arguments must keep their defaults."""
    if format != "safetensors":
        return
    defaults = {"enc_key": None, "dec_key": None, "enc_mode": "AES-GCM", "dec_mode": "AES-GCM",
                "map_param_inc": False, "global_step_num": None}
    for name, value in values.items():
        if value != defaults[name]:
            raise ValueError(f"For '{api}', when format is 'safetensors', the parameter '{name}' must be set to "
                             f"default value '{defaults[name]}', but got '{value}'.")


# --- save ---------------------------------------------------------------------------------------------------------
def _save_file_name(save_obj, ckpt_file_name, format):
    if format not in _FORMATS:
        raise ValueError(f"For 'save_checkpoint', the format must be 'safetensors' or 'ckpt', but got {format}.")
    if not isinstance(save_obj, (nn.Cell, list, dict)):
        raise TypeError("For 'save_checkpoint', the parameter 'save_obj' must be nn.Cell, list or dict, "
                        f"but got {type(save_obj)}.")
    if not isinstance(ckpt_file_name, str):
        raise TypeError(f"For 'save_checkpoint', the parameter {ckpt_file_name} for checkpoint file name is invalid,"
                        f"'ckpt_file_name' must be string, but got {type(ckpt_file_name)}.")
    path = os.path.realpath(ckpt_file_name)
    if os.path.isdir(path):
        raise IsADirectoryError(f"For 'save_checkpoint', the parameter `ckpt_file_name`: {path} is a directory, "
                                "it must be a file name.")
    return path if path.endswith(format) else f"{path}.{format}"


def _check_async_save(async_save):
    if not isinstance(async_save, (bool, str)):
        raise TypeError(f"For 'save_checkpoint', the parameter 'async_save' must be bool or str, "
                        f"but got {type(async_save)}.")
    if isinstance(async_save, str) and async_save not in ("process", "thread"):
        raise ValueError("For 'save_checkpoint', the argument 'async_save' can only be 'process' or 'thread',"
                         f"but got {async_save}.")
    return async_save


def _check_append_dict(append_dict):
    if append_dict is None:
        return {}
    if not isinstance(append_dict, dict):
        raise TypeError(f"For 'save_checkpoint', the argument 'append_dict' must be dict, but got "
                        f"{type(append_dict)}.")
    for key, value in append_dict.items():
        if not isinstance(key, str) or not isinstance(value, (int, float, bool, str, Tensor)):
            raise TypeError("For 'save_checkpoint', the type of dict 'append_info' must be key: string, "
                            f"value: int, float, bool or Generator, but got key: {type(key)}, value: {type(value)}")
    return {k: v for k, v in append_dict.items() if k != "__exception_save__"}


def _items_from_list(save_obj, choice_func):
    items = []
    if save_obj and isinstance(save_obj[0], dict):
        for entry in save_obj:
            if not (isinstance(entry, dict) and "name" in entry and "data" in entry):
                raise TypeError("For save_checkpoint, save_obj should be a list of dict items, and the dict should "
                                f"have key values 'name' and 'value', but got {type(entry)} and {entry}.")
            if not isinstance(entry["name"], str):
                raise TypeError("For save_checkpoint, when save_obj is a list of dict items, the name in dict "
                                f"should be string, but got {type(entry['name'])}.")
            if not isinstance(entry["data"], Tensor):
                raise TypeError("For save_checkpoint, when save_obj is a list of dict items, the data in dict "
                                f"should be parameter, but got {type(entry['data'])}.")
            if choice_func is None or choice_func(entry["name"]):
                items.append((entry["name"], entry["data"]))
        return items
    for param in save_obj:
        if not isinstance(param, Parameter):
            raise TypeError("For save_checkpoint, when save_obj is made up by list of Parameter,"
                            f"the param should be parameter, but got {type(param)}")
        if choice_func is None or choice_func(param.name):
            items.append((param.name, param))
    return items


def _items_from_dict(save_obj, choice_func):
    items = []
    for key, value in save_obj.items():
        if not isinstance(key, str) or not isinstance(value, (Tensor, np.ndarray, str)):
            raise TypeError("For save_checkpoint, when save_obj is made up by dict, the key should be str and"
                            "value should be Parameter, but got the type of key is "
                            f"{type(key)} and the type of value is {type(value)}")
        if choice_func is None or choice_func(key):
            items.append((key, Tensor(value) if isinstance(value, np.ndarray) else value))
    return items


def _items_to_save(save_obj, append_dict, choice_func):
    """(name, Tensor or str) pairs in MindSpore's order: the object's entries, then append_dict's."""
    if isinstance(save_obj, nn.Cell):
        items = [(p.name, p) for _, p in save_obj.parameters_and_names()
                 if choice_func is None or choice_func(p.name)]
    elif isinstance(save_obj, list):
        items = _items_from_list(save_obj, choice_func)
    else:
        items = _items_from_dict(save_obj, choice_func)
    for key, value in append_dict.items():
        items.append((key, value if isinstance(value, (str, Tensor)) else Tensor(value)))
    return items


def _temp_name(path):
    """MindSpore's temporary file of a save: the target with its format suffix replaced by ``.tmp``."""
    return os.path.splitext(path)[0] + ".tmp"


def _exec_save(path, records, format, by_rows, crc_check, remove_redundancy, enc_key, enc_mode):
    with _SAVE_LOCK:
        try:
            with atomic_writer(path, _temp_name(path)) as f:
                write(f, records, format, by_rows, crc_check, remove_redundancy, enc_key, enc_mode)
        except BaseException:
            _logger.critical("Failed to save the checkpoint file %s. Maybe don't have the permission to write files, "
                             "or the disk space is insufficient and so on.", path)
            raise


def _wait_async_save():
    for thread in threading.enumerate():
        if thread.name == _ASYNC_THREAD_NAME and thread is not threading.current_thread():
            thread.join()


def save_checkpoint(save_obj, ckpt_file_name, integrated_save=True, async_save=False, append_dict=None,
                    enc_key=None, enc_mode="AES-GCM", choice_func=None, crc_check=False, format="ckpt", **kwargs):
    """``mindspore.save_checkpoint``: MindSpore's protobuf .ckpt (or safetensors) from torch tensors' raw bytes."""
    path = _save_file_name(save_obj, ckpt_file_name, format)
    check_bool(integrated_save)
    async_save = _check_async_save(async_save)
    append_dict = _check_append_dict(append_dict)
    check_isinstance(enc_key, (type(None), bytes), "enc_key")
    check_isinstance(enc_mode, str, "enc_mode")
    check_isinstance(crc_check, bool, "crc_check")
    incremental = kwargs.get("incremental", False)
    global_step_num = kwargs.get("global_step_num", None)
    remove_redundancy = check_isinstance(kwargs.get("remove_redundancy", None),
                                         (type(None), bool), "remove_redundancy")
    _check_safetensors_defaults("save_checkpoint", format, enc_key=enc_key, enc_mode=enc_mode,
                                map_param_inc=incremental, global_step_num=global_step_num)
    if enc_key is not None:
        check_encrypt_args(enc_key, enc_mode)
    if incremental:
        raise NotImplementedError("For 'save_checkpoint', the argument 'incremental' (MapParameter) is not supported "
                                  "by msbridge.")
    by_rows = bool(async_save)
    # Keyed by name as in MindSpore: a repeated name keeps its first position and its last value.
    items = dict(_items_to_save(save_obj, append_dict, choice_func))
    records = [Record(name, value, snapshot=by_rows) for name, value in items.items()]
    args = (path, records, format, by_rows, crc_check, remove_redundancy, enc_key, enc_mode)
    if not async_save:
        _exec_save(*args)
        return
    _wait_async_save()
    threading.Thread(target=_exec_save, args=args, name=_ASYNC_THREAD_NAME).start()


def async_ckpt_thread_status():
    """``mindspore.async_ckpt_thread_status`` (deprecated): whether an asynchronous save is still running."""
    _logger.warning("The interface 'mindspore.async_ckpt_thread_status' is deprecated from version 2.5 "
                    "and will be removed in a future version.")
    return any(t.name == _ASYNC_THREAD_NAME for t in threading.enumerate())


# --- load ---------------------------------------------------------------------------------------------------------
def _check_prefix(prefix):
    if prefix is None:
        return None
    if not isinstance(prefix, (str, list, tuple)):
        raise TypeError("For 'load_checkpoint', the type of 'specify_prefix' or 'filter_prefix' must be string, "
                        f"list[string] or tuple[string], but got {type(prefix)}.")
    prefix = (prefix,) if isinstance(prefix, str) else tuple(prefix)
    if not prefix:
        raise ValueError("For 'load_checkpoint', the argument 'specify_prefix' or 'filter_prefix' can't be empty when"
                         " 'specify_prefix' or 'filter_prefix' is list or tuple.")
    for index, item in enumerate(prefix):
        if not isinstance(item, str):
            raise TypeError("For 'load_checkpoint', when 'specify_prefix' or 'filter_prefix' is list or tuple, "
                            f"the element in it must be string, but got {type(item)} at index {index}.")
        if item == "":
            raise ValueError("For 'load_checkpoint', the value of 'specify_prefix' or 'filter_prefix' "
                             "can't include ''.")
    return prefix


def _load_file_name(file, format):
    if format not in _FORMATS:
        raise ValueError("For 'load_checkpoint', the checkpoint file should end with '.ckpt' or '.safetensors', "
                         "please input the correct 'format'.")
    if isinstance(file, io.BytesIO):
        if format == "ckpt":
            raise TypeError("ckpt don't support BytesIO as input type, please change to safetensors.")
        return file
    if not isinstance(file, str):
        raise TypeError(f"For 'load_checkpoint', the argument 'ckpt_file_name' must be string, but got {type(file)}.")
    if not file.endswith(format):
        raise ValueError("For 'load_checkpoint', the checkpoint file format must same with 'format', but got "
                         f"file_name:'{file}', format:'{format}'")
    path = os.path.realpath(file)
    if not os.path.exists(path):
        raise ValueError(f"For 'load_checkpoint', the checkpoint file: {path} does not exist, please check "
                         "whether the 'ckpt_file_name' is correct.")
    return path


def _selector(specify_prefix, filter_prefix, choice_func):
    """The name test of load_checkpoint: prefixes when given (deprecated), else choice_func."""
    if specify_prefix is None and filter_prefix is None:
        return choice_func or (lambda name: True)

    def keep(name):
        if specify_prefix and not name.startswith(specify_prefix):
            return False
        return not (filter_prefix and name.startswith(filter_prefix))
    return keep


def load_checkpoint(ckpt_file_name, net=None, strict_load=False, filter_prefix=None, dec_key=None,
                    dec_mode="AES-GCM", specify_prefix=None, choice_func=None, crc_check=False,
                    remove_redundancy=False, format="ckpt"):
    """``mindspore.load_checkpoint``: {name: Parameter over a torch tensor} from a .ckpt/safetensors file, each
    entry validated and its bytes read once into the tensor (torch's loading step, for MindSpore's format)."""
    specify_prefix = _check_prefix(specify_prefix)
    filter_prefix = _check_prefix(filter_prefix)
    check_isinstance(dec_key, (type(None), bytes), "dec_key")
    check_isinstance(dec_mode, str, "dec_mode")
    check_isinstance(crc_check, bool, "crc_check")
    check_isinstance(remove_redundancy, bool, "remove_redundancy")
    _check_safetensors_defaults("load_checkpoint", format, dec_key=dec_key, dec_mode=dec_mode)
    path = _load_file_name(ckpt_file_name, format)
    if format == "safetensors":
        params, remove_redundancy = read_safetensors(path, choice_func, crc_check, remove_redundancy)
    else:
        if specify_prefix:
            _logger.warning("For load_checkpoint, this parameter `specity_prefix` will be deprecated, "
                            "please use `choice_func` instead.")
        if filter_prefix:
            _logger.warning("For load_checkpoint, this parameter `filter_prefix` will be deprecated, "
                            "please use `choice_func` instead.")
        params = read_ckpt(path, _selector(specify_prefix, filter_prefix, choice_func), crc_check, dec_key, dec_mode)
    if not params:
        raise ValueError("The loaded parameter dict is empty after filter or specify, please check whether "
                         "'filter_prefix' or 'specify_prefix' are set correctly.")
    if net is not None:
        load_param_into_net(net, params, strict_load, remove_redundancy)
    return params


class _ParamDictFuture:
    """The handle ``load_checkpoint_async`` returns: ``result()`` waits for the dict."""

    def __init__(self, executor, future):
        self._executor, self._future = executor, future

    def result(self):
        params = self._future.result()
        self._executor.shutdown()
        return params


def load_checkpoint_async(ckpt_file_name, net=None, strict_load=False, filter_prefix=None, dec_key=None,
                          dec_mode="AES-GCM", specify_prefix=None, choice_func=None):
    """``mindspore.load_checkpoint_async``: load_checkpoint on a worker thread (concurrent.futures); ``.result()``
    gives the dict."""
    format = "safetensors" if ckpt_file_name.endswith(".safetensors") else "ckpt"
    executor = ThreadPoolExecutor(max_workers=2)
    future = executor.submit(load_checkpoint, ckpt_file_name, net, strict_load, filter_prefix, dec_key, dec_mode,
                             specify_prefix, choice_func, format=format)
    return _ParamDictFuture(executor, future)


# --- load_param_into_net --------------------------------------------------------------------------------------------
_FLOAT_TYPES = (torch.float16, torch.float32, torch.float64, torch.bfloat16)
_INT_TYPES = (torch.int8, torch.int16, torch.int32, torch.int64)


def _convertible(old, new, strict_load):
    pair = (old, new)
    return not strict_load and (all(t in _FLOAT_TYPES for t in pair) or all(t in _INT_TYPES for t in pair))


def _matching_source(param, new_param):
    """``new_param``'s torch data in ``param``'s shape; a file entry may carry extra trailing 1-dims (GE layouts)."""
    target, source = param._t, new_param._t
    if target.shape == source.shape:
        return source
    if source.dim() > target.dim() and all(d == 1 for d in source.shape[target.dim():]):
        return source.reshape(target.shape)
    _logger.critical("Failed to combine the net and the parameters for param %s.", param.name)
    raise RuntimeError(f"For 'load_param_into_net', {param.name} in the argument 'net' should have the same shape "
                       f"as {param.name} in the argument 'parameter_dict'. But got its shape {param.shape} in"
                       f" the argument 'net' and shape {new_param.shape} in the argument 'parameter_dict'."
                       "May you need to check whether the checkpoint you loaded is correct or the batch size and "
                       "so on in the 'net' and 'parameter_dict' are same.")


def _load_one(param, new_param, strict_load):
    """Copy ``new_param`` into ``param`` by MindSpore's rules: shape first, then dtype (cast within float or int
    families unless ``strict_load``); ``set_data`` copies into the torch Parameter in place."""
    source = _matching_source(param, new_param)
    if param.dtype != new_param.dtype:
        if not _convertible(param._t.dtype, new_param._t.dtype, strict_load):
            _logger.critical("Failed to combine the net and the parameters for param %s.", param.name)
            raise RuntimeError(
                f"For 'load_param_into_net', {param.name} in the argument 'net' should have the same type as "
                f"{param.name} in the argument 'parameter_dict'. but got its type {param.dtype} in the "
                f"argument 'net' and type {new_param.dtype} in the argument 'parameter_dict'."
                "May you need to check whether the checkpoint you loaded is correct.")
        _logger.warning(f"The type of {new_param.name}:{new_param.dtype} in 'parameter_dict' is different from "
                        f"the type of it in 'net':{param.dtype}, then the type convert from "
                        f"{new_param.dtype} to {param.dtype} in the network. May consume additional memory "
                        "and time")
    param.set_data(Tensor.from_torch(source.detach()))


def _check_load_param_into_net(net, parameter_dict):
    if not isinstance(net, nn.Cell):
        _logger.critical("Failed to combine the net and the parameters.")
        raise TypeError(f"For 'load_param_into_net', the argument 'net' should be a Cell, but got {type(net)}.")
    if not isinstance(parameter_dict, dict):
        _logger.critical("Failed to combine the net and the parameters.")
        raise TypeError("For 'load_param_into_net', the argument 'parameter_dict' should be a dict, "
                        f"but got {type(parameter_dict)}.")
    for key, value in parameter_dict.items():
        if not isinstance(key, str) or not isinstance(value, (Parameter, str, list)):
            _logger.critical("Load parameters into net failed.")
            raise TypeError("For 'parameter_dict', the element in the argument 'parameter_dict' should be a "
                            f"'str' and 'Parameter' , but got {type(key)} and {type(value)}.")


def _load_with_prefix(net, parameter_dict, param_not_load, strict_load):
    """MindSpore's second pass: find a prefix that, put before unloaded names, matches checkpoint keys."""
    prefix, longest = "", param_not_load[0]
    while prefix != longest and param_not_load:
        prefix = longest
        for net_name in param_not_load:
            for dict_name in parameter_dict:
                if dict_name.endswith(net_name):
                    prefix = dict_name[:-len(net_name)]
                    break
            if prefix != longest:
                break
        if prefix != longest:
            _logger.warning(f"For 'load_param_into_net', remove parameter prefix name: {prefix}, continue to load.")
            for _, param in net.parameters_and_names():
                key = prefix + param.name
                if param.name in param_not_load and key in parameter_dict:
                    _load_one(param, parameter_dict[key], strict_load)
                    param_not_load.remove(param.name)


def load_param_into_net(net, parameter_dict, strict_load=False, remove_redundancy=False):
    """``mindspore.load_param_into_net``: copy Parameters into ``net`` by name (torch ``copy_``); returns
    (net names not loaded, dict keys not loaded)."""
    _check_load_param_into_net(net, parameter_dict)
    check_bool(strict_load)
    check_isinstance(remove_redundancy, bool, "remove_redundancy")
    param_not_load, ckpt_not_load = [], list(parameter_dict)
    for _, param in net.parameters_and_names():
        if param.name in parameter_dict:
            new_param = parameter_dict[param.name]
            if not isinstance(new_param, Parameter):
                continue
            _load_one(param, new_param, strict_load)
            ckpt_not_load.remove(param.name)
        elif not param.name.startswith("accu_grads"):
            param_not_load.append(param.name)
    if param_not_load and not strict_load:
        _load_with_prefix(net, parameter_dict, param_not_load, strict_load)
    if remove_redundancy:
        raise TypeError("The deduplication feature for loading checkpoint can only be used "
                        "in parallel scenarios, but got stand_alone.")
    if param_not_load:
        _logger.warning(f"For 'load_param_into_net', {len(param_not_load)} parameters in the 'net' are not loaded, "
                        "because they are not in the 'parameter_dict', please check whether the network structure "
                        "is consistent when training and loading checkpoint.")
        _logger.warning(f"{param_not_load} are not loaded.")
    return param_not_load, ckpt_not_load


# --- format conversion ----------------------------------------------------------------------------------------------
def _convert_one(task):
    src, name_map, dst_dir, file_name, dst_format = task
    src_format = "ckpt" if dst_format == "safetensors" else "safetensors"
    params = load_checkpoint(src, format=src_format)
    if name_map is not None:
        params = {name_map.get(k, k): v for k, v in params.items()}
    dst_name = file_name.replace(f".{src_format}", f".{dst_format}")
    save_checkpoint(params, os.path.join(dst_dir, dst_name), format=dst_format)


def _rank_dir_tasks(file_path, save_path, file_name_regex, name_map, dst_format, api):
    src_suffix = ".ckpt" if dst_format == "safetensors" else ".safetensors"
    rank_dirs = [d for d in sorted(os.listdir(file_path))
                 if d.startswith("rank") and os.path.isdir(os.path.join(file_path, d))]
    if not rank_dirs:
        raise ValueError(f"For '{api}', no directories starting with 'rank' found in {file_path}.")
    tasks = []
    for rank_dir in rank_dirs:
        src_dir = os.path.join(file_path, rank_dir)
        dst_dir = os.path.join(save_path, rank_dir) if save_path is not None else src_dir
        os.makedirs(dst_dir, exist_ok=True)
        for name in sorted(os.listdir(src_dir)):
            if name.endswith(src_suffix) and (file_name_regex is None or re.search(file_name_regex, name)):
                tasks.append((os.path.join(src_dir, name), name_map, dst_dir, name, dst_format))
    return tasks


def _convert_files(file_path, save_path, name_map, file_name_regex, processes_num, dst_format, api):
    src_suffix = ".ckpt" if dst_format == "safetensors" else ".safetensors"
    is_dir, is_file = os.path.isdir(file_path), os.path.isfile(file_path)
    if not is_dir and not is_file:
        raise ValueError(f"For {api}, the input path must be a valid path or file, but got {file_path}")
    if save_path and os.path.splitext(save_path)[1]:
        raise ValueError(f"For {api}, the save_path must be a directory, but got '{save_path}'")
    if name_map is not None and not isinstance(name_map, dict):
        raise ValueError(f"For {api}, the type of 'name_map' must be a directory, but got '{type(name_map)}'")
    if is_dir:
        tasks = _rank_dir_tasks(file_path, save_path, file_name_regex, name_map, dst_format, api)
        if processes_num > 1:
            with multiprocessing.get_context("spawn").Pool(processes=processes_num) as pool:
                pool.map(_convert_one, tasks)
        else:
            for task in tasks:
                _convert_one(task)
        return
    if not file_path.endswith(src_suffix):
        raise ValueError(f"For {api}, the input file must be a {src_suffix} file, but got {file_path}")
    if file_name_regex is not None and not re.findall(file_name_regex, file_path):
        raise ValueError(f"For {api}, the input file does not match the regular expression.")
    if save_path and not os.path.exists(save_path):
        os.makedirs(save_path, exist_ok=True)
    dst_dir = save_path if save_path else os.path.dirname(file_path)
    _convert_one((file_path, name_map, dst_dir, os.path.basename(file_path), dst_format))


def ckpt_to_safetensors(file_path, save_path=None, name_map=None, file_name_regex=None, processes_num=1):
    """``mindspore.ckpt_to_safetensors``: rewrite .ckpt files (one, or every rank*/ folder's) as safetensors."""
    _convert_files(file_path, save_path, name_map, file_name_regex, processes_num, "safetensors",
                   "ckpt_to_safetensors")


def safetensors_to_ckpt(file_path, save_path=None, name_map=None, file_name_regex=None, processes_num=1):
    """``mindspore.safetensors_to_ckpt``: rewrite safetensors files (one, or every rank*/ folder's) as .ckpt."""
    _convert_files(file_path, save_path, name_map, file_name_regex, processes_num, "ckpt", "safetensors_to_ckpt")
