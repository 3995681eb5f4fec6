"""help() and inspect.signature show the arguments of every public callable, not ``(*args, **kwargs)``."""
import importlib
import inspect
import pydoc

import pytest

import msbridge as ms
from msbridge.ops.primitive import AttrPrimitive

NAMESPACES = ["", ".ops", ".nn", ".train", ".train.callback", ".dataset", ".dataset.transforms", ".dataset.vision",
              ".mint", ".mint.nn", ".mint.nn.functional", ".amp", ".communication", ".context", ".common.initializer"]

# MindSpore 2.10's own signature is (*args, **kwargs) here (measured with inspect.signature); torch gives none for
# torch.unique_consecutive (a Python wrapper without a signature line), so mint's alias has none either.
VARARGS_AS_IN_SOURCE = {"nn.Identity", "nn.CellList", "nn.CellDict", "mint.unique_consecutive"}


def _public_callables():
    seen = set()
    for suffix in NAMESPACES:
        module = importlib.import_module("msbridge" + suffix)
        names = getattr(module, "__all__", None) or [n for n in dir(module) if not n.startswith("_")]
        for name in names:
            obj = getattr(module, name)
            if inspect.ismodule(obj) or not callable(obj) or id(obj) in seen:
                continue
            seen.add(id(obj))
            yield (suffix[1:] + "." if suffix else "") + name, obj


def test_every_public_callable_shows_its_arguments():
    bare = []
    count = 0
    for name, obj in _public_callables():
        count += 1
        try:
            signature = str(inspect.signature(obj))
        except (TypeError, ValueError):
            signature = None
        documented = "Signatures (torch's):" in (obj.__doc__ or "")  # overloaded torch functions list theirs
        if signature in (None, "(*args, **kwargs)") and not documented:
            bare.append(name)
    assert count > 1000
    assert sorted(bare) == sorted(VARARGS_AS_IN_SOURCE)


@pytest.mark.parametrize("name, signature", [  # MindSpore 2.10's inspect.signature of the same primitives
    ("Gather", "(batch_dims=0)"), ("Softmax", "(axis=-1)"), ("ReduceSum", "(keep_dims=False, skip_mode=False)"),
    ("BroadcastTo", "(shape)"), ("Roll", "(shifts, dims=None)"), ("ScatterUpdate", "(use_locking=True)"),
    ("ScatterAdd", "(use_locking=False)"),
])
def test_primitives_show_mindspores_constructor_arguments(name, signature):
    assert str(inspect.signature(getattr(ms.ops, name))) == signature
    assert f"{name}{signature}" in pydoc.render_doc(getattr(ms.ops, name), renderer=pydoc.plaintext)


def test_every_attribute_primitive_signature_lists_its_attributes_in_order():
    prims = [getattr(ms.ops, n) for n in ms.ops.__all__ if isinstance(getattr(ms.ops, n), type)
             and issubclass(getattr(ms.ops, n), AttrPrimitive)]
    assert prims
    for prim in prims:
        params = inspect.signature(prim).parameters
        assert [(p.name, p.default) for p in params.values()] == list(prim._attrs), prim.__name__


def test_mint_shows_torchs_signatures():
    assert str(inspect.signature(ms.mint.add)) == "(input, other, *, alpha=1, out=None)"
    assert str(inspect.signature(ms.mint.nn.ReLU6)) == "(inplace: bool = False)"
    text = pydoc.render_doc(ms.mint.sum, renderer=pydoc.plaintext)
    assert "sum(input, *, dtype=None)" in text and "sum(input, dim, keepdim=False, *, dtype=None)" in text
    assert "zeros(*size, *, out=None, dtype=None, layout=torch.strided" in ms.mint.zeros.__doc__


@pytest.mark.parametrize("make, name", [(lambda: ms.ops.BroadcastTo(), "shape"), (lambda: ms.ops.Renorm(2), "dim"),
                                        (lambda: ms.ops.Conv2D(kernel_size=3), "out_channel")])
def test_a_missing_required_primitive_argument_is_mindspores_type_error(make, name):
    with pytest.raises(TypeError) as info:
        make()
    assert str(info.value) == f"missing a required argument: '{name}'"  # MindSpore 2.10's message
