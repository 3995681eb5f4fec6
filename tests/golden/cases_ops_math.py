"""Elementwise math and comparison/logic ops: snippets run on both sides (see record_tensor.py's mechanism).

Every op gets its default call on int32, float16 and float32 operands (the result dtype rule), a broadcasting
call, and a non-default argument where it has one."""
from record_ops_core import _per_dtype

UNARY = ["sin", "cos", "tan", "asin", "acos", "atan", "sinh", "cosh", "asinh", "acosh", "atanh", "erf", "erfc",
         "erfinv", "expm1", "log1p", "log2", "log10", "rsqrt", "floor", "ceil", "deg2rad", "rad2deg", "digamma",
         "i0", "exp2", "reciprocal", "sinc", "trunc", "positive", "negative", "absolute", "isnan", "isfinite",
         "isinf", "signbit", "logical_not", "sign", "invert", "arcsin", "arccos", "arctan", "arcsinh", "arccosh",
         "arctanh", "round", "frac", "nan_to_num"]
BINARY = ["atan2", "arctan2", "fmod", "logaddexp", "logaddexp2", "true_divide", "xdivy", "copysign", "fmax",
          "heaviside", "ldexp", "float_power", "truncate_div", "truncate_mod", "gcd", "lcm", "bitwise_and",
          "bitwise_or", "bitwise_xor", "bitwise_left_shift", "bitwise_right_shift", "logical_and", "logical_or",
          "logical_xor", "floor_divide", "floor_div", "floor_mod", "remainder", "subtract", "multiply", "divide",
          "xlogy", "isclose"]
COMPARE = ["equal", "eq", "not_equal", "ne", "greater", "gt", "greater_equal", "ge", "less", "lt", "less_equal",
           "le"]

ELEMENTWISE = [
    *[f for name in UNARY for f in _per_dtype(f"ops.{name}(x_#)", tags=("i32", "f16", "f32", "bool"))],
    *[f for name in BINARY for f in _per_dtype(f"ops.{name}(x_#, y_#)")],
    *[f"ops.{name}(x_f32, Tensor([1., 2., 3.]))" for name in BINARY],  # broadcasting
    *[f"ops.{name}(x_i32, 2)" for name in BINARY],                      # a number operand
    *[f"ops.{name}(x_i32, y_f32)" for name in BINARY],                  # promotion
    "ops.round(x_f32, decimals=1)", "ops.round(Tensor([0.5, 1.5, 2.5, -0.5]))", "ops.nan_to_num(Tensor([float('nan'),"
    " float('inf'), -float('inf')]), 1.0, 2.0, -2.0)", "ops.isclose(x_f32, y_f32, rtol=1., atol=1.)",
    "ops.isclose(Tensor([float('nan')]), Tensor([float('nan')]), equal_nan=True)",
    *_per_dtype("ops.lerp(x_#, y_#, 0.5)", "ops.addcmul(x_#, x_#, y_#, value=2)", "ops.addcdiv(x_f32, x_#, y_#)"),
    "ops.lerp(x_f32, y_f32, Tensor([0., 0.5, 1.]))", "ops.addcmul(x_f32, x_f32, Tensor([1., 2., 3.]))",
]
COMPARISON = [
    *[f for name in COMPARE for f in _per_dtype(f"ops.{name}(x_#, y_#)")],
    *[f"ops.{name}(x_f32, Tensor([1., 2., 3.]))" for name in COMPARE],
    *[f"ops.{name}(x_i32, 1.5)" for name in COMPARE],
    *[f"ops.{name}(x_bool, y_bool)" for name in COMPARE],
]
CASES = {"math": ELEMENTWISE, "compare": COMPARISON}
