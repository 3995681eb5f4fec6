"""mindspore.dataset.audio cases, recorded from MindSpore 2.10 by record_dataset_audio.py and replayed on msbridge
by tests/test_dataset_audio.py.

Case code sees ``audio`` (``mindspore.dataset.audio`` or ``msbridge.dataset.audio``), ``ds``, ``np`` and ``W``, a
seeded (2, 400) float32 waveform in [-1, 1) (``S``: the same as a (2, 20, 20) spectrogram). ``ARRAYS`` compare
dtype, shape and values; ``ERRORS`` the exception type and the first message line.
"""
import importlib

import numpy as np

W = np.random.RandomState(0).uniform(-1, 1, (2, 400)).astype(np.float32)


def namespace(ms):
    return {"audio": importlib.import_module(ms.__name__ + ".dataset.audio"),
            "ds": importlib.import_module(ms.__name__ + ".dataset"), "np": np, "W": W, "S": W.reshape(2, 20, 20)}


def run(ms, code):
    return eval(code, namespace(ms))  # noqa: S307 - the code strings are the fixed tables below


def as_arrays(result):
    items = result if isinstance(result, (tuple, list)) else [result]
    return [np.asarray(item) for item in items]


ARRAYS = {
    "spectrogram": "audio.Spectrogram(n_fft=64)(W)",
    "spectrogram.float64": "audio.Spectrogram(n_fft=64)(W.astype(np.float64))",
    "spectrogram.ints": "audio.Spectrogram(n_fft=64)(np.arange(400) % 7)",
    "spectrogram.1d": "audio.Spectrogram(n_fft=64)(W[0])",
    "spectrogram.options": "audio.Spectrogram(n_fft=64, win_length=48, hop_length=20, pad=3, "
                           "window=audio.WindowType.HAMMING, power=1.0, normalized=True, center=False, "
                           "pad_mode=audio.BorderType.CONSTANT, onesided=False)(W)",
    "spectrogram.complex": "audio.Spectrogram(n_fft=16, power=0)(W[:, :40])",
    "spectrogram.blackman": "audio.Spectrogram(n_fft=32, window=audio.WindowType.BLACKMAN)(W)",
    "spectrogram.bartlett": "audio.Spectrogram(n_fft=32, window=audio.WindowType.BARTLETT, center=True, "
                            "pad_mode=audio.BorderType.EDGE)(W)",
    "mel_spectrogram": "audio.MelSpectrogram(sample_rate=8000, n_fft=64, n_mels=8)(W)",
    "mel_spectrogram.slaney": "audio.MelSpectrogram(sample_rate=8000, n_fft=64, n_mels=8, f_min=100.0, f_max=3000.0, "
                              "norm=audio.NormType.SLANEY, mel_scale=audio.MelType.SLANEY)(W)",
    "mel_scale": "audio.MelScale(n_mels=8, sample_rate=8000, n_stft=33)(np.abs(W[:, :165].reshape(2, 33, 5)))",
    "melscale_fbanks": "audio.melscale_fbanks(33, 0, 4000, 8, 8000)",
    "melscale_fbanks.slaney": "audio.melscale_fbanks(33, 50, 3000, 8, 8000, audio.NormType.SLANEY, "
                              "audio.MelType.SLANEY)",
    "linear_fbanks": "audio.linear_fbanks(33, 0, 4000, 6, 8000)",
    "create_dct": "audio.create_dct(6, 10, audio.NormMode.ORTHO)",
    "create_dct.none": "audio.create_dct(6, 10)",
    "amplitude_to_db": "audio.AmplitudeToDB()(np.abs(W) + 0.01)",
    "amplitude_to_db.options": "audio.AmplitudeToDB(stype=audio.ScaleType.MAGNITUDE, ref_value=2.0, amin=1e-5, "
                               "top_db=10.0)(np.abs(S))",
    "amplitude_to_db.top_db_global": "audio.AmplitudeToDB(top_db=5.0)(np.abs(W.reshape(2, 4, 100)))",
    "db_to_amplitude": "audio.DBToAmplitude(0.5, 1.0)(W)",
    "mfcc": "audio.MFCC(8000, 6, melkwargs={'n_fft': 64, 'n_mels': 10, 'win_length': 64, 'hop_length': 32, "
            "'f_min': 0.0, 'f_max': 4000.0, 'pad': 0, 'power': 2.0, 'normalized': False, 'center': True, "
            "'pad_mode': audio.BorderType.REFLECT, 'onesided': True, 'window': audio.WindowType.HANN, "
            "'norm': audio.NormType.NONE, 'mel_scale': audio.MelType.HTK})(W)",
    "mfcc.log_mels": "audio.MFCC(8000, 4, log_mels=True, melkwargs={'n_fft': 64, 'n_mels': 10, 'win_length': 64, "
                     "'hop_length': 32, 'f_min': 0.0, 'f_max': 4000.0, 'pad': 0, 'power': 2.0, 'normalized': False, "
                     "'center': True, 'pad_mode': audio.BorderType.REFLECT, 'onesided': True, "
                     "'window': audio.WindowType.HANN, 'norm': audio.NormType.NONE, "
                     "'mel_scale': audio.MelType.HTK})(W)",
    "resample.down": "audio.Resample(16000, 8000)(W)",
    "resample.up": "audio.Resample(8000, 11025)(W)",
    "resample.kaiser": "audio.Resample(16000, 12000, resample_method=audio.ResampleMethod.KAISER_WINDOW)(W)",
    "resample.options": "audio.Resample(44100, 16000, lowpass_filter_width=4, rolloff=0.9)(W)",
    "time_masking": "audio.TimeMasking(False, 5, 2, 1.5)(S)",
    "frequency_masking": "audio.FrequencyMasking(False, 3, 1)(S)",
    "mask_along_axis": "audio.MaskAlongAxis(3, 4, -1.0, 2)(S)",
    "fade.linear": "audio.Fade(fade_in_len=10, fade_out_len=20)(W)",
    "fade.quarter_sine": "audio.Fade(30, 40, audio.FadeShape.QUARTER_SINE)(W)",
    "fade.half_sine": "audio.Fade(30, 40, audio.FadeShape.HALF_SINE)(W)",
    "fade.logarithmic": "audio.Fade(30, 40, audio.FadeShape.LOGARITHMIC)(W)",
    "fade.exponential": "audio.Fade(30, 40, audio.FadeShape.EXPONENTIAL)(W)",
    "vol": "audio.Vol(0.5)(W)",
    "vol.db": "audio.Vol(3.0, audio.GainType.DB)(W)",
    "vol.power": "audio.Vol(2.0, audio.GainType.POWER)(W)",
    "vol.ints": "audio.Vol(2.0)(np.arange(5))",
    "gain": "audio.Gain(3.0)(W)",
    "dc_shift": "audio.DCShift(0.5, 0.02)(W)",
    "dc_shift.negative": "audio.DCShift(-0.3, 0.05)(W)",
    "dc_shift.plain": "audio.DCShift(0.7)(W)",
    "mu_law_encoding": "audio.MuLawEncoding(256)(W)",
    "mu_law_decoding": "audio.MuLawDecoding(256)(np.arange(10).astype(np.int32))",
    "compute_deltas": "audio.ComputeDeltas()(S)",
    "compute_deltas.win7": "audio.ComputeDeltas(7)(S)",
    "complex_norm": "audio.ComplexNorm()(W.reshape(2, 200, 2))",
    "complex_norm.power": "audio.ComplexNorm(2.0)(W.reshape(2, 200, 2))",
    "angle": "audio.Angle()(W.reshape(2, 200, 2))",
    "lowpass": "audio.LowpassBiquad(8000, 1000)(W)",
    "highpass": "audio.HighpassBiquad(8000, 1000, 0.5)(W)",
    "biquad": "audio.Biquad(0.4, 0.2, 0.9, 0.7, 0.2, 0.6)(W)",
    "allpass": "audio.AllpassBiquad(8000, 1000)(W)",
    "bandpass": "audio.BandpassBiquad(8000, 1000, 0.8)(W)",
    "bandpass.skirt": "audio.BandpassBiquad(8000, 1500, 0.8, True)(W)",
    "bandreject": "audio.BandrejectBiquad(8000, 1000)(W)",
    "band": "audio.BandBiquad(8000, 1000)(W)",
    "band.noise": "audio.BandBiquad(8000, 700, 0.9, True)(W)",
    "bass": "audio.BassBiquad(8000, 6.0)(W * 0.1)",
    "treble": "audio.TrebleBiquad(16000, -4.0, 2500, 0.5)(W)",
    "equalizer": "audio.EqualizerBiquad(8000, 1200, 3.0, 0.9)(W * 0.5)",
    "deemph.44100": "audio.DeemphBiquad(44100)(W)",
    "deemph.48000": "audio.DeemphBiquad(48000)(W)",
    "contrast": "audio.Contrast()(W)",
    "contrast.amount": "audio.Contrast(30.0)(W)",
    "magphase": "audio.Magphase()(W.reshape(2, 200, 2))",
    "magphase.power": "audio.Magphase(2.0)(W.reshape(2, 200, 2))",
    "filtfilt": "audio.Filtfilt([1.0, -0.5, 0.1], [0.3, 0.2, 0.1])(W)",
    "filtfilt.no_clamp": "audio.Filtfilt([1.0, -0.9], [2.0, 0.5], clamp=False)(W)",
    "spectral_centroid": "audio.SpectralCentroid(8000, n_fft=64)(W)",
    "spectral_centroid.options": "audio.SpectralCentroid(16000, n_fft=32, win_length=24, hop_length=8, pad=2, "
                                 "window=audio.WindowType.HAMMING)(W)",
    "lfcc": "audio.LFCC(8000, 12, 6, speckwargs={'n_fft': 64, 'win_length': 64, 'hop_length': 32, 'pad': 0, "
            "'window': audio.WindowType.HANN, 'power': 2.0, 'normalized': False, 'center': True, "
            "'pad_mode': audio.BorderType.REFLECT, 'onesided': True})(W)",
    "lfcc.log": "audio.LFCC(8000, 10, 4, 100.0, 3000.0, log_lf=True, speckwargs={'n_fft': 32, 'win_length': 32, "
                "'hop_length': 16, 'pad': 0, 'window': audio.WindowType.HANN, 'power': 2.0, 'normalized': False, "
                "'center': True, 'pad_mode': audio.BorderType.REFLECT, 'onesided': True})(W)",
    "overdrive": "audio.Overdrive()(W * 0.1)",
    "overdrive.options": "audio.Overdrive(5.0, 50.0)(W)",
    "inverse_spectrogram": "audio.InverseSpectrogram(n_fft=64)(audio.Spectrogram(n_fft=64, power=0)(W))",
    "inverse_spectrogram.options": "audio.InverseSpectrogram(length=380, n_fft=32, hop_length=8, pad=3, "
                                   "window=audio.WindowType.HAMMING, normalized=True)(audio.Spectrogram(n_fft=32, "
                                   "hop_length=8, pad=3, window=audio.WindowType.HAMMING, normalized=True, "
                                   "power=0)(W[:, :380]))",
    "lfilter": "audio.LFilter([1.0, -0.5, 0.1], [0.3, 0.2, 0.1])(W)",
    "lfilter.no_clamp": "audio.LFilter([1.0, -0.9], [2.0, 0.5], clamp=False)(W)",
    "riaa.44100": "audio.RiaaBiquad(44100)(W)",
    "riaa.48000": "audio.RiaaBiquad(48000)(W)",
    "riaa.88200": "audio.RiaaBiquad(88200)(W * 0.5)",
    "riaa.96000": "audio.RiaaBiquad(96000)(W)",
    "sliding_window_cmn": "audio.SlidingWindowCmn(cmn_window=3, min_cmn_window=2)(S)",
    "sliding_window_cmn.center": "audio.SlidingWindowCmn(cmn_window=4, min_cmn_window=2, center=True)(S)",
    "sliding_window_cmn.norm_vars": "audio.SlidingWindowCmn(cmn_window=5, min_cmn_window=3, norm_vars=True)(S)",
    "sliding_window_cmn.center_vars": "audio.SlidingWindowCmn(7, 1, True, True)(S.astype(np.float64))",
    "sliding_window_cmn.defaults": "audio.SlidingWindowCmn()(W.reshape(2, 50, 8))",
    "sliding_window_cmn.min_window": "audio.SlidingWindowCmn(6, 15)(S[0])",
    "mask_along_axis_iid.zero": "audio.MaskAlongAxisIID(0, 1.0, 2)(S)",
    "dither.tpdf": "audio.Dither()(W)",
    "dither.tpdf.float64": "audio.Dither()(W.astype(np.float64))",
    "dither.tpdf.shaped": "audio.Dither(noise_shaping=True)(W)",
    "dither.tpdf.3d": "audio.Dither()(S)",
    "phase_vocoder": "audio.PhaseVocoder(1.3, np.linspace(0, np.pi * 8, 9, dtype=np.float32)[:, None])"
                     "(audio.Spectrogram(n_fft=16, power=0)(W[:, :80]))",
    "phase_vocoder.slow": "audio.PhaseVocoder(0.6, np.linspace(0, np.pi * 4, 9, dtype=np.float32)[:, None])"
                          "(audio.Spectrogram(n_fft=16, power=0)(W[:, :80]))",
    "phase_vocoder.one": "audio.PhaseVocoder(1.0, np.zeros((9, 1), np.float32))"
                         "(audio.Spectrogram(n_fft=16, power=0)(W[:, :80]))",
    "time_stretch": "audio.TimeStretch(n_freq=9, fixed_rate=1.3)(audio.Spectrogram(n_fft=16, power=0)(W[:, :80]))",
    "time_stretch.hop": "audio.TimeStretch(4, 9, 0.8)(audio.Spectrogram(n_fft=16, hop_length=4, power=0)(W[:, :80]))",
    "time_stretch.none": "audio.TimeStretch(n_freq=9)(audio.Spectrogram(n_fft=16, power=0)(W[:, :80]))",
    "griffin_lim": "audio.GriffinLim(n_fft=16, n_iter=4, rand_init=False)(audio.Spectrogram(n_fft=16)(W[:, :64]))",
    "griffin_lim.options": "audio.GriffinLim(n_fft=32, n_iter=6, win_length=24, hop_length=6, "
                           "window_type=audio.WindowType.HAMMING, power=1.0, momentum=0.5, length=90, "
                           "rand_init=False)(audio.Spectrogram(n_fft=32, win_length=24, hop_length=6, "
                           "window=audio.WindowType.HAMMING, power=1.0)(W[:, :90]))",
    "griffin_lim.no_momentum": "audio.GriffinLim(n_fft=16, n_iter=3, momentum=0.0, rand_init=False)"
                               "(audio.Spectrogram(n_fft=16)(W[0, :64]))",
    "griffin_lim.random_shape": "audio.GriffinLim(n_fft=16, n_iter=2)(audio.Spectrogram(n_fft=16)(W[:, :64])).shape",
    "pitch_shift": "audio.PitchShift(16000, 4, n_fft=64)(W)",
    "pitch_shift.down": "audio.PitchShift(8000, -3, bins_per_octave=10, n_fft=32, win_length=24, hop_length=6, "
                        "window=audio.WindowType.HAMMING)(W)",
    "pitch_shift.zero": "audio.PitchShift(16000, 0, n_fft=64)(W[0])",
    "flanger": "audio.Flanger(8000)(W)",
    "flanger.options": "audio.Flanger(4000, delay=3.0, depth=4.0, regen=40.0, width=60.0, speed=2.0, phase=50.0, "
                       "modulation=audio.Modulation.TRIANGULAR, interpolation=audio.Interpolation.QUADRATIC)"
                       "(W.reshape(2, 2, 200))",
    "flanger.negative_regen": "audio.Flanger(8000, 1.0, 3.0, -50.0)(W * 0.5)",
    "phaser": "audio.Phaser(8000)(W)",
    "phaser.triangle": "audio.Phaser(4000, 0.8, 0.9, 4.0, 0.7, 1.5, False)(W.reshape(2, 2, 200))",
    "phaser.1d": "audio.Phaser(16000, delay_ms=1.0)(W[0])",
    "detect_pitch": "audio.DetectPitchFrequency(8000, win_length=3)"
                    "(np.sin(np.arange(400) * 2 * np.pi * 220 / 8000)[None].astype(np.float32) + W[:1] * 0.1)",
    "detect_pitch.noise": "audio.DetectPitchFrequency(8000, 0.005, 5, 100, 2000)(W)",
    "detect_pitch.defaults": "audio.DetectPitchFrequency(16000)(np.tile(W, 8))",
    "inverse_mel_scale.shape": "audio.InverseMelScale(17, n_mels=6, sample_rate=8000, max_iter=5)"
                               "(audio.MelSpectrogram(sample_rate=8000, n_fft=32, n_mels=6)(W)).shape",
    "inverse_mel_scale.2d_shape": "audio.InverseMelScale(17, n_mels=6, sample_rate=8000, max_iter=5)"
                                  "(audio.MelSpectrogram(sample_rate=8000, n_fft=32, n_mels=6)(W)[0]).shape",
    "inverse_mel_scale.4d_shape": "audio.InverseMelScale(17, n_mels=6, sample_rate=8000, max_iter=5)"
                                  "(audio.MelSpectrogram(sample_rate=8000, n_fft=32, n_mels=6)(W)[None]).shape",
    "inverse_mel_scale.dtype": "str(audio.InverseMelScale(17, n_mels=6, sample_rate=8000, max_iter=5)"
                               "(audio.MelSpectrogram(sample_rate=8000, n_fft=32, n_mels=6)(W)).dtype)",
    "inverse_mel_scale.float64": "str(audio.InverseMelScale(17, n_mels=6, sample_rate=8000, max_iter=5)"
                                 "(audio.MelSpectrogram(sample_rate=8000, n_fft=32, n_mels=6)(W).astype(np.float64)).dtype)",
    "pipeline.effects": "[r[0] for r in ds.NumpySlicesDataset(W[None], ['w'], shuffle=False).map([audio.RiaaBiquad("
                        "44100), audio.Phaser(8000), audio.PitchShift(8000, 2, n_fft=32), audio.Spectrogram(n_fft=32), "
                        "audio.SlidingWindowCmn(8, 2)]).create_tuple_iterator(output_numpy=True)]",
    "pipeline": "[r[0] for r in ds.NumpySlicesDataset(W[None], ['w'], shuffle=False).map([audio.Resample(16000, "
                "8000), audio.Spectrogram(n_fft=32), audio.AmplitudeToDB()]).create_tuple_iterator(output_numpy=True)]",
}

