"""The last Tensor methods of issue #17 over their ops (``adjoint``, ``col2im``, ``reverse_sequence``,
``unique_with_pad``, ``random_categorical``, ``requires_grad_``, ``remove_hook``, ``storage`` /
``untyped_storage``, ``to_``, and ``select`` / ``copy_``, which MindSpore's CPU build runs though their docstrings
say Ascend): snippets and gradients recorded from MindSpore 2.10 (``record_ops.py
ops_tensor_methods_extra``), replayed by tests/test_tensor_methods_extra.py."""
import numpy as np
from record_tensor import namespace

_IMG = "Tensor(np.arange(16, dtype=np.float32).reshape(1, 1, 4, 4))"
_SQ = "Tensor(np.arange(9, dtype=np.float32).reshape(3, 3))"
_C = "Tensor(np.array([[1+2j, 3-1j], [0.5j, 2]], np.complex64))"

METHODS = [
    # adjoint
    f"{_C}.adjoint()", "x_f32.adjoint()", "x_i32.adjoint()", "g.adjoint()", "Tensor([1., 2.]).adjoint()",
    "Tensor(1.).adjoint()",
    # col2im (output_size, kernel_size, dilation, padding_value, stride)
    f"{_IMG}.col2im(Tensor([3, 3], ms.int32), (2, 2), (1, 1), (0, 0), (1, 1))",
    "Tensor(np.arange(36, dtype=np.float32).reshape(1, 1, 4, 9)).col2im(Tensor([4, 4], ms.int32), 2, 1, 1, 2)",
    f"{_IMG}.col2im(Tensor([4, 4], ms.int32), (2, 2), (1, 1), (0, 0), (1, 1))",
    "Tensor(np.arange(16, dtype=np.float32).reshape(1, 4, 4)).col2im(Tensor([3, 3], ms.int32), 2, 1, 0, 1)",
    # reverse_sequence (seq_lengths, seq_dim=0, batch_dim=0)
    f"{_SQ}.reverse_sequence(Tensor([1, 2, 3]), 1)", f"{_SQ}.reverse_sequence(Tensor([1, 2, 3]), batch_dim=1)",
    f"{_SQ}.reverse_sequence(Tensor([3, 0, 2], ms.int32), seq_dim=1, batch_dim=0)",
    f"{_SQ}.reverse_sequence(Tensor([1, 2, 3]))", f"{_SQ}.reverse_sequence(Tensor([1, 2, 3]), -1)",
    f"{_SQ}.reverse_sequence(Tensor([1, 2, 3]), 1, -1)", f"{_SQ}.reverse_sequence(Tensor([1, 2, 3]), 3)",
    f"{_SQ}.reverse_sequence(Tensor([1, 2, 3]), 1.0)",
    # unique_with_pad (pad_num)
    "Tensor(np.array([1, 1, 2, 2, 3, 3, 4, 5])).unique_with_pad(0)", "Tensor(np.array([5, 1, 5, 2])).unique_with_pad(-1)",
    "Tensor(np.array([1, 1, 2], np.int32)).unique_with_pad(7)",
    "Tensor(np.array([1.5, 1.5, 2.0], np.float32)).unique_with_pad(9.0)", "x_i32.unique_with_pad(0)",
    # requires_grad_ (positional only; returns None)
    "x_f32.requires_grad_()", "x_f32.requires_grad_(False)", "x_i32.requires_grad_()", "x_f32.requires_grad_('a')",
    "x_f32.requires_grad_(requires_grad=True)",
    "p = Parameter(Tensor([1., 2.]), name='w'); r = p.requires_grad_(False); (r, p.requires_grad)",
    "p = Parameter(Tensor([1., 2.]), name='w', requires_grad=False); r = p.requires_grad_(); (r, p.requires_grad)",
    "p = Parameter(Tensor([1., 2.]), name='w'); p.requires_grad_(0); p.requires_grad_('a'); p.requires_grad",
    # remove_hook (a static method taking the handle id)
    "Tensor.remove_hook(12345)", "Tensor.remove_hook(-1)", "x_f32.remove_hook(3)", "Tensor.remove_hook('a')",
    "Tensor.remove_hook(x_f32.register_hook(lambda g: g))", "type(x_f32.register_hook(lambda g: g).id).__name__",
    # storage / untyped_storage
    "x_f32.untyped_storage().size()", "x_f32.storage().nbytes()", "x_i64.untyped_storage().size()",
    "len(x_f16.untyped_storage())", "g.untyped_storage().element_size()", "str(x_i32.untyped_storage().dtype)",
    "str(x_bool.storage().dtype)", "x_f32.untyped_storage().device", "x_f32.untyped_storage().is_shared()",
    "Tensor(np.arange(6.).reshape(2, 3))[1].untyped_storage().size()",
    "x_f32.untyped_storage().data_ptr() == x_f32.data_ptr()",
    # select(dim, index) / select(condition, y): MindSpore 2.10's CPU build runs both (its docstring says Ascend)
    "x_f32.select(1, 2)", "g.select(-1, -1)", "x_f32.select(dim=0, index=1)", "x_f32.select(0, Tensor(1))",
    "x_f32.select(0, 5)", "x_f32.select('a', 1)", "x_f32.select(x_f32 > 0, y_f32)", "x_f32.select(x_f32 > 0, 1.0)",
    "x_f32.select(condition=x_f32 > 0, y=0.5)", "x_f32.select(x_f32 > 0, 1)", "x_i32.select(x_i32 > 0, 7)",
    "x_i64.select(x_i64 > 0, 7)", "x_i64.select(x_i64 > 0, 7.5)", "x_f32.select(x_f32 > 0, Tensor([1., 2., 3.]))",
    # copy_(src, non_blocking=False): writes in place (compared through the tensor afterwards)
    "t = x_f32.copy(); t.copy_(y_f32); t", "t = x_f32.copy(); t.copy_(Tensor([1., 2., 3.])); t",
    "t = x_f32.copy(); t.copy_(y_i32); t", "t = x_i32.copy(); t.copy_(y_f32); t",
    "t = x_f32.copy(); t.copy_(y_f32, non_blocking=True); t", "x_f32.copy().copy_(Tensor([1., 2.]))",
    "x_f32.copy().copy_(1.0)",
    # to_ (device "Ascend" or "CPU", non_blocking a bool)
    "x_f32.to_('GPU')", "x_f32.to_()", "x_f32.to_('CPU', 1)", "x_f32.to_('CPU')",
]

