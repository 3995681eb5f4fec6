"""Checkpoint cases, recorded from MindSpore 2.10 by record_checkpoint.py and replayed on msbridge by
tests/test_checkpoint.py. Every case is a function of the ``mindspore`` or ``msbridge`` module, so both sides run
the same code:

- ``FIXTURES[name](ms, directory)`` writes a file only MindSpore can write; it is recorded, not compared;
- ``SAVES[name](ms, directory)`` writes a checkpoint into ``directory`` and returns its file name; the recorder
  keeps MindSpore's file as ``checkpoint/<name>-<file name>``, the test compares msbridge's bytes with it;
- ``LOADS[name](ms, directory)`` reads recorded files from ``directory`` (load_checkpoint, load_param_into_net)
  and returns a JSON-able description, compared for equality;
- ``ERRORS[name](ms, directory)`` must raise; the exception type is compared.
"""
import contextlib
import multiprocessing
import os
import threading

import numpy as np

DTYPES = ("float16", "float32", "float64", "bfloat16", "int8", "int16", "int32", "int64", "uint8", "uint16",
          "uint32", "uint64", "bool_")


def _wait_async(ms):
    """Wait for save_checkpoint(async_save=...) to finish: MindSpore's thread or process, msbridge's thread."""
    for thread in threading.enumerate():
        if thread.name == "asyn_save_ckpt":
            thread.join()
    for process in multiprocessing.active_children():
        if process.name == "asyn_save_ckpt":
            process.join()


@contextlib.contextmanager
def small_slices(ms, kib=1):
    """Make the split threshold ``kib`` KiB instead of 512 MiB, on either side, to get small split files."""
    if ms.__name__ == "mindspore":
        import mindspore.train.serialization as module
        name, value = "SLICE_SIZE", kib
    else:
        import msbridge.train._ckpt.wire as module
        name, value = "SLICE_BYTES", kib * 1024
    old = getattr(module, name)
    setattr(module, name, value)
    try:
        yield
    finally:
        setattr(module, name, old)


def _dense(ms):
    net = ms.nn.Dense(2, 1)
    net.weight.set_data(ms.Tensor(np.array([[1.0, 2.0]], np.float32)))
    net.bias.set_data(ms.Tensor(np.array([0.5], np.float32)))
    return net


class _Two:
    """A Cell holding a Dense as ``fc`` and a second one as ``head`` (built per side)."""

    @staticmethod
    def build(ms):
        class Two(ms.nn.Cell):
            def __init__(self):
                super().__init__()
                self.fc = ms.nn.Dense(3, 2)
                self.head = ms.nn.Dense(2, 1)

            def construct(self, x):
                return self.head(self.fc(x))

        net = Two()
        rng = np.random.RandomState(3)
        for _, p in net.parameters_and_names():
            p.set_data(ms.Tensor(rng.uniform(-1, 1, p.shape).astype(np.float32)))
        return net


def _dtype_items(ms):
    values = np.array([[1.5, -2.0, 3.0], [0.0, 7.0, -1.0]], np.float32)
    items = []
    for name in DTYPES:
        data = np.abs(values) if name.startswith("uint") else values
        items.append({"name": "t_" + name, "data": ms.Tensor(data).astype(getattr(ms, name))})
    items.append({"name": "scalar_f32", "data": ms.Tensor(np.float32(2.5))})
    items.append({"name": "scalar_i32", "data": ms.Tensor(np.int32(-4))})
    items.append({"name": "empty_2d", "data": ms.Tensor(np.zeros((0, 3), np.float32))})
    items.append({"name": "after_empty", "data": ms.Tensor(np.arange(4, dtype=np.int64))})
    return items


_APPEND = {"epoch_num": 3, "lr": 0.5, "tag": "héllo ✓", "blank": "", "flag": True, "neg": -7}


def save_dense(ms, d):
    ms.save_checkpoint(_dense(ms), os.path.join(d, "dense"))
    return "dense.ckpt"


