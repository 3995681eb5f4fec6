"""The package layering of docs/design.md section 12, read from msbridge's source with ``ast``.

Every import (module level and inside functions; relative ones resolved) that crosses from one part of msbridge
to another must go to a part of a lower layer. The few that go up are listed in ``UPWARD`` with their reason;
each is named in docs/design.md section 12, and one that no longer occurs must be taken off the list.
"""
import ast
import os

import pytest

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
PACKAGE = os.path.join(ROOT, "msbridge")

# the layer of each part of msbridge (a top-level module or subpackage): it may import parts of lower layers only
LAYER = {
    "_numpy_compat": 0, "_geometry": 0, "_record_format": 0, "_call_state": 0, "context": 0, "log": 0, "_alias": 1,
    "_arg_glossary": 0, "_docstrings": 1,  # compose the docstrings from sys.modules, importing nothing else of msbridge
    "common": 2, "mindrecord": 2,
    "_checkparam": 3, "dataset": 3, "communication": 3,  # comm_func and the collectives return Tensors
    "ops": 4,
    "nn": 5, "numpy": 5,  # mindspore.numpy: thin doors over ops
    "train": 6, "mint": 6, "scipy": 6,  # mindspore.scipy: linalg, fft, optimize on torch (over common)
    "experimental": 6,  # mindspore.experimental.optim: torch-style optimizers and lr schedulers over nn
    "amp": 7,
    "parity": 8,
    "msbridge": 9,  # the package's __init__: the public facade over all of the above
    "_demo": 10,
    "__main__": 11,
    "run": 12, "_run_worker": 12,  # the msrun launcher and its worker: start scripts as __main__ does
}

# (importing module, imported module): the upward imports that remain, each justified in docs/design.md section 12
UPWARD = {
    # mindspore.nn.metrics is MindSpore's own alias of mindspore.train.metrics: the names live in train
    ("msbridge.nn.metrics", "msbridge.train.metrics"),
    # mindspore.common.api is MindSpore's public home of jit, which compiles Cells and gradient calls: it binds nn's
    # Cell and ops' autograd lazily, inside functions, the first time something compiles
    ("msbridge.common.api", "msbridge.nn.cell"),
    ("msbridge.common.api", "msbridge.ops.composite._autograd"),
    # set_context(mode=GRAPH_MODE) switches the Cell-call entry of jit, lazily, only when the mode changes
    ("msbridge.context", "msbridge.common.api"),
    # WaitedDSCallback is both a dataset callback and a train Callback, as in MindSpore: its class is built on first
    # use, inside a function, so importing dataset loads nothing of train
    ("msbridge.dataset.callback", "msbridge.train.callback"),
}


def _module_name(path):
    rel = os.path.relpath(path, ROOT)[:-len(".py")].split(os.sep)
    return ".".join(rel[:-1] if rel[-1] == "__init__" else rel)


def _is_module(dotted):
    path = os.path.join(ROOT, *dotted.split("."))
    return os.path.isdir(path) or os.path.exists(path + ".py")


def _imports(path, names=False):
    """The msbridge modules that the file at ``path`` imports, anywhere in it (with ``names``: (module, name)
    for each name taken from a module by ``from module import name``)."""
    name = _module_name(path)
    package = name.split(".") if path.endswith("__init__.py") else name.split(".")[:-1]
    with open(path, encoding="utf-8") as f:
        tree = ast.parse(f.read(), path)
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            for alias in node.names:
                yield (alias.name, None) if names else alias.name
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = package[:len(package) - (node.level - 1)]
                module = ".".join(base + ([node.module] if node.module else []))
            else:
                module = node.module
            for alias in node.names:  # ``from pkg import submodule`` imports the submodule
                if _is_module(f"{module}.{alias.name}"):
                    yield (f"{module}.{alias.name}", None) if names else f"{module}.{alias.name}"
                else:
                    yield (module, alias.name) if names else module


def _part(module):
    parts = module.split(".")
    return parts[1] if len(parts) > 1 else parts[0]


def _edges(names=False):
    for folder, _, files in os.walk(PACKAGE):
        for file in sorted(files):
            if file.endswith(".py"):
                path = os.path.join(folder, file)
                source = _module_name(path)
                for target in _imports(path, names):
                    module = target[0] if names else target
                    if module == "msbridge" or module.startswith("msbridge."):
                        yield source, target


EDGES = sorted(set(_edges()))


def test_every_part_has_a_layer():
    assert {_part(s) for s, _ in EDGES} | {_part(t) for _, t in EDGES} <= set(LAYER)
    top = {n[:-3] if n.endswith(".py") else n for n in os.listdir(PACKAGE)
           if (n.endswith(".py") or os.path.isdir(os.path.join(PACKAGE, n, ""))) and n != "__pycache__"}
    assert top - {"__init__"} <= set(LAYER)


def test_imports_go_down():
    upward = {(s, t) for s, t in EDGES
              if _part(s) != _part(t) and LAYER[_part(t)] >= LAYER[_part(s)] and (s, t) not in UPWARD}
    assert not upward, "imports of a part at the same or a higher layer (docs/design.md section 12)"


@pytest.mark.parametrize("edge", sorted(UPWARD), ids="->".join)
def test_allowed_upward_import_is_used_and_documented(edge):
    assert edge in EDGES, "no longer imported: take it off UPWARD and docs/design.md"
    with open(os.path.join(ROOT, "docs", "design.md"), encoding="utf-8") as f:
        design = f.read()
    section = design[design.index("## 12."):]
    assert all(f"`{m}`" in section for m in edge)


def test_function_level_and_relative_imports_are_seen():
    """The parser itself: imports inside functions, ``from ... import <submodule>`` and ``from ...x import y``."""
    assert ("msbridge.train.metrics.occlusion_sensitivity", "msbridge.nn.cell") in EDGES  # in a method
    assert ("msbridge.nn.wrap.grad_reducer", "msbridge.context") in EDGES  # ``from ... import context``
    assert ("msbridge._checkparam", "msbridge.common.tensor") in EDGES  # module level, one dot


def test_no_private_names_across_parts():
    """A part uses another's documented names only: ``common.tensor``'s handle helpers (``_wrap`` ...) are
    imported from ``common.handles`` under their public names."""
    private = sorted(f"{s} imports {m}.{n}" for s, (m, n) in _edges(names=True)
                     if n and n.startswith("_") and not n.startswith("__") and _part(s) != _part(m))
    assert not private
