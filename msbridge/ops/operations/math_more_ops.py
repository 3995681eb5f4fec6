"""Math, linear-algebra and layout primitive classes of ``mindspore.ops`` (``Betainc``, ``MatrixLogarithm``,
``MatrixSolveLs``, ``Ormqr``, ``TridiagonalMatMul``, ``Quantile``, ``EuclideanNorm``, ``CountNonZero``, ``Fmin``,
``Fills``, ``HistogramFixedWidth``, ``CompareAndBitpack``, ``ConfusionMatrix``, ``AccumulateNV2``, ``FFTWithSize``,
``BatchToSpace``, ``SpaceToBatch``). Those with an ``ops`` function call it; the others compute here, on torch."""
import torch

from ... import _checkparam as check
from ...common import dtype as mstype
from ...common.handles import wrap as _wrap
from ...common.tensor import Tensor
from ..function import math_func as M
from ..function import math_more_func as F
from ..function import nn_extra_func as X
from ..function._utils import tensor_of
from ..primitive import REQUIRED, AttrPrimitive, FunctionPrimitive

__all__ = ["Betainc", "MatrixLogarithm", "MatrixSolveLs", "Ormqr", "TridiagonalMatMul", "Quantile", "EuclideanNorm",
           "CountNonZero", "Fmin", "Fills", "HistogramFixedWidth", "CompareAndBitpack", "ConfusionMatrix",
           "AccumulateNV2", "FFTWithSize", "BatchToSpace", "SpaceToBatch"]

_FLOAT = (torch.float16, torch.float32, torch.float64)
_COMPLEX = (torch.complex64, torch.complex128)


def _typed(value, api, name, dtypes):
    """The torch tensor of the Tensor input ``name``, of one of ``dtypes`` (MindSpore's TypeErrors)."""
    if not isinstance(value, Tensor):
        raise TypeError(f"For Primitive[{api}], the type of input argument[{name}] must be Tensor but got "
                        f"{type(value).__name__}.")
    # MindSpore lists these dtypes by name
    return check.check_input_arg_dtype(value._t, sorted(dtypes, key=lambda d: str(mstype.from_torch_dtype(d))),
                                       name, api)


def _same_type(api, **tensors):
    """MindSpore's TypeError where the inputs ``tensors`` differ in dtype."""
    dtypes = {t.dtype for t in tensors.values()}
    if len(dtypes) > 1:
        shown = ", ".join(f"{n}: Tensor[{mstype.from_torch_dtype(t.dtype)}]" for n, t in tensors.items())
        raise TypeError(f"For primitive[{api}], the input type must be same, but got {shown}.")


# --- Betainc -----------------------------------------------------------------------------------------------------
def _continued_fraction(a, b, x, steps=300):
    """The continued fraction of the regularized incomplete beta function (modified Lentz), element-wise."""
    tiny = 1e-300
    qab, qap, qam = a + b, a + 1, a - 1

    def guard(v):
        return torch.where(v.abs() < tiny, torch.full_like(v, tiny), v)
    c = torch.ones_like(x)
    d = 1 / guard(1 - qab * x / qap)
    h = d
    for m in range(1, steps + 1):
        m2 = 2 * m
        for coefficient in (m * (b - m) * x / ((qam + m2) * (a + m2)),
                            -(a + m) * (qab + m) * x / ((a + m2) * (qap + m2))):
            d = 1 / guard(1 + coefficient * d)
            c = guard(1 + coefficient / c)
            delta = d * c
            h = h * delta
        if bool(((delta - 1).abs() < 1e-15).all()):
            break
    return h


def _lbeta(a, b):
    return torch.lgamma(a) + torch.lgamma(b) - torch.lgamma(a + b)


