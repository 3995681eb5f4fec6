"""mindspore.dataset.audio against goldens recorded from MindSpore 2.10 (golden/cases_dataset_audio.py), plus the
random masks, which no golden can pin."""
import numpy as np
import pytest

import cases_dataset_audio as cases
import goldens
import msbridge as ms

G = goldens.load("dataset_audio")
# float32 kernels on MindSpore's side, float64 here: relative 1e-4 (dB and mel sums), absolute 1e-4 near zero
_TOL = {"spectrogram.ints": (1e-4, 1e-2)}  # squared magnitudes up to 1e6


@pytest.mark.parametrize("name", goldens.cases(cases.ARRAYS))
def test_array_matches_mindspore(name):
    goldens.assert_array_case(cases.as_arrays(cases.run(ms, cases.ARRAYS[name])), G, name,
                              lambda dtype: _TOL.get(name, (1e-4, 1e-4)))


@pytest.mark.parametrize("name", goldens.cases(cases.ERRORS))
def test_error_matches_mindspore(name):
    goldens.assert_error_case(G["error." + name], lambda: cases.run(ms, cases.ERRORS[name]),
                              name in cases.SAME_MESSAGE)


@pytest.mark.parametrize("op, axis", [("TimeMasking", -1), ("FrequencyMasking", -2)])
def test_iid_masks_mask_one_band_per_slice(op, axis, monkeypatch):
    monkeypatch.setattr(ms.dataset.config, "_settings", dict(ms.dataset.config._settings))  # set_seed is undone
    ms.dataset.config.set_seed(3)
    spec = np.ones((3, 2, 12, 12), np.float32)
    out = getattr(ms.dataset.audio, op)(True, 6, mask_value=0.0)(spec)
    assert out.shape == spec.shape and out.dtype == np.float32
    masked = (out == 0).all(axis=-1 if axis == -2 else -2).reshape(6, 12)  # which rows/columns each slice masks
    widths = masked.sum(-1)
    assert (widths < 6).all() and len(set(widths.tolist())) > 1  # random widths below the parameter
    for row, width in zip(masked, widths):
        start = int(np.argmax(row)) if width else 0
        assert row[start:start + width].all() and row.sum() == width  # one contiguous band
