"""Gradient cases of ``mindspore.numpy`` and ``mindspore.scipy`` (issue 17), in cases_grads.py's format ``name: (code, inputs)``: recorded
from MindSpore 2.10 by record_numpy_grads.py into numpy_grads.json/.npz and replayed by tests/test_numpy.py with
``cases_grads.evaluate``. ``code`` sees cases_grads.namespace (``ms``, ``np``, ``Tensor``, ``ops``)."""
import numpy as np

from cases_grads import rand

M = "ms.numpy."
X23 = rand("numpy.x23", (2, 3))
Y23 = rand("numpy.y23", (2, 3))
P23 = rand("numpy.p23", (2, 3), 0.5, 2.0)
NAN = np.array([[1.5, np.nan, -0.5], [2.0, 3.0, np.nan]], np.float32)
INDEX = np.array([[0, 2], [1, 1]], np.int32)
_ONE = {
    "pad": "lambda x: {m}pad(x, ((1, 0), (0, 2)))", "pad_reflect": "lambda x: {m}pad(x, 1, mode='reflect')",
    "pad_symmetric": "lambda x: {m}pad(x, 2, mode='symmetric')", "pad_edge": "lambda x: {m}pad(x, 1, mode='edge')",
    "pad_wrap": "lambda x: {m}pad(x, 1, mode='wrap')", "pad_mean": "lambda x: {m}pad(x, 1, mode='mean')",
    "pad_maximum": "lambda x: {m}pad(x, 1, mode='maximum')", "diag": "lambda x: {m}diag(x, 1)",
    "diagflat": "lambda x: {m}diagflat(x)", "take": "lambda x: {m}take(x, Tensor([0, 4, 4]))",
    "take_axis": "lambda x: {m}take(x, Tensor([[0, 2]]), axis=1)", "cumprod": "lambda x: {m}cumprod(x, 1)",
    "diff": "lambda x: {m}diff(x)", "diff2": "lambda x: {m}diff(x, 2)", "atleast_3d": "{m}atleast_3d",
    "trace": "{m}trace", "tanh": "{m}tanh", "arccos": "lambda x: {m}arccos(x / 2)", "cbrt": "{m}cbrt",
    "exp2": "{m}exp2", "fabs": "{m}fabs", "reciprocal": "{m}reciprocal", "fix": "{m}fix", "norm": "{m}norm",
    "norm_axis": "lambda x: {m}norm(x, axis=1)", "norm_1": "lambda x: {m}norm(x, 1)",
    "norm_inf": "lambda x: {m}norm(x, float('inf'))", "norm_3": "lambda x: {m}norm(x, 3, axis=0)",
    "ptp": "lambda x: {m}ptp(x, 1)", "average": "lambda x: {m}average(x, 1)",
    "average_weights": "lambda x: {m}average(x, 1, weights=Tensor([1., 2., 3.]))", "nancumsum": "{m}nancumsum",
    "cov": "{m}cov", "corrcoef": "{m}corrcoef", "gradient": "lambda x: {m}gradient(x, axis=1)",
    "trapz": "{m}trapz", "unwrap": "lambda x: {m}unwrap(x * 3)", "ediff1d": "{m}ediff1d",
    "polyval": "lambda x: {m}polyval(x[0], x[1])", "polyint": "lambda x: {m}polyint(x[0], 2)",
    "polyder": "lambda x: {m}polyder(x[0])", "array_split": "lambda x: {m}array_split(x, 2, axis=1)[0]",
    "apply_along_axis": "lambda x: {m}apply_along_axis(lambda v: v * v.sum(), 1, x)",
    "select": "lambda x: {m}select([x < 0, x > 1], [x * 2, x * x], 0.5)",
    "fft.irfft": "{m}fft.irfft", "fft.hfft": "lambda x: {m}fft.hfft(x, 4)", "fft.irfft2": "{m}fft.irfft2",
    "fft.fftshift": "{m}fft.fftshift", "fft.ifftshift": "lambda x: {m}fft.ifftshift(x, 1)",
    "fft.fft_abs": "lambda x: ops.abs({m}fft.fft(x))", "fft.rfft_real": "lambda x: ops.real({m}fft.rfft(x, 4))",
}
_NAN = {
    "nansum": "{m}nansum", "nanmean": "lambda x: {m}nanmean(x, 1)", "nanmax": "lambda x: {m}nanmax(x, 0)",
    "nanmin": "{m}nanmin", "nanvar": "lambda x: {m}nanvar(x, 1)", "nanstd": "{m}nanstd",
}
_TWO = {
    "arctan2": "{m}arctan2", "hypot": "{m}hypot", "copysign": "{m}copysign", "float_power": "{m}float_power",
    "meshgrid": "lambda x, y: {m}meshgrid(x[0], y[1])[0] * {m}meshgrid(x[0], y[1])[1]",
    "take_along_axis": "lambda x, i: {m}take_along_axis(x, i, 1)",
    "convolve": "lambda x, y: {m}convolve(x[0], y[1])", "correlate": "lambda x, y: {m}correlate(x[0], y[1], 'full')",
    "cross": "{m}cross", "multi_dot": "lambda x, y: {m}multi_dot([x, y.T, x])", "append": "{m}append",
    "polymul": "lambda x, y: {m}polymul(x[0], y[0])", "interp": "lambda x, y: {m}interp(x[0], Tensor([-1., 0., 1.]), y[0])",
    "broadcast_arrays": "lambda x, y: {m}broadcast_arrays(x[:1], y)[0] * y",
}
CASES = {}
for _n, _c in _ONE.items():
    CASES["numpy." + _n] = (_c.format(m=M), [X23 if _n not in ("cbrt", "reciprocal") else P23])