def betainc_t(a, b, x):
    """I_x(a, b) element-wise in Float64: NaN outside a, b > 0 and 0 <= x <= 1 (MindSpore's CPU kernel)."""
    swap = x > (a + 1) / (a + b + 2)  # the fraction converges fast below this point; use I_x = 1 - I_{1-x}(b, a)
    p, q = torch.where(swap, b, a), torch.where(swap, a, b)
    y = torch.where(swap, 1 - x, x).clamp(1e-300, 1)
    part = torch.exp(p * torch.log(y) + q * torch.log1p(-y) - _lbeta(p, q)) * _continued_fraction(p, q, y) / p
    value = torch.where(swap, 1 - part, part)
    value = torch.where(x == 0, torch.zeros_like(x), torch.where(x == 1, torch.ones_like(x), value))
    return torch.where((a > 0) & (b > 0) & (x >= 0) & (x <= 1), value, torch.full_like(x, float("nan")))


class _Betainc(torch.autograd.Function):
    """I_x(a, b) with MindSpore's gradient: x^(a-1) (1-x)^(b-1) / B(a, b) for ``x``, zero for ``a`` and ``b``."""

    @staticmethod
    def forward(ctx, a, b, x):
        ctx.save_for_backward(a, b, x)
        return betainc_t(a.double(), b.double(), x.double()).to(x.dtype)

    @staticmethod
    def backward(ctx, grad):
        a, b, x = (t.double() for t in ctx.saved_tensors)
        density = torch.exp((a - 1) * torch.log(x) + (b - 1) * torch.log1p(-x) - _lbeta(a, b))
        return torch.zeros_like(grad), torch.zeros_like(grad), (grad * density.to(grad.dtype))


class Betainc(FunctionPrimitive):
    """``ops.Betainc()(a, b, x)``: the regularized incomplete beta function I_x(a, b) (a continued fraction on
    torch, in Float64); the gradient flows to ``x`` only, as MindSpore's."""

    def __call__(self, a, b, x):
        ts = {n: _typed(v, "Betainc", n, (torch.float32, torch.float64)) for n, v in (("a", a), ("b", b), ("x", x))}
        _same_type("Betainc", **ts)
        for name in ("b", "x"):
            if ts[name].shape != ts["a"].shape:
                raise ValueError(f"For 'Betainc, shape of {name} {tuple(ts[name].shape)} are not consistent with the "
                                 f"shape a {tuple(ts['a'].shape)} .")
        return _wrap(_Betainc.apply(ts["a"], ts["b"], ts["x"]))


# --- matrices ----------------------------------------------------------------------------------------------------
def _square_batch(t, api, name):
    if t.dim() < 2:
        raise ValueError(f"For primitive[{api}], the {name} rank must be greater than or equal to 2, but got "
                         f"{t.dim()}.")
    if t.shape[-1] != t.shape[-2]:
        raise ValueError(f"For {api}, the last two dimensions of input '{name}' must be equal, but got "
                         f"{name}.shape = {tuple(t.shape)}.")


class MatrixLogarithm(FunctionPrimitive):
    """``ops.MatrixLogarithm()(x)``: the principal logarithm of complex square matrices, V diag(log w) V^-1 from
    torch.linalg.eig (no gradient, as MindSpore)."""

    def __call__(self, x):
        t = _typed(x, "MatrixLogarithm", "x", _COMPLEX)
        _square_batch(t, "MatrixLogarithm", "x")
        values, vectors = torch.linalg.eig(t.detach())
        return _wrap((vectors @ torch.diag_embed(torch.log(values)) @ torch.linalg.inv(vectors)).to(t.dtype))