def save_dense_name_ending_in_ckpt(ms, d):
    ms.save_checkpoint(_dense(ms), os.path.join(d, "modelckpt"))
    return "modelckpt"


def save_dtypes(ms, d):
    ms.save_checkpoint(_dtype_items(ms), os.path.join(d, "dtypes.ckpt"), append_dict=_APPEND)
    return "dtypes.ckpt"


def save_dtypes_async_thread(ms, d):
    ms.save_checkpoint(_dtype_items(ms), os.path.join(d, "dtypes_async.ckpt"), async_save=True)
    _wait_async(ms)
    return "dtypes_async.ckpt"


def save_dtypes_async_process(ms, d):
    ms.save_checkpoint(_dtype_items(ms), os.path.join(d, "dtypes_proc.ckpt"), async_save="process",
                       append_dict={"step": 10})
    _wait_async(ms)
    return "dtypes_proc.ckpt"


def save_nested_cell(ms, d):
    ms.save_checkpoint(_Two.build(ms), os.path.join(d, "two.ckpt"), append_dict={"epoch_num": 2})
    return "two.ckpt"


def save_choice_func_cell(ms, d):
    ms.save_checkpoint(_Two.build(ms), os.path.join(d, "choice.ckpt"), choice_func=lambda n: n.startswith("fc."))
    return "choice.ckpt"


def save_param_list(ms, d):
    net = _Two.build(ms)
    ms.save_checkpoint(list(net.get_parameters()), os.path.join(d, "plist.ckpt"),
                       choice_func=lambda n: n.endswith("weight"))
    return "plist.ckpt"


def save_dict_mixed(ms, d):
    net = _Two.build(ms)
    obj = {"w": net.fc.weight, "arr": np.arange(6, dtype=np.float64).reshape(2, 3), "note": "text",
           "skip": net.head.bias}
    ms.save_checkpoint(obj, os.path.join(d, "dict.ckpt"), choice_func=lambda n: n != "skip")
    return "dict.ckpt"


def save_crc(ms, d):
    ms.save_checkpoint(_Two.build(ms), os.path.join(d, "crc.ckpt"), crc_check=True)
    return "crc.ckpt"


def save_split_small(ms, d):
    data = ms.Tensor(np.linspace(-1, 1, 700).astype(np.float32).reshape(7, 100))
    with small_slices(ms):
        ms.save_checkpoint([{"name": "big", "data": data}, {"name": "small", "data": ms.Tensor(np.ones(3, np.int8))}],
                           os.path.join(d, "split.ckpt"))
    return "split.ckpt"


def save_split_small_async(ms, d):
    rows = ms.Tensor(np.linspace(-1, 1, 700).astype(np.float32).reshape(10, 70))
    wide = ms.Tensor(np.arange(700, dtype=np.int32).reshape(1, 700))
    with small_slices(ms):
        ms.save_checkpoint([{"name": "rows", "data": rows}, {"name": "wide", "data": wide}],
                           os.path.join(d, "split_async.ckpt"), async_save=True)
        _wait_async(ms)
    return "split_async.ckpt"


def save_safetensors(ms, d):
    append = {k: v for k, v in _APPEND.items() if not isinstance(v, str)}
    ms.save_checkpoint(_dtype_items(ms), os.path.join(d, "dtypes"), format="safetensors", append_dict=append)
    return "dtypes.safetensors"


def save_safetensors_cell(ms, d):
    ms.save_checkpoint(_Two.build(ms), os.path.join(d, "two.safetensors"), format="safetensors")
    return "two.safetensors"


def save_safetensors_crc(ms, d):
    ms.save_checkpoint(_dense(ms), os.path.join(d, "crc.safetensors"), format="safetensors", crc_check=True)
    return "crc.safetensors"


def save_safetensors_empty(ms, d):
    ms.save_checkpoint([], os.path.join(d, "none.safetensors"), format="safetensors")
    return "none.safetensors"


def save_empty_list(ms, d):
    ms.save_checkpoint([], os.path.join(d, "none.ckpt"))
    return "none.ckpt"


