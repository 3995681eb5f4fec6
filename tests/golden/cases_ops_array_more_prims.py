"""Issue 17, more array primitive classes against MindSpore 2.10 (values, errors, gradients): IndexFill, IndexPut,
MaskedScatter, TransposeView, TransposeExtView, NthElement, DataFormatDimMap, DataFormatVecPermute. Snippets run
on a fresh ``record_tensor.namespace``; gradient cases are module functions (MindSpore compiles them from
source)."""
import numpy as np

from record_tensor import grad_cases

_X = "Tensor(np.array([[1., -2., 3.], [4., 0., 6.]], np.float32))"
_M = "Tensor([[True, False, True], [False, True, False]])"
_IJ = "(Tensor([0, 1], ms.int32), Tensor([2, 0], ms.int32))"
INDEXING = [
    f"ops.IndexFill()({_X}, 1, Tensor([0, 2], ms.int32), Tensor(9., ms.float32))",
    f"ops.IndexFill()({_X}, Tensor(0, ms.int32), Tensor([1], ms.int32), Tensor(9.))",
    f"ops.IndexFill()({_X}, -1, Tensor([-1], ms.int32), Tensor(-5.))",
    f"ops.IndexFill()(Tensor([[1, 2], [3, 4]], ms.int32), 0, Tensor([0], ms.int32), Tensor(7, ms.int32))",
    f"ops.IndexFill()({_X}, 0, Tensor([1], ms.int32), 9.)",
    f"ops.IndexFill()({_X}, 1, Tensor([0, 2], ms.int64), Tensor(9.))",
    f"ops.IndexFill()({_X}, 1, Tensor([0, 5], ms.int32), Tensor(9.))",
    f"ops.IndexFill()({_X}, 2, Tensor([0], ms.int32), Tensor(9.))",
    f"ops.IndexPut(0)({_X}, Tensor([7.]), (Tensor([0, 1], ms.int32),))",
    f"ops.IndexPut(1)({_X}, Tensor([7., 8.]), {_IJ})",
    f"ops.IndexPut()({_X}, Tensor([7., 8.]), [Tensor([0, 1], ms.int64), Tensor([2, 0], ms.int64)])",
    f"ops.IndexPut(3)({_X}, Tensor([7., 8.]), (Tensor([1, 1], ms.int32), Tensor([2, 2], ms.int32)))",
    f"ops.IndexPut()(Tensor([1, 2, 3], ms.int32), Tensor([5], ms.int32), (Tensor([2], ms.int32),))",
    f"ops.IndexPut(0)({_X}, Tensor([7., 8.]), (Tensor([0, 1], ms.int32), Tensor([2, 0], ms.int64)))",
    f"ops.IndexPut(0)({_X}, Tensor([7, 8], ms.int32), (Tensor([0, 1], ms.int32),))",
    "ops.IndexPut(1.5)", "ops.IndexPut(True)", "ops.IndexPut(accumulate=2).accumulate",
    f"ops.MaskedScatter()({_X}, {_M}, Tensor([10., 20., 30., 40.]))",
    f"ops.MaskedScatter()({_X}, Tensor([True, False, True]), Tensor([10., 20., 30., 40., 50., 60.]))",
    f"ops.MaskedScatter()(Tensor([1, 2, 3], ms.int32), Tensor([False, True, True]), Tensor([8, 9], ms.int32))",
    f"ops.MaskedScatter()({_X}, Tensor([True, False, True]), Tensor([10., 20.]))",
    f"ops.MaskedScatter()({_X}, Tensor([1, 0, 1], ms.int32), Tensor([10., 20., 30., 40.]))",
    f"ops.MaskedScatter()({_X}, Tensor([True, False, True]), Tensor([10, 20, 30, 40], ms.int32))",
]
ARRAY = [
    f"ops.TransposeView()({_X}, (1, 0))",
    "ops.TransposeView()(Tensor(np.arange(24, dtype=np.float32).reshape(2, 3, 4)), (2, 0, 1))",
    f"ops.TransposeView()({_X}, (0, 0))", f"ops.TransposeView()({_X}, (0,))",
    f"ops.TransposeExtView()({_X}, 0, 1)", f"ops.TransposeExtView()({_X}, -1, 0)",
    "ops.TransposeExtView()(Tensor(np.arange(24, dtype=np.float32).reshape(2, 3, 4)), 0, 2)",
    f"ops.TransposeExtView()({_X}, 0, 2)",
    "ops.NthElement()(Tensor([[3., 1., 2.], [5., 4., 6.]]), 1)",
    "ops.NthElement(True)(Tensor([[3., 1., 2.], [5., 4., 6.]]), 0)",
    "ops.NthElement()(Tensor([3, 1, 2], ms.int32), Tensor(1, ms.int32))",
    "ops.NthElement(reverse=True)(Tensor(np.arange(24, dtype=np.float32).reshape(2, 3, 4)), 1)",
    "ops.NthElement()(Tensor([[3., 1., 2.], [5., 4., 6.]]), 3)",
    "ops.NthElement()(Tensor([[3., 1., 2.], [5., 4., 6.]]), -1)",
    "ops.NthElement()(Tensor(3.), 0)", "ops.NthElement(1)", "ops.NthElement(reverse=True).reverse",
    "ops.DataFormatDimMap()(Tensor([0, 1, 2, 3], ms.int32))",
    "ops.DataFormatDimMap('NHWC', 'NCHW')(Tensor([-1, -4, 1], ms.int32))",
    "ops.DataFormatDimMap('NCHW', 'NHWC')(Tensor([[0, 1], [2, 3]], ms.int32))",
    "ops.DataFormatDimMap()(Tensor([0, 4], ms.int32))", "ops.DataFormatDimMap()(Tensor([0, 1], ms.int64))",
    "ops.DataFormatDimMap()(Tensor([0., 1.]))", "ops.DataFormatDimMap('ABCD')",
    "ops.DataFormatDimMap(dst_format='NHWC')(Tensor([0, 1, 2, 3], ms.int32))",
    "ops.DataFormatVecPermute()(Tensor([1, 2, 3, 4], ms.int32))",
    "ops.DataFormatVecPermute('NCHW', 'NHWC')(Tensor([1, 2, 3, 4], ms.int32))",
    "ops.DataFormatVecPermute()(Tensor([[1, 2], [3, 4], [5, 6], [7, 8]], ms.int64))",
    "ops.DataFormatVecPermute()(Tensor([[1, 2], [3, 4]], ms.int32))",
    "ops.DataFormatVecPermute()(Tensor([1., 2., 3., 4.]))", "ops.DataFormatVecPermute('NCHW', 'NCWH')",
    "ops.DataFormatVecPermute()(Tensor([1, 2, 3], ms.int32))", "ops.DataFormatVecPermute().src_format",
]