ERRORS = {
    "spectrogram.n_fft": "audio.Spectrogram(n_fft=0)",
    "fade.negative": "audio.Fade(-1)",
    "fade.too_long": "audio.Fade(500, 0)(W)",
    "vol.negative": "audio.Vol(-1.0)",
    "vol.power_negative": "audio.Vol(-1.0, audio.GainType.POWER)",
    "amplitude_to_db.amin": "audio.AmplitudeToDB(amin=0)",
    "amplitude_to_db.1d": "audio.AmplitudeToDB()(W[0])",
    "resample.zero": "audio.Resample(0, 8000)",
    "time_masking.1d": "audio.TimeMasking(False, 5)(W[0])",
    "deemph.rate": "audio.DeemphBiquad(16000)",
    "contrast.amount": "audio.Contrast(120.0)",
    "riaa.rate": "audio.RiaaBiquad(16000)",
    "riaa.type": "audio.RiaaBiquad(44100.0)",
    "sliding_window_cmn.negative": "audio.SlidingWindowCmn(-1)",
    "sliding_window_cmn.center": "audio.SlidingWindowCmn(center=1)",
    "sliding_window_cmn.1d": "audio.SlidingWindowCmn()(W[0])",
    "mask_along_axis_iid.negative": "audio.MaskAlongAxisIID(-1, 1.0, 2)",
    "mask_along_axis_iid.axis": "audio.MaskAlongAxisIID(1, 1.0, 3)",
    "mask_along_axis_iid.value": "audio.MaskAlongAxisIID(1, '1', 1)",
    "mask_along_axis_iid.too_wide_time": "audio.MaskAlongAxisIID(21, 1.0, 2)(S)",
    "mask_along_axis_iid.too_wide_freq": "audio.MaskAlongAxisIID(21, 1.0, 1)(S)",
    "mask_along_axis_iid.1d": "audio.MaskAlongAxisIID(1, 1.0, 1)(W[0])",
    "dither.density": "audio.Dither('TPDF')",
    "dither.shaping": "audio.Dither(noise_shaping=1)",
    "phase_vocoder.rate": "audio.PhaseVocoder(0, np.zeros((9, 1)))",
    "phase_vocoder.advance": "audio.PhaseVocoder(1.2, [0.0] * 9)",
    "phase_vocoder.not_complex": "audio.PhaseVocoder(1.2, np.zeros((20, 1)))(S)",
    "time_stretch.n_freq": "audio.TimeStretch(n_freq=0)",
    "time_stretch.rate": "audio.TimeStretch(fixed_rate=-1.0)",
    "griffin_lim.win_length": "audio.GriffinLim(n_fft=16, win_length=20)",
    "griffin_lim.power": "audio.GriffinLim(power=0)",
    "griffin_lim.momentum": "audio.GriffinLim(momentum=-0.5)",
    "griffin_lim.window": "audio.GriffinLim(window_type='hann')",
    "griffin_lim.unstable": "audio.GriffinLim(n_fft=16, momentum=1.0)(np.ones((9, 4), np.float32))",
    "pitch_shift.bins": "audio.PitchShift(16000, 2, bins_per_octave=0)",
    "pitch_shift.n_fft": "audio.PitchShift(16000, 2, n_fft=0)",
    "pitch_shift.win_length": "audio.PitchShift(16000, 2, n_fft=64, win_length=65)",
    "pitch_shift.sample_rate": "audio.PitchShift(-1, 2)",
    "flanger.sample_rate": "audio.Flanger(0)",
    "flanger.delay": "audio.Flanger(8000, delay=31.0)",
    "flanger.speed": "audio.Flanger(8000, speed=0.05)",
    "flanger.modulation": "audio.Flanger(8000, modulation='sinusoidal')",
    "flanger.interpolation": "audio.Flanger(8000, interpolation=audio.Modulation.SINUSOIDAL)",
    "flanger.1d": "audio.Flanger(8000)(W[0])",
    "phaser.gain_in": "audio.Phaser(8000, gain_in=1.5)",
    "phaser.decay": "audio.Phaser(8000, decay=1.0)",
    "phaser.sinusoidal": "audio.Phaser(8000, sinusoidal=0)",
    "detect_pitch.sample_rate": "audio.DetectPitchFrequency(0)",
    "detect_pitch.frame_time": "audio.DetectPitchFrequency(8000, frame_time=0)",
    "detect_pitch.win_length": "audio.DetectPitchFrequency(8000, win_length=0)",
    "detect_pitch.freq_low": "audio.DetectPitchFrequency(8000, freq_low=-1)",
    "inverse_mel_scale.max_iter": "audio.InverseMelScale(17, max_iter=0)",
    "inverse_mel_scale.tolerance_loss": "audio.InverseMelScale(17, tolerance_loss=0)",
    "inverse_mel_scale.sgd_lr": "audio.InverseMelScale(17, sgdargs={'sgd_lr': -1, 'sgd_momentum': 0.9})",
    "inverse_mel_scale.sgdargs": "audio.InverseMelScale(17, sgdargs={'sgd_lr': 0.1})",
    "inverse_mel_scale.n_stft": "audio.InverseMelScale(0)",
    "inverse_mel_scale.n_mels": "audio.InverseMelScale(17, n_mels=6)(np.ones((5, 4), np.float32))",
    "detect_pitch.short": "audio.DetectPitchFrequency(16000)(np.concatenate([W, W], -1))",
}

SAME_MESSAGE = {"spectrogram.n_fft", "fade.negative", "vol.negative", "vol.power_negative", "amplitude_to_db.amin",
                "resample.zero", "fade.too_long", "amplitude_to_db.1d"}
SAME_MESSAGE |= {name for name in ERRORS if name.split(".")[0] in {
    "riaa", "sliding_window_cmn", "mask_along_axis_iid", "dither", "phase_vocoder", "time_stretch", "griffin_lim",
    "pitch_shift", "flanger", "phaser", "detect_pitch", "inverse_mel_scale"}}