def save_reload_roundtrip(ms, d):
    """load_checkpoint's dict (str entries included) saved again gives the same bytes."""
    src = os.path.join(d, "src.ckpt")
    ms.save_checkpoint(_dtype_items(ms), src, append_dict=_APPEND)
    ms.save_checkpoint(ms.load_checkpoint(src), os.path.join(d, "again.ckpt"))
    return "again.ckpt"


def save_ckpt_to_safetensors(ms, d):
    ms.save_checkpoint(_Two.build(ms), os.path.join(d, "conv.ckpt"))
    out = os.path.join(d, "converted")
    ms.ckpt_to_safetensors(os.path.join(d, "conv.ckpt"), out, name_map={"fc.weight": "renamed"})
    return os.path.join("converted", "conv.safetensors")


def save_safetensors_to_ckpt(ms, d):
    ms.save_checkpoint(_Two.build(ms), os.path.join(d, "back.safetensors"), format="safetensors")
    ms.safetensors_to_ckpt(os.path.join(d, "back.safetensors"))
    return "back.ckpt"


def save_repeated_names(ms, d):
    """A repeated name keeps its first position and its last value; append_dict can override a parameter."""
    items = [{"name": "a", "data": ms.Tensor(np.array([1.0], np.float32))},
             {"name": "b", "data": ms.Tensor(np.array([2], np.int32))},
             {"name": "a", "data": ms.Tensor(np.array([3.0, 4.0], np.float64))}]
    ms.save_checkpoint(items, os.path.join(d, "repeat.ckpt"), append_dict={"b": 5})
    return "repeat.ckpt"


SAVES = {f.__name__[len("save_"):]: f for f in (
    save_dense, save_dense_name_ending_in_ckpt, save_dtypes, save_dtypes_async_thread, save_dtypes_async_process,
    save_nested_cell, save_choice_func_cell, save_param_list, save_dict_mixed, save_crc, save_split_small,
    save_split_small_async, save_safetensors, save_safetensors_cell, save_safetensors_crc, save_safetensors_empty,
    save_empty_list, save_reload_roundtrip, save_ckpt_to_safetensors, save_safetensors_to_ckpt,
    save_repeated_names)}


def fixture_encrypted(ms, d):
    """Recorded only (msbridge cannot encrypt): a MindSpore AES-GCM checkpoint, for the loading errors."""
    ms.save_checkpoint(_dense(ms), os.path.join(d, "enc.ckpt"), enc_key=b"0123456789abcdef")
    return "enc.ckpt"


def fixture_encrypted_cbc(ms, d):
    ms.save_checkpoint(_Two.build(ms), os.path.join(d, "cbc.ckpt"), enc_key=b"0123456789abcdef" * 2,
                       enc_mode="AES-CBC", append_dict={"note": "secret"})
    return "cbc.ckpt"


def fixture_encrypted_sm4(ms, d):
    ms.save_checkpoint(_dense(ms), os.path.join(d, "sm4.ckpt"), enc_key=b"fedcba9876543210", enc_mode="SM4-CBC")
    return "sm4.ckpt"


FIXTURES = {"encrypted": fixture_encrypted, "encrypted_cbc": fixture_encrypted_cbc,
            "encrypted_sm4": fixture_encrypted_sm4}
KEYS = {"encrypted": (b"0123456789abcdef", "AES-GCM"), "encrypted_cbc": (b"0123456789abcdef" * 2, "AES-CBC"),
        "encrypted_sm4": (b"fedcba9876543210", "SM4-CBC")}


# --- loading ------------------------------------------------------------------------------------------------------
def describe_value(ms, value):
    """A JSON description of one load_checkpoint value: Parameter (name, dtype, shape, flag, values) or str."""
    if isinstance(value, str):
        return {"str": value}
    data = value.astype(ms.float32) if value.dtype == ms.bfloat16 else value
    array = data.asnumpy()
    name = value.name if not value.name.startswith("Parameter#") else "Parameter#"
    return {"name": name, "dtype": str(value.dtype), "shape": list(value.shape),
            "requires_grad": value.requires_grad, "values": array.astype(np.float64).ravel().tolist(),
            "type": type(value).__name__}