_MS = []


def _hooked(keep):
    """The gradient of sum(a * a) at ones after registering a hook doubling it and one tripling it, then removing
    the tripling one by its handle id (``keep``: the doubling one stays)."""
    def case(ms):
        y = ms.Tensor([1., 1.])
        h2 = y.register_hook(lambda g: g * 2)
        h3 = y.register_hook(lambda g: g * 3)
        ms.Tensor.remove_hook(h3.id)
        if not keep:
            ms.Tensor.remove_hook(h2.id)
        return ms.grad(lambda a: (a * a).sum())(y)
    return case


def _grad_cases():
    """Gradients through the methods (MindSpore's grad compiles module functions from source)."""
    fns = {
        "adjoint": lambda a: (a.adjoint() * _MS[0].Tensor(np.arange(6, dtype=np.float32).reshape(3, 2))).sum(),
        "reverse_sequence": lambda a: (a.reshape(3, 2).reverse_sequence(_MS[0].Tensor([1, 2, 2]), 1) *
                                       _MS[0].Tensor(np.arange(6, dtype=np.float32).reshape(3, 2))).sum(),
        "select": lambda a: (a.select(1, 2) * _MS[0].Tensor([1., 2.])).sum(),
        "col2im": lambda a: (a.reshape(1, 1, 2, 3).col2im(_MS[0].Tensor([2, 3], _MS[0].int32), (2, 1), 1, 0, 1) *
                             _MS[0].Tensor(np.arange(6, dtype=np.float32).reshape(1, 1, 2, 3))).sum(),
    }

    def run(fn):
        def case(ms):
            _MS[:] = [ms]
            return ms.grad(fn)(namespace(ms)["x_f32"])
        return case
    return {name: run(fn) for name, fn in fns.items()}

CASES = {"methods": METHODS, "grads": _grad_cases(),
         "hooks": {"remove_one_keep_one": _hooked(True), "remove_both": _hooked(False)}}
RANDOM = {"random": [
    "x_f32.random_categorical(4)", "x_f32.random_categorical(4, 1, ms.int32)",
    "x_f32.random_categorical(2, seed=3, dtype=ms.int16)", "x_f32.random_categorical(4.0)",
    "x_f32.random_categorical(4, 1.0)", "x_f32.random_categorical(True)", "x_f32.random_categorical(-1)",
    "x_f32.random_categorical(2, 0, ms.float32)", "Tensor([1., 2.]).random_categorical(2)",
]}
