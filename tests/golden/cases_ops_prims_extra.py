"""Issue 17, more primitive classes against MindSpore 2.10 (values, errors, gradients): UniqueWithPad /
unique_with_pad, ListDiff, ParallelConcat, GatherV2, ScatterAddWithAxis, LogSpace, NuclearNorm, Histogram, ACos,
Eps. Snippets run on a fresh ``record_tensor.namespace``; gradient cases are module functions (MindSpore compiles
them from source)."""
import numpy as np

from record_tensor import grad_cases

_X = "Tensor(np.array([[1., -2., 3.], [4., 0., 6.]], np.float32))"
_I = "Tensor([1, 0], ms.int32)"
ARRAY = [
    "ops.unique_with_pad(Tensor([1, 2, 2, 3, 5, 5], ms.int32), 0)",
    "ops.UniqueWithPad()(Tensor([1, 1, 2, 2, 3, 3, 4, 5], ms.int32), Tensor(0, ms.int32))",
    "ops.unique_with_pad(Tensor([1, 2, 2, 3], ms.int64), 9)",
    "ops.unique_with_pad(Tensor([3., 1., 3.], ms.float32), 0.)",
    "ops.unique_with_pad(Tensor([[3, 1]], ms.int32), 0)",
    "ops.unique_with_pad(Tensor([3, 1, 3], ms.int32), Tensor(7, ms.int32))",
    "ops.unique_with_pad(Tensor([3, 1, 3], ms.int32), 1.5)", "ops.unique_with_pad([3, 1], 0)",
    "ops.ListDiff()(Tensor([1, 2, 3, 4, 5, 6], ms.int32), Tensor([1, 3, 5], ms.int32))",
    "ops.ListDiff(ms.int64)(Tensor([5, 1, 5, 2], ms.int32), Tensor([2], ms.int32))",
    "ops.ListDiff()(Tensor([1., 2., 3.]), Tensor([2.]))", "ops.ListDiff(out_idx=ms.int64).out_idx",
    "ops.ListDiff()(Tensor([1, 2], ms.int32), Tensor([2], ms.int64))", "ops.ListDiff(ms.float32)",
    "ops.ListDiff()(Tensor([[1, 2]], ms.int32), Tensor([2], ms.int32))",
    "ops.ParallelConcat()((Tensor([[1., 2.]]), Tensor([[3., 4.]])))",
    "ops.ParallelConcat()([Tensor([[1, 2]], ms.int32), Tensor([[3, 4]], ms.int32), Tensor([[5, 6]], ms.int32)])",
    "ops.ParallelConcat()((Tensor([[1., 2.], [5, 6]]), Tensor([[3., 4.]])))",
    "ops.ParallelConcat()((Tensor([[1., 2.]]), Tensor([[3., 4., 5.]])))",
    "ops.ParallelConcat()((Tensor([[1., 2.]]), Tensor([[3, 4]], ms.int32)))",
    "ops.ParallelConcat()((Tensor([1., 2.]), Tensor([3., 4.])))",
    f"ops.GatherV2()({_X}, {_I}, 1, 0)", f"ops.GatherV2()({_X}, {_I}, 0, 0)",
    f"ops.GatherV2()({_X}, Tensor([[1, 0], [0, 0]], ms.int32), 1, 0)", f"ops.GatherV2()({_X}, {_I}, 1)",
    "ops.ScatterAddWithAxis(1)(Tensor([[1., 2., 3.]]), Tensor([[0, 0]], ms.int32), Tensor([[5., 7.]]))",
    "ops.ScatterAddWithAxis()(Tensor([[1., 2.], [3., 4.]]), Tensor([[1, 1]], ms.int32), Tensor([[5., 7.]]))",
    "ops.ScatterAddWithAxis(-1)(Tensor([[1., 2., 3.]]), Tensor([[-1, 0]], ms.int32), Tensor([[5., 7.]]))",
    "ops.ScatterAddWithAxis(1)(Tensor([[1., 2., 3.]]), Tensor([[3, 0]], ms.int32), Tensor([[5., 7.]]))",
    "ops.ScatterAddWithAxis(2)(Tensor([[1., 2., 3.]]), Tensor([[1, 0]], ms.int32), Tensor([[5., 7.]]))",
    "ops.ScatterAddWithAxis(1)(Tensor([[1., 2., 3.]]), Tensor([[1, 0]], ms.int64), Tensor([[5., 7.]]))",
    "ops.ScatterAddWithAxis(1)(Tensor([[1, 2, 3]], ms.int32), Tensor([[1, 0]], ms.int32), Tensor([[5, 7]], ms.int32))",
    "ops.ScatterAddWithAxis(1)(Tensor([[1., 2., 3.]]), Tensor([[1, 0]], ms.int32), Tensor([[5, 7]], ms.int32))",
    "ops.ScatterAddWithAxis(1)(Tensor([[1., 2., 3.]]), Tensor([[1, 0]], ms.int32), Tensor([[5., 7., 8.]]))",
    "ops.ScatterAddWithAxis(1.5)", "ops.ScatterAddWithAxis(axis=1).axis",
]
MATH = [
    "ops.LogSpace()(Tensor(1, ms.float32), Tensor(10, ms.float32))",
    "ops.LogSpace(5, 2)(Tensor(1, ms.float32), Tensor(3, ms.float32))",
    "ops.LogSpace(3, 2, ms.float64)(Tensor(1, ms.float64), Tensor(3, ms.float64))",
    "ops.LogSpace(3, 2, ms.float16)(Tensor(1, ms.float16), Tensor(3, ms.float16))",
    "ops.LogSpace(1, 2)(Tensor(1, ms.float32), Tensor(3, ms.float32))",
    "ops.LogSpace(0)(Tensor(1, ms.float32), Tensor(3, ms.float32))",
    "ops.LogSpace(4, 0)(Tensor(1, ms.float32), Tensor(3, ms.float32))",
    "ops.LogSpace(3, 2)(Tensor(1, ms.float64), Tensor(3, ms.float32))",
    "ops.LogSpace(3, 2)(Tensor(1, ms.int32), Tensor(3, ms.int32))", "ops.LogSpace(-1)",
    "ops.LogSpace(3, -2)", "ops.LogSpace(3, 2, ms.int32)", "ops.LogSpace(3.5)",
    "ops.LogSpace(3, 2)(Tensor([1], ms.float32), Tensor([3], ms.float32))",
    f"ops.NuclearNorm()({_X})", f"ops.NuclearNorm(dim=[0, 1], keepdim=True)({_X})", f"ops.NuclearNorm([1, 0])({_X})",
    "ops.NuclearNorm([1, 2])(Tensor(np.arange(24, dtype=np.float32).reshape(2, 3, 4)))",
    "ops.NuclearNorm([0, -1], True)(Tensor(np.arange(24, dtype=np.float32).reshape(2, 3, 4)))",
    f"ops.NuclearNorm()({_X}.astype(ms.float64))", "ops.NuclearNorm()(Tensor(np.ones((2, 2, 3), np.float32)))",
    "ops.NuclearNorm()(Tensor([1., 2.]))", f"ops.NuclearNorm(dim=[0, 0])({_X})",
    "ops.NuclearNorm()(Tensor([[1, 2]], ms.int32))",
    f"ops.Histogram()({_X})", f"ops.Histogram(4, 0., 5.)({_X})", "ops.Histogram(3)(Tensor([1, 2, 3], ms.int32))",
    f"ops.Histogram(4, 2., 2.)({_X})", f"ops.Histogram(4)({_X}.astype(ms.float16))",
    f"ops.Histogram(4, 5., 0.)({_X})", "ops.Histogram(4, 5., 0.)", "ops.Histogram(0)",
    f"ops.Histogram(4)({_X}.astype(ms.float64))", "ops.Histogram(2.5)", "ops.Histogram(2, min=1)",
    "ops.Histogram(bins=7).bins",
    "ops.ACos()(Tensor([0.5, -1., 0.]))", "ops.ACos()(Tensor([2.]))", "ops.ACos()(Tensor([0.25], ms.float64))",
    "ops.ACos()(Tensor([1, 0], ms.int32))",
    "ops.Eps()(Tensor([1., 2.], ms.float16))", "ops.Eps()(Tensor([1., 2.]))", "ops.Eps()(Tensor([[1.]], ms.float64))",
    "ops.Eps()(Tensor([1, 2], ms.int32))",
]


