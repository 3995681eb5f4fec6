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
from .utils import (BorderType, FadeShape, GainType, MelType, NormMode, NormType, ResampleMethod, ScaleType,
                    WindowType, dct_matrix, fbanks, triangles)

__all__ = ["Spectrogram", "MelSpectrogram", "MelScale", "AmplitudeToDB", "DBToAmplitude", "MFCC", "Resample",
           "TimeMasking", "FrequencyMasking", "MaskAlongAxis", "Fade", "Vol", "Gain", "DCShift", "MuLawEncoding",
           "MuLawDecoding", "ComputeDeltas", "ComplexNorm", "Angle", "LFilter", "Biquad", "LowpassBiquad",
           "HighpassBiquad", "AllpassBiquad", "BandpassBiquad", "BandrejectBiquad", "BandBiquad", "BassBiquad",
           "TrebleBiquad", "EqualizerBiquad", "DeemphBiquad", "Contrast", "Magphase", "Filtfilt", "SpectralCentroid",
           "LFCC", "Overdrive", "InverseSpectrogram"]

_FLOAT_MAX = 16777216


def _positive(value, name, high=_FLOAT_MAX):
    _check.type_of(value, name, (int, float))
    if not 0 < value <= high:
        raise ValueError(f"Input {name} is not within the required interval of (0, {high}].")


def _non_negative(value, name, high=_FLOAT_MAX):
    _check.type_of(value, name, (int, float))
    if not 0 <= value <= high:
        raise ValueError(f"Input {name} is not within the required interval of [0, {high}].")


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
        win_length = n_fft if win_length is None else win_length
        _check.int_in(win_length, "win_length", 1, n_fft)
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
        if self.orig_freq == self.new_freq:
            return x
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
