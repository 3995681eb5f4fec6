"""Regenerates msbridge/_docstring_table.json, the table msbridge's docstrings are composed from at import
(msbridge/_docstrings.py): for every public class and function of every public namespace msbridge shares with
MindSpore 2.10 (docs/gen_compat.py's NAMESPACES) and every method of Tensor, MindSpore's signature
(``inspect.signature``, recorded from the installed MindSpore) or, for a name MindSpore does not have or shows no
signature for, msbridge's own; for a primitive class, the inputs it is called with; and the differences from
MindSpore that docs/compat.md and docs/compat/*.md list for it (their tables, and the arguments their prose says
raise NotImplementedError). Run with the MindSpore venv (it imports both):

    /tmp/msenv/bin/python docs/gen_docstrings.py

Then describe any argument name it reports as new in msbridge/_arg_glossary.py.
"""
import enum
import inspect
import json
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

from gen_compat import NAMESPACES, ROOT, _module, _public  # noqa: E402

TABLE = os.path.join(ROOT, "msbridge", "_docstring_table.json")
_ADDRESS = re.compile(r" at 0x[0-9a-f]+")

# The namespaces a bare name in a docs/compat page's table means (``GeneratorDataset`` on dataset.md); a dotted
# name (``ops.div``, ``nn.Dense``) means itself on every page.
PAGE_NAMESPACES = {
    "compat.md": ("", "nn", "ops", "train", "amp", "common.initializer"),
    "dataset.md": ("dataset", "dataset.transforms", "dataset.vision", "dataset.text", "dataset.audio", "mindrecord"),
    "communication.md": ("communication", "communication.comm_func"),
    "metrics.md": ("train", "train.callback"),
    "model.md": ("train", "train.callback"),
    "checkpoint.md": ("", "train"),
    "optim.md": ("nn",),
    "rnn.md": ("nn",),
    "transformer.md": ("nn",),
    "loss.md": ("nn",),
    "numpy.md": ("numpy",),
}
_ROW_NAME = re.compile(r"`([A-Za-z_][\w.]*)(?=[`(/])")
_NAMES_ONLY = re.compile(r"(`[\w.]+`[,/\s]*)+")
_CALL = re.compile(r"`((?:[A-Za-z_]\w*\.)*[A-Za-z_]\w*)\([^`]*\)`")
_SENTENCE = re.compile(r"(?<=[.;])\s+(?=[A-Z`(])")


def routines(module):
    """(name, object) for the public classes and functions of an msbridge namespace module (what the docstrings
    cover: values such as dtypes, and instances, take their class's docstring)."""
    for name in _public(module):
        obj = getattr(module, name)
        if inspect.isclass(obj) or inspect.isroutine(obj):
            yield name, obj


def tensor_methods(tensor):
    """(name, function) for the public methods of msbridge's Tensor class (the functions behind classmethods and
    staticmethods; not its properties)."""
    for name in dir(tensor):
        raw = inspect.getattr_static(tensor, name)
        function = getattr(raw, "__func__", raw)
        if not name.startswith("_") and inspect.isfunction(function):
            yield name, function


def signature(obj, method=False):
    """(signature text, [parameter names with their * or **]) or (None, []) where Python shows none; ``method``:
    ``obj`` is a method taken from its class, whose first parameter (the tensor itself) a caller does not pass."""
    try:
        sig = inspect.signature(obj)
    except (TypeError, ValueError):
        return None, []
    first = list(sig.parameters.values())[:1]
    if method and first and first[0].kind is not inspect.Parameter.VAR_POSITIONAL:
        sig = sig.replace(parameters=list(sig.parameters.values())[1:])
    stars = {inspect.Parameter.VAR_POSITIONAL: "*", inspect.Parameter.VAR_KEYWORD: "**"}
    return _ADDRESS.sub("", str(sig)), [stars.get(p.kind, "") + p.name for p in sig.parameters.values()]


def entry(reference, ours, method=False):
    """The table entry of one name: MindSpore's object ``reference`` (None where MindSpore has no such name);
    ``method``: both are Tensor methods taken from their class."""
    if reference is None or isinstance(reference, property):
        sig, params = signature(ours, method)
        return {"origin": "msbridge", "sig": sig, "params": params}
    if inspect.isclass(reference) and issubclass(reference, enum.Enum):
        return {"origin": "enum", "sig": None, "params": [], "members": list(reference.__members__)}
    sig, params = signature(reference, method)
    if sig is None:  # a C++ (pybind) class or method: msbridge's signature stands in
        sig, params = signature(ours, method)
        return {"origin": "native", "sig": sig, "params": params}
    call, inputs = primitive_inputs(reference)
    return {"origin": "mindspore", "sig": sig, "params": params, **({"call": call, "inputs": inputs} if call else {})}


def primitive_inputs(reference):
    """(call signature, input names) of a MindSpore primitive class: its ``__call__``'s parameters or, where that
    takes ``*args``, the input names a default instance registers; (None, []) for anything else."""
    from mindspore.ops import Primitive

    if not (inspect.isclass(reference) and issubclass(reference, Primitive)):
        return None, []
    sig = inspect.signature(reference.__call__)
    sig = sig.replace(parameters=list(sig.parameters.values())[1:])
    if any(p.kind is not inspect.Parameter.VAR_POSITIONAL for p in sig.parameters.values()):
        return str(sig), list(sig.parameters)
    try:
        names = list(reference().attrs.get("input_names") or ())
    except (TypeError, ValueError, RuntimeError):  # an argument without a default
        names = []
    return (f"({', '.join(names)})", names) if names else (None, [])