for _n, _c in _NAN.items():
    CASES["numpy." + _n] = (_c.format(m=M), [NAN])
for _n, _c in _TWO.items():
    CASES["numpy." + _n] = (_c.format(m=M), [P23 if _n == "float_power" else X23,
                                             INDEX if _n == "take_along_axis" else Y23])

# mindspore.scipy: the submodules are imported by name, as in MindSpore
L = "__import__(ms.__name__ + '.scipy.linalg', fromlist=['_'])."
F = "__import__(ms.__name__ + '.scipy.fft', fromlist=['_'])."
SPD = np.array([[4.0, 1.0, 0.5], [1.0, 3.0, 0.2], [0.5, 0.2, 2.0]], np.float32)
TRI = np.array([[3.0, 0.0, 0.0], [1.0, 2.0, 0.0], [-1.0, 0.5, 1.5]], np.float32)
RHS = rand("scipy.rhs", (3, 2))
TALL = rand("scipy.tall", (4, 2))
_SCIPY = {
    "inv": ("{l}inv", [SPD]), "cholesky": ("{l}cholesky", [SPD]),
    "cholesky_lower": ("lambda a: {l}cholesky(a, lower=True)", [SPD]),
    "cho_solve": ("lambda a, b: {l}cho_solve({l}cho_factor(a), b)", [SPD, RHS]),
    "solve_triangular": ("lambda a, b: {l}solve_triangular(a, b, lower=True)", [TRI, RHS]),
    "solve_triangular_T": ("lambda a, b: {l}solve_triangular(a, b, trans='T', lower=True)", [TRI, RHS]),
    "eigh_values": ("lambda a: {l}eigh(a, eigvals_only=True)", [SPD]),
    "lu_factor": ("lambda a: {l}lu_factor(a)[0]", [SPD]), "lu_u": ("lambda a: {l}lu(a)[2]", [SPD]),
    "lstsq": ("lambda a, b: {l}lstsq(a, b)[0]", [TALL, rand("scipy.tall_rhs", (4, 1))]),
    "block_diag": ("lambda a, b: {l}block_diag(a, b)", [X23, Y23]),
    "dct": ("{f}dct", [X23]), "idct": ("lambda x: {f}idct(x, axis=0)", [X23]), "dctn": ("{f}dctn", [X23]),
    "idctn": ("lambda x: {f}idctn(x, s=(2, 4))", [X23]),
}
for _n, (_c, _inputs) in _SCIPY.items():
    CASES["scipy." + _n] = (_c.format(l=L, f=F), _inputs)
