"""``mindspore.dataset.audio.transforms``: waveform and spectrogram operations on numpy arrays, computed with torch
(``torch.stft``, ``conv1d``) in float64 and returned as float32 (float64 inputs stay float64), as MindSpore's
kernels return them. Waveforms are ``(..., time)``; spectrograms ``(..., freq, time)``.
"""
import math

import numpy as np
import torch
import torch.nn.functional as F

from ..engine import _check
from ..engine._errors import pipeline_error
from ..transforms.transforms import TensorOperation, random_generator
from .utils import (BorderType, DensityFunction, FadeShape, GainType, Interpolation, MelType, Modulation, NormMode,
                    NormType, ResampleMethod, ScaleType, WindowType, dct_matrix, fbanks, triangles)

__all__ = ["Spectrogram", "MelSpectrogram", "MelScale", "AmplitudeToDB", "DBToAmplitude", "MFCC", "Resample",
           "TimeMasking", "FrequencyMasking", "MaskAlongAxis", "Fade", "Vol", "Gain", "DCShift", "MuLawEncoding",
           "MuLawDecoding", "ComputeDeltas", "ComplexNorm", "Angle", "LFilter", "Biquad", "LowpassBiquad",
           "HighpassBiquad", "AllpassBiquad", "BandpassBiquad", "BandrejectBiquad", "BandBiquad", "BassBiquad",
           "TrebleBiquad", "EqualizerBiquad", "DeemphBiquad", "Contrast", "Magphase", "Filtfilt", "SpectralCentroid",
           "LFCC", "Overdrive", "InverseSpectrogram", "RiaaBiquad", "SlidingWindowCmn", "MaskAlongAxisIID", "Dither",
           "PhaseVocoder", "TimeStretch", "GriffinLim", "PitchShift", "Flanger", "Phaser", "DetectPitchFrequency",
           "InverseMelScale"]

_FLOAT_MAX = 16777216


def _positive(value, name, high=_FLOAT_MAX):
    _check.type_of(value, name, (int, float))
    if not 0 < value <= high:
        raise ValueError(f"Input {name} is not within the required interval of (0, {high}].")


def _non_negative(value, name, high=_FLOAT_MAX):
    _check.type_of(value, name, (int, float))
    if not 0 <= value <= high:
        raise ValueError(f"Input {name} is not within the required interval of [0, {high}].")


def _window_length(win_length, n_fft, low=1):
    """``win_length`` (None: ``n_fft``) checked against ``n_fft`` with MindSpore's message."""
    if win_length is None:
        return n_fft
    _check.int_in(win_length, "win_length", low)
    if win_length > n_fft:
        raise ValueError("Input win_length should be no more than n_fft, but got win_length: "
                         f"{win_length} and n_fft: {n_fft}.")
    return win_length


def _nonzero_int(value, name):
    _check.type_of(value, name, (int,))
    if value == 0:
        raise ValueError(f"Input {name} is not within the required interval of [-2147483648, 0) and "
                         "(0, 2147483647].")


def _enum(value, name, kind):
    if not isinstance(value, kind):
        raise TypeError(f"Argument {name} with value {value} is not of type [{kind}], but got {type(value)}.")
    return value


class _AudioOp(TensorOperation):
    """Runs ``_torch`` on the input as float64 and returns float32 (float64 for float64 input)."""

    min_rank = 1

    def _apply(self, x):
        if x.ndim < self.min_rank:
            raise pipeline_error(self, f"{type(self).__name__}: the shape of input tensor does not match the "
                                       "requirement of operator. Expecting tensor in shape of "
                                       f"{self._layout}. But got tensor with dimension {x.ndim}.")
        out = self._torch(torch.from_numpy(np.asarray(x, dtype=np.float64)))
        return out.numpy().astype(np.float64 if x.dtype == np.float64 else np.float32)

    _layout = "<..., time>"

    def _torch(self, x):
        raise NotImplementedError


# --- spectrograms --------------------------------------------------------------------------------------------------
_WINDOWS = {WindowType.HANN: torch.hann_window, WindowType.HAMMING: torch.hamming_window,
            WindowType.BLACKMAN: torch.blackman_window, WindowType.BARTLETT: torch.bartlett_window,
            WindowType.KAISER: torch.kaiser_window}
_PAD_MODES = {BorderType.REFLECT: "reflect", BorderType.CONSTANT: "constant", BorderType.EDGE: "replicate"}


class _Stft:
    """The STFT settings shared by Spectrogram and MelSpectrogram."""

    def _stft_args(self, n_fft, win_length, hop_length, pad, window, power, normalized, center, pad_mode, onesided):
        _check.int_in(n_fft, "n_fft", 1)
        win_length = _window_length(win_length, n_fft)
        hop_length = win_length // 2 if hop_length is None else hop_length
        _check.int_in(hop_length, "hop_length", 1)
        _check.int_in(pad, "pad", 0)
        _enum(window, "window", WindowType)
        _non_negative(power, "power")
        for name, value in (("normalized", normalized), ("center", center), ("onesided", onesided)):
            _check.type_of(value, name, (bool,))
        if _enum(pad_mode, "pad_mode", BorderType) not in _PAD_MODES:
            raise NotImplementedError(f"Spectrogram: pad_mode {pad_mode} is not supported by msbridge.")
        self.n_fft, self.win_length, self.hop_length, self.pad = n_fft, win_length, hop_length, pad
        self.window, self.power, self.normalized = window, power, normalized
        self.center, self.pad_mode, self.onesided = center, pad_mode, onesided

    def _spectrogram(self, x):
        if self.pad:
            x = F.pad(x, (self.pad, self.pad))
        shape = x.shape
        x = x.reshape(-1, shape[-1])
        window = _WINDOWS[self.window](self.win_length, dtype=torch.float64)
        spec = torch.stft(x, self.n_fft, self.hop_length, self.win_length, window, self.center,
                          _PAD_MODES[self.pad_mode], False, self.onesided, return_complex=True)
        spec = spec.reshape(shape[:-1] + spec.shape[-2:])
        if self.normalized:
            spec = spec / window.pow(2.0).sum().sqrt()
        if self.power == 0:
            return torch.view_as_real(spec)
        return spec.abs().pow(self.power)


class Spectrogram(_AudioOp, _Stft):
    """``|STFT|**power`` of a waveform: (..., n_fft // 2 + 1, frames); power 0 gives (re, im) in a last axis."""

    def __init__(self, n_fft=400, win_length=None, hop_length=None, pad=0, window=WindowType.HANN, power=2.0,
                 normalized=False, center=True, pad_mode=BorderType.REFLECT, onesided=True):
        self._stft_args(n_fft, win_length, hop_length, pad, window, power, normalized, center, pad_mode, onesided)

    def _torch(self, x):
        return self._spectrogram(x)


