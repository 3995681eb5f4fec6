"""Checkpoint robustness: round trips (property), corrupted and truncated files (fuzz), a process killed mid-save,
asynchronous saves, and the unsupported arguments."""
import contextlib
import json
import os
import signal
import subprocess
import sys
import time
import tracemalloc
from unittest import mock

import numpy as np
import pytest
import torch
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as hs

import cases_checkpoint as cases
import goldens
import msbridge as ms
from msbridge.train._ckpt import crypto, read, wire
from msbridge.train._ckpt import safetensors_wire as st_wire

GOLDEN_DIR = os.path.join(goldens.HERE, "checkpoint")
FILES = goldens.load("checkpoint")["files"]
REPO = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

_NUMPY_DTYPES = {"float16": np.float16, "float32": np.float32, "float64": np.float64, "int8": np.int8,
                 "int16": np.int16, "int32": np.int32, "int64": np.int64, "uint8": np.uint8, "uint16": np.uint16,
                 "uint32": np.uint32, "uint64": np.uint64, "bool_": np.bool_}


def _read(case):
    with open(os.path.join(GOLDEN_DIR, FILES[case]), "rb") as f:
        return f.read()


# --- round trips ----------------------------------------------------------------------------------------------------
_entries = hs.dictionaries(
    hs.text(hs.characters(blacklist_categories=("Cs",)), min_size=1, max_size=12),
    hs.tuples(hs.sampled_from(sorted(_NUMPY_DTYPES)), hs.lists(hs.integers(0, 4), max_size=3),
              hs.integers(0, 2 ** 31)),
    min_size=1, max_size=5)


def _tensor(dtype, shape, seed):
    values = np.random.RandomState(seed % 2 ** 31).uniform(-100, 100, shape)
    values = np.abs(values) if dtype.startswith("uint") else values
    return ms.Tensor(values.astype(_NUMPY_DTYPES[dtype]))


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(entries=_entries, async_save=hs.booleans(), small=hs.booleans())
def test_round_trip_keeps_names_dtypes_shapes_values(tmp_path, entries, async_save, small):
    items = [{"name": name, "data": _tensor(*spec)} for name, spec in entries.items()]
    path = str(tmp_path / "rt.ckpt")
    with cases.small_slices(ms, kib=1) if small else contextlib.nullcontext():
        ms.save_checkpoint(items, path, async_save=async_save)
        cases._wait_async(ms)
    kept = [i for i in items if async_save or i["data"].size]  # MindSpore writes no entry for an empty tensor
    if not kept:
        with pytest.raises(ValueError):
            ms.load_checkpoint(path)
        return
    loaded = ms.load_checkpoint(path)
    assert list(loaded) == [i["name"] for i in kept]
    for item in kept:
        got = loaded[item["name"]]
        assert (got.name, got.dtype, got.shape) == (item["name"], item["data"].dtype, item["data"].shape)
        np.testing.assert_array_equal(got.asnumpy(), item["data"].asnumpy())


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(entries=_entries)
def test_safetensors_round_trip(tmp_path, entries):
    items = [{"name": name, "data": _tensor(*spec)} for name, spec in entries.items()]
    path = str(tmp_path / "rt.safetensors")
    ms.save_checkpoint(items, path, format="safetensors")
    loaded = ms.load_checkpoint(path, format="safetensors")
    assert list(loaded) == sorted(i["name"] for i in items)
    for item in items:
        np.testing.assert_array_equal(loaded[item["name"]].asnumpy(), item["data"].asnumpy())


def test_str_entries_round_trip(tmp_path):
    path = str(tmp_path / "s.ckpt")
    texts = {"plain": "abc", "unicode": "héllo ✓ 𝔘", "empty": ""}
    ms.save_checkpoint(ms.nn.Dense(1, 1), path, append_dict=texts)
    loaded = ms.load_checkpoint(path)
    assert {k: loaded[k] for k in texts} == texts


