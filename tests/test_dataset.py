"""mindspore.dataset sources, operations, iterators and config against goldens recorded from MindSpore 2.10
(golden/cases_dataset.py)."""
import importlib.util

import numpy as np
import pytest

import cases_dataset as cases
import goldens
import msbridge as ms

G = goldens.load("dataset")
_FLOAT_TOL = (1e-6, 1e-6)  # rtol, atol of the float columns of pipeline rows


@pytest.fixture(autouse=True)
def _keep_dataset_config():
    """Cases may set the pipeline seed; tests leave the configuration as they found it."""
    saved = dict(ms.dataset.config._settings)
    yield
    ms.dataset.config._settings.update(saved)


def _same_rows(ours, theirs, name):
    assert len(ours) == len(theirs), name
    for row_ours, row_theirs in zip(ours, theirs):
        assert len(row_ours) == len(row_theirs), name
        for a, b in zip(row_ours, row_theirs):
            if isinstance(b, dict) and "array" in b:
                (dt_a, shape_a, val_a), (dt_b, shape_b, val_b) = a["array"], b["array"]
                assert (dt_a, shape_a) == (dt_b, shape_b), name
                dtype = np.float64 if np.dtype(dt_b).kind == "f" else dt_b  # floats compared as the JSON has them
                goldens.assert_arrays_match([np.asarray(val_a, dtype)], None, name, lambda _: _FLOAT_TOL,
                                            expected=[np.asarray(val_b, dtype)])
            else:
                assert a == b, name


# MindSpore's output_shapes/output_types still list the column a map renamed over (the rows do not have it)
_ORPHAN_COLUMN = {"map.rename_onto_existing"}


def check_pipe(name):
    expected = dict(G["pipe." + name])
    got = cases.as_json(cases.describe(cases.run(ms, cases.PIPES[name])))
    _same_rows(got.pop("rows"), expected.pop("rows"), name)
    if name in _ORPHAN_COLUMN:
        for key in ("shapes", "types"):
            assert got.pop(key) == expected.pop(key)[1:]
    assert got == expected


def check_error(name):
    expected = G["error." + name]
    with goldens.raises_like(expected) as info:
        cases.run(ms, cases.ERRORS[name])
    message = str(info.value).replace(cases._TMP, "<tmp>")
    if name in cases.SAME_MESSAGE:
        assert message.splitlines()[0].strip() == expected["message"].splitlines()[0].strip()
    return message


@pytest.mark.parametrize("name", goldens.cases(cases.PIPES))
def test_pipeline_matches_mindspore(name):
    check_pipe(name)


_XFAIL = {"iter.tensor_repr": "MindSpore prints numpy-backed Tensors (from_numpy, dataset rows) in numpy's format; "
                              "msbridge's Tensor printer always uses MindSpore's scientific layout"}
_HAS_PILLOW = importlib.util.find_spec("PIL") is not None


def _case_param(name):
    if name in _XFAIL:
        return pytest.param(name, marks=pytest.mark.xfail(strict=True, reason=_XFAIL[name]))
    if name in cases.NEEDS_PILLOW:
        return pytest.param(name, marks=pytest.mark.skipif(not _HAS_PILLOW, reason="Pillow is not installed"))
    return name


@pytest.mark.parametrize("name", [_case_param(n) for n in goldens.cases(cases.VALUES)])
def test_value_matches_mindspore(name):
    assert cases.as_json(cases.run(ms, cases.VALUES[name])) == G["value." + name]


@pytest.mark.parametrize("name", [_case_param(n) for n in goldens.cases(cases.ERRORS)])
def test_error_matches_mindspore(name):
    check_error(name)


def check_arrays(name, atol_uint8=0):
    goldens.assert_array_case(cases.as_arrays(cases.run(ms, cases.ARRAYS[name])), G, name,
                              lambda dtype: (1e-5, 1e-5), int_atol=atol_uint8)


# OpenCV's bicubic and area uint8 resizes use fixed-point weights msbridge does not reproduce: pixels may differ
# from MindSpore's by 1 (bilinear is bit-exact: tests/test_vision_resize.py)
_UINT8_ONE_OFF = {"v.resize_bicubic_u8", "v.resize_area_half"}


@pytest.mark.parametrize("name", goldens.cases(cases.ARRAYS))
def test_transform_matches_mindspore(name):
    check_arrays(name, 1 if name in _UINT8_ONE_OFF else 0)


@pytest.mark.skipif(_HAS_PILLOW, reason="checks the error raised without Pillow")
def test_pil_outputs_without_pillow_name_it():
    vision = ms.dataset.vision
    with pytest.raises(ModuleNotFoundError, match="ToPIL: needs Pillow"):
        vision.ToPIL()(np.zeros((2, 2, 3), np.uint8))
    with pytest.raises(ModuleNotFoundError, match="Decode: needs Pillow"):
        vision.Decode(to_pil=True)(cases.png_bytes(np.zeros((2, 2, 3), np.uint8)))
