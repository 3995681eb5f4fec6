"""User-defined primitives: PrimitiveWithCheck, PrimitiveWithInfer, prim_attr_register, prim_arg_register,
constexpr and Primitive's own attributes. Recorded from MindSpore 2.10 by record_custom_primitive.py and replayed on
msbridge by tests/test_custom_primitive.py. Each case is a statement block that sets ``result``; it sees ``ops``."""
import importlib

from cases_dataset import as_json

_CLASSES = '''
class WithCheck(ops.PrimitiveWithCheck):
    @ops.prim_attr_register
    def __init__(self, k, mode="x"):
        self.init_prim_io_names(inputs=["x"], outputs=["y"])

class WithInfer(ops.PrimitiveWithInfer):
    @ops.prim_arg_register
    def __init__(self, k=1, scale=0.5):
        pass

class Renamed(ops.PrimitiveWithInfer):
    substitute_name = "Other"

    @ops.prim_attr_register
    def __init__(self):
        pass
'''


def run(ms, code):
    scope = {"ops": importlib.import_module(ms.__name__ + ".ops")}
    exec(_CLASSES + code, scope)  # noqa: S102 - the code strings are the fixed tables below
    return scope["result"]


VALUES = {
    "attr_register": "p = WithCheck(3)\nresult = [repr(p), p.attrs, p.init_attrs, p.name, p.k, p.mode]",
    "attr_register_keywords": "p = WithCheck(mode='z', k=[1, 2])\nresult = [repr(p), p.attrs, p.init_attrs]",
    "arg_register": "p = WithInfer(scale=2.0)\nresult = [repr(p), p.attrs, p.init_attrs, p.scale]",
    "substitute_name": "p = Renamed()\nresult = [repr(p), p.name, p.attrs]",
    "bare_primitive": "p = ops.Primitive('Foo')\nresult = [repr(p), p.attrs, p.init_attrs]",
    "io_names": "p = ops.Primitive('Foo')\np.init_prim_io_names(['a'], ['b'])\nresult = [repr(p), p.attrs]",
    "add_prim_attr": "p = ops.Primitive('Foo').add_prim_attr('alpha', 0.5)\nresult = [repr(p), p.alpha]",
    "default_infer": "p = WithInfer()\nresult = [p.infer_shape([2], [2]), p.infer_dtype(1, 2), p.infer_value(3)]",
    "default_check": "p = WithCheck(1)\nresult = [p.check_shape([2]), p.check_dtype(1)]",
    "constexpr": "f = ops.constexpr(lambda x, y: x * y + 1)\nresult = [f(3, 4), f.name, repr(f)]",
    "constexpr_named": "f = ops.constexpr(name='double')(lambda x: 2 * x)\nresult = [f(5), repr(f)]",
    "constexpr_class": "C = ops.constexpr(get_instance=False)(lambda x: -x)\nresult = [C()(3), C().name]",
    "constexpr_is_primitive": ("f = ops.constexpr(lambda: 1)\n"
                               "result = [isinstance(f, ops.PrimitiveWithInfer), isinstance(f, ops.Primitive)]"),
}

ERRORS = {
    "attr_register_missing": "WithCheck()",
    "attr_register_extra": "WithCheck(1, 'a', 2)",
    "attr_register_unknown_keyword": "WithCheck(1, bad=2)",
}

SAME_MESSAGE = set(ERRORS)

__all__ = ["VALUES", "ERRORS", "SAME_MESSAGE", "run", "as_json"]