def describe(ms, params):
    return [[key, describe_value(ms, value)] for key, value in params.items()]


def _path(d, case):
    """The recorded file of a SAVES case inside ``d``."""
    return os.path.join(d, FILES[case])


FILES = {}  # case name -> recorded file name, filled by record_checkpoint.py's golden JSON at test time


def load_all(ms, d):
    return {case: describe(ms, ms.load_checkpoint(_path(d, case),
                                                  format="safetensors" if FILES[case].endswith("safetensors")
                                                  else "ckpt"))
            for case in sorted(SAVES) if case not in ("safetensors_empty", "empty_list")}


def load_filter_prefix(ms, d):
    return describe(ms, ms.load_checkpoint(_path(d, "nested_cell"), filter_prefix="fc."))


def load_specify_prefix(ms, d):
    return describe(ms, ms.load_checkpoint(_path(d, "nested_cell"), specify_prefix=["head.", "epoch"]))


def load_both_prefixes(ms, d):
    return describe(ms, ms.load_checkpoint(_path(d, "nested_cell"), specify_prefix="head", filter_prefix="head.b"))


def load_choice_func(ms, d):
    return describe(ms, ms.load_checkpoint(_path(d, "dtypes"), choice_func=lambda n: n.startswith("t_int")))


def load_prefix_wins_over_choice_func(ms, d):
    return describe(ms, ms.load_checkpoint(_path(d, "nested_cell"), specify_prefix="fc",
                                           choice_func=lambda n: False))


def load_crc_checked(ms, d):
    return describe(ms, ms.load_checkpoint(_path(d, "crc"), crc_check=True))


def load_crc_unchecked(ms, d):
    return describe(ms, ms.load_checkpoint(_path(d, "crc")))


def load_safetensors_crc_checked(ms, d):
    return describe(ms, ms.load_checkpoint(_path(d, "safetensors_crc"), crc_check=True, format="safetensors"))


def load_safetensors_choice(ms, d):
    return describe(ms, ms.load_checkpoint(_path(d, "safetensors"), choice_func=lambda n: "float" in n,
                                           format="safetensors"))


def load_into_net(ms, d):
    net = _Two.build(ms)
    for _, p in net.parameters_and_names():
        p.set_data(ms.Tensor(np.zeros(p.shape, np.float32)))
    params = ms.load_checkpoint(_path(d, "nested_cell"), net=net)
    return {"keys": list(params), "net": describe(ms, dict(net.parameters_and_names()))}


def lpin_full(ms, d):
    net = _Two.build(ms)
    return list(ms.load_param_into_net(net, ms.load_checkpoint(_path(d, "nested_cell"))))


def lpin_bare_dense_into_child(ms, d):
    class Wrap(ms.nn.Cell):
        def __init__(self):
            super().__init__()
            self.fc = ms.nn.Dense(2, 1)

    net = Wrap()
    for _, p in net.parameters_and_names():
        p.set_data(ms.Tensor(np.zeros(p.shape, np.float32)))
    result = ms.load_param_into_net(net, ms.load_checkpoint(_path(d, "dense")))
    return [list(result), describe(ms, dict(net.parameters_and_names()))]


def lpin_prefix_stripped(ms, d):
    dense = ms.load_checkpoint(_path(d, "dense"))
    net = _dense(ms)
    net.weight.set_data(ms.Tensor(np.zeros((1, 2), np.float32)))
    params = {"backbone.weight": dense["weight"], "backbone.bias": dense["bias"]}
    result = ms.load_param_into_net(net, params)
    return [list(result), describe(ms, dict(net.parameters_and_names()))]


def lpin_prefix_strict(ms, d):
    dense = ms.load_checkpoint(_path(d, "dense"))
    net = _dense(ms)
    params = {"backbone.weight": dense["weight"], "backbone.bias": dense["bias"]}
    return list(ms.load_param_into_net(net, params, strict_load=True))