class MatrixSolveLs(AttrPrimitive):
    """``ops.MatrixSolveLs(fast=True)(matrix, rhs, l2_regularizer)``: least squares. ``fast``: the regularized
    normal equations by Cholesky (``(A^H A + l2 I) X = A^H B``, or ``X = A^H (A A^H + l2 I)^-1 B`` for fewer rows
    than columns); otherwise the minimum-norm solution (torch.linalg.lstsq, gelsd), ``l2_regularizer`` ignored."""
    _attrs = (("fast", True),)

    def __init__(self, fast=True):
        check.check_value_type(fast, bool, "fast", "MatrixSolveLs")
        super().__init__(fast)

    def __call__(self, matrix, rhs, l2_regularizer):
        types = (torch.float32, torch.float64) + _COMPLEX
        a = _typed(matrix, "MatrixSolveLs", "matrix", types)
        b = _typed(rhs, "MatrixSolveLs", "rhs", types)
        l2 = _typed(l2_regularizer, "MatrixSolveLs", "l2_regularizer", (torch.float64,))
        _same_type("MatrixSolveLs", matrix=a, rhs=b)
        for name, t in (("matrix", a), ("rhs", b)):
            if t.dim() < 2:
                raise ValueError(f"For primitive[MatrixSolveLs], the input {name} rank must be greater than or equal "
                                 f"to 2, but got {t.dim()}.")
        if l2.dim():
            raise ValueError(f"For primitive[MatrixSolveLs], the input l2 rank must be equal to 0, but got {l2.dim()}.")
        if a.shape[-2] != b.shape[-2] or a.shape[:-2] != b.shape[:-2]:
            raise ValueError(f"MatrixSolveLs shape error, got matrix: {tuple(a.shape)}, rhs: {tuple(b.shape)}. In "
                             "MatrixSolveLs matrix_row and rhs_row should be equal.")
        if not self.fast:
            return _wrap(torch.linalg.lstsq(a, b, driver="gelsd").solution)
        reg = l2.item()
        ah = a.mH
        if a.shape[-2] >= a.shape[-1]:
            gram = ah @ a
            eye = torch.eye(gram.shape[-1], dtype=a.dtype)
            return _wrap(torch.cholesky_solve(ah @ b, torch.linalg.cholesky(gram + reg * eye)))
        gram = a @ ah
        eye = torch.eye(gram.shape[-1], dtype=a.dtype)
        return _wrap(ah @ torch.cholesky_solve(b, torch.linalg.cholesky(gram + reg * eye)))


class Ormqr(AttrPrimitive):
    """``ops.Ormqr(left=True, transpose=False)(x, tau, other)``: ``ops.ormqr``."""
    _attrs = (("left", True), ("transpose", False))

    def __init__(self, left=True, transpose=False):
        check.check_value_type(left, bool, "left", "Ormqr")
        check.check_value_type(transpose, bool, "transpose", "Ormqr")
        super().__init__(left, transpose)

    def __call__(self, x, tau, other):
        return F.ormqr(x, tau, other, self.left, self.transpose)


class TridiagonalMatMul(FunctionPrimitive):
    """``ops.TridiagonalMatMul()(superdiag, maindiag, subdiag, rhs)``: the tridiagonal matrix of the three
    diagonals (each ``[..., 1, M]``; the last superdiagonal and first subdiagonal elements unused) times ``rhs``
    ``[..., M, N]``."""

    def __call__(self, superdiag, maindiag, subdiag, rhs):
        api = "TridiagonalMatMul"
        names = ("superdiag", "maindiag", "subdiag", "rhs")
        ts = {n: _typed(v, api, n, _FLOAT + _COMPLEX) for n, v in zip(names, (superdiag, maindiag, subdiag, rhs))}
        _same_type(api, **ts)
        for name, t in ts.items():
            if t.dim() < 2:
                raise ValueError(f"For primitive[{api}], the dimension of '{name}' must be greater than or equal to "
                                 f"2 , but got {t.dim()}.")
        up, main, low, r = ts.values()
        for name in names[:3]:
            if ts[name].shape[-2] != 1:
                raise ValueError(f"For primitive[{api}], the 1 in the shape of '{name}' [..., 1, M] must be equal to "
                                 f"1 , but got {ts[name].shape[-2]}.")
            if ts[name].shape[-1] != r.shape[-2]:
                raise ValueError(f"For primitive[{api}], the M in the shape of '{name}' [..., 1, M] must be equal to "
                                 f"M in the shape of 'rhs' [..., M, N] which is {r.shape[-2]} , but got "
                                 f"{ts[name].shape[-1]}.")
            if ts[name].shape[:-2] != r.shape[:-2]:
                raise ValueError(f"For primitive[{api}], the batch shape of '{name}' {tuple(ts[name].shape)} must "
                                 f"equal that of 'rhs' {tuple(r.shape)}.")
        up, main, low = (d.transpose(-1, -2) for d in (up, main, low))  # [..., M, 1] columns
        out = main * r
        out[..., :-1, :] += up[..., :-1, :] * r[..., 1:, :]
        out[..., 1:, :] += low[..., 1:, :] * r[..., :-1, :]
        return _wrap(out)