def _index_fill(x):
    out = _S[0].ops.IndexFill()(x, 1, _S[0].Tensor([0], _S[0].int32), _S[0].Tensor(2., _S[0].float32))
    return (out * _S[1]).sum()


def _index_put(x, v):
    idx = (_S[0].Tensor([0, 1], _S[0].int32), _S[0].Tensor([2, 0], _S[0].int32))
    return (_S[0].ops.IndexPut(1)(x, v[0, :2], idx) * _S[1]).sum()


def _masked_scatter(x, s):
    mask = _S[0].Tensor([[True, False, True], [False, True, False]])
    return (_S[0].ops.MaskedScatter()(x, mask, s) * _S[1]).sum()


def _transpose_view(x):
    return (_S[0].ops.TransposeView()(x, (1, 0)) * _S[1].T).sum()


def _nth_element(x):
    return (_S[0].ops.NthElement()(x, 1) * _S[1][:, 0]).sum()


_S = []  # [ms, weight] of the running gradient case
_WEIGHT = np.array([[1., -2., 0.5], [0.25, 1.5, -1.]], np.float32)
GRADS = grad_cases(_S, _WEIGHT, {
    "index_fill": (_index_fill, 0, _X), "index_put": (_index_put, (0, 1), _X, _X + " * 0.5"),
    "masked_scatter": (_masked_scatter, (0, 1), _X, _X + " * 2"), "transpose_view": (_transpose_view, 0, _X),
    "nth_element": (_nth_element, 0, _X)})


CASES = {"indexing": INDEXING, "array": ARRAY, "grads": GRADS}
