"""User-defined primitives (PrimitiveWithCheck/Infer, prim_attr_register, prim_arg_register, constexpr) against
goldens recorded from MindSpore 2.10 (golden/cases_custom_primitive.py). Calling one without a kernel is
MindSpore's RuntimeError; msbridge runs the ``__call__`` a subclass defines."""
import cases_custom_primitive as cases
import goldens
import pytest

import msbridge as ms

G = goldens.load("custom_primitive")

test_value_matches_mindspore, test_error_matches_mindspore = goldens.table_tests(cases, G, ms)


def test_a_primitive_without_a_kernel_raises_mindspores_runtime_error():
    with pytest.raises(RuntimeError, match=r"Unsupported op \[WithCheck\]"):
        cases.run(ms, "result = WithCheck(1)(ops.ones(2))")


def test_a_user_primitive_with_a_call_runs_it():
    code = ("class Scale(ops.PrimitiveWithInfer):\n"
            "    @ops.prim_attr_register\n"
            "    def __init__(self, factor=2.0):\n"
            "        pass\n"
            "    def __call__(self, x):\n"
            "        return x * self.factor\n"
            "result = Scale(3.0)(ops.ones(2)).asnumpy().tolist()")
    assert cases.run(ms, code) == [3.0, 3.0]
