"""The docstrings of msbridge's public classes and functions, composed once at import from one table.

msbridge/_docstring_table.json (written by ``/tmp/msenv/bin/python docs/gen_docstrings.py``) holds, for every public
class and function of every public namespace, MindSpore 2.10's signature (or, for a name MindSpore does not have,
msbridge's own) and the differences docs/compat lists for it; msbridge/_arg_glossary.py describes each argument in
msbridge's words. ``attach`` appends to each object's own docstring (what it does, in torch terms):

    MindSpore: mindspore.ops.add(input, other)
        also mindspore.ops.functional.add
    Args:
        input: ...
    Inputs, when the primitive is called as ReduceSum(...)(x, axis=()):   (primitive classes)
        x: ...
    Differences from MindSpore (docs/compat/ops.md):
        ...

It imports nothing of msbridge but the glossary: it finds the namespaces in ``sys.modules`` once they are imported.
"""
import inspect
import json
import os
import sys

from ._arg_glossary import GLOSSARY, OVERRIDES

TABLE = os.path.join(os.path.dirname(os.path.abspath(__file__)), "_docstring_table.json")
SIGNATURE = "MindSpore: "
ONLY = "msbridge only (not in MindSpore 2.10): "
INPUTS = "Inputs, when the primitive is called as "
NATIVE = ", no Python signature in MindSpore (made in C++); msbridge's: "
_INDENT = "    "
_OWN = {}  # id of a documented object -> its own docstring, so that attaching again composes from it


def load():
    """The table: {"signatures": {key: entry}, "differences": {key: [[page, text], ...]}}; a key is the name
    qualified by its namespace (``ops.add``, ``nn.Dense``, top-level ``Tensor``)."""
    with open(TABLE, encoding="utf-8") as f:
        return json.load(f)


def describe(key, param):
    """Our description of argument ``param`` (``*args`` given as ``args``) of the API named ``key``: its
    override (``"<name>.<param>"``, any namespace), else the glossary's, else None."""
    return OVERRIDES.get(f"{key.rpartition('.')[2]}.{param}") or GLOSSARY.get(param)


def signature_lines(keys, signatures):
    """The lines naming the APIs ``keys`` (the names of one object) with their signatures: one line per distinct
    signature, its other names below it as ``also mindspore.<name>``; and the first name of each signature."""
    same = {}
    for key in keys:
        entry = signatures[key]
        same.setdefault((entry["origin"], entry["sig"]), []).append(key)
    lines = []
    for (origin, sig), names in same.items():
        if origin == "msbridge":
            lines.append(f"{ONLY}msbridge.{names[0]}{sig or ''}")
        elif origin == "enum":
            lines.append(f"{SIGNATURE}mindspore.{names[0]}, an enumeration: "
                         f"{', '.join(signatures[names[0]]['members'])}")
        elif origin == "native":
            lines.append(f"{SIGNATURE}mindspore.{names[0]}{NATIVE}{sig or '(...)'}")
        else:
            lines.append(f"{SIGNATURE}mindspore.{names[0]}{sig}")
        lines += [f"{_INDENT}also {'msbridge' if origin == 'msbridge' else 'mindspore'}.{k}" for k in names[1:]]
    return lines, [names[0] for names in same.values()]


def compose(doc, keys, table):
    """``doc`` (the object's own docstring) followed by the signatures of its names ``keys``, an ``Args`` entry
    for each parameter and the differences docs/compat lists for it."""
    lines = [inspect.cleandoc(doc), ""] if doc and doc.strip() else []
    signatures = table["signatures"]
    shown, firsts = signature_lines(keys, signatures)
    lines += shown
    args, inputs = {}, {}
    for key in firsts:
        for found, params in ((args, signatures[key]["params"]), (inputs, signatures[key].get("inputs", ()))):
            for param in params:
                if param not in found:
                    found[param] = describe(key, param.lstrip("*"))
    if args:
        lines += ["", "Args:"] + [f"{_INDENT}{p}: {d}" for p, d in args.items()]
    if inputs:
        call = next(signatures[key]["call"] for key in firsts if "call" in signatures[key])
        lines += ["", f"{INPUTS}{keys[0].rpartition('.')[2]}(...){call}:"]
        lines += [f"{_INDENT}{p}: {d}" for p, d in inputs.items()]
    notes = {tuple(n) for key in keys for n in table["differences"].get(key, ())}
    for page in sorted({p for p, _ in notes}):
        lines += ["", f"Differences from MindSpore ({page}):"]
        lines += [f"{_INDENT}{text}" for p, text in sorted(notes) if p == page]
    return "\n".join(lines)


def objects(signatures):
    """{id: (object, [keys])} of the table's names in the namespaces imported so far (a name that its module makes
    on first use, such as dataset's WaitedDSCallback, is made here: by then every part of msbridge is imported)."""
    found = {}
    for key in signatures:
        namespace, _, name = key.rpartition(".")
        if namespace == "Tensor":  # a method: the function itself (also behind a classmethod or staticmethod)
            raw = inspect.getattr_static(getattr(sys.modules.get("msbridge"), "Tensor", None), name, None)
            obj = getattr(raw, "__func__", raw)
        else:
            module = sys.modules.get("msbridge." + namespace if namespace else "msbridge")
            obj = getattr(module, name, None) if module is not None else None
        if obj is not None:
            found.setdefault(id(obj), (obj, []))[1].append(key)
    return found


def attach(namespace=None):
    """Composes and sets the docstring of every name of the table (each object once, with all its names); only
    those of ``namespace`` (a module loaded after msbridge, such as ``scipy.linalg``) when given."""
    table = load()
    signatures = table["signatures"] if namespace is None else \
        {k: v for k, v in table["signatures"].items() if k.startswith(namespace + ".")}
    for obj, keys in objects(signatures).values():
        own = _OWN.setdefault(id(obj), obj.__doc__)
        obj.__doc__ = compose(own, keys, table)
