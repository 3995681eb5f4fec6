"""``mindspore.dataset.audio.utils``: the audio enums and the filter-bank / DCT matrices (torch, float32)."""
import enum
import math

import numpy as np
import torch

__all__ = ["WindowType", "BorderType", "ScaleType", "FadeShape", "GainType", "NormType", "NormMode", "MelType",
           "ResampleMethod", "DensityFunction", "Interpolation", "Modulation", "melscale_fbanks", "linear_fbanks", "create_dct"]


class WindowType(str, enum.Enum):
    """STFT windows."""
    BARTLETT = "bartlett"
    BLACKMAN = "blackman"
    HAMMING = "hamming"
    HANN = "hann"
    KAISER = "kaiser"


class BorderType(str, enum.Enum):
    """Padding modes."""
    CONSTANT = "constant"
    EDGE = "edge"
    REFLECT = "reflect"
    SYMMETRIC = "symmetric"


class ScaleType(str, enum.Enum):
    """What AmplitudeToDB's input holds."""
    POWER = "power"
    MAGNITUDE = "magnitude"


class FadeShape(str, enum.Enum):
    """Fade curves."""
    QUARTER_SINE = "quarter_sine"
    HALF_SINE = "half_sine"
    LINEAR = "linear"
    LOGARITHMIC = "logarithmic"
    EXPONENTIAL = "exponential"


class GainType(str, enum.Enum):
    """What Vol's gain means."""
    AMPLITUDE = "amplitude"
    POWER = "power"
    DB = "db"


class NormType(str, enum.Enum):
    """Mel filter-bank normalization."""
    SLANEY = "slaney"
    NONE = "none"


class NormMode(str, enum.Enum):
    """DCT normalization."""
    ORTHO = "ortho"
    NONE = "none"


class MelType(str, enum.Enum):
    """Mel scale formula."""
    HTK = "htk"
    SLANEY = "slaney"


class ResampleMethod(str, enum.Enum):
    """Resample kernels."""
    SINC_INTERPOLATION = "sinc_interpolation"
    KAISER_WINDOW = "kaiser_window"


class DensityFunction(str, enum.Enum):
    """Dither noise densities."""
    TPDF = "TPDF"
    RPDF = "RPDF"
    GPDF = "GPDF"


class Interpolation(str, enum.Enum):
    """PitchShift/Flanger interpolation."""
    LINEAR = "linear"
    QUADRATIC = "quadratic"


class Modulation(str, enum.Enum):
    """Flanger's delay modulation waveform."""
    SINUSOIDAL = "sinusoidal"
    TRIANGULAR = "triangular"


def _hz_to_mel(freq, mel_type):
    if mel_type == MelType.HTK:
        return 2595.0 * math.log10(1.0 + freq / 700.0)
    f_sp, min_log_hz = 200.0 / 3, 1000.0
    mels = freq / f_sp
    if freq >= min_log_hz:
        mels = min_log_hz / f_sp + math.log(freq / min_log_hz) / (math.log(6.4) / 27.0)
    return mels


def _mel_to_hz(mels, mel_type):
    if mel_type == MelType.HTK:
        return 700.0 * (10.0 ** (mels / 2595.0) - 1.0)
    f_sp, min_log_hz = 200.0 / 3, 1000.0
    min_log_mel, logstep = min_log_hz / f_sp, math.log(6.4) / 27.0
    freqs = f_sp * mels
    log_t = mels >= min_log_mel
    freqs[log_t] = min_log_hz * torch.exp(logstep * (mels[log_t] - min_log_mel))
    return freqs


def triangles(all_freqs, f_pts):
    """(n_freqs, n_filters) triangular filters with corners at ``f_pts``."""
    f_diff = f_pts[1:] - f_pts[:-1]
    slopes = f_pts.unsqueeze(0) - all_freqs.unsqueeze(1)
    down = (-1.0 * slopes[:, :-2]) / f_diff[:-1]
    up = slopes[:, 2:] / f_diff[1:]
    return torch.clamp(torch.min(down, up), min=0)


def fbanks(n_freqs, f_min, f_max, n_mels, sample_rate, norm=NormType.NONE, mel_type=MelType.HTK):
    """The (n_freqs, n_mels) triangular mel filter bank as a float64 torch tensor."""
    all_freqs = torch.linspace(0, sample_rate // 2, n_freqs, dtype=torch.float64)
    m_pts = torch.linspace(_hz_to_mel(f_min, mel_type), _hz_to_mel(f_max, mel_type), n_mels + 2,
                           dtype=torch.float64)
    f_pts = _mel_to_hz(m_pts, mel_type)
    fb = triangles(all_freqs, f_pts)
    if norm == NormType.SLANEY:
        fb *= (2.0 / (f_pts[2:n_mels + 2] - f_pts[:n_mels])).unsqueeze(0)
    return fb


def melscale_fbanks(n_freqs, f_min, f_max, n_mels, sample_rate, norm=NormType.NONE, mel_type=MelType.HTK):
    """The (n_freqs, n_mels) mel filter bank (float32 numpy)."""
    return fbanks(n_freqs, f_min, f_max, n_mels, sample_rate, norm, mel_type).numpy().astype(np.float32)


def linear_fbanks(n_freqs, f_min, f_max, n_filter, sample_rate):
    """The (n_freqs, n_filter) linear triangular filter bank (float32 numpy)."""
    all_freqs = torch.linspace(0, sample_rate // 2, n_freqs, dtype=torch.float64)
    f_pts = torch.linspace(f_min, f_max, n_filter + 2, dtype=torch.float64)
    return triangles(all_freqs, f_pts).numpy().astype(np.float32)


def dct_matrix(n_mfcc, n_mels, norm):
    """The (n_mels, n_mfcc) DCT-II matrix as a float64 torch tensor."""
    n = torch.arange(float(n_mels), dtype=torch.float64)
    k = torch.arange(float(n_mfcc), dtype=torch.float64).unsqueeze(1)
    dct = torch.cos(math.pi / float(n_mels) * (n + 0.5) * k)
    if norm == NormMode.NONE:
        dct *= 2.0
    else:
        dct[0] *= 1.0 / math.sqrt(2.0)
        dct *= math.sqrt(2.0 / float(n_mels))
    return dct.t()


def create_dct(n_mfcc, n_mels, norm=NormMode.NONE):
    """The (n_mels, n_mfcc) DCT-II matrix (float32 numpy)."""
    return dct_matrix(n_mfcc, n_mels, norm).numpy().astype(np.float32)