def lpin_float64_into_float32(ms, d):
    net = _dense(ms)
    new = ms.Parameter(ms.Tensor(np.array([[3.0, 4.0]], np.float64)), name="weight")
    result = ms.load_param_into_net(net, {"weight": new})
    return [list(result), describe(ms, dict(net.parameters_and_names()))]


def lpin_int32_into_int64(ms, d):
    class Counter(ms.nn.Cell):
        def __init__(self):
            super().__init__()
            self.step = ms.Parameter(ms.Tensor(np.array([1], np.int64)), name="step", requires_grad=False)

    net = Counter()
    result = ms.load_param_into_net(net, {"step": ms.Parameter(ms.Tensor(np.array([9], np.int32)))})
    return [list(result), describe(ms, dict(net.parameters_and_names()))]


def lpin_str_value_skipped(ms, d):
    return list(ms.load_param_into_net(_dense(ms), {"weight": "hello"}))


def lpin_extra_keys(ms, d):
    params = ms.load_checkpoint(_path(d, "dtypes"))
    params.update(ms.load_checkpoint(_path(d, "dense")))
    return list(ms.load_param_into_net(_dense(ms), params))


def lpin_trailing_ones(ms, d):
    """A (1, 2, 1, 1) entry loads into a (1, 2) parameter (the values; MindSpore then also changes the shape)."""
    net = _dense(ms)
    new = ms.Parameter(ms.Tensor(np.array([[5.0, 6.0]], np.float32).reshape(1, 2, 1, 1)), name="weight")
    result = ms.load_param_into_net(net, {"weight": new})
    return [list(result), net.weight.asnumpy().ravel().tolist()]


def load_encrypted(ms, d):
    return {case: describe(ms, ms.load_checkpoint(_path(d, case), dec_key=key, dec_mode=mode))
            for case, (key, mode) in sorted(KEYS.items())}


def load_safetensors_from_bytesio(ms, d):
    import io
    with open(_path(d, "safetensors_cell"), "rb") as f:
        stream = io.BytesIO(f.read())
    return describe(ms, ms.load_checkpoint(stream, format="safetensors"))


LOADS = {f.__name__: f for f in (
    load_all, load_filter_prefix, load_specify_prefix, load_both_prefixes, load_choice_func,
    load_prefix_wins_over_choice_func, load_crc_checked, load_crc_unchecked, load_safetensors_crc_checked,
    load_safetensors_choice, load_into_net, lpin_full, lpin_bare_dense_into_child, lpin_prefix_stripped,
    lpin_prefix_strict, lpin_float64_into_float32, lpin_int32_into_int64, lpin_str_value_skipped, lpin_extra_keys,
    lpin_trailing_ones, load_safetensors_from_bytesio, load_encrypted)}


# --- errors -------------------------------------------------------------------------------------------------------
def _corrupt(d, case, name, edit):
    data = bytearray(open(_path(d, case), "rb").read())
    data = edit(data)
    path = os.path.join(d, name)
    with open(path, "wb") as f:
        f.write(bytes(data))
    return path


def _flip(index):
    def edit(data):
        data[index] ^= 0x40
        return data
    return edit


