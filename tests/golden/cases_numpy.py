"""``mindspore.numpy``: the most used functions (creation, math, shape, logic), dtypes and values on the
``record_tensor.namespace`` operands; each snippet binds ``mnp = ms.numpy`` first."""

_N = [
    # creation
    "mnp.array([1, 2, 3])", "mnp.array([1., 2.])", "mnp.array([[1, 2], [3, 4]], mnp.float32)",
    "mnp.array(x_f32)", "mnp.array([True, False])", "mnp.array(np.array([1., 2.]))", "mnp.asarray([1, 2])",
    "mnp.asarray(x_f32)", "mnp.asarray([1.5], dtype=mnp.float16)", "mnp.zeros((2, 3))", "mnp.zeros(2, mnp.int32)",
    "mnp.ones((2,))", "mnp.ones((1, 2), dtype=mnp.int64)", "mnp.full((2, 2), 7)", "mnp.full((2,), 1.5)",
    "mnp.full((2,), 3, mnp.float32)", "mnp.arange(5)", "mnp.arange(1, 4)", "mnp.arange(0, 1, 0.25)",
    "mnp.arange(5, dtype=mnp.float32)", "mnp.linspace(0, 1, 5)", "mnp.linspace(0, 1, 4, endpoint=False)",
    "mnp.eye(3)", "mnp.eye(2, 3, 1)", "mnp.identity(2)", "mnp.identity(2, mnp.int32)", "mnp.zeros_like(x_i32)",
    "mnp.ones_like(x_f32)", "mnp.empty_like(x_f32).shape", "mnp.full_like(x_f32, 2)",
    # math
    "mnp.add(x_f32, y_f32)", "mnp.add(x_i32, 2)", "mnp.subtract(x_f32, y_f32)", "mnp.multiply(x_i32, y_i32)",
    "mnp.divide(x_f32, y_f32)", "mnp.divide(x_i32, y_i32)", "mnp.true_divide(x_i32, 2)", "mnp.power(x_f32, 2)",
    "mnp.sqrt(Tensor([1., 4., 9.]))", "mnp.exp(x_f32)", "mnp.log(Tensor([1., 2., 4.]))", "mnp.abs(x_i32)",
    "mnp.absolute(x_f32)", "mnp.negative(x_f32)", "mnp.square(x_i32)",
    "mnp.sum(x_f32)", "mnp.sum(x_f32, 1)", "mnp.sum(x_i32, axis=0, keepdims=True)", "mnp.sum(x_bool)",
    "mnp.mean(x_f32)", "mnp.mean(x_f32, 0)", "mnp.mean(x_i32)", "mnp.std(x_f32)", "mnp.std(x_f32, 1, ddof=1)",
    "mnp.var(x_f32)", "mnp.var(x_f32, axis=0)", "mnp.max(x_f32)", "mnp.max(x_f32, 1)", "mnp.min(x_i32, axis=0)",
    "mnp.amax(x_f32, axis=1, keepdims=True)", "mnp.amin(x_f32)", "mnp.argmax(x_f32)", "mnp.argmax(x_f32, 1)",
    "mnp.argmin(x_f32, axis=0)", "mnp.dot(x_f32, y_f32.T)", "mnp.dot(x_f32[0], y_f32[0])",
    "mnp.matmul(x_f32, y_f32.T)", "mnp.matmul(g, g.transpose(0, 2, 1))", "mnp.tensordot(x_f32, y_f32, 2)",
    "mnp.tensordot(x_f32, y_f32, ([1], [1]))", "mnp.where(x_f32 > 0, x_f32, y_f32)", "mnp.where(x_f32 > 0)",
    "mnp.clip(x_f32, -1, 2)", "mnp.clip(x_i32, 0, 3)", "mnp.maximum(x_f32, y_f32)", "mnp.minimum(x_i32, y_i32)",
    "mnp.cumsum(x_f32)", "mnp.cumsum(x_i32, 1)", "mnp.sort(x_f32)", "mnp.sort(x_f32, axis=0)",
    "mnp.argsort(x_f32)", "mnp.unique(Tensor([3, 1, 3, 2]))", "mnp.unique(Tensor([3, 1, 3, 2]), return_inverse=True)",
    "mnp.isnan(Tensor([1., float('nan')]))", "mnp.isinf(Tensor([1., float('inf')]))",
    "mnp.logical_and(x_bool, y_bool)", "mnp.logical_or(x_bool, y_bool)", "mnp.logical_not(x_bool)",
    "mnp.logical_xor(x_bool, y_bool)",
    # element-wise (issue 17): each on Float32 and Int32 operands
    *[f"mnp.{n}({x})" for n in ("arccosh", "arcsin", "arcsinh", "arctan", "arctanh", "ceil", "cos", "cosh", "deg2rad",
                                "expm1", "floor", "isfinite", "log10", "log1p", "log2", "positive", "rad2deg",
                                "radians", "sign", "signbit", "sin", "sinh", "tan", "trunc", "isneginf", "isposinf")
      for x in ("x_f32", "x_i32")],
    *[f"mnp.{n}({x}, {y})" for n in ("bitwise_and", "bitwise_or", "bitwise_xor", "equal", "floor_divide", "fmod",
                                     "greater", "greater_equal", "less", "logaddexp", "logaddexp2", "remainder", "mod")
      for x, y in (("x_f32", "y_f32"), ("x_i32", "y_i32"), ("x_f32", "2"))],
    "mnp.sin(x_f32, dtype=mnp.float16)", "mnp.greater(x_f32, y_f32, dtype=mnp.int32)",
    # shape and linear-algebra doors (issue 17)
    "mnp.flip(x_f32)", "mnp.flip(x_f32, 1)", "mnp.flip(g, (0, 2))", "mnp.fliplr(x_i32)", "mnp.flipud(x_f32)",
    "mnp.ravel(g)", "mnp.rot90(x_f32)", "mnp.rot90(g, 2, (1, 2))", "mnp.roll(x_f32, 2)", "mnp.roll(x_i32, 1, 1)",
    "mnp.swapaxes(g, 0, 2)", "mnp.moveaxis(g, 0, -1)", "mnp.diagonal(x_f32)", "mnp.diagonal(g, 1, 1, 2)",
    "mnp.tril(x_f32)", "mnp.tril(x_i32, -1)", "mnp.triu(x_f32, 1)", "mnp.outer(x_f32, y_f32[0])",
    "mnp.inner(x_f32, y_f32)", "mnp.kron(x_i32, y_i32)", "mnp.vstack((x_f32, y_f32))", "mnp.hstack((x_f32, y_f32))",
    "mnp.dstack((x_f32, y_f32))", "mnp.column_stack((x_f32[0], y_f32[0]))", "mnp.broadcast_to(x_f32[0], (2, 2, 3))",
    "mnp.flip([1, 2, 3])", "mnp.kron(x_i32, [1, 2])", "mnp.outer([1., 2.], x_f32[0])", "mnp.inner(x_f32, [1., 2., 3.])",
    "mnp.tril([[1, 2], [3, 4]])", "mnp.triu([[1., 2.], [3., 4.]], -1)", "mnp.roll([1, 2, 3], 1)",
    # shape
    "mnp.concatenate((x_f32, y_f32))", "mnp.concatenate((x_f32, y_f32), axis=1)", "mnp.concatenate((x_f32, y_f32), None)",
    "mnp.stack((x_f32, y_f32))", "mnp.stack((x_f32, y_f32), axis=-1)", "mnp.reshape(x_f32, (3, 2))",
    "mnp.reshape(x_f32, -1)", "mnp.transpose(g)", "mnp.transpose(g, (1, 0, 2))", "mnp.expand_dims(x_f32, 0)",
    "mnp.squeeze(Tensor(np.ones((1, 2, 1), np.float32)))", "mnp.squeeze(Tensor(np.ones((1, 2, 1), np.float32)), 0)",
    "mnp.split(x_f32, 3, axis=1)", "mnp.split(Tensor(np.arange(6)), [1, 3])", "mnp.tile(x_f32, 2)",
    "mnp.tile(x_f32, (2, 1))", "mnp.repeat(x_f32, 2)", "mnp.repeat(x_f32, 2, axis=0)",
    # dtypes
    "mnp.float32", "mnp.int32", "mnp.float16", "mnp.bool_", "mnp.pi", "mnp.e", "mnp.inf",
    # errors
    "mnp.reshape(x_f32, (4, 2))", "mnp.zeros((2,), 'x')", "mnp.concatenate((x_f32, g))", "mnp.add(x_f32, 'a')",
]
CASES = {"numpy": ["mnp = ms.numpy; " + c for c in _N]}