def _table_notes(lines):
    """(first cell, note) for each table row that names an API and says "differ" or stands under a heading about
    differences ("differs", "do not copy"); the note is the other cells, each after its column's header."""
    headings, header = {}, None
    for line in lines:
        if line.startswith("#"):
            level = len(line) - len(line.lstrip("#"))
            headings = {k: v for k, v in headings.items() if k < level}
            headings[level] = line.lower()
        if not line.startswith("|"):
            header = None
            continue
        cells = [c.strip() for c in line.strip().strip("|").split("|")]
        if set(line) <= set("|-: "):
            continue
        if header is None:
            header = cells
            continue
        if cells[1:] and cells[1].lower().startswith("missing") and _NAMES_ONLY.fullmatch(cells[0]):
            continue  # names this page's area leaves to another one, not a difference
        if any("differ" in h or "do not copy" in h for h in headings.values()) or "differ" in line.lower():
            yield cells[0], "; ".join(c if h.lower() in ("", "status", "note") else f"{h}: {c}"
                                      for h, c in zip(header[1:], cells[1:]) if c)


def _unsupported_notes(lines):
    """(API, sentence) for each API-with-arguments (```nn.AdaFactor(compression=True)```) in a sentence of the prose
    that says NotImplementedError: the arguments msbridge does not support."""
    block = []
    for line in lines + [""]:
        if block and (not line.strip() or line.startswith(("#", "|", "- "))):
            text = " ".join(block)
            for sentence in _SENTENCE.split(text):
                if "NotImplementedError" in sentence:
                    for name in dict.fromkeys(_CALL.findall(sentence)):
                        yield f"`{name}`", sentence
            block = []
        if line.strip() and not line.startswith(("#", "|")):
            block.append(line.strip().lstrip("- "))


def differences(keys):
    """{table key: [[page, text], ...]}: what docs/compat.md and docs/compat/*.md say differs for each API (table
    rows about differences, and the arguments their prose says raise NotImplementedError)."""
    by_name = {}
    for key in keys:
        by_name.setdefault(key.rpartition(".")[2], []).append(key)
    pages = [os.path.join(ROOT, "docs", "compat.md")] + sorted(
        os.path.join(ROOT, "docs", "compat", p) for p in os.listdir(os.path.join(ROOT, "docs", "compat"))
        if p.endswith(".md") and p != "names.md")
    found = {}
    for path in pages:
        page = os.path.relpath(path, ROOT)
        with open(path, encoding="utf-8") as f:
            lines = f.read().splitlines()
        for names, text in list(_table_notes(lines)) + list(_unsupported_notes(lines)):
            for name in _ROW_NAME.findall(names):
                if "." in name:
                    targets = [name] if name in keys else []
                else:
                    targets = [k for k in by_name.get(name, ())
                               if k.rpartition(".")[0] in PAGE_NAMESPACES.get(os.path.basename(path), ())]
                for key in targets:
                    note = [page, f"{names}: {text}".replace("**", "")]
                    if note not in found.setdefault(key, []):
                        found[key].append(note)
    return found


def main():
    import mindspore

    import msbridge

    signatures = {}
    for path in NAMESPACES:
        ours_module = _module(msbridge, path)
        if ours_module is None:
            continue
        reference_module = _module(mindspore, path)
        for name, obj in routines(ours_module):
            reference = getattr(reference_module, name, None) if reference_module is not None else None
            signatures[f"{path}.{name}" if path else name] = entry(reference, obj)
    for name, _ in tensor_methods(msbridge.Tensor):  # taken from the class: a classmethod without its cls
        raw = inspect.getattr_static(mindspore.Tensor, name, None)
        reference = getattr(mindspore.Tensor, name) if isinstance(raw, (classmethod, staticmethod)) else raw
        method = not isinstance(inspect.getattr_static(msbridge.Tensor, name), (classmethod, staticmethod))
        signatures[f"Tensor.{name}"] = entry(reference, getattr(msbridge.Tensor, name), method)
    # in NAMESPACES order (MindSpore's API reference), so that a docstring names an object by its first home first
    table = {"signatures": signatures, "differences": dict(sorted(differences(signatures).items()))}
    with open(TABLE, "w", encoding="utf-8") as f:
        f.write("{\n")
        for part, (section, rows) in enumerate(table.items()):
            f.write(f"{json.dumps(section)}: {{\n")
            f.write(",\n".join(f"{json.dumps(k)}: {json.dumps(v)}" for k, v in rows.items()))
            f.write("\n}" + (",\n" if part + 1 < len(table) else "\n"))
        f.write("}\n")
    from msbridge import _arg_glossary
    missing = sorted({p.lstrip("*") for e in signatures.values() for p in e["params"] + e.get("inputs", [])}
                     - set(_arg_glossary.GLOSSARY))
    print(f"{len(signatures)} names, {len(table['differences'])} with differences; "
          f"argument names without a glossary entry: {len(missing)}")
    if missing:
        print("add them to msbridge/_arg_glossary.py:", ", ".join(missing))


if __name__ == "__main__":
    main()
