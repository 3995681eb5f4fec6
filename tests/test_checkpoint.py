"""Checkpoint files against files and behaviour recorded from MindSpore 2.10 (golden/cases_checkpoint.py):
msbridge writes the same bytes, reads MindSpore's files to the same Parameters, and raises the same errors."""
import json
import os
import shutil
import stat

import numpy as np
import pytest

import cases_checkpoint as cases
import goldens
import msbridge as ms

G = goldens.load("checkpoint")
GOLDEN_DIR = os.path.join(goldens.HERE, "checkpoint")
cases.FILES.update(G["files"])

# MindSpore raises safetensors' own SafetensorError for a str entry; msbridge has no safetensors package.
_ERROR_TYPES_THAT_DIFFER = {"save_safetensors_str": TypeError}


def _assert_same_file(ours, theirs):
    """Byte equality, except that safetensors' Rust writer orders several ``__metadata__`` keys at random (a hash
    map, different in every MindSpore process), so there the header must be equal as parsed JSON."""
    if ours == theirs or not theirs[8:24].startswith(b'{"__metadata__"'):
        assert ours == theirs
        return
    n = int.from_bytes(theirs[:8], "little")
    assert ours[:8] == theirs[:8] and ours[8 + n:] == theirs[8 + n:]
    assert json.loads(ours[8:8 + n]) == json.loads(theirs[8:8 + n])
    assert len(json.loads(theirs[8:8 + n])["__metadata__"]) > 1


@pytest.fixture
def golden_copy(tmp_path):
    """A writable copy of the recorded files (cases write corrupted variants next to them)."""
    work = tmp_path / "golden"
    shutil.copytree(GOLDEN_DIR, work, copy_function=shutil.copyfile)
    return str(work)


@pytest.mark.parametrize("case", sorted(cases.SAVES))
def test_written_bytes_equal_mindspore(case, tmp_path):
    rel = cases.SAVES[case](ms, str(tmp_path))
    assert rel == os.path.relpath(G["files"][case], case)
    with open(os.path.join(GOLDEN_DIR, G["files"][case]), "rb") as f:
        expected = f.read()
    path = tmp_path / rel
    _assert_same_file(path.read_bytes(), expected)
    assert stat.S_IMODE(os.stat(path).st_mode) == stat.S_IRUSR


@pytest.mark.parametrize("name", sorted(cases.LOADS))
def test_load_matches_mindspore(name, golden_copy):
    if name == "load_encrypted":
        pytest.importorskip("cryptography")
    assert cases.LOADS[name](ms, golden_copy) == G["load." + name]


@pytest.mark.parametrize("name", sorted(cases.ERRORS))
def test_error_matches_mindspore(name, golden_copy):
    if name in ("load_encrypted_wrong_key", "load_encrypted_wrong_mode", "load_plain_with_key"):
        pytest.importorskip("cryptography")
    if name in _ERROR_TYPES_THAT_DIFFER:
        with pytest.raises(_ERROR_TYPES_THAT_DIFFER[name]):
            cases.ERRORS[name](ms, golden_copy)
        return
    with goldens.raises_like(G["error." + name]):
        cases.ERRORS[name](ms, golden_copy)


def test_loaded_values_print_as_mindspore(golden_copy):
    params = ms.load_checkpoint(os.path.join(golden_copy, G["files"]["dense"]))
    assert str(params) == ("{'weight': Parameter (name=weight, shape=(1, 2), dtype=Float32, requires_grad=True), "
                           "'bias': Parameter (name=bias, shape=(1,), dtype=Float32, requires_grad=True)}")


def test_split_entries_load_into_one_tensor(golden_copy):
    params = ms.load_checkpoint(os.path.join(golden_copy, G["files"]["split_small"]))
    np.testing.assert_array_equal(params["big"].asnumpy(),
                                  np.linspace(-1, 1, 700).astype(np.float32).reshape(7, 100))
    params = ms.load_checkpoint(os.path.join(golden_copy, G["files"]["split_small_async"]))
    np.testing.assert_array_equal(params["wide"].asnumpy(), np.arange(700, dtype=np.int32).reshape(1, 700))


# --- MindSpore's real 512 MiB threshold: entry headers recorded by record_checkpoint.py --big ----------------------
_SPLIT = goldens.load("checkpoint_split") if os.path.exists(os.path.join(goldens.HERE, "checkpoint_split.json")) \
    else None


@pytest.mark.skipif(_SPLIT is None, reason="checkpoint_split.json not recorded")
@pytest.mark.parametrize("case,by_rows", [("flat", False), ("rows_async", True)])
def test_split_layout_at_the_real_threshold(case, by_rows):
    from msbridge.train._ckpt import wire
    from msbridge.train._ckpt.write import byte_slices
    recorded = _SPLIT[case]
    shape = recorded["shape"]

    class Big:  # a 2 GiB-free stand-in: only nbytes and rows are read
        data = np.broadcast_to(np.uint8(0), (int(np.prod(shape)) * 4,))
        rows = shape[0]

    ours = [[wire.entry_header(case.split("_")[0], shape, "Float32", end - begin).hex(), end - begin]
            for begin, end in byte_slices(Big, by_rows)]
    assert ours == recorded["entries"]