# --- reductions --------------------------------------------------------------------------------------------------
class Quantile(AttrPrimitive):
    """``ops.Quantile(dim=None, keep_dims=False, ignore_nan=False)(input, q)``: ``ops.quantile`` (``ops.nanquantile``
    with ``ignore_nan``) along ``dim``."""
    _attrs = (("dim", None), ("keep_dims", False), ("ignore_nan", False))

    def __init__(self, dim=None, keep_dims=False, ignore_nan=False):
        if dim is not None:
            check.check_value_type(dim, int, "dim", "Quantile")
        check.check_value_type(keep_dims, bool, "keep_dims", "Quantile")
        check.check_value_type(ignore_nan, bool, "ignore_nan", "Quantile")
        super().__init__(dim, keep_dims, ignore_nan)

    def __call__(self, input, q):  # noqa: A002 - MindSpore's name
        t = _typed(input, "Quantile", "input", (torch.float32, torch.float64))
        if isinstance(q, Tensor):
            _same_type("Quantile", input=t, q=q._t)
            if q.ndim > 1:
                raise ValueError(f"For 'Quantile', the input q must be a scalar or 1D tensor,but got dimension = "
                                 f"{q.ndim}.")
        rank = max(t.dim(), 1)
        if self.dim is not None and not -rank <= self.dim < rank:
            raise ValueError(f"For 'Quantile', the attr dim must be range of [{-rank},{rank - 1}]")
        return (M.nanquantile if self.ignore_nan else M.quantile)(input, q, self.dim, self.keep_dims)


class EuclideanNorm(AttrPrimitive):
    """``ops.EuclideanNorm(keep_dims=False)(x, axes)``: sqrt(sum(x conj(x))) over the axes in the integer Tensor
    ``axes``, in ``x``'s dtype (integers computed in Float64 and truncated; complex stays complex)."""
    _attrs = (("keep_dims", False),)

    def __init__(self, keep_dims=False):
        check.check_value_type(keep_dims, bool, "keep_dims", "EuclideanNorm")
        super().__init__(keep_dims)

    def __call__(self, x, axes):
        api = "EuclideanNorm"
        t = _typed(x, api, "x", _FLOAT + _COMPLEX + (torch.bfloat16, torch.int8, torch.int16, torch.int32,
                                                    torch.int64, torch.uint8, torch.uint16, torch.uint32,
                                                    torch.uint64))
        dims = _typed(axes, api, "axes", (torch.int32, torch.int64)).reshape(-1).tolist()
        rank = max(t.dim(), 1)
        for d in dims:
            if not -rank <= d < rank:
                raise ValueError(f"For '{api}', the 'axes' must be in range [{-rank}, {rank}), but got {d}.")
        dims = sorted({d % rank for d in dims}) if t.dim() else []
        if t.is_complex():
            out = torch.sqrt((t * t.conj()).sum(dims, keepdim=self.keep_dims))
        else:
            work = t if t.is_floating_point() else t.double()
            out = torch.sqrt(work.square().sum(dims, keepdim=self.keep_dims)).to(t.dtype)
        return _wrap(out)


class CountNonZero(AttrPrimitive):
    """``ops.CountNonZero(dims=None)(x)``: the Int64 number of non-zero elements over ``dims`` (all when None;
    torch.count_nonzero)."""
    _attrs = (("dims", None),)

    def __init__(self, dims=None):
        dims = [] if dims is None else dims
        check.check_value_type(dims, (int, list, tuple), "dims", "CountNonZero")
        for i, each in enumerate(dims if isinstance(dims, (list, tuple)) else ()):
            check.check_value_type(each, int, f"dims[{i}]", "CountNonZero")
        super().__init__(dims)

    def __call__(self, x):
        t = tensor_of(x, "CountNonZero", "x")
        dims = [self.dims] if isinstance(self.dims, int) else list(self.dims)
        return _wrap(torch.count_nonzero(t, dims or None))