def test_packed_dims_and_unknown_fields_are_read_as_protobuf_does(tmp_path):
    """Other protobuf writers may pack repeated dims or add fields; both parse like protobuf itself."""
    content = np.arange(6, dtype=np.float32).tobytes()
    tensor = (b"\x0a\x02\x02\x03" + b"\x12\x07Float32" + b"\x1a\x18" + content + b"\x20\x05")
    value = b"\x0a\x01w" + b"\x12" + bytes([len(tensor)]) + tensor + b"\x25\x00\x00\x00\x00"
    data = b"\x0a" + bytes([len(value)]) + value + b"\x10\x07"
    path = tmp_path / "packed.ckpt"
    path.write_bytes(data)
    loaded = ms.load_checkpoint(str(path))
    np.testing.assert_array_equal(loaded["w"].asnumpy(), np.arange(6, dtype=np.float32).reshape(2, 3))


# --- corrupted and truncated files ------------------------------------------------------------------------------
_FUZZ_FILES = ("dense", "dtypes", "split_small", "crc", "dtypes_async_thread")


def _load_only_value_error(path, **kwargs):
    """Load must succeed (the dict is returned) or raise ValueError naming the file (None). Tensor buffers: the
    finished entries hold at most the file's bytes, and the one being filled claims at most the bytes left, so at
    most twice the file size."""
    size = os.path.getsize(path)
    buffers = []

    def recording_buffer(nbytes):
        buffers.append(nbytes)
        return allocate(nbytes)

    allocate = read._byte_buffer
    loaded = None
    tracemalloc.start()
    try:
        with mock.patch.object(read, "_byte_buffer", recording_buffer):
            loaded = ms.load_checkpoint(path, **kwargs)
    except ValueError as exc:
        assert os.path.realpath(path) in str(exc) or "empty after filter" in str(exc)
    finally:
        peak = tracemalloc.get_traced_memory()[1]
        tracemalloc.stop()
    assert peak < 4 * size + (1 << 20), f"{peak} bytes of Python objects for a {size}-byte file"
    assert sum(buffers) <= 2 * size, f"{sum(buffers)} bytes of tensor buffers for a {size}-byte file"
    return loaded


_edits = hs.one_of(
    hs.tuples(hs.just("truncate"), hs.floats(0, 1)),
    hs.tuples(hs.just("flip"), hs.lists(hs.tuples(hs.floats(0, 1), hs.integers(1, 255)), min_size=1, max_size=6)),
    hs.tuples(hs.just("insert"), hs.tuples(hs.floats(0, 1), hs.binary(min_size=1, max_size=12))),
)


def _apply(data, edit):
    kind, arg = edit
    data = bytearray(data)
    if kind == "truncate":
        return bytes(data[:int(arg * len(data))])
    if kind == "flip":
        for where, mask in arg:
            data[min(int(where * len(data)), len(data) - 1)] ^= mask
        return bytes(data)
    where, extra = arg
    cut = int(where * len(data))
    return bytes(data[:cut] + extra + data[cut:])