def _nuclear_norm(x):
    return _S[0].ops.NuclearNorm()(x) * 2


def _scatter_add_with_axis(x, u):
    out = _S[0].ops.ScatterAddWithAxis(1)(x, _S[0].Tensor([[0, 0, 2], [1, 2, 1]], _S[0].int32), u)
    return (out * _S[1]).sum()


def _gather_v2(x):
    return (_S[0].ops.GatherV2()(x, _S[0].Tensor([2, 0, 2], _S[0].int32), 1, 0) * _S[1]).sum()


def _acos(x):
    return (_S[0].ops.ACos()(x * 0.1) * _S[1]).sum()


def _parallel_concat(x, y):
    return (_S[0].ops.ParallelConcat()((x[:1], y[1:])) * _S[1][:2]).sum()


_S = []  # [ms, weight] of the running gradient case
_WEIGHT = np.array([[1., -2., 0.5], [0.25, 1.5, -1.]], np.float32)
GRADS = grad_cases(_S, _WEIGHT, {
    "nuclear_norm": (_nuclear_norm, 0, _X),
    "scatter_add_with_axis": (_scatter_add_with_axis, (0, 1), _X, _X + " * 0.5"),
    "gather_v2": (_gather_v2, 0, _X), "acos": (_acos, 0, _X),
    "parallel_concat": (_parallel_concat, (0, 1), _X, _X + " * 2")})


CASES = {"array": ARRAY, "math": MATH, "grads": GRADS}
