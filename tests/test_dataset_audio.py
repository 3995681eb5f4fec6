"""mindspore.dataset.audio against goldens recorded from MindSpore 2.10 (golden/cases_dataset_audio.py), plus the
random masks, which no golden can pin."""
import numpy as np
import pytest

import cases_dataset_audio as cases
import goldens
import msbridge as ms

G = goldens.load("dataset_audio")
# float32 kernels on MindSpore's side, float64 here: relative 1e-4 (dB and mel sums), absolute 1e-4 near zero
_TOL = {"spectrogram.ints": (1e-4, 1e-2),  # squared magnitudes up to 1e6
        # MindSpore accumulates the vocoder's phases (up to ~400 rad) in float32: 1e-4 of the Nyquist bin's ~0 part
        "phase_vocoder.slow": (1e-4, 3e-4), "time_stretch.hop": (1e-4, 3e-4)}


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


def _seeded(monkeypatch, seed):
    monkeypatch.setattr(ms.dataset.config, "_settings", dict(ms.dataset.config._settings))  # set_seed is undone
    ms.dataset.config.set_seed(seed)


@pytest.mark.parametrize("axis", [1, 2])
def test_mask_along_axis_iid_widths_and_starts_are_uniform(axis, monkeypatch):
    # MindSpore 2.10 (measured, 3000 draws): width uniform on [0, mask_param], start uniform on [0, size - width],
    # one band shared by every (..., freq, time) slice
    _seeded(monkeypatch, 5)
    op = ms.dataset.audio.MaskAlongAxisIID(3, 2.0, axis)
    widths, starts = [], []
    for _ in range(1200):
        out = op(np.zeros((2, 6, 6), np.float32))
        assert out.dtype == np.float32 and set(np.unique(out)) <= {0.0, 2.0}
        band = (out == 2.0).all(axis=(0, 2) if axis == 1 else (0, 1))
        assert (out == 2.0).sum() == band.sum() * 12  # the same band in both slices, across the other axis
        widths.append(int(band.sum()))
        if band.any():
            start = int(np.argmax(band))
            assert band[start:start + widths[-1]].all()
            starts.append((widths[-1], start))
    counts = np.bincount(widths, minlength=4)
    assert len(counts) == 4 and (np.abs(counts - 300) < 75).all()  # 4 widths, 300 each (sd ~15)
    assert {start for width, start in starts if width == 3} == {0, 1, 2, 3}


@pytest.mark.parametrize("density, low, high", [("RPDF", -1.5, 0.5), ("GPDF", -7.0, 7.0)])
def test_dither_adds_one_random_constant_before_rounding(density, low, high, monkeypatch):
    # RPDF adds (one random sample - 0.5), GPDF the sum of seven random samples, to the whole 16-bit scaled signal
    _seeded(monkeypatch, 7)
    op = ms.dataset.audio.Dither(getattr(ms.dataset.audio.DensityFunction, density))
    offsets = []
    for _ in range(60):
        out = op(cases.W)
        assert out.dtype == np.float32 and out.shape == cases.W.shape
        codes = out.astype(np.float64) * 32768
        assert np.abs(codes - np.round(codes)).max() < 1e-3  # quantized to 1/32768
        scaled = cases.W.astype(np.float32) * np.float32(32766)
        lows = (codes - 0.5 - scaled).max()  # the constant c with round(scaled + c) == codes lies in [lows, highs]
        highs = (codes + 0.5 - scaled).min()
        assert lows <= highs + 1e-3
        offsets.append((lows + highs) / 2)
    offsets = np.array(offsets)
    assert low - 0.5 <= offsets.min() and offsets.max() <= high + 0.5 and offsets.std() > 0.1


def test_griffin_lim_random_phases_vary_but_keep_the_magnitudes(monkeypatch):
    _seeded(monkeypatch, 11)
    spec = ms.dataset.audio.Spectrogram(n_fft=16)(cases.W[:, :64])
    op = ms.dataset.audio.GriffinLim(n_fft=16, n_iter=16)
    first, second = op(spec), op(spec)
    assert first.shape == (2, 64) and first.dtype == np.float32 and np.abs(first - second).max() > 1e-3
    rebuilt = ms.dataset.audio.Spectrogram(n_fft=16)(first)
    # MindSpore 2.10's relative magnitude error here: 0.15 to 0.28 over 20 random starts (measured)
    assert np.abs(rebuilt - spec).mean() < 0.35 * spec.mean()


def test_inverse_mel_scale_starts_uniform_and_fits_the_mel_bins(monkeypatch):
    _seeded(monkeypatch, 13)
    mel = ms.dataset.audio.MelSpectrogram(sample_rate=8000, n_fft=32, n_mels=6)(cases.W)
    still = ms.dataset.audio.InverseMelScale(17, n_mels=6, sample_rate=8000, max_iter=1,
                                             sgdargs={"sgd_lr": 0.0, "sgd_momentum": 0.0})(mel)
    # no step taken: MindSpore's uniform [0, 1) start (measured: min 0.0, max 0.999, mean 0.49)
    assert 0 <= still.min() < 0.01 and 0.99 < still.max() < 1 and abs(still.mean() - 0.5) < 0.02
    fitted = ms.dataset.audio.InverseMelScale(17, n_mels=6, sample_rate=8000, max_iter=2000)(mel)
    rebuilt = np.einsum("...ft,fm->...mt", fitted, ms.dataset.audio.melscale_fbanks(17, 0, 4000, 6, 8000))
    assert fitted.min() >= 0 and np.abs(rebuilt - mel).mean() <= 0.004 * mel.mean()  # MindSpore: 0.003-0.004
