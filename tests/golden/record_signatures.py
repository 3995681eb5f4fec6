"""Records ``inspect.signature`` of every public function, class ``__init__`` and Tensor method (without the
tensor itself) of MindSpore 2.10's ops (functions and primitive classes), Tensor, mint (with mint.nn.functional,
mint.linalg, mint.special), nn and numpy into signatures.json: per name the parameters as [name, kind, default repr] (default None when there is none),
or null where MindSpore has no signature to show.

    /tmp/msenv/bin/python tests/golden/record_signatures.py
"""
import importlib
import inspect
import json
import os
import re

HERE = os.path.dirname(os.path.abspath(__file__))
NAMESPACES = ("ops", "mint", "mint.nn.functional", "mint.linalg", "mint.special", "nn", "numpy", "numpy.fft",
              "scipy.linalg", "scipy.fft", "scipy.optimize")
_ADDRESS = re.compile(r" at 0x[0-9a-f]+")


def default_repr(value):
    """The default as a comparable string (object addresses dropped)."""
    return _ADDRESS.sub("", repr(value))


def parameters(obj, bound=False):
    """[[name, kind, default repr or None], ...] of ``inspect.signature(obj)``, or None without a signature.
    ``bound``: obj is a method taken from the class; its first parameter (the tensor itself, which MindSpore calls
    ``self`` and an ops function shared as a method calls ``input``) is dropped, as a caller never passes it."""
    try:
        signature = inspect.signature(obj)
    except (TypeError, ValueError):
        return None
    params = list(signature.parameters.values())
    if bound and params and params[0].kind is not inspect.Parameter.VAR_POSITIONAL:
        params = params[1:]
    return [[p.name, p.kind.name, None if p.default is inspect.Parameter.empty else default_repr(p.default)]
            for p in params]


def public_names(module):
    names = getattr(module, "__all__", None) or dir(module)
    return sorted(n for n in set(names) if isinstance(n, str) and n.isidentifier() and not n.startswith("_"))


def record(root):
    """{qualified name: parameters} for ``root`` (mindspore, or msbridge to compare)."""
    table = {}
    for namespace in NAMESPACES:
        try:
            module = importlib.import_module(f"{root.__name__}.{namespace}")
        except ImportError:  # a namespace msbridge does not have yet
            continue
        for name in public_names(module):
            obj = getattr(module, name, None)
            if obj is None or inspect.ismodule(obj) or not callable(obj):
                continue
            table[f"{namespace}.{name}"] = parameters(obj)
    for name in public_names(root.Tensor):
        obj = inspect.getattr_static(root.Tensor, name, None)
        if callable(obj) and not isinstance(obj, type):
            table[f"Tensor.{name}"] = parameters(getattr(root.Tensor, name),
                                                 bound=not isinstance(obj, (staticmethod, classmethod)))
    return table


if __name__ == "__main__":
    import mindspore

    table = record(mindspore)
    with open(os.path.join(HERE, "signatures.json"), "w") as f:
        json.dump(table, f, indent=0, sort_keys=True)
    print("signatures", len(table), "without one", sum(v is None for v in table.values()))