@settings(max_examples=300, deadline=2000, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(case=hs.sampled_from(_FUZZ_FILES), edit=_edits, crc_check=hs.booleans())
def test_corrupted_ckpt_raises_only_value_error(tmp_path, case, edit, crc_check):
    path = tmp_path / "fuzz.ckpt"
    path.write_bytes(_apply(_read(case), edit))
    _load_only_value_error(str(path), crc_check=crc_check)


@settings(max_examples=150, deadline=2000, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(case=hs.sampled_from(("safetensors", "safetensors_cell", "safetensors_crc")), edit=_edits)
def test_corrupted_safetensors_raises_only_value_error(tmp_path, case, edit):
    path = tmp_path / "fuzz.safetensors"
    path.write_bytes(_apply(_read(case), edit))
    _load_only_value_error(str(path), format="safetensors", crc_check=True)


# safetensors headers: any JSON (or not), tensors whose fields are right, wrong or missing, nesting up to 2,000 deep.
_json = hs.recursive(hs.none() | hs.booleans() | hs.integers(-2 ** 70, 2 ** 70) | hs.floats() | hs.text(max_size=4),
                     lambda inner: hs.lists(inner, max_size=3) | hs.dictionaries(hs.text(max_size=4), inner,
                                                                                 max_size=3), max_leaves=8)
_tensor_info = hs.fixed_dictionaries({}, optional={
    "dtype": hs.sampled_from(sorted(st_wire.CODES) + ["F8_E4M3", "f32"]) | _json,
    "shape": hs.lists(hs.integers(-1, 6), max_size=3) | _json,
    "data_offsets": hs.lists(hs.integers(-1, 48), max_size=3) | _json})
_header_text = hs.one_of(
    hs.dictionaries(hs.text(max_size=6), _tensor_info | _json, max_size=4).map(json.dumps),
    hs.tuples(hs.dictionaries(hs.text(max_size=6), hs.text(max_size=6), max_size=2) | _json,
              hs.dictionaries(hs.text(max_size=6), _tensor_info, max_size=3)).map(
        lambda mt: json.dumps({"__metadata__": mt[0], **mt[1]})),
    hs.integers(1, 2000).map(lambda depth: '{"a":' + "[" * depth + "]" * depth + "}"),
    hs.text(max_size=20))


@settings(max_examples=150, deadline=2000, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(text=_header_text, padding=hs.integers(0, 9), length_error=hs.sampled_from([0, 0, 0, -1, 1, 1 << 40]),
       data=hs.binary(max_size=48))
def test_fuzzed_safetensors_headers_raise_only_value_error_or_load_the_declared_bytes(tmp_path, text, padding,
                                                                                     length_error, data):
    header = text.encode("utf-8") + b" " * padding
    path = tmp_path / "fuzz.safetensors"
    path.write_bytes((len(header) + length_error).to_bytes(8, "little", signed=True) + header + data)
    loaded = _load_only_value_error(str(path), format="safetensors")
    if loaded is None:
        return
    declared = json.loads(header[:len(header) + length_error].decode("utf-8"))
    declared.pop("__metadata__", None)
    data = (header + data)[len(header) + length_error:]
    assert sorted(loaded) == sorted(declared)
    for name, info in declared.items():
        begin, end = info["data_offsets"]
        dtype = torch.empty(0, dtype=st_wire.CODES[info["dtype"]]).numpy().dtype
        want = np.frombuffer(data[begin:end], dtype).reshape(info["shape"])
        np.testing.assert_array_equal(loaded[name].asnumpy(), want)


def _write_safetensors(path, header, data):
    text = json.dumps(header).encode("utf-8")
    text += b" " * (-len(text) % 8)
    path.write_bytes(len(text).to_bytes(8, "little") + text + data)


_F32 = np.arange(4, dtype=np.float32).tobytes()


@pytest.mark.parametrize("header,data,what", [
    ({"a": {"dtype": "F32", "shape": [2], "data_offsets": [0, 8]},
      "b": {"dtype": "F32", "shape": [2], "data_offsets": [4, 12]}}, _F32[:12], "'b' starts at data byte 4, but"),
    ({"a": {"dtype": "F32", "shape": [2], "data_offsets": [0, 8]},
      "b": {"dtype": "F32", "shape": [2], "data_offsets": [0, 8]}}, _F32[:8], "'b' starts at data byte 0, but"),
    ({"b": {"dtype": "F32", "shape": [1], "data_offsets": [4, 8]},
      "a": {"dtype": "F32", "shape": [1], "data_offsets": [0, 4]}}, _F32[:8], "'b' starts at data byte 4, but"),
    ({"a": {"dtype": "F32", "shape": [1], "data_offsets": [0, 4]},
      "b": {"dtype": "F32", "shape": [1], "data_offsets": [8, 12]}}, _F32[:12], "'b' starts at data byte 8, but"),
    ({"a": {"dtype": "F32", "shape": [1], "data_offsets": [0, 4]}}, _F32[:8], "ends at byte 4, but the file holds 8"),
], ids=["overlap", "alias", "unordered", "gap", "trailing_bytes"])
def test_safetensors_offsets_must_be_back_to_back_as_mindspore_requires(tmp_path, header, data, what):
    """MindSpore 2.10 rejects each of these files (overlap, aliasing, unordered, gap, trailing bytes)."""
    path = tmp_path / "bad.safetensors"
    _write_safetensors(path, header, data)
    with pytest.raises(ValueError, match=what):
        ms.load_checkpoint(str(path), format="safetensors")


def test_safetensors_header_nested_1000_deep_raises_value_error(tmp_path):
    path = tmp_path / "deep.safetensors"
    text = ('{"__metadata__":' + '{"x":' * 1000 + "1" + "}" * 1001).encode()
    path.write_bytes(len(text).to_bytes(8, "little") + text)
    with pytest.raises(ValueError, match="nests too deeply"):
        ms.load_checkpoint(str(path), format="safetensors")


@settings(max_examples=60, deadline=2000, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(case=hs.sampled_from(sorted(cases.KEYS)), edit=_edits)
def test_corrupted_encrypted_ckpt_raises_only_value_error(tmp_path, case, edit):
    pytest.importorskip("cryptography")
    key, mode = cases.KEYS[case]
    path = tmp_path / "fuzz.ckpt"
    path.write_bytes(_apply(_read(case), edit))
    _load_only_value_error(str(path), dec_key=key, dec_mode=mode)


@pytest.mark.parametrize("data,what", [
    (wire.entry_header("w", [1 << 40], "Float32", 4) + b"\0" * 4, "needs 4398046511104 bytes"),
    (wire.entry_header("w", [2], "Float32", 4) + b"\0" * 4 + wire.entry_header("v", [2], "Int32", 8) + b"\0" * 8,
     "holds 4 content bytes but its dims \\[2\\] and type Float32 need 8"),
    (wire.entry_header("w", [2], "Complex9", 8) + b"\0" * 8, "unknown type"),
    (wire.entry_header("w", [1 << 62, 1 << 62, 0], "Float32", 0), "impossible dims"),
    (wire.entry_header("s", [0], "str", 3) + b"abc", "UTF-32"),
    (wire.entry_header("s", [0], "str", 4) + b"\xff\xff\xff\xff", "UTF-32"),
    (b"\x0a" + b"\xff" * 11, "varint longer than 10 bytes"),
    (b"\x0a\x05\x0a\x01", "past the end"),
])
def test_invalid_entries_name_file_and_entry(tmp_path, data, what):
    path = tmp_path / "bad.ckpt"
    path.write_bytes(data)
    with pytest.raises(ValueError, match=what) as info:
        ms.load_checkpoint(str(path))
    assert str(path) in str(info.value)


# --- files that change while they are loaded ----------------------------------------------------------------
# 256 tensors of 1 KiB: entry headers on many pages, so a loader that mapped the file touched pages past a new end
# (and parsing, not copying, takes most of a load).
_CHANGING_SETUP = """
import os, sys
import numpy as np
import msbridge as ms
path, fmt = sys.argv[1], sys.argv[2]
expected = {{"p%d" % i: float(i) for i in range(256)}}
data = open(path, "rb").read()


def check(loaded, whole=True):
    # a load that succeeds is the file's content: whole, or (a .ckpt opened while it was being written) the entries
    # written so far, as any reader of a file cut at an entry boundary sees it (safetensors: all or nothing)
    got = {{name: float(p.asnumpy().mean()) for name, p in loaded.items()}}
    assert got == (expected if whole else {{name: expected[name] for name in got}}), got
    assert whole or list(got) == list(expected)[:len(got)], list(got)
"""

# The file is emptied (then, for "rewrite", gets its bytes back as `cp` writes them) in the middle of a load: .ckpt
# right after the second tensor's content is copied (the next step parses the next entry's header), safetensors
# right after its header is parsed (the next step reads the content and its CRC).
_SHRINK_DURING_LOAD = _CHANGING_SETUP + """
from msbridge.train._ckpt import read
rewrite, copied = sys.argv[3] == "rewrite", []


def change_the_file():
    os.truncate(path, 0)
    if rewrite:
        with open(path, "r+b") as f:
            f.write(data)

if fmt == "ckpt":
    add = read._Assembler.add

    def add_then_change(self, entry):
        add(self, entry)
        copied.append(entry.name)
        if len(copied) == 2:
            change_the_file()
    read._Assembler.add = add_then_change
else:
    parse = read.st.parse_header

    def parse_then_change(*args):
        header = parse(*args)
        change_the_file()
        return header
    read.st.parse_header = parse_then_change
try:
    check(ms.load_checkpoint(path, format=fmt, crc_check=True))
    print("loaded")
except ValueError as exc:
    print("ValueError:", exc)
"""


def _setup_changing_file(tmp_path, fmt):
    path = str(tmp_path / f"changing.{fmt}")
    ms.save_checkpoint([{"name": f"p{i}", "data": ms.Tensor(np.full((4, 64), i, np.float32))} for i in range(256)],
                       path, format=fmt, crc_check=True)
    return path


@pytest.mark.parametrize("fmt", ["ckpt", "safetensors"])
@pytest.mark.parametrize("change", ["truncate", "rewrite"])
def test_a_file_that_shrinks_during_a_load_raises_value_error_not_a_signal(tmp_path, fmt, change):
    path = _setup_changing_file(tmp_path, fmt)
    child = subprocess.run([sys.executable, "-c", _SHRINK_DURING_LOAD.format(), path, fmt, change], cwd=REPO,
                           env={**os.environ, "PYTHONPATH": REPO}, capture_output=True, text=True, timeout=120)
    assert child.returncode == 0, (child.returncode, child.stderr)  # a memory map gave -SIGBUS here
    if change == "truncate":
        assert child.stdout.startswith("ValueError:") and path in child.stdout, child.stdout
    else:  # the bytes came back before they were read: a whole, correct load
        assert child.stdout == "loaded\n", child.stdout


# One process loads the file over and over while another rewrites it as `cp` does (truncate, then write in
# 64 KiB pieces, then a pause of up to 10 ms): every load must be correct or a ValueError naming the file; the
# loader never dies of a signal.
_LOAD_IN_A_LOOP = _CHANGING_SETUP + """
outcomes = {{"loaded": 0, "ValueError": 0}}
for _ in range(int(sys.argv[3])):
    try:
        check(ms.load_checkpoint(path, format=fmt, crc_check=True), whole=fmt == "safetensors")
        outcomes["loaded"] += 1
    except ValueError as exc:
        assert path in str(exc) or "empty after filter" in str(exc), exc
        outcomes["ValueError"] += 1
print(outcomes)
"""

_REWRITE_IN_A_LOOP = """
import os, random, sys, time
path = sys.argv[1]
data = open(path, "rb").read()
while True:
    with open(path, "r+b") as f:
        f.truncate(0)
        for start in range(0, len(data), 1 << 16):
            f.write(data[start:start + (1 << 16)])
            f.flush()
    time.sleep(random.random() * 0.01)  # whole for a while: some loads see the complete file
"""


@pytest.mark.parametrize("fmt", ["ckpt", "safetensors"])
def test_loads_while_another_process_rewrites_the_file_never_die_of_a_signal(tmp_path, fmt):
    path = _setup_changing_file(tmp_path, fmt)
    env = {**os.environ, "PYTHONPATH": REPO}
    writer = subprocess.Popen([sys.executable, "-c", _REWRITE_IN_A_LOOP, path], cwd=REPO, env=env)
    try:
        loader = subprocess.run([sys.executable, "-c", _LOAD_IN_A_LOOP.format(), path, fmt, "200"], cwd=REPO,
                                env=env, capture_output=True, text=True, timeout=300)
    finally:
        writer.kill()
        writer.wait()
    assert loader.returncode == 0, (loader.returncode, loader.stderr)  # a memory map gave -SIGBUS here
    outcomes = eval(loader.stdout)  # noqa: S307 - the dict the child printed
    assert sum(outcomes.values()) == 200


# --- atomic saves ---------------------------------------------------------------------------------------------
# A save of version `value` killed with SIGKILL at `where`: in the middle of writing (the parent kills it once its
# temporary file holds `kill_at` bytes), just before the rename over the target, or just after it.
_KILLED_SAVE = """
import os, signal, sys, time
import numpy as np
import msbridge as ms
from msbridge.train import _atomic_file
from msbridge.train._ckpt import wire
path, where, value = sys.argv[1], sys.argv[2], float(sys.argv[3])
count, size = (80, (256, 1024)) if where == "mid_write" else (4, (2, 3))
items = [{"name": "p%d" % i, "data": ms.Tensor(np.full(size, value, np.float32))} for i in range(count)]
if where == "mid_write":  # a slow disk: gives the parent time to kill the save mid-write
    header = wire.entry_header
    wire.entry_header = lambda *args: time.sleep(0.02) or header(*args)
else:
    def die(*args):
        os.kill(os.getpid(), signal.SIGKILL)
    if where == "before_rename":
        os.replace = die
    else:
        _atomic_file._fsync_directory = die
ms.save_checkpoint(items, path)
"""


def _temp_files(directory):
    return sorted(n for n in os.listdir(directory) if n.endswith(".tmp"))


def _kill_a_save(path, where, value, kill_at):
    child = subprocess.Popen([sys.executable, "-c", _KILLED_SAVE, path, where, str(value)], cwd=REPO,
                             env={**os.environ, "PYTHONPATH": REPO})
    try:
        if where == "mid_write":
            temp, deadline = os.path.splitext(path)[0] + ".tmp", time.time() + 120
            while not (os.path.exists(temp) and os.path.getsize(temp) > kill_at):
                assert child.poll() is None, "the save finished or failed before it could be killed"
                assert time.time() < deadline, "the child never got that far into its save"
                time.sleep(0.005)
            os.kill(child.pid, signal.SIGKILL)
        child.wait(timeout=120)
    finally:
        child.kill()
        child.wait()
    assert child.returncode == -signal.SIGKILL


def test_saves_killed_again_and_again_leave_a_complete_checkpoint_and_one_temp_file_at_most(tmp_path):
    path = str(tmp_path / "model.ckpt")
    ms.save_checkpoint({"p0": ms.Tensor(np.zeros((2, 3), np.float32))}, path)
    current = {"p0": 0.0}
    kills = [("mid_write", 1 << 20), ("before_rename", 0), ("mid_write", 30 << 20), ("after_rename", 0),
             ("mid_write", 5 << 20), ("before_rename", 0), ("after_rename", 0), ("mid_write", 60 << 20)]
    for value, (where, kill_at) in enumerate(kills, start=1):
        _kill_a_save(path, where, value, kill_at)
        if where == "after_rename":  # killed after the rename: the new file is complete and in place
            current = {f"p{i}": float(value) for i in range(4)}
        loaded = ms.load_checkpoint(path, crc_check=True)
        assert {name: float(p.asnumpy().mean()) for name, p in loaded.items()} == current, (where, value)
        # the killed save's temporary file, if any, under its one fixed name: nothing accumulates
        assert _temp_files(tmp_path) in ([], ["model.tmp"]), (where, _temp_files(tmp_path))
    assert _temp_files(tmp_path) == ["model.tmp"]  # the last kill was mid-write
    ms.save_checkpoint(cases._Two.build(ms), path)  # the next save removes it and replaces the file as usual
    assert _temp_files(tmp_path) == []
    assert list(ms.load_checkpoint(path)) == ["fc.weight", "fc.bias", "head.weight", "head.bias"]


def test_failed_save_leaves_previous_file_and_no_temp(tmp_path):
    path = str(tmp_path / "m.safetensors")
    ms.save_checkpoint(cases._dense(ms), path, format="safetensors")
    before = open(path, "rb").read()
    with pytest.raises(TypeError, match="'note' is a str"):
        ms.save_checkpoint(cases._dense(ms), path, format="safetensors", append_dict={"note": "x"})
    assert open(path, "rb").read() == before
    assert _temp_files(str(tmp_path)) == []


# --- asynchronous save and load ---------------------------------------------------------------------------------
def test_async_save_writes_the_values_of_call_time(tmp_path):
    net = cases._dense(ms)
    path = str(tmp_path / "a.ckpt")
    ms.save_checkpoint(net, path, async_save="thread")
    net.weight.set_data(ms.Tensor(np.zeros((1, 2), np.float32)))
    cases._wait_async(ms)
    np.testing.assert_array_equal(ms.load_checkpoint(path)["weight"].asnumpy(), [[1.0, 2.0]])
    assert ms.async_ckpt_thread_status() is False


def test_load_checkpoint_async_gives_the_same_dict(tmp_path):
    path = os.path.join(GOLDEN_DIR, FILES["nested_cell"])
    future = ms.load_checkpoint_async(path)
    assert str(future.result()) == str(ms.load_checkpoint(path))


# --- encryption (MindSpore-encrypted files are in the goldens) ------------------------------------------------
@pytest.mark.parametrize("mode,key", [("AES-GCM", b"k" * 16), ("AES-GCM", b"k" * 32), ("AES-CBC", b"k" * 24),
                                      ("SM4-CBC", b"k" * 16)])
def test_encrypted_round_trip_with_fresh_ivs(tmp_path, mode, key):
    pytest.importorskip("cryptography")
    net = cases._Two.build(ms)
    first, second = str(tmp_path / "a.ckpt"), str(tmp_path / "b.ckpt")
    ms.save_checkpoint(net, first, enc_key=key, enc_mode=mode, append_dict={"note": "x"})
    ms.save_checkpoint(net, second, enc_key=key, enc_mode=mode, append_dict={"note": "x"})
    with open(first, "rb") as f, open(second, "rb") as g:
        a, b = f.read(), g.read()
    assert a[:4] == b[:4] and a != b  # same magic number, fresh random IV per save
    loaded = ms.load_checkpoint(first, dec_key=key, dec_mode=mode)
    assert loaded["note"] == "x"
    for name, param in net.parameters_and_names():
        np.testing.assert_array_equal(loaded[name].asnumpy(), param.asnumpy())
    with pytest.raises(ValueError, match="dec_key"):
        ms.load_checkpoint(first, dec_key=b"x" * len(key), dec_mode=mode)


@pytest.mark.parametrize("mode", ["AES-CBC", "SM4-CBC"])
def test_a_wrong_cbc_key_that_unpads_still_names_dec_key(tmp_path, mode):
    """About 1 wrong key in 256 decrypts a CBC file to noise that ends in valid padding; the noise then fails to
    parse, and that is MindSpore's wrong-key error too (it failed 1 suite run in a few as a parse error)."""
    pytest.importorskip("cryptography")
    path = str(tmp_path / "a.ckpt")
    ms.save_checkpoint(cases._Two.build(ms), path, enc_key=b"k" * 16, enc_mode=mode)
    with open(path, "rb") as f:
        data = f.read()
    for i in range(1, 20000):
        wrong = i.to_bytes(16, "little")
        try:
            crypto.decrypt(data, wrong, mode, path)
        except ValueError:
            continue
        break
    with pytest.raises(ValueError, match="dec_key"):
        ms.load_checkpoint(path, dec_key=wrong, dec_mode=mode)


def test_encryption_without_cryptography_names_the_argument(tmp_path):
    with mock.patch.dict(sys.modules, {"cryptography": None, "cryptography.hazmat.primitives": None}):
        with pytest.raises(NotImplementedError, match="enc_key"):
            ms.save_checkpoint(cases._dense(ms), str(tmp_path / "e.ckpt"), enc_key=b"0" * 16)
        with pytest.raises(NotImplementedError, match="dec_key"):
            ms.load_checkpoint(os.path.join(GOLDEN_DIR, FILES["encrypted"]), dec_key=b"0123456789abcdef")
    assert not os.path.exists(tmp_path / "e.ckpt")


def test_no_pickle_in_the_checkpoint_code():
    import msbridge.train as train
    folder = os.path.dirname(train.__file__)
    for name in os.listdir(folder):
        if name.endswith(".py"):
            with open(os.path.join(folder, name)) as f:
                text = f.read()
            assert "pickle" not in text and "torch.load" not in text, name


# --- folder conversion ------------------------------------------------------------------------------------------
def test_rank_folders_convert_both_ways(tmp_path):
    src, out, back = tmp_path / "src", tmp_path / "st", tmp_path / "back"
    nets = {}
    for rank in (0, 1):
        (src / f"rank{rank}").mkdir(parents=True)
        nets[rank] = cases._Two.build(ms)
        ms.save_checkpoint(nets[rank], str(src / f"rank{rank}" / "net.ckpt"))
        ms.save_checkpoint(cases._dense(ms), str(src / f"rank{rank}" / "skip.ckpt"))
    (src / "other").mkdir()
    ms.ckpt_to_safetensors(str(src), str(out), file_name_regex="net")
    assert sorted(os.listdir(out)) == ["rank0", "rank1"]
    assert os.listdir(out / "rank0") == ["net.safetensors"]
    ms.safetensors_to_ckpt(str(out), str(back), name_map={"head.bias": "renamed"})
    for rank in (0, 1):
        loaded = ms.load_checkpoint(str(back / f"rank{rank}" / "net.ckpt"))
        assert sorted(loaded) == ["fc.bias", "fc.weight", "head.weight", "renamed"]
        np.testing.assert_array_equal(loaded["renamed"].asnumpy(), nets[rank].head.bias.asnumpy())