def _mel_args(n_mels, sample_rate, f_min, f_max, norm, mel_type):
    _check.int_in(n_mels, "n_mels", 1)
    _check.int_in(sample_rate, "sample_rate", 1)
    f_max = float(sample_rate // 2) if f_max is None else f_max
    if not 0 <= f_min < f_max:
        raise ValueError(f"MelScale: f_max should be greater than f_min, got f_min: {f_min} and f_max: {f_max}.")
    return n_mels, sample_rate, f_min, f_max, _enum(norm, "norm", NormType), _enum(mel_type, "mel_type", MelType)


def _mel_project(spec, n_freqs, mel):
    fb = fbanks(n_freqs, mel[2], mel[3], mel[0], mel[1], mel[4], mel[5])
    return torch.matmul(spec.transpose(-1, -2), fb).transpose(-1, -2)


class MelScale(_AudioOp):
    """A (..., n_stft, time) spectrogram projected on ``n_mels`` triangular mel filters."""

    min_rank = 2
    _layout = "<..., freq, time>"

    def __init__(self, n_mels=128, sample_rate=16000, f_min=0.0, f_max=None, n_stft=201, norm=NormType.NONE,
                 mel_type=MelType.HTK):
        self.mel = _mel_args(n_mels, sample_rate, f_min, f_max, norm, mel_type)
        _check.int_in(n_stft, "n_stft", 1)
        self.n_stft = n_stft

    def _torch(self, x):
        return _mel_project(x, self.n_stft, self.mel)


class MelSpectrogram(_AudioOp, _Stft):
    """Spectrogram then MelScale."""

    def __init__(self, sample_rate=16000, n_fft=400, win_length=None, hop_length=None, f_min=0.0, f_max=None,
                 pad=0, n_mels=128, window=WindowType.HANN, power=2.0, normalized=False, center=True,
                 pad_mode=BorderType.REFLECT, onesided=True, norm=NormType.NONE, mel_scale=MelType.HTK):
        self._stft_args(n_fft, win_length, hop_length, pad, window, power, normalized, center, pad_mode, onesided)
        self.mel = _mel_args(n_mels, sample_rate, f_min, f_max, norm, mel_scale)

    def _torch(self, x):
        return _mel_project(self._spectrogram(x), self.n_fft // 2 + 1, self.mel)


def _to_db(x, multiplier, amin, db_multiplier, top_db):
    x_db = multiplier * torch.log10(torch.clamp(x, min=amin)) - multiplier * db_multiplier
    if top_db is not None:
        x_db = torch.max(x_db, x_db.max() - top_db)
    return x_db


class AmplitudeToDB(_AudioOp):
    """Power (10 log10) or magnitude (20 log10) to decibels relative to ``ref_value``, floored at the tensor's
    maximum less ``top_db``."""

    min_rank = 2
    _layout = "<..., freq, time>"

    def __init__(self, stype=ScaleType.POWER, ref_value=1.0, amin=1e-10, top_db=80.0):
        self.stype = _enum(stype, "stype", ScaleType)
        _positive(ref_value, "ref_value")
        _positive(amin, "amin")
        if top_db is not None:
            _positive(top_db, "top_db")
        self.ref_value, self.amin, self.top_db = ref_value, amin, top_db

    def _torch(self, x):
        multiplier = 10.0 if self.stype == ScaleType.POWER else 20.0
        return _to_db(x, multiplier, self.amin, math.log10(max(self.amin, self.ref_value)), self.top_db)


class DBToAmplitude(_AudioOp):
    """``ref * (10 ** (x / 10)) ** power``."""

    def __init__(self, ref, power):
        _check.type_of(ref, "ref", (int, float))
        _check.type_of(power, "power", (int, float))
        self.ref, self.power = ref, power

    def _torch(self, x):
        return self.ref * torch.pow(torch.pow(10.0, 0.1 * x), self.power)


class MFCC(_AudioOp):
    """MelSpectrogram (``melkwargs``), decibels (or log with ``log_mels``), then a DCT-II to ``n_mfcc`` rows."""

    def __init__(self, sample_rate=16000, n_mfcc=40, dct_type=2, norm=NormMode.ORTHO, log_mels=False,
                 melkwargs=None):
        _check.int_in(n_mfcc, "n_mfcc", 1)
        if dct_type != 2:
            raise ValueError(f"MFCC: dct_type must be 2, but got: {dct_type}.")
        self.n_mfcc, self.norm, self.log_mels = n_mfcc, _enum(norm, "norm", NormMode), log_mels
        self.mel = MelSpectrogram(sample_rate, **(melkwargs or {}))
        if n_mfcc > self.mel.mel[0]:
            raise ValueError("MFCC: n_mfcc cannot be larger than n_mels.")

    def _torch(self, x):
        mel = self.mel._torch(x)
        mel = torch.log(mel + 1e-6) if self.log_mels else _to_db(mel, 10.0, 1e-10, 0.0, 80.0)
        dct = dct_matrix(self.n_mfcc, self.mel.mel[0], self.norm)
        return torch.matmul(mel.transpose(-1, -2), dct).transpose(-1, -2)


# --- resampling ------------------------------------------------------------------------------------------------------
class Resample(_AudioOp):
    """Band-limited sinc resampling (Hann or Kaiser windowed), as torchaudio's ``resample``."""

    def __init__(self, orig_freq=16000, new_freq=16000, resample_method=ResampleMethod.SINC_INTERPOLATION,
                 lowpass_filter_width=6, rolloff=0.99, beta=None):
        _positive(orig_freq, "orig_freq")
        _positive(new_freq, "new_freq")
        self.resample_method = _enum(resample_method, "resample_method", ResampleMethod)
        _check.int_in(lowpass_filter_width, "lowpass_filter_width", 1)
        _positive(rolloff, "rolloff", 1)
        self.orig_freq, self.new_freq = orig_freq, new_freq
        self.lowpass_filter_width, self.rolloff = lowpass_filter_width, rolloff
        self.beta = 14.769656459379492 if beta is None else beta

    def _kernel(self, orig, new):
        base = min(orig, new) * self.rolloff
        width = math.ceil(self.lowpass_filter_width * orig / base)
        idx = torch.arange(-width, width + orig, dtype=torch.float64)[None, None] / orig
        t = (torch.arange(0, -new, -1, dtype=torch.float64)[:, None, None] / new + idx) * base
        t = t.clamp(-self.lowpass_filter_width, self.lowpass_filter_width)
        if self.resample_method == ResampleMethod.SINC_INTERPOLATION:
            window = torch.cos(t * math.pi / self.lowpass_filter_width / 2) ** 2
        else:
            beta = torch.tensor(float(self.beta), dtype=torch.float64)
            window = torch.special.i0(beta * torch.sqrt(1 - (t / self.lowpass_filter_width) ** 2)) / \
                torch.special.i0(beta)
        t = t * math.pi
        kernel = torch.where(t == 0, torch.ones_like(t), torch.sin(t) / t)
        return kernel * window * (base / orig), width

    def _torch(self, x):
        return x if self.orig_freq == self.new_freq else self.filter(x)

    def filter(self, x):
        """The resampled float64 tensor, filtered even where the rates agree (as PitchShift resamples)."""
        gcd = math.gcd(int(self.orig_freq), int(self.new_freq))
        orig, new = int(self.orig_freq) // gcd, int(self.new_freq) // gcd
        kernel, width = self._kernel(orig, new)
        shape = x.shape
        wave = F.pad(x.reshape(-1, shape[-1]), (width, width + orig))
        out = F.conv1d(wave[:, None], kernel, stride=orig).transpose(1, 2).reshape(wave.shape[0], -1)
        out = out[..., :math.ceil(new * shape[-1] / orig)]
        return out.reshape(shape[:-1] + out.shape[-1:])


# --- masking -------------------------------------------------------------------------------------------------------
def _mask(x, axis, start, width, value):
    x = x.clone()
    index = [slice(None)] * x.dim()
    index[axis] = slice(start, start + width)
    x[tuple(index)] = value
    return x


class _Masking(_AudioOp):
    """A band of ``mask_param`` rows/columns from ``mask_start`` (iid_masks=False), or, with iid_masks, a band of
    random width in [0, mask_param) at a random start for each (..., freq, time) slice."""

    min_rank = 2
    _layout = "<..., freq, time>"
    _axis = -1
    _param_name = ""

    def __init__(self, iid_masks, mask_param, mask_start, mask_value):
        _check.type_of(iid_masks, "iid_masks", (bool,))
        _check.int_in(mask_param, self._param_name, 0)
        _check.int_in(mask_start, "mask_start", 0)
        _check.type_of(mask_value, "mask_value", (int, float))
        self.iid_masks, self.mask_param, self.mask_start, self.mask_value = iid_masks, mask_param, mask_start, \
            mask_value

    def _torch(self, x):
        size = x.shape[self._axis]
        if not self.iid_masks:
            if self.mask_start + self.mask_param > size:
                raise pipeline_error(self, f"{type(self).__name__}: mask_start {self.mask_start} plus "
                                           f"{self._param_name} {self.mask_param} exceeds the axis length {size}.")
            return _mask(x, self._axis, self.mask_start, self.mask_param, self.mask_value)
        rng = random_generator()
        flat = x.reshape((-1,) + x.shape[-2:])
        out = []
        for item in flat:
            width = int(rng.uniform(0, self.mask_param))
            start = int(rng.uniform(0, size - width))
            out.append(_mask(item, self._axis, start, width, self.mask_value))
        return torch.stack(out).reshape(x.shape)


class TimeMasking(_Masking):
    """Mask a band of time steps of a (..., freq, time) spectrogram."""

    _param_name = "time_mask_param"

    def __init__(self, iid_masks=False, time_mask_param=0, mask_start=0, mask_value=0.0):
        super().__init__(iid_masks, time_mask_param, mask_start, mask_value)


class FrequencyMasking(_Masking):
    """Mask a band of frequency rows of a (..., freq, time) spectrogram."""

    _axis = -2
    _param_name = "freq_mask_param"

    def __init__(self, iid_masks=False, freq_mask_param=0, mask_start=0, mask_value=0.0):
        super().__init__(iid_masks, freq_mask_param, mask_start, mask_value)


class MaskAlongAxis(_AudioOp):
    """Set ``mask_width`` entries from ``mask_start`` along ``axis`` (1: frequency, 2: time) to ``mask_value``."""

    min_rank = 2
    _layout = "<..., freq, time>"

    def __init__(self, mask_start, mask_width, mask_value, axis):
        _check.int_in(mask_start, "mask_start", 0)
        _check.int_in(mask_width, "mask_width", 1)
        _check.type_of(mask_value, "mask_value", (int, float))
        if axis not in (1, 2):
            raise ValueError("Input axis is not within the required interval of [1, 2].")
        self.mask_start, self.mask_width, self.mask_value, self.axis = mask_start, mask_width, mask_value, axis

    def _torch(self, x):
        return _mask(x, -2 if self.axis == 1 else -1, self.mask_start, self.mask_width, self.mask_value)


# --- amplitude -----------------------------------------------------------------------------------------------------
def _fade_curve(length, shape, fade_in):
    t = torch.linspace(0, 1, length, dtype=torch.float64)
    if fade_in:
        curves = {FadeShape.LINEAR: lambda: t, FadeShape.EXPONENTIAL: lambda: t * torch.pow(2, t - 1),
                  FadeShape.LOGARITHMIC: lambda: torch.log10(0.1 + t) + 1,
                  FadeShape.QUARTER_SINE: lambda: torch.sin(t * math.pi / 2),
                  FadeShape.HALF_SINE: lambda: torch.sin(t * math.pi - math.pi / 2) / 2 + 0.5}
    else:
        curves = {FadeShape.LINEAR: lambda: 1 - t, FadeShape.EXPONENTIAL: lambda: (1 - t) * torch.pow(2, -t),
                  FadeShape.LOGARITHMIC: lambda: torch.log10(1.1 - t) + 1,
                  FadeShape.QUARTER_SINE: lambda: torch.sin(t * math.pi / 2 + math.pi / 2),
                  FadeShape.HALF_SINE: lambda: torch.sin(t * math.pi + math.pi / 2) / 2 + 0.5}
    return curves[shape]()


class Fade(_AudioOp):
    """Fade the first ``fade_in_len`` samples in and the last ``fade_out_len`` out along ``fade_shape`` (MindSpore's
    curves: EXPONENTIAL is ``t * 2**(t - 1)``, not torchaudio's ``2**(5 (t - 1))``)."""

    def __init__(self, fade_in_len=0, fade_out_len=0, fade_shape=FadeShape.LINEAR):
        _check.int_in(fade_in_len, "fade_in_len", 0)
        _check.int_in(fade_out_len, "fade_out_len", 0)
        self.fade_in_len, self.fade_out_len = fade_in_len, fade_out_len
        self.fade_shape = _enum(fade_shape, "fade_shape", FadeShape)

    def _torch(self, x):
        length = x.shape[-1]
        for name, value in (("fade_in_len", self.fade_in_len), ("fade_out_len", self.fade_out_len)):
            if value > length:
                raise pipeline_error(self, f"Fade: invalid parameter, '{name}' should be no greater than the "
                                           f"length of waveform: {length}, but got: {value}.")
        gain = torch.ones(length, dtype=torch.float64)
        gain[:self.fade_in_len] = _fade_curve(self.fade_in_len, self.fade_shape, True)
        gain[length - self.fade_out_len:] *= _fade_curve(self.fade_out_len, self.fade_shape, False)
        return x * gain


class Vol(_AudioOp):
    """Scale by an amplitude factor, a power factor or decibels, then clamp to [-1, 1]."""

    def __init__(self, gain, gain_type=GainType.AMPLITUDE):
        self.gain_type = _enum(gain_type, "gain_type", GainType)
        if gain_type == GainType.POWER:
            _positive(gain, "gain")
        elif gain_type == GainType.AMPLITUDE:
            _non_negative(gain, "gain")
        else:
            _check.type_of(gain, "gain", (int, float))
        self.gain = gain

    def _torch(self, x):
        if self.gain_type == GainType.AMPLITUDE:
            x = x * self.gain
        else:
            db = self.gain if self.gain_type == GainType.DB else 10 * math.log10(self.gain)
            x = x * 10 ** (db / 20)
        return torch.clamp(x, -1, 1)


class Gain(_AudioOp):
    """Scale by ``gain_db`` decibels."""

    def __init__(self, gain_db=1.0):
        _check.type_of(gain_db, "gain_db", (int, float))
        self.gain_db = gain_db

    def _torch(self, x):
        return x * 10 ** (self.gain_db / 20)


class DCShift(_AudioOp):
    """Add ``shift``, with an optional limiter of ``limiter_gain`` above the threshold, clamped to [-1, 1]."""

    def __init__(self, shift, limiter_gain=None):
        _check.type_of(shift, "shift", (int, float))
        if not -2 <= shift <= 2:
            raise ValueError("Input shift is not within the required interval of [-2.0, 2.0].")
        if limiter_gain is not None:
            _check.type_of(limiter_gain, "limiter_gain", (int, float))
        self.shift, self.limiter_gain = shift, limiter_gain

    def _torch(self, x):
        shift, gain = self.shift, self.limiter_gain
        if gain is None or shift == 0:
            return torch.clamp(x + shift, -1, 1)
        threshold = 1.0 - (abs(shift) - gain)
        if shift > 0:
            mask = x > threshold
            limited = torch.clamp((x - threshold) * gain / (1 - threshold) + threshold + shift, max=threshold)
        else:  # MindSpore 2.10 lifts the limited samples by +threshold here too (measured)
            mask = x < -threshold
            limited = torch.clamp((x + threshold) * gain / (1 - threshold) + threshold + shift, min=-threshold)
        return torch.where(mask, limited, torch.clamp(x + shift, -1, 1))


class MuLawEncoding(TensorOperation):
    """mu-law companding to int32 codes in [0, quantization_channels)."""

    def __init__(self, quantization_channels=256):
        _check.int_in(quantization_channels, "quantization_channels", 1)
        self.quantization_channels = quantization_channels

    def _apply(self, x):
        mu = self.quantization_channels - 1.0
        t = torch.from_numpy(np.asarray(x, np.float64))
        x_mu = torch.sign(t) * torch.log1p(mu * torch.abs(t)) / math.log1p(mu)
        return ((x_mu + 1) / 2 * mu + 0.5).to(torch.int32).numpy()


class MuLawDecoding(_AudioOp):
    """mu-law codes back to a waveform in [-1, 1]."""

    def __init__(self, quantization_channels=256):
        _check.int_in(quantization_channels, "quantization_channels", 1)
        self.quantization_channels = quantization_channels

    def _torch(self, x):
        mu = self.quantization_channels - 1.0
        t = x / mu * 2 - 1.0
        return torch.sign(t) * (torch.exp(torch.abs(t) * math.log1p(mu)) - 1.0) / mu


class ComputeDeltas(_AudioOp):
    """Delta coefficients along time over ``win_length`` frames (edges padded)."""

    min_rank = 2
    _layout = "<..., freq, time>"

    def __init__(self, win_length=5, pad_mode=BorderType.EDGE):
        _check.int_in(win_length, "win_length", 3)
        mode = _enum(pad_mode, "pad_mode", BorderType)
        if mode not in _PAD_MODES:
            raise NotImplementedError(f"ComputeDeltas: pad_mode {mode} is not supported by msbridge.")
        self.win_length, self.pad_mode = win_length, mode

    def _torch(self, x):
        n = (self.win_length - 1) // 2
        denom = n * (n + 1) * (2 * n + 1) / 3
        shape = x.shape
        flat = F.pad(x.reshape(-1, 1, shape[-1]), (n, n), mode=_PAD_MODES[self.pad_mode])
        kernel = torch.arange(-n, n + 1, dtype=torch.float64)[None, None]
        return (F.conv1d(flat, kernel) / denom).reshape(shape)


def _complex(node, x):
    if x.shape[-1:] != (2,):
        raise pipeline_error(node, f"{type(node).__name__}: the shape of input tensor does not match the "
                                   "requirement of operator. Expecting tensor in shape of <..., complex=2>.")
    return torch.view_as_complex(x.contiguous())


class ComplexNorm(_AudioOp):
    """``|z| ** power`` of (..., 2) real/imaginary pairs."""

    def __init__(self, power=1.0):
        _non_negative(power, "power")
        self.power = power

    def _torch(self, x):
        return _complex(self, x).abs().pow(self.power)


class Angle(_AudioOp):
    """The phase of (..., 2) real/imaginary pairs."""

    def _torch(self, x):
        return _complex(self, x).angle()


# --- filters -------------------------------------------------------------------------------------------------------
def _lfilter(x, a_coeffs, b_coeffs, clamp):
    """Direct-form IIR filter along the last axis: ``y[n] = (sum b[k] x[n-k] - sum_{k>0} a[k] y[n-k]) / a[0]``."""
    a = [v / a_coeffs[0] for v in a_coeffs]
    b = [v / a_coeffs[0] for v in b_coeffs]
    shape = x.shape
    flat = x.reshape(-1, shape[-1])
    y = torch.zeros_like(flat)
    for n in range(flat.shape[-1]):
        acc = sum(b[k] * flat[:, n - k] for k in range(len(b)) if n >= k)
        y[:, n] = acc - sum(a[k] * y[:, n - k] for k in range(1, len(a)) if n >= k)
    y = y.reshape(shape)
    return torch.clamp(y, -1, 1) if clamp else y


class LFilter(_AudioOp):
    """An IIR filter with denominator ``a_coeffs`` and numerator ``b_coeffs`` (clamped to [-1, 1] by default)."""

    def __init__(self, a_coeffs, b_coeffs, clamp=True):
        _check.type_of(a_coeffs, "a_coeffs", (list, tuple))
        _check.type_of(b_coeffs, "b_coeffs", (list, tuple))
        if len(a_coeffs) != len(b_coeffs):
            raise ValueError("The size of a_coeffs should be the same as that of b_coeffs.")
        if a_coeffs[0] == 0:
            raise ValueError("a_coeffs[0] can not be 0.")
        _check.type_of(clamp, "clamp", (bool,))
        self.a_coeffs, self.b_coeffs, self.clamp = list(a_coeffs), list(b_coeffs), clamp

    def _torch(self, x):
        return _lfilter(x, self.a_coeffs, self.b_coeffs, self.clamp)


class Biquad(LFilter):
    """A second-order IIR filter ``(b0, b1, b2) / (a0, a1, a2)``."""

    def __init__(self, b0, b1, b2, a0, a1, a2):
        super().__init__([a0, a1, a2], [b0, b1, b2])


def _biquad_terms(sample_rate, cutoff_freq, Q):
    _check.type_of(sample_rate, "sample_rate", (int,))
    if sample_rate == 0:
        raise ValueError("Input sample_rate can not be 0.")
    _check.type_of(cutoff_freq, "cutoff_freq", (int, float))
    _positive(Q, "Q", 1)
    w0 = 2 * math.pi * cutoff_freq / sample_rate
    return math.cos(w0), math.sin(w0) / 2 / Q


class LowpassBiquad(Biquad):
    """The RBJ cookbook second-order low-pass filter at ``cutoff_freq``."""

    def __init__(self, sample_rate, cutoff_freq, Q=0.707):
        cos_w0, alpha = _biquad_terms(sample_rate, cutoff_freq, Q)
        super().__init__((1 - cos_w0) / 2, 1 - cos_w0, (1 - cos_w0) / 2, 1 + alpha, -2 * cos_w0, 1 - alpha)
        self.sample_rate, self.cutoff_freq, self.Q = sample_rate, cutoff_freq, Q


class HighpassBiquad(Biquad):
    """The RBJ cookbook second-order high-pass filter at ``cutoff_freq``."""

    def __init__(self, sample_rate, cutoff_freq, Q=0.707):
        cos_w0, alpha = _biquad_terms(sample_rate, cutoff_freq, Q)
        super().__init__((1 + cos_w0) / 2, -1 - cos_w0, (1 + cos_w0) / 2, 1 + alpha, -2 * cos_w0, 1 - alpha)
        self.sample_rate, self.cutoff_freq, self.Q = sample_rate, cutoff_freq, Q


def _shelf(sample_rate, gain, central_freq, Q):
    """(A, cos w0, 2 sqrt(A) alpha) of the RBJ shelving filters."""
    cos_w0, alpha = _biquad_terms(sample_rate, central_freq, Q)
    amp = math.exp(gain / 40 * math.log(10))
    return amp, cos_w0, 2 * math.sqrt(amp) * alpha


def _high_shelf(amp, cos_w0, temp1):
    temp2, temp3 = (amp - 1) * cos_w0, (amp + 1) * cos_w0
    return (amp * ((amp + 1) + temp2 + temp1), -2 * amp * ((amp - 1) + temp3), amp * ((amp + 1) + temp2 - temp1),
            (amp + 1) - temp2 + temp1, 2 * ((amp - 1) - temp3), (amp + 1) - temp2 - temp1)


class AllpassBiquad(Biquad):
    """The RBJ two-pole all-pass filter at ``central_freq``."""

    def __init__(self, sample_rate, central_freq, Q=0.707):
        cos_w0, alpha = _biquad_terms(sample_rate, central_freq, Q)
        super().__init__(1 - alpha, -2 * cos_w0, 1 + alpha, 1 + alpha, -2 * cos_w0, 1 - alpha)


class BandpassBiquad(Biquad):
    """The RBJ two-pole band-pass filter (constant 0 dB peak, or constant skirt gain)."""

    def __init__(self, sample_rate, central_freq, Q=0.707, const_skirt_gain=False):
        cos_w0, alpha = _biquad_terms(sample_rate, central_freq, Q)
        _check.type_of(const_skirt_gain, "const_skirt_gain", (bool,))
        temp = math.sin(2 * math.pi * central_freq / sample_rate) / 2 if const_skirt_gain else alpha
        super().__init__(temp, 0.0, -temp, 1 + alpha, -2 * cos_w0, 1 - alpha)


class BandrejectBiquad(Biquad):
    """The RBJ two-pole band-reject (notch) filter."""

    def __init__(self, sample_rate, central_freq, Q=0.707):
        cos_w0, alpha = _biquad_terms(sample_rate, central_freq, Q)
        super().__init__(1.0, -2 * cos_w0, 1.0, 1 + alpha, -2 * cos_w0, 1 - alpha)


class BandBiquad(Biquad):
    """SoX's two-pole band filter (``noise``: the mode for unpitched audio)."""

    def __init__(self, sample_rate, central_freq, Q=0.707, noise=False):
        cos_w0, _ = _biquad_terms(sample_rate, central_freq, Q)
        _check.type_of(noise, "noise", (bool,))
        a2 = math.exp(-2 * math.pi * (central_freq / Q) / sample_rate)
        a1 = -4 * a2 / (1 + a2) * cos_w0
        b0 = math.sqrt(1 - a1 * a1 / (4 * a2)) * (1 - a2)
        if noise:
            b0 *= math.sqrt(((1 + a2) ** 2 - a1 * a1) * (1 - a2) / (1 + a2)) / b0
        super().__init__(b0, 0.0, 0.0, 1.0, a1, a2)


class BassBiquad(Biquad):
    """The RBJ low-shelf filter: ``gain`` dB below ``central_freq``."""

    def __init__(self, sample_rate, gain, central_freq=100.0, Q=0.707):
        amp, cos_w0, temp1 = _shelf(sample_rate, gain, central_freq, Q)
        temp2, temp3 = (amp - 1) * cos_w0, (amp + 1) * cos_w0
        super().__init__(amp * ((amp + 1) - temp2 + temp1), 2 * amp * ((amp - 1) - temp3),
                         amp * ((amp + 1) - temp2 - temp1), (amp + 1) + temp2 + temp1, -2 * ((amp - 1) + temp3),
                         (amp + 1) + temp2 - temp1)


class TrebleBiquad(Biquad):
    """The RBJ high-shelf filter: ``gain`` dB above ``central_freq``."""

    def __init__(self, sample_rate, gain, central_freq=3000, Q=0.707):
        super().__init__(*_high_shelf(*_shelf(sample_rate, gain, central_freq, Q)))


class EqualizerBiquad(Biquad):
    """The RBJ peaking equalizer: ``gain`` dB at ``center_freq``."""

    def __init__(self, sample_rate, center_freq, gain, Q=0.707):
        cos_w0, alpha = _biquad_terms(sample_rate, center_freq, Q)
        amp = math.exp(gain / 40 * math.log(10))
        super().__init__(1 + alpha * amp, -2 * cos_w0, 1 - alpha * amp, 1 + alpha / amp, -2 * cos_w0, 1 - alpha / amp)


class DeemphBiquad(Biquad):
    """The CD de-emphasis shelf (44.1 or 48 kHz), as SoX's."""

    def __init__(self, sample_rate):
        if sample_rate not in (44100, 48000):
            raise ValueError(f"Input sample_rate should be 44100 or 48000, but got {sample_rate}.")
        central_freq, slope, gain = (5283, 0.4845, -9.477) if sample_rate == 44100 else (5356, 0.479, -9.62)
        w0 = 2 * math.pi * central_freq / sample_rate
        amp = math.exp(gain / 40 * math.log(10))
        alpha = math.sin(w0) / 2 * math.sqrt((amp + 1 / amp) * (1 / slope - 1) + 2)
        super().__init__(*_high_shelf(amp, math.cos(w0), 2 * math.sqrt(amp) * alpha))


class Contrast(_AudioOp):
    """SoX's contrast: ``sin(x pi/2 + amount/750 * sin(x 2 pi))``."""

    def __init__(self, enhancement_amount=75.0):
        _check.type_of(enhancement_amount, "enhancement_amount", (int, float))
        if not 0 <= enhancement_amount <= 100:
            raise ValueError("Input enhancement_amount is not within the required interval of [0, 100].")
        self.enhancement_amount = enhancement_amount

    def _torch(self, x):
        temp = x * (math.pi / 2)
        return torch.sin(temp + self.enhancement_amount / 750.0 * torch.sin(temp * 4))


class Magphase(TensorOperation):
    """(magnitude ** power, phase) of (..., 2) real/imaginary pairs."""

    def __init__(self, power=1.0):
        _non_negative(power, "power")
        self.power = power

    def _apply(self, x):
        dtype = np.float64 if x.dtype == np.float64 else np.float32
        z = _complex(self, torch.from_numpy(np.asarray(x, np.float64)))
        return z.abs().pow(self.power).numpy().astype(dtype), z.angle().numpy().astype(dtype)


class Filtfilt(LFilter):
    """LFilter forwards (unclamped) then backwards: zero phase."""

    def _torch(self, x):
        forward = _lfilter(x, self.a_coeffs, self.b_coeffs, False)
        return _lfilter(forward.flip(-1), self.a_coeffs, self.b_coeffs, self.clamp).flip(-1)


class SpectralCentroid(_AudioOp, _Stft):
    """The magnitude-weighted mean frequency of each frame: (..., 1, time), as MindSpore keeps the frequency axis."""

    def __init__(self, sample_rate, n_fft=400, win_length=None, hop_length=None, pad=0, window=WindowType.HANN):
        _check.int_in(sample_rate, "sample_rate", 0)
        self._stft_args(n_fft, win_length, hop_length, pad, window, 1.0, False, True, BorderType.REFLECT, True)
        self.sample_rate = sample_rate

    def _torch(self, x):
        spec = self._spectrogram(x)
        freqs = torch.linspace(0, self.sample_rate // 2, 1 + self.n_fft // 2, dtype=torch.float64).reshape(-1, 1)
        return (freqs * spec).sum(dim=-2, keepdim=True) / spec.sum(dim=-2, keepdim=True)


class LFCC(_AudioOp):
    """Linear-frequency cepstral coefficients: Spectrogram (``speckwargs``), ``n_filter`` linear triangular
    filters, decibels (or log with ``log_lf``), then a DCT-II to ``n_lfcc`` rows."""

    def __init__(self, sample_rate=16000, n_filter=128, n_lfcc=40, f_min=0.0, f_max=None, dct_type=2,
                 norm=NormMode.ORTHO, log_lf=False, speckwargs=None):
        _check.int_in(n_lfcc, "n_lfcc", 1)
        _check.int_in(n_filter, "n_filter", 1)
        if dct_type != 2:
            raise ValueError(f"LFCC: dct_type must be 2, but got: {dct_type}.")
        if n_lfcc > n_filter:
            raise ValueError("LFCC: n_lfcc cannot be larger than n_filter.")
        self.spectrogram = Spectrogram(**(speckwargs or {}))
        self.sample_rate, self.n_filter, self.n_lfcc = sample_rate, n_filter, n_lfcc
        self.f_min, self.f_max = f_min, float(sample_rate // 2) if f_max is None else f_max
        self.norm, self.log_lf = _enum(norm, "norm", NormMode), log_lf

    def _torch(self, x):
        spec = self.spectrogram._torch(x)
        n_freqs = self.spectrogram.n_fft // 2 + 1
        all_freqs = torch.linspace(0, self.sample_rate // 2, n_freqs, dtype=torch.float64)
        f_pts = torch.linspace(self.f_min, self.f_max, self.n_filter + 2, dtype=torch.float64)
        spec = torch.matmul(spec.transpose(-1, -2), triangles(all_freqs, f_pts)).transpose(-1, -2)
        spec = torch.log(spec + 1e-6) if self.log_lf else _to_db(spec, 10.0, 1e-10, 0.0, 80.0)
        dct = dct_matrix(self.n_lfcc, self.n_filter, self.norm)
        return torch.matmul(spec.transpose(-1, -2), dct).transpose(-1, -2)


class Overdrive(_AudioOp):
    """SoX's overdrive: a soft clip of ``x * 10**(gain/20) + color/200`` (``t - t**3/3``, +-2/3 past +-1) through
    a DC-blocking filter, mixed half and half with the input and clamped to [-1, 1]."""

    def __init__(self, gain=20.0, color=20.0):
        for name, value in (("gain", gain), ("color", color)):
            _check.type_of(value, name, (int, float))
            if not 0 <= value <= 100:
                raise ValueError(f"Input {name} is not within the required interval of [0, 100].")
        self.gain, self.color = gain, color

    def _torch(self, x):
        temp = x * 10 ** (self.gain / 20) + self.color / 200
        temp = torch.where(temp < -1, torch.full_like(temp, -2 / 3),
                           torch.where(temp > 1, torch.full_like(temp, 2 / 3), temp - temp ** 3 / 3))
        shape = x.shape
        flat, soft = x.reshape(-1, shape[-1]), temp.reshape(-1, shape[-1])
        out = torch.zeros_like(flat)
        last_in = last_out = torch.zeros(flat.shape[0], dtype=flat.dtype)
        for i in range(flat.shape[-1]):
            last_out = soft[:, i] - last_in + 0.995 * last_out
            last_in = soft[:, i]
            out[:, i] = flat[:, i] * 0.5 + last_out * 0.75
        return torch.clamp(out.reshape(shape), -1, 1)


class InverseSpectrogram(_AudioOp, _Stft):
    """A waveform back from a (..., freq, time, 2) complex spectrogram (``torch.istft``), ``pad`` samples cut
    from each end, ``length`` samples long when given."""

    min_rank = 3
    _layout = "<..., freq, time, complex=2>"

    def __init__(self, length=None, n_fft=400, win_length=None, hop_length=None, pad=0, window=WindowType.HANN,
                 normalized=False, center=True, pad_mode=BorderType.REFLECT, onesided=True):
        self._stft_args(n_fft, win_length, hop_length, pad, window, 0.0, normalized, center, pad_mode, onesided)
        if length is not None:
            _check.int_in(length, "length", 0)
        self.length = length

    def _torch(self, x):
        spec = _complex(self, x)
        shape = spec.shape
        spec = spec.reshape((-1,) + shape[-2:])
        window = _WINDOWS[self.window](self.win_length, dtype=torch.float64)
        if self.normalized:
            spec = spec * window.pow(2.0).sum().sqrt()
        length = None if self.length is None else self.length + 2 * self.pad
        wave = torch.istft(spec, self.n_fft, self.hop_length, self.win_length, window, self.center, False,
                           self.onesided, length)
        if self.pad:
            wave = wave[..., self.pad:-self.pad]
        return wave.reshape(shape[:-2] + wave.shape[-1:])


# --- filters and effects added for MindSpore 2.10's remaining names ---------------------------------------------------
_RIAA = {44100: ((-0.2014898, 0.9233820), (0.7083149, 0.9924091)),
         48000: ((-0.1766069, 0.9321590), (0.7396325, 0.9931330)),
         88200: ((-0.1168735, 0.9648312), (0.8590646, 0.9964002)),
         96000: ((-0.1141486, 0.9676817), (0.8699137, 0.9966946))}


class RiaaBiquad(Biquad):
    """The RIAA vinyl playback equalization (SoX's zeros and poles at 44.1/48/88.2/96 kHz), 0 dB at 1 kHz."""

    def __init__(self, sample_rate):
        _check.type_of(sample_rate, "sample_rate", (int,))
        if sample_rate not in _RIAA:
            raise ValueError(f"sample_rate should be one of [44100, 48000, 88200, 96000], but got {sample_rate}.")
        zeros, poles = _RIAA[sample_rate]
        b = (1.0, -(zeros[0] + zeros[1]), zeros[0] * zeros[1])
        a = (1.0, -(poles[0] + poles[1]), poles[0] * poles[1])
        w = -2 * math.pi * 1000 / sample_rate
        num = complex(b[0] + b[1] * math.cos(w) + b[2] * math.cos(2 * w), b[1] * math.sin(w) + b[2] * math.sin(2 * w))
        den = complex(a[0] + a[1] * math.cos(w) + a[2] * math.cos(2 * w), a[1] * math.sin(w) + a[2] * math.sin(2 * w))
        gain = abs(den) / abs(num)
        super().__init__(b[0] * gain, b[1] * gain, b[2] * gain, *a)
        self.sample_rate = sample_rate


class SlidingWindowCmn(_AudioOp):
    """Cepstral mean (and with ``norm_vars`` variance) normalization over a sliding window of ``cmn_window``
    frames along axis -2 (at least ``min_cmn_window`` frames when not centred), as Kaldi's apply-cmvn-sliding."""

    min_rank = 2
    _layout = "<..., freq, time>"

    def __init__(self, cmn_window=600, min_cmn_window=100, center=False, norm_vars=False):
        _check.int_in(cmn_window, "cmn_window", 0)
        _check.int_in(min_cmn_window, "min_cmn_window", 0)
        _check.type_of(center, "center", (bool,))
        _check.type_of(norm_vars, "norm_vars", (bool,))
        self.cmn_window, self.min_cmn_window, self.center, self.norm_vars = cmn_window, min_cmn_window, center, \
            norm_vars

    def _window(self, t, frames):
        start = t - self.cmn_window // 2 if self.center else t - self.cmn_window
        end = start + self.cmn_window if self.center else t + 1
        if start < 0:
            end, start = end - start, 0
        if not self.center and end > t:
            end = max(t + 1, self.min_cmn_window)
        if end > frames:
            start, end = max(start - (end - frames), 0), frames
        return start, end

    def _torch(self, x):
        frames = x.shape[-2]
        zero = torch.zeros_like(x[..., :1, :])
        sums = torch.cat([zero, x.cumsum(-2)], -2)
        squares = torch.cat([zero, (x * x).cumsum(-2)], -2)
        out = torch.empty_like(x)
        for t in range(frames):
            start, end = self._window(t, frames)
            count = end - start
            total = sums[..., end, :] - sums[..., start, :]
            out[..., t, :] = x[..., t, :] - total / count
            if self.norm_vars:
                variance = (squares[..., end, :] - squares[..., start, :]) / count - (total / count) ** 2
                out[..., t, :] = 0.0 if count == 1 else out[..., t, :] * variance.pow(-0.5)
        return out


class MaskAlongAxisIID(_AudioOp):
    """Set a band of random width in [0, mask_param] at a random start along ``axis`` (1: frequency, 2: time) to
    ``mask_value``; one band for the whole tensor."""

    min_rank = 2
    _layout = "<..., freq, time>"

    def __init__(self, mask_param, mask_value, axis):
        _check.int_in(mask_param, "mask_param", 0)
        _check.type_of(mask_value, "mask_value", (int, float))
        _check.type_of(axis, "axis", (int,))
        if axis not in (1, 2):
            raise ValueError("Input axis is not within the required interval of [1, 2].")
        self.mask_param, self.mask_value, self.axis = mask_param, mask_value, axis

    def _torch(self, x):
        dim = -2 if self.axis == 1 else -1
        size = x.shape[dim]
        if self.mask_param > size:
            raise pipeline_error(self, "MaskAlongAxisIID: mask_param should be less than or equal to the length of "
                                       f"{'frequency' if self.axis == 1 else 'time'} dimension.")
        rng = random_generator()
        width = int(rng.integers(0, self.mask_param + 1))
        return _mask(x, dim, int(rng.integers(0, size - width + 1)), width, self.mask_value)


class Dither(TensorOperation):
    """Quantize to 16 bits with dither noise: a Bartlett ramp (TPDF), one random sample less 0.5 (RPDF) or a sum
    of seven random samples (GPDF), as torchaudio's ``dither``; ``noise_shaping`` adds each sample's quantization
    error to the next. Computed in the input's float type."""

    def __init__(self, density_function=DensityFunction.TPDF, noise_shaping=False):
        self.density_function = _enum(density_function, "density_function", DensityFunction)
        _check.type_of(noise_shaping, "noise_shaping", (bool,))
        self.noise_shaping = noise_shaping

    def _noise(self, flat):
        rows, length = flat.shape
        rng = random_generator()

        def sample():
            return flat[int(rng.integers(0, max(rows - 1, 1))), int(rng.integers(0, max(length - 1, 1)))]

        if self.density_function == DensityFunction.RPDF:
            return sample() - 0.5
        if self.density_function == DensityFunction.GPDF:
            return sum((sample() for _ in range(6)), sample())
        return torch.bartlett_window(length, dtype=flat.dtype)

    def _apply(self, x):
        dtype = np.float64 if x.dtype == np.float64 else np.float32
        wave = torch.from_numpy(np.asarray(x, dtype))
        flat = wave.reshape(-1, wave.shape[-1])
        dithered = torch.round(flat * 32766 + self._noise(flat)) / 32768
        if self.noise_shaping:
            error = F.pad(dithered - flat, (1, 0))[:, :-1]
            dithered = dithered + error
        return dithered.reshape(wave.shape).numpy()


# --- phase vocoder, time stretch, Griffin-Lim ---------------------------------------------------------------------
def _phase_vocoder(spec, rate, phase_advance):
    """Stretch a complex (..., freq, time) spectrogram in time by 1/``rate``, interpolating magnitudes linearly and
    accumulating phase advances (torchaudio's ``phase_vocoder``)."""
    if rate == 1.0:
        return spec
    steps = torch.arange(0, spec.shape[-1], rate, dtype=torch.float64)
    alphas = steps % 1.0
    phase_0 = spec[..., :1].angle()
    padded = F.pad(spec, (0, 2))
    spec_0, spec_1 = padded[..., steps.long()], padded[..., (steps + 1).long()]
    phase = spec_1.angle() - spec_0.angle() - phase_advance
    phase = phase - 2 * math.pi * torch.round(phase / (2 * math.pi)) + phase_advance
    phase = torch.cumsum(torch.cat([phase_0, phase[..., :-1]], -1), -1)
    magnitude = alphas * spec_1.abs() + (1 - alphas) * spec_0.abs()
    return torch.polar(magnitude, phase)


def _phase_advances(n_freq, hop_length):
    return torch.linspace(0, math.pi * hop_length, n_freq, dtype=torch.float64)[..., None]


class PhaseVocoder(_AudioOp):
    """Speed a (..., freq, time, 2) complex spectrogram up by ``rate`` without changing pitch, ``phase_advance``
    (freq, 1) being each bin's expected phase advance per hop."""

    min_rank = 3
    _layout = "<..., freq, num_spectrogram, complex=2>"

    def __init__(self, rate, phase_advance):
        _positive(rate, "rate")
        _check.type_of(phase_advance, "phase_advance", (np.ndarray,))
        self.rate, self.phase_advance = rate, phase_advance

    def _torch(self, x):
        advance = torch.from_numpy(np.asarray(self.phase_advance, np.float64))
        return torch.view_as_real(_phase_vocoder(_complex(self, x), self.rate, advance))


class TimeStretch(_AudioOp):
    """PhaseVocoder at ``fixed_rate`` (unchanged when None) with the phase advances of an STFT of ``n_freq`` bins
    and ``hop_length`` (default ``n_freq - 1``)."""

    min_rank = 3
    _layout = "<..., freq, num_frame, complex=2>"

    def __init__(self, hop_length=None, n_freq=201, fixed_rate=None):
        if hop_length is not None:
            _check.int_in(hop_length, "hop_length", 1)
        _check.int_in(n_freq, "n_freq", 1)
        if fixed_rate is not None:
            _positive(fixed_rate, "fixed_rate")
        self.n_freq, self.fixed_rate = n_freq, fixed_rate
        self.hop_length = n_freq - 1 if hop_length is None else hop_length

    def _torch(self, x):
        rate = 1.0 if self.fixed_rate is None else self.fixed_rate
        return torch.view_as_real(_phase_vocoder(_complex(self, x), rate, _phase_advances(self.n_freq,
                                                                                          self.hop_length)))


def _stft(x, n_fft, hop_length, window):
    return torch.stft(x, n_fft, hop_length, window.shape[0], window, True, "reflect", False, True,
                      return_complex=True)


class GriffinLim(_AudioOp):
    """A waveform from a (..., freq, time) magnitude spectrogram (``** power``) by ``n_iter`` rounds of fast
    Griffin-Lim (``torch.stft``/``torch.istft``; each new estimate less ``momentum / (1 + 2 momentum)`` times the
    previous one, MindSpore's factor); the phases start at 1, or random with ``rand_init``."""

    min_rank = 2
    _layout = "<..., freq, time>"

    def __init__(self, n_fft=400, n_iter=32, win_length=None, hop_length=None, window_type=WindowType.HANN,
                 power=2.0, momentum=0.99, length=None, rand_init=True):
        _check.int_in(n_fft, "n_fft", 1)
        _check.int_in(n_iter, "n_iter", 1)
        win_length = _window_length(win_length, n_fft, 0) or n_fft
        hop_length = win_length // 2 if not hop_length else hop_length
        _check.int_in(hop_length, "hop_length", 0)
        self.window_type = _enum(window_type, "window_type", WindowType)
        _positive(power, "power")
        _non_negative(momentum, "momentum")
        if length is not None:
            _check.int_in(length, "length", 0)
        _check.type_of(rand_init, "rand_init", (bool,))
        self.n_fft, self.n_iter, self.win_length, self.hop_length = n_fft, n_iter, win_length, hop_length
        self.power, self.momentum, self.length, self.rand_init = power, momentum, length, rand_init

    def _torch(self, x):
        if self.momentum >= 1:
            raise RuntimeError("Syntax error.\n[ERROR] GriffinLim: momentum equal to or greater than 1 can be unstable, "
                               f"but got: {self.momentum:f}")
        shape = x.shape
        spec = x.reshape((-1,) + shape[-2:]).pow(1 / self.power)
        window = _WINDOWS[self.window_type](self.win_length, dtype=torch.float64)
        if self.rand_init:
            rng = random_generator()
            angles = torch.complex(torch.from_numpy(rng.random(spec.shape)), torch.from_numpy(rng.random(spec.shape)))
        else:
            angles = torch.ones(spec.shape, dtype=torch.complex128)
        previous = torch.zeros((), dtype=torch.complex128)

        def inverse(phases):
            return torch.istft(spec * phases, self.n_fft, self.hop_length, self.win_length, window,
                               length=self.length)

        for _ in range(self.n_iter):
            rebuilt = _stft(inverse(angles), self.n_fft, self.hop_length, window)
            angles = rebuilt - previous * (self.momentum / (1 + 2 * self.momentum))  # MindSpore's factor
            angles = angles / (angles.abs() + 1e-16)
            previous = rebuilt
        wave = inverse(angles)
        return wave.reshape(shape[:-2] + wave.shape[-1:])


class PitchShift(_AudioOp):
    """Shift the pitch by ``n_steps`` of ``bins_per_octave`` steps: a phase-vocoder time stretch of the STFT
    (``n_fft``, hop ``n_fft // 4`` by default), then Resample back to the original speed and length."""

    def __init__(self, sample_rate, n_steps, bins_per_octave=12, n_fft=512, win_length=None, hop_length=None,
                 window=WindowType.HANN):
        _check.int_in(sample_rate, "sample_rate", 0)
        _check.int_in(n_steps, "n_steps", -_check.INT32_MAX - 1)
        _nonzero_int(bins_per_octave, "bins_per_octave")
        _check.int_in(n_fft, "n_fft", 1)
        self.window = _enum(window, "window", WindowType)
        win_length = _window_length(win_length, n_fft)
        hop_length = n_fft // 4 if hop_length is None else hop_length
        _check.int_in(hop_length, "hop_length", 1)
        self.sample_rate, self.n_steps, self.bins_per_octave = sample_rate, n_steps, bins_per_octave
        self.n_fft, self.win_length, self.hop_length = n_fft, win_length, hop_length

    def _torch(self, x):
        shape = x.shape
        flat = x.reshape(-1, shape[-1])
        rate = 2.0 ** (-float(self.n_steps) / self.bins_per_octave)
        window = _WINDOWS[self.window](self.win_length, dtype=torch.float64)
        spec = _stft(flat, self.n_fft, self.hop_length, window)
        spec = _phase_vocoder(spec, rate, _phase_advances(spec.shape[-2], self.hop_length))
        stretched = torch.istft(spec, self.n_fft, self.hop_length, self.win_length, window,
                                length=int(round(shape[-1] / rate)))
        shifted = Resample(int(self.sample_rate / rate), self.sample_rate).filter(stretched)[..., :shape[-1]]
        shifted = F.pad(shifted, (0, shape[-1] - shifted.shape[-1]))
        return shifted.reshape(shape)


# --- modulated delays (SoX's flanger and phaser) ------------------------------------------------------------------
def _wave_table(sinusoidal, size, low, high, phase):
    """SoX's lookup table of one LFO period: ``size`` points of a sine or triangle from ``low`` to ``high``, started
    ``phase`` radians in (float64)."""
    point = (torch.arange(size, dtype=torch.float64) + int(phase / math.pi / 2 * size + 0.5)) % size
    if sinusoidal:
        wave = (torch.sin(point / size * 2 * math.pi) + 1) / 2
    else:
        wave = point * 2 / size
        quarter = torch.div(4 * point, size, rounding_mode="floor")
        wave = torch.where(quarter == 0, wave + 0.5, torch.where(quarter == 3, wave - 1.5, 1.5 - wave))
    return wave * (high - low) + low


def _in_range(value, name, low, high):
    _check.type_of(value, name, (int, float))
    if not low <= value <= high:
        raise ValueError(f"Input {name} is not within the required interval of [{low}, {high}].")


class Flanger(_AudioOp):
    """SoX's flanger on (..., channel, time): each channel mixed with a copy delayed by ``delay`` + an LFO sweep of
    ``depth`` ms (``speed`` Hz, channels ``phase`` % apart), fed back by ``regen`` %, clamped to [-1, 1]."""

    min_rank = 2
    _layout = "<..., channel, time>"

    def __init__(self, sample_rate, delay=0.0, depth=2.0, regen=0.0, width=71.0, speed=0.5, phase=25.0,
                 modulation=Modulation.SINUSOIDAL, interpolation=Interpolation.LINEAR):
        _nonzero_int(sample_rate, "sample_rate")
        for name, value, low, high in (("delay", delay, 0, 30), ("depth", depth, 0, 10), ("regen", regen, -95, 95),
                                       ("width", width, 0, 100), ("speed", speed, 0.1, 10), ("phase", phase, 0, 100)):
            _in_range(value, name, low, high)
        self.modulation = _enum(modulation, "modulation", Modulation)
        self.interpolation = _enum(interpolation, "interpolation", Interpolation)
        self.sample_rate, self.delay, self.depth, self.regen = sample_rate, delay, depth, regen
        self.width, self.speed, self.phase = width, speed, phase

    def _torch(self, x):
        shape = x.shape
        wave = x.reshape((-1,) + shape[-2:])
        channels, length = wave.shape[-2:]
        feedback, wet = self.regen / 100, self.width / 100
        dry, wet = 1 / (1 + wet), wet / (1 + wet) * (1 - abs(feedback))
        buf_len = int((self.delay + self.depth) / 1000 * self.sample_rate + 0.5) + 2
        lfo_len = int(self.sample_rate / self.speed)
        lfo = _wave_table(self.modulation == Modulation.SINUSOIDAL, lfo_len,
                          float(math.floor(self.delay / 1000 * self.sample_rate + 0.5)), buf_len - 2.0,
                          3 * math.pi / 2).to(torch.float32).to(torch.float64)
        lanes = torch.arange(channels)
        offsets = (lanes * lfo_len * (self.phase / 100) + 0.5).long()
        bufs = torch.zeros(wave.shape[0], channels, buf_len, dtype=x.dtype)
        last = torch.zeros(wave.shape[0], channels, dtype=x.dtype)
        out = torch.empty_like(wave)
        pos = 0
        for i in range(length):
            pos = (pos + buf_len - 1) % buf_len
            delay = lfo[(i % lfo_len + offsets) % lfo_len]
            frac, whole = torch.frac(delay), torch.floor(delay).long()
            bufs[:, lanes, pos] = wave[:, :, i] + last * feedback
            taps = [bufs[:, lanes, (pos + whole + k) % buf_len] for k in range(3)]
            if self.interpolation == Interpolation.LINEAR:
                last = taps[0] + (taps[1] - taps[0]) * frac
            else:
                second, first = taps[2] - taps[0], taps[1] - taps[0]
                last = taps[0] + ((second * 0.5 - first) * frac + (first * 2 - second * 0.5)) * frac
            out[:, :, i] = wave[:, :, i] * dry + last * wet
        return torch.clamp(out, -1, 1).reshape(shape)


class Phaser(_AudioOp):
    """SoX's phaser: the input (times ``gain_in``) plus a delay line of up to ``delay_ms`` swept by a sine or
    triangle LFO at ``mod_speed`` Hz and fed back with ``decay``, times ``gain_out``, clamped to [-1, 1]."""

    def __init__(self, sample_rate, gain_in=0.4, gain_out=0.74, delay_ms=3.0, decay=0.4, mod_speed=0.5,
                 sinusoidal=True):
        _check.int_in(sample_rate, "sample_rate", -_check.INT32_MAX - 1)
        for name, value, low, high in (("gain_in", gain_in, 0, 1), ("gain_out", gain_out, 0, 1e9),
                                       ("delay_ms", delay_ms, 0, 5.0), ("decay", decay, 0, 0.99),
                                       ("mod_speed", mod_speed, 0.1, 2)):
            _in_range(value, name, low, high)
        _check.type_of(sinusoidal, "sinusoidal", (bool,))
        self.sample_rate, self.gain_in, self.gain_out, self.delay_ms = sample_rate, gain_in, gain_out, delay_ms
        self.decay, self.mod_speed, self.sinusoidal = decay, mod_speed, sinusoidal

    def _torch(self, x):
        shape = x.shape
        wave = x.reshape(-1, shape[-1]) * self.gain_in
        buf_len = int(self.delay_ms * 0.001 * self.sample_rate + 0.5)
        mod_len = int(self.sample_rate / self.mod_speed + 0.5)
        table = _wave_table(self.sinusoidal, mod_len, 1.0, float(buf_len), math.pi / 2)
        table = torch.where(table < 0, table - 0.5, table + 0.5).long().tolist()
        delay = [torch.zeros(wave.shape[0], dtype=x.dtype)] * buf_len
        out = torch.empty_like(wave)
        pos = 0
        for i in range(wave.shape[-1]):
            tap = delay[(pos + table[i % mod_len]) % buf_len]
            pos = (pos + 1) % buf_len
            out[:, i] = wave[:, i] + tap
            delay[pos] = out[:, i] * self.decay
        return torch.clamp(out * self.gain_out, -1, 1).reshape(shape)


# --- pitch detection -----------------------------------------------------------------------------------------------
class DetectPitchFrequency(_AudioOp):
    """The pitch (Hz) of each ``frame_time`` frame: the lag of the normalized cross-correlation's near-largest peak
    between ``freq_high`` and ``freq_low`` (the smaller half of the lags preferred within 1 %), median-smoothed over
    ``win_length`` frames."""

    def __init__(self, sample_rate, frame_time=0.01, win_length=30, freq_low=85, freq_high=3400):
        _nonzero_int(sample_rate, "sample_rate")
        _positive(frame_time, "frame_time")
        _check.int_in(win_length, "win_length", 1)
        _positive(freq_low, "freq_low")
        _positive(freq_high, "freq_high")
        self.sample_rate, self.frame_time, self.win_length = sample_rate, frame_time, win_length
        self.freq_low, self.freq_high = freq_low, freq_high

    def _nccf(self, wave):
        lags = int(math.ceil(self.sample_rate / self.freq_low))
        frame = int(math.ceil(self.sample_rate * self.frame_time))
        frames = int(math.ceil(wave.shape[-1] / frame))
        wave = F.pad(wave, (0, lags + frames * frame - wave.shape[-1]))
        out = []
        for lag in range(1, lags + 1):
            s1 = wave[..., :-lag].unfold(-1, frame, frame)[..., :frames, :]
            s2 = wave[..., lag:].unfold(-1, frame, frame)[..., :frames, :]
            out.append((s1 * s2).sum(-1) / (1e-9 + torch.linalg.vector_norm(s1, dim=-1)).pow(2)
                       / (1e-9 + torch.linalg.vector_norm(s2, dim=-1)).pow(2))
        return torch.stack(out, -1)

    def _torch(self, x):
        shape = x.shape
        nccf = self._nccf(x.reshape(-1, shape[-1]))
        lag_min = int(math.ceil(self.sample_rate / self.freq_high))
        best, best_at = torch.max(nccf[..., lag_min:], -1)
        half, half_at = torch.max(nccf[..., lag_min:nccf.shape[-1] // 2], -1)
        lags = torch.where(half > 0.99 * best, half_at, best_at) + lag_min + 1
        pad = (self.win_length - 1) // 2
        if lags.shape[-1] + pad < self.win_length:
            raise pipeline_error(self, "Failed to create empty tensor, tensor shape is unknown.")
        lags = torch.cat([lags[..., :1].expand(-1, pad), lags], -1)
        lags = lags.unfold(-1, self.win_length, 1).median(-1).values
        freq = self.sample_rate / (1e-9 + lags.to(torch.float32).double())
        return freq.reshape(shape[:-1] + freq.shape[-1:])


# --- inverse mel scale -----------------------------------------------------------------------------------------------
class InverseMelScale(_AudioOp):
    """A (..., n_stft, time) spectrogram whose mel projection approximates the (..., n_mels, time) input: from a
    uniform random start in [0, 1), SGD (``sgdargs``: ``sgd_lr`` 0.1, ``sgd_momentum`` 0.9) on the squared error
    summed over mel bins and averaged over frames, clamped at 0 after each step, for up to ``max_iter`` steps or
    until the loss falls below ``tolerance_loss`` or changes by less than ``tolerance_change`` (torchaudio's
    algorithm; MindSpore 2.10 converges more slowly, see docs/compat/dataset.md). A 2-D input gives a
    (1, n_stft, time) output, as MindSpore's."""

    min_rank = 2
    _layout = "<..., freq, time>"

    def __init__(self, n_stft, n_mels=128, sample_rate=16000, f_min=0.0, f_max=None, max_iter=100000,
                 tolerance_loss=1e-5, tolerance_change=1e-8, sgdargs=None, norm=NormType.NONE,
                 mel_type=MelType.HTK):
        self.mel = _mel_args(n_mels, sample_rate, f_min, f_max, norm, mel_type)
        _check.int_in(n_stft, "n_stft", 1)
        _check.int_in(max_iter, "max_iter", 1)
        _positive(tolerance_loss, "tolerance_loss")
        _positive(tolerance_change, "tolerance_change")
        sgdargs = {"sgd_lr": 0.1, "sgd_momentum": 0.9} if sgdargs is None else sgdargs
        lr, momentum = sgdargs["sgd_lr"], sgdargs["sgd_momentum"]
        _non_negative(lr, "sgd_lr")
        self.n_stft, self.max_iter, self.tolerance_loss, self.tolerance_change = n_stft, max_iter, tolerance_loss, \
            tolerance_change
        self.lr, self.momentum = lr, momentum

    def _torch(self, x):
        if x.shape[-2] != self.mel[0]:
            raise pipeline_error(self, "InverseMelScale: n_mels must be equal to the penultimate dimension of input.")
        fb = fbanks(self.n_stft, self.mel[2], self.mel[3], self.mel[0], self.mel[1], self.mel[4], self.mel[5])
        mel = x.reshape((-1,) + x.shape[-2:]).transpose(-1, -2)
        spec = torch.from_numpy(random_generator().random(mel.shape[:-1] + (self.n_stft,)))
        velocity, loss = None, math.inf
        frames = mel.shape[0] * mel.shape[1]
        for _ in range(self.max_iter):
            diff = mel - spec.matmul(fb)
            new_loss = float(diff.pow(2).sum() / frames)
            grad = -2.0 / frames * diff.matmul(fb.t())
            velocity = grad if velocity is None else self.momentum * velocity + grad
            spec = torch.clamp(spec - self.lr * velocity, min=0)
            if new_loss < self.tolerance_loss or abs(loss - new_loss) < self.tolerance_change:
                break
            loss = new_loss
        out = spec.transpose(-1, -2)
        return out if x.dim() == 2 else out.reshape(x.shape[:-2] + out.shape[-2:])