class Fmin(FunctionPrimitive):
    """``ops.Fmin()(x1, x2)``: ``ops.fmin``."""
    fn = staticmethod(F.fmin)


class Fills(FunctionPrimitive):
    """``ops.Fills()(x, value)``: ``ops.fills`` with a float (or 0-d float Tensor) ``value``."""

    def __call__(self, x, value):
        if not isinstance(value, (float, Tensor)):
            got = "Int64" if isinstance(value, int) and not isinstance(value, bool) else type(value).__name__
            raise TypeError(f"For primitive[Fills], the input argument[value] must be a type of {{Float32}}, but got "
                            f"{got}.")
        return F.fills(x, value)


class AccumulateNV2(FunctionPrimitive):
    """``ops.AccumulateNV2()(x)``: ``ops.accumulate_n``."""
    fn = staticmethod(F.accumulate_n)


# --- histograms and bits -----------------------------------------------------------------------------------------
class HistogramFixedWidth(AttrPrimitive):
    """``ops.HistogramFixedWidth(nbins, dtype='int32')(x, range)``: Int32 counts of ``x`` in ``nbins`` equal bins
    over ``range`` [lo, hi); values below lo count in the first bin, values from hi in the last."""
    _attrs = (("nbins", REQUIRED), ("dtype", "int32"))

    def __init__(self, nbins, dtype="int32"):
        check.check_value_type(nbins, int, "nbins", "HistogramFixedWidth")
        check.check_int(nbins, 1, check.GE, "nbins", "HistogramFixedWidth")
        check.check_string(dtype, ["int32"], "dtype", "HistogramFixedWidth")
        super().__init__(nbins, dtype)

    def __call__(self, x, range):  # noqa: A002 - MindSpore's name
        types = (torch.int32, torch.float32, torch.float16, torch.float64)
        t = _typed(x, "HistogramFixedWidth", "x", types)
        bounds = _typed(range, "HistogramFixedWidth", "range", types)
        _same_type("HistogramFixedWidth", x=t, range=bounds)
        if bounds.shape != (2,):
            raise ValueError(f"For primitive[HistogramFixedWidth], the first rank of 'range' must be equal to 2, but "
                             f"got {bounds.numel()}.")
        lo, hi = bounds.double().tolist()
        scaled = torch.floor((t.double() - lo) / (hi - lo) * self.nbins)
        index = scaled.clamp(0, self.nbins - 1).long().reshape(-1)
        return _wrap(torch.bincount(index, minlength=self.nbins).int())


