"""A Python float operand meets a Tensor as a Float32 value on MindSpore 2.10, whatever the tensor's dtype:
``Tensor(float64 1.0) * 2.02`` is 2.0199999809265137 (torch keeps the double). Cases over the arithmetic front
doors (operators, reflected operators, ``ops`` functions, clamp bounds, where's numbers) with Float64, Complex128, Float32 and
integer tensors, and the constructors that keep a float's full double for a Float64 / Complex128 tensor; tests/test_scalar_operands.py compares the Float64 and Complex128 values exactly."""

_D = "Tensor(np.array([1.0, -3.0, 0.5]))"  # Float64
_C = "Tensor(np.array([1.0 + 1.0j, -2.0j]))"  # Complex128

OPERATORS = [
    *[f"{_D} {op} {s}" for op in ("+", "-", "*", "/", "**") for s in ("0.1", "2.02", "1e-50")],
    *[f"{s} {op} {_D}" for op in ("+", "-", "*", "/") for s in ("0.1", "2.02")],
    f"{_D} * 1e300", f"{_D} * -1e300", f"{_D} + float('nan')", f"{_D} * float('inf')",
    f"{_D} == 0.1", f"{_D} > 0.1", f"Tensor(np.array([0.1])) == 0.1", f"Tensor(np.array([0.1])) < 0.1",
    f"{_D} // 0.3", f"{_D} % 0.3", f"{_D} + 3", f"{_D} * True",
    f"{_C} * 2.02", f"{_C} + 0.1", f"0.1 - {_C}",
    "Tensor(np.array([1.0, 3.0], np.float32)) * 2.02", "Tensor(np.array([1, 3])) * 0.1",
    "Tensor(np.array([1, 3], np.int32)) + 0.1",
]
FUNCTIONS = [
    *[f"ops.{f}({_D}, 0.1)" for f in ("add", "sub", "mul", "div", "pow", "maximum", "minimum", "atan2")],
    *[f"ops.{f}(0.1, {_D})" for f in ("add", "sub", "mul", "div")],
    f"ops.clamp({_D}, 0.1)", f"ops.clamp({_D}, -0.3, 0.1)", f"ops.clip({_D}, max=0.3)",
    f"ops.clip_by_value({_D}, 0.1, 0.7)", f"{_D}.add(0.1)", f"{_D}.mul(0.1)", f"{_D}.clamp(0.1, 0.7)",
    f"ops.full((2,), 0.1, dtype=ms.float64)", "ops.fill(ms.float64, (2,), 0.1)", "ops.fill(ms.float64, (1,), 1e300)",
    "ops.full((1,), 0.1, dtype=ms.complex128)", "ops.full((1,), 1.7, dtype=ms.int32)",
    "ops.scalar_to_tensor(0.1, ms.float64)", "ops.scalar_to_tensor(0.1)", "ops.scalar_to_tensor(2, ms.float64)",
    f"ops.where(Tensor([True, False, True]), {_D}, 0.1)", f"ops.where(Tensor([True, False, True]), 0.1, {_D})",
    "ops.where(Tensor([True, False]), Tensor(np.array([1, 2])), 0.1)", "Tensor(0.1, ms.float64)", "Tensor([0.1, 0.2], ms.float64)",
]
CASES = {"operators": OPERATORS, "functions": FUNCTIONS}
