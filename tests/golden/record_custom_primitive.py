"""Record user-defined primitives (PrimitiveWithCheck/Infer, prim_attr_register, prim_arg_register, constexpr)
from real MindSpore 2.10.

    /tmp/msenv/bin/python tests/golden/record_custom_primitive.py

The cases live in cases_custom_primitive.py; this writes custom_primitive.json (``value.<case>``,
``error.<case>``). Errors are recorded in this process (they change no state).
"""
import cases_custom_primitive as cases
from recorder import record_in_process

if __name__ == "__main__":
    record_in_process("custom_primitive", cases)
