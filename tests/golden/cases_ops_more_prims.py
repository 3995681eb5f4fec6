"""Issue 17, primitive classes over msbridge's element-wise, search and reduction functions (``ops.Heaviside``,
``LeftShift``, ``RightShift``, ``Gcd``, ``Lcm``, ``IsClose``, ``NanToNum``, ``Identity``, ``Expand``,
``TrilIndices``, ``TriuIndices``, ``Bincount``, ``Bucketize``, ``SearchSorted``, ``Polar``, ``UniqueConsecutive``,
``CumulativeLogsumexp``, ``ComplexAbs``, ``DiagPart``, ``ReduceStd``, ``LpNorm``, ``FillV2``, ``Mod``,
``SquaredDifference``, ``DivNoNan``, ``MulNoNan``, ``Rint``, ``SquareSumAll``, ``InvertPermutation``,
``UnravelIndex``, ``FillDiagonal``), against MindSpore 2.10 (values and errors)."""

_X = "Tensor(np.array([[0.5, -1.5, 2.5], [-0.5, 0., 3.7]], np.float32))"
_Y = "Tensor(np.array([[2., 0., -1.], [0.5, 0., 0.]], np.float32))"
_I = "Tensor(np.array([[12, -8, 9], [7, 0, 15]], np.int32))"
_J = "Tensor(np.array([[18, 6, -3], [2, 5, 10]], np.int32))"

PRIMS = [
    f"ops.Heaviside()({_X}, {_Y})", f"ops.LeftShift()({_I}, Tensor(np.array([[1, 2, 0], [3, 1, 2]], np.int32)))",
    f"ops.RightShift()({_I}, Tensor(np.array([[1, 2, 0], [3, 1, 2]], np.int32)))", f"ops.Gcd()({_I}, {_J})",
    f"ops.Lcm()({_I}, {_J})", f"ops.IsClose()({_X}, {_X} + 1e-6)", f"ops.IsClose(rtol=0.5, atol=0.1)({_X}, {_Y})",
    "ops.IsClose(equal_nan=True)(Tensor([1., float('nan')]), Tensor([1., float('nan')]))",
    "ops.NanToNum()(Tensor([float('nan'), float('inf'), -float('inf'), 1.]))",
    "ops.NanToNum(1.0, 2.0, -2.0)(Tensor([float('nan'), float('inf'), -float('inf'), 1.]))",
    f"ops.Identity()({_X})", f"ops.Expand()(Tensor([[1.], [2.]]), Tensor([2, 3], ms.int64))",
    "ops.TrilIndices(3, 4)()", "ops.TrilIndices(3, 4, 1, ms.int64)()", "ops.TriuIndices(3, 4)()",
    "ops.TriuIndices(4, 3, -1)()", "ops.Bincount()(Tensor([0, 1, 1, 3], ms.int32), Tensor(5, ms.int32), "
    "Tensor([1., 2., 3., 4.]))", "ops.Bincount()(Tensor([0, 1, 1, 3], ms.int32), Tensor(3, ms.int32), Tensor([]))",
    f"ops.Bucketize([0., 1., 2.5])({_X})", "ops.Bucketize([1, 3])(Tensor([0, 1, 2, 3, 4], ms.int32))",
    "ops.SearchSorted()(Tensor([1., 3., 5., 7.]), Tensor([3., 6., 9.]))",
    "ops.SearchSorted(right=True)(Tensor([1., 3., 5., 7.]), Tensor([3., 6., 9.]))",
    "ops.Polar()(Tensor([1., 2.]), Tensor([0., 1.5707964]))",
    "ops.UniqueConsecutive()(Tensor([1, 1, 2, 2, 3, 1], ms.int32))",
    "ops.UniqueConsecutive(True, True)(Tensor([1, 1, 2, 2, 3, 1], ms.int32))",
    f"ops.CumulativeLogsumexp()({_X}, 1)", f"ops.CumulativeLogsumexp(True, False)({_X}, 1)",
    f"ops.CumulativeLogsumexp(False, True)({_X}, Tensor(0))", f"ops.CumulativeLogsumexp(True, True)({_X}, 1)",
    "ops.ComplexAbs()(Tensor([3 + 4j, -1j], ms.complex64))",
    "ops.DiagPart()(Tensor(np.arange(16, dtype=np.float32).reshape(2, 2, 2, 2)))",
    f"ops.ReduceStd()({_X})", f"ops.ReduceStd(1)({_X})", f"ops.ReduceStd(axis=0, unbiased=False, keep_dims=True)({_X})",
    f"ops.LpNorm(1)({_X})", f"ops.LpNorm([0, 1], p=1)({_X})", f"ops.LpNorm(0, 3, True)({_X})",
    "ops.FillV2()(Tensor([2, 3], ms.int32), Tensor(1.5))", "ops.FillV2()((2, 2), Tensor(7, ms.int32))",
    f"ops.Mod()({_X}, Tensor(np.array([[2., 1., -1.], [0.3, 1., 2.]], np.float32)))", f"ops.Mod()({_I}, {_J})",
    f"ops.SquaredDifference()({_X}, {_Y})", f"ops.DivNoNan()({_X}, {_Y})", f"ops.MulNoNan()({_X}, {_Y})",
    "ops.MulNoNan()(Tensor([float('inf'), float('nan'), 2.]), Tensor([0., 0., 3.]))",
    f"ops.Rint()({_X})", "ops.Rint()(Tensor([0.5, 1.5, 2.5, -0.5, -1.5]))",
    f"ops.SquareSumAll()({_X}, {_Y})", "ops.InvertPermutation()((3, 4, 0, 2, 1))",
    "ops.UnravelIndex()(Tensor([5, 7, 11], ms.int32), Tensor([3, 4], ms.int32))",
    "ops.FillDiagonal(9.)(Tensor(np.zeros((3, 4), np.float32)))",
    "ops.FillDiagonal(9., True)(Tensor(np.zeros((7, 3), np.float32)))",
]
