"""Issue 17, MindSpore's older primitive names and small helpers: ``ops.TensorAdd``, ``Pack``, ``Unpack``,
``StopGradient``, ``TensorShape``, ``ScalarToTensor`` / ``scalar_to_tensor``, ``TupleToArray``,
``ScalarCast`` / ``scalar_cast``, ``IdentityN``, ``ConjugateTranspose``, ``EqualCount``,
``InTopK`` / ``intopk``, ``LowerBound``, ``UpperBound``, ``SigmoidCrossEntropyWithLogits``, ``Segment*``,
``ScatterSub``, ``ScatterDiv`` / ``scatter_div``, ``adjoint``, ``view_as_real``, against MindSpore 2.10."""

_X = "Tensor(np.array([[0.5, -1.5, 2.5], [-0.5, 0., 3.7]], np.float32))"
_Y = "Tensor(np.array([[2., 0., -1.], [0.5, 0., 1.]], np.float32))"
_P = "Parameter(Tensor(np.array([[2., 4.], [6., 8.], [10., 12.]], np.float32)), name='p')"

LEGACY = [
    f"ops.TensorAdd()({_X}, {_Y})", f"ops.Pack()([{_X}, {_Y}])", f"ops.Pack(1)([{_X}, {_Y}])",
    f"ops.Unpack()({_X})", f"ops.Unpack(1)({_X})",
    f"ops.StopGradient()({_X})", f"ops.TensorShape()({_X})",
    "ops.ScalarToTensor()(3, ms.float32)", "ops.ScalarToTensor()(2.5, ms.int32)", "ops.scalar_to_tensor(7)",
    "ops.scalar_to_tensor(1.5, ms.float64)", "ops.TupleToArray()((1, 2, 3))", "ops.TupleToArray()((1., 2.5))",
    "ops.TupleToArray()([1, 2])", "ops.ScalarCast()(2.7, ms.int32)", "ops.scalar_cast(3, ms.float32)",
    "ops.ScalarCast()(2.7, ms.int64)", "ops.scalar_cast(3, ms.float64)", "ops.scalar_cast(0.5, ms.bool_)",
    f"ops.IdentityN()([{_X}, {_Y}])", f"ops.IdentityN()(({_X},))",
    "ops.ConjugateTranspose()(Tensor([[1 + 2j, 3j], [4, 5 - 1j]], ms.complex64), (1, 0))",
    f"ops.ConjugateTranspose()({_X}, (1, 0))",
    "ops.EqualCount()(Tensor([1, 2, 3], ms.int32), Tensor([1, 0, 3], ms.int32))",
    f"ops.InTopK(2)({_X}, Tensor([2, 0], ms.int32))", f"ops.intopk({_X}, Tensor([1, 2], ms.int32), 1)",
    "ops.LowerBound()(Tensor([[1., 3., 5.], [2., 4., 6.]]), Tensor([[3., 0.], [7., 4.]]))",
    "ops.UpperBound(ms.int64)(Tensor([[1., 3., 5.], [2., 4., 6.]]), Tensor([[3., 0.], [7., 4.]]))",
    f"ops.SigmoidCrossEntropyWithLogits()({_X}, Tensor(np.array([[0.2, 0.9, 0.4], [0.7, 0.1, 0.6]], np.float32)))",
    *[f"ops.Segment{k}()(Tensor(np.array([[1., 2.], [3., -4.], [5., 6.], [7., 8.]], np.float32)), "
      "Tensor([0, 0, 2, 2], ms.int32))" for k in ("Sum", "Max", "Min", "Mean", "Prod")],
    "ops.SegmentSum()(Tensor([1., 2., 3.]), Tensor([1, 0, 2], ms.int32))",
    f"p = {_P}; ops.ScatterSub()(p, Tensor([0, 2], ms.int32), Tensor([[1., 1.], [2., 2.]])); p.value()",
    f"p = {_P}; ops.ScatterDiv()(p, Tensor([0, 2, 0], ms.int32), Tensor([[2., 2.], [5., 4.], [2., 1.]])); p.value()",
    f"p = {_P}; r = ops.scatter_div(p, Tensor([1], ms.int32), Tensor([[3., 2.]])); (r, p.value())",
    f"ops.scatter_div({_P}, Tensor([1], ms.int32), Tensor([[3., 2.]], ms.float16))",
    "ops.adjoint(Tensor([[1 + 2j, 3j], [4, 5 - 1j]], ms.complex64))", f"ops.adjoint({_X})",
    "ops.view_as_real(Tensor([1 + 2j, 3 - 4j], ms.complex64))", f"ops.view_as_real({_X})",
]