ERRORS = {
    "save_obj_type": lambda ms, d: ms.save_checkpoint(3, os.path.join(d, "x.ckpt")),
    "save_name_type": lambda ms, d: ms.save_checkpoint(_dense(ms), 3),
    "save_directory": lambda ms, d: ms.save_checkpoint(_dense(ms), d),
    "save_format": lambda ms, d: ms.save_checkpoint(_dense(ms), os.path.join(d, "x"), format="pt"),
    "save_integrated_save": lambda ms, d: ms.save_checkpoint(_dense(ms), os.path.join(d, "x"), integrated_save=1),
    "save_async_value": lambda ms, d: ms.save_checkpoint(_dense(ms), os.path.join(d, "x"), async_save="p"),
    "save_async_type": lambda ms, d: ms.save_checkpoint(_dense(ms), os.path.join(d, "x"), async_save=1),
    "save_append_not_dict": lambda ms, d: ms.save_checkpoint(_dense(ms), os.path.join(d, "x"), append_dict=[1]),
    "save_append_value": lambda ms, d: ms.save_checkpoint(_dense(ms), os.path.join(d, "x"), append_dict={"a": [1]}),
    "save_append_key": lambda ms, d: ms.save_checkpoint(_dense(ms), os.path.join(d, "x"), append_dict={1: 1}),
    "save_enc_key_type": lambda ms, d: ms.save_checkpoint(_dense(ms), os.path.join(d, "x"), enc_key="abc"),
    "save_enc_mode_type": lambda ms, d: ms.save_checkpoint(_dense(ms), os.path.join(d, "x"), enc_mode=1),
    "save_crc_type": lambda ms, d: ms.save_checkpoint(_dense(ms), os.path.join(d, "x"), crc_check=1),
    "save_safetensors_enc_key": lambda ms, d: ms.save_checkpoint(_dense(ms), os.path.join(d, "x"),
                                                                 format="safetensors", enc_key=b"0" * 16),
    "save_safetensors_enc_mode": lambda ms, d: ms.save_checkpoint(_dense(ms), os.path.join(d, "x"),
                                                                  format="safetensors", enc_mode="AES-CBC"),
    "save_list_item": lambda ms, d: ms.save_checkpoint([1], os.path.join(d, "x")),
    "save_list_name": lambda ms, d: ms.save_checkpoint([{"name": 1, "data": ms.Tensor(1)}], os.path.join(d, "x")),
    "save_list_data": lambda ms, d: ms.save_checkpoint([{"name": "a", "data": 1}], os.path.join(d, "x")),
    "save_list_keys": lambda ms, d: ms.save_checkpoint([{"name": "a"}], os.path.join(d, "x")),
    "save_dict_key": lambda ms, d: ms.save_checkpoint({1: ms.Tensor(1.0)}, os.path.join(d, "x")),
    "load_name_type": lambda ms, d: ms.load_checkpoint(3),
    "load_no_extension": lambda ms, d: ms.load_checkpoint(os.path.join(d, "dense")),
    "load_missing": lambda ms, d: ms.load_checkpoint(os.path.join(d, "missing.ckpt")),
    "load_format": lambda ms, d: ms.load_checkpoint(_path(d, "dense"), format="pt"),
    "load_format_mismatch": lambda ms, d: ms.load_checkpoint(_path(d, "dense"), format="safetensors"),
    "load_prefix_type": lambda ms, d: ms.load_checkpoint(_path(d, "dense"), filter_prefix=3),
    "load_prefix_empty": lambda ms, d: ms.load_checkpoint(_path(d, "dense"), filter_prefix=[]),
    "load_prefix_blank": lambda ms, d: ms.load_checkpoint(_path(d, "dense"), specify_prefix=["w", ""]),
    "load_prefix_item_type": lambda ms, d: ms.load_checkpoint(_path(d, "dense"), specify_prefix=["w", 1]),
    "load_filtered_to_nothing": lambda ms, d: ms.load_checkpoint(_path(d, "dense"), filter_prefix=["w", "b"]),
    "load_choice_nothing": lambda ms, d: ms.load_checkpoint(_path(d, "dense"), choice_func=lambda n: False),
    "load_dec_key_type": lambda ms, d: ms.load_checkpoint(_path(d, "dense"), dec_key="x"),
    "load_crc_type": lambda ms, d: ms.load_checkpoint(_path(d, "dense"), crc_check=1),
    "load_remove_redundancy_type": lambda ms, d: ms.load_checkpoint(_path(d, "dense"), remove_redundancy=1),
    "load_safetensors_dec_key": lambda ms, d: ms.load_checkpoint(_path(d, "safetensors"), format="safetensors",
                                                                 dec_key=b"0" * 16),
    "load_empty_file": lambda ms, d: ms.load_checkpoint(_corrupt(d, "dense", "empty.ckpt", lambda b: b[:0])),
    "load_truncated": lambda ms, d: ms.load_checkpoint(_corrupt(d, "dense", "trunc.ckpt", lambda b: b[:30])),
    "load_bad_type_name": lambda ms, d: ms.load_checkpoint(_corrupt(d, "dense", "type.ckpt", _flip(24))),
    "load_crc_mismatch": lambda ms, d: ms.load_checkpoint(_corrupt(d, "crc", "crcbad.ckpt", _flip(40)),
                                                          crc_check=True),
    "load_safetensors_truncated": lambda ms, d: ms.load_checkpoint(
        _corrupt(d, "safetensors_cell", "t.safetensors", lambda b: b[:40]), format="safetensors"),
    "load_empty_ckpt": lambda ms, d: ms.load_checkpoint(_path(d, "empty_list")),
    "load_empty_safetensors": lambda ms, d: ms.load_checkpoint(_path(d, "safetensors_empty"), format="safetensors"),
    "save_safetensors_str": lambda ms, d: ms.save_checkpoint(_dense(ms), os.path.join(d, "s"), format="safetensors",
                                                             append_dict={"s": "text"}),
    "lpin_remove_redundancy": lambda ms, d: ms.load_param_into_net(_dense(ms), {}, remove_redundancy=True),
    "load_encrypted_without_key": lambda ms, d: ms.load_checkpoint(_path(d, "encrypted")),
    "load_encrypted_wrong_key": lambda ms, d: ms.load_checkpoint(_path(d, "encrypted"), dec_key=b"0123456789abcdeX"),
    "load_encrypted_wrong_mode": lambda ms, d: ms.load_checkpoint(_path(d, "encrypted_cbc"),
                                                                  dec_key=b"0123456789abcdef" * 2),
    "load_plain_with_key": lambda ms, d: ms.load_checkpoint(_path(d, "dense"), dec_key=b"0123456789abcdef"),
    "save_enc_key_length": lambda ms, d: ms.save_checkpoint(_dense(ms), os.path.join(d, "x"), enc_key=b"0123"),
    "save_enc_mode_value": lambda ms, d: ms.save_checkpoint(_dense(ms), os.path.join(d, "x"), enc_key=b"0" * 16,
                                                            enc_mode="AES-XYZ"),
    "load_ckpt_from_bytesio": lambda ms, d: ms.load_checkpoint(__import__("io").BytesIO(b"")),
    "lpin_net_type": lambda ms, d: ms.load_param_into_net(3, {}),
    "lpin_dict_type": lambda ms, d: ms.load_param_into_net(_dense(ms), [1]),
    "lpin_tensor_value": lambda ms, d: ms.load_param_into_net(_dense(ms), {"weight": ms.Tensor([1.0])}),
    "lpin_strict_type": lambda ms, d: ms.load_param_into_net(_dense(ms), {}, strict_load=1),
    "lpin_shape": lambda ms, d: ms.load_param_into_net(ms.nn.Dense(3, 1), ms.load_checkpoint(_path(d, "dense"))),
    "lpin_float64_strict": lambda ms, d: ms.load_param_into_net(
        _dense(ms), {"weight": ms.Parameter(ms.Tensor(np.ones((1, 2), np.float64)))}, strict_load=True),
    "lpin_int_into_float": lambda ms, d: ms.load_param_into_net(
        _dense(ms), {"weight": ms.Parameter(ms.Tensor(np.ones((1, 2), np.int32)))}),
    "ckpt_to_safetensors_missing": lambda ms, d: ms.ckpt_to_safetensors(os.path.join(d, "nothing.ckpt")),
    "ckpt_to_safetensors_suffix": lambda ms, d: ms.ckpt_to_safetensors(_path(d, "safetensors")),
    "ckpt_to_safetensors_save_path": lambda ms, d: ms.ckpt_to_safetensors(_path(d, "dense"), os.path.join(d, "a.b")),
    "ckpt_to_safetensors_no_ranks": lambda ms, d: ms.ckpt_to_safetensors(os.path.join(d, "dense")),
    "safetensors_to_ckpt_name_map": lambda ms, d: ms.safetensors_to_ckpt(_path(d, "safetensors"), name_map=[1]),
}