class CompareAndBitpack(FunctionPrimitive):
    """``ops.CompareAndBitpack()(x, threshold)``: ``x > threshold`` packed eight to a UInt8 along the last axis,
    the first element in the highest bit (a Bool ``x`` itself, the first element in the lowest bit, as MindSpore's
    CPU kernel)."""

    def __call__(self, x, threshold):
        api = "CompareAndBitpack"
        types = (torch.bool, torch.float16, torch.float32, torch.float64, torch.int8, torch.int16, torch.int32,
                 torch.int64)
        t = _typed(x, api, "x", types)
        limit = _typed(threshold, api, "threshold", types)
        _same_type(api, threshold=limit, x=t)
        if limit.dim():
            raise ValueError(f"For primitive[{api}], the threshold's rank' must be equal to 0, but got {limit.dim()}.")
        if not t.dim():
            raise ValueError(f"For primitive[{api}], the x's rank' must be not equal to 0, but got 0.")
        if t.shape[-1] % 8:
            raise ValueError(f"For primitive[{api}], the attribute[x innermost dimension % 8] must be equal to 0, but "
                             f"got {t.shape[-1] % 8}.")
        # MindSpore's CPU kernel packs a Bool input's own bits, the first element in the lowest bit
        bits = (t if t.dtype == torch.bool else t > limit).reshape(*t.shape[:-1], t.shape[-1] // 8, 8)
        weights = torch.tensor([1, 2, 4, 8, 16, 32, 64, 128] if t.dtype == torch.bool else
                               [128, 64, 32, 16, 8, 4, 2, 1], dtype=torch.int32)
        return _wrap((bits.to(torch.int32) * weights).sum(-1).to(torch.uint8))


class ConfusionMatrix(AttrPrimitive):
    """``ops.ConfusionMatrix(num_classes, dtype='int32')(labels, predictions, weights=None)``: the
    ``num_classes`` x ``num_classes`` matrix adding ``weights`` (1 each without) at (label, prediction)."""
    _attrs = (("num_classes", REQUIRED), ("dtype", "int32"))

    def __init__(self, num_classes, dtype="int32"):
        check.check_value_type(num_classes, int, "num_classes", "ConfusionMatrix")
        check.check_value_type(dtype, str, "dtype", "ConfusionMatrix")
        super().__init__(num_classes, dtype)

    def __call__(self, labels, predictions, weights=None):
        api = "ConfusionMatrix"
        truth, guess = tensor_of(labels, api, "labels"), tensor_of(predictions, api, "predictions")
        _same_type(api, labels=truth, predictions=guess)
        if truth.shape != guess.shape:
            raise ValueError(f"For '{api}', the labels shape should be = predictions shape: {list(guess.shape)}, but "
                             f"got {list(truth.shape)}.")
        n = self.num_classes
        cells = truth.long().reshape(-1) * n + guess.long().reshape(-1)
        if weights is None:
            return _wrap(torch.bincount(cells, minlength=n * n).reshape(n, n).to(mstype.to_torch_dtype(
                mstype.int32)))
        w = tensor_of(weights, api, "weights")
        return _wrap(torch.zeros(n * n, dtype=w.dtype).index_add_(0, cells, w.reshape(-1)).reshape(n, n))


# --- Fourier transforms ------------------------------------------------------------------------------------------
class FFTWithSize(AttrPrimitive):
    """``ops.FFTWithSize(signal_ndim, inverse, real, norm='backward', onesided=True, signal_sizes=())(x)``: over
    the last ``signal_ndim`` axes, torch.fft.fftn / ifftn (``real`` False), rfftn (``real``, ``onesided``; fftn of
    the real input when not ``onesided``) or irfftn to ``signal_sizes`` (``real`` and ``inverse``; the real part
    of ifftn when not ``onesided``)."""
    _attrs = (("signal_ndim", REQUIRED), ("inverse", REQUIRED), ("real", REQUIRED), ("norm", "backward"),
              ("onesided", True), ("signal_sizes", ()))

    def __init__(self, signal_ndim, inverse, real, norm="backward", onesided=True, signal_sizes=()):
        if norm not in ("backward", "forward", "ortho"):
            raise ValueError(f"Failed to convert the value \"{norm}\" of input 'norm' of 'FFTWithSize' to enum.")
        super().__init__(signal_ndim, inverse, real, norm, onesided, tuple(signal_sizes))

    def __call__(self, x):
        api = "FFTWithSize"
        t = tensor_of(x, api, "x")
        mode = ("irfft" if self.inverse else "rfft") if self.real else ("fft/ifft")
        if mode != "rfft" and t.dtype not in _COMPLEX:
            raise TypeError(f"For primitive[{api}], the input argument[x] in {mode} mode must be a type of "
                            f"{{Complex128, Complex64}}, but got {mstype.from_torch_dtype(t.dtype)}.")
        if t.dim() < self.signal_ndim:
            raise RuntimeError(f"For '{api}', x_dims must not be less than signal_ndim, but got x rank {t.dim()} and "
                               f"signal_ndim {self.signal_ndim}.")
        if self.signal_sizes and len(self.signal_sizes) != self.signal_ndim:
            raise ValueError(f"For '{api}', signal_sizes is expected to be empty (default) or of "
                             f"signal_ndim={self.signal_ndim}D, but got signal_sizes={list(self.signal_sizes)}")
        dims = tuple(range(-self.signal_ndim, 0))
        if mode == "fft/ifft":
            return _wrap((torch.fft.ifftn if self.inverse else torch.fft.fftn)(t, dim=dims, norm=self.norm))
        if mode == "rfft":
            work = t if t.dtype == torch.float64 else t.float()
            fn = torch.fft.rfftn if self.onesided else torch.fft.fftn
            return _wrap(fn(work, dim=dims, norm=self.norm))
        if not self.onesided:
            return _wrap(torch.fft.ifftn(t, dim=dims, norm=self.norm).real)
        sizes = self.signal_sizes or None
        return _wrap(torch.fft.irfftn(t, s=sizes, dim=dims, norm=self.norm))


# --- layout ------------------------------------------------------------------------------------------------------
def _block_pairs(block_size, pairs, api, name):
    """Checks of BatchToSpace / SpaceToBatch's constructor: an int block_size >= 2, and 2 x 2 non-negative ints."""
    check.check_value_type(block_size, int, "block_size", api)
    if block_size < 2:
        raise ValueError(f"For '{api}', the 'block_size' should be >= : 2, but got {block_size}.")
    check.check_value_type(pairs, (list, tuple), name, api)
    shape = (len(pairs), *{len(p) for p in pairs if isinstance(p, (list, tuple))})
    if shape != (2, 2):
        raise ValueError(f"The {name} shape should be = {api}: (2, 2), but got {shape}.")
    for pair in pairs:
        for value in pair:
            check.check_value_type(value, int, f"{name} element", api)
            if value < 0:
                raise ValueError(f"For '{api}', the '{name} element' must be int and must >= 0, but got '{value}' "
                                 f"with type 'int'.")
    return [list(p) for p in pairs]


def _rank4(value, api):
    t = tensor_of(value, api, "input_x")
    if t.dim() != 4:
        raise ValueError(f"For '{api}', rank of 'input_x' should be 4, but got {t.dim()}")
    return t


class BatchToSpace(AttrPrimitive):
    """``ops.BatchToSpace(block_size, crops)(input_x)``: ``ops.batch_to_space_nd`` with the block ``block_size``
    along H and W of an NCHW input."""
    _attrs = (("block_size", REQUIRED), ("crops", REQUIRED))

    def __init__(self, block_size, crops):
        super().__init__(block_size, _block_pairs(block_size, crops, "BatchToSpace", "crops"))

    def __call__(self, input_x):
        t = _rank4(input_x, "BatchToSpace")
        b = self.block_size
        if t.shape[0] % (b * b):
            raise ValueError(f"For 'BatchToSpace', the shape of output with index 0 must be divided exactly by square "
                             f"of 'block_size': {b}, but got the shape of input: {list(t.shape)}.")
        for size, (start, end) in zip(t.shape[2:], self.crops):
            if size * b <= start + end:
                raise ValueError(f"For 'BatchToSpace', prod of 'block_size' and 'input_x' shape should be greater "
                                 f"than sum of 'crops', but got prod of 'block_size' and 'input_x' shape: {size * b}, "
                                 f"sum of 'crops': {start + end}")
        return X.batch_to_space_nd(input_x, [b, b], self.crops)


class SpaceToBatch(AttrPrimitive):
    """``ops.SpaceToBatch(block_size, paddings)(input_x)``: ``ops.space_to_batch_nd`` with the block
    ``block_size`` along H and W of an NCHW input."""
    _attrs = (("block_size", REQUIRED), ("paddings", REQUIRED))

    def __init__(self, block_size, paddings):
        super().__init__(block_size, _block_pairs(block_size, paddings, "SpaceToBatch", "paddings"))

    def __call__(self, input_x):
        t = _rank4(input_x, "SpaceToBatch")
        b = self.block_size
        for i, (size, (start, end)) in enumerate(zip(t.shape[2:], self.paddings)):
            if (size + start + end) % b:
                raise ValueError(f"For SpaceToBatch, the x_shape[{i + 2}] plus paddings must be divisible by "
                                 f"'block_size', but got padded value: {size + start + end}, and block_size: {b}")
        return X.space_to_batch_nd(input_x, [b, b], self.paddings)
