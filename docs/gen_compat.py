"""Regenerates docs/compat/names.md: every public name of every public namespace of MindSpore 2.10, whether msbridge
has it, and, for the names msbridge leaves out on purpose, why. Run with the MindSpore venv (it imports both):

    /tmp/msenv/bin/python docs/gen_compat.py

A name is out of scope when MindSpore's own docstring lists Ascend as its only supported platform, when it is
defined in a module of OUT_OF_SCOPE_MODULES, or when OUT_OF_SCOPE_NAMES names it; every other missing name is listed
as "not yet".
"""
import importlib
import inspect
import os
import re
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, ROOT)

# MindSpore 2.10's public namespaces (its API reference), in the order of that reference.
NAMESPACES = ("", "nn", "nn.probability.bijector", "nn.probability.distribution", "ops", "ops.primitive",
              "ops.functional", "ops.composite", "ops.operations", "mint", "mint.nn", "mint.nn.functional",
              "mint.optim", "mint.linalg", "mint.special", "mint.distributed", "amp", "train", "train.callback",
              "communication", "communication.comm_func", "common.initializer", "numpy", "numpy.fft",
              "scipy.linalg", "scipy.optimize", "scipy.fft", "dataset", "dataset.transforms", "dataset.vision",
              "dataset.text", "dataset.audio", "dataset.debug", "dataset.utils", "mindrecord", "experimental.optim",
              "experimental.optim.lr_scheduler", "hal", "runtime", "device_context.cpu", "device_context.gpu",
              "device_context.ascend", "multiprocessing", "boost", "rewrite", "profiler", "utils", "onnx",
              "parallel", "parallel.nn", "parallel.auto_parallel", "graph", "safeguard", "tools")

ASCEND_ONLY = "Ascend only (MindSpore's docstring: Supported Platforms: Ascend)"
AUTO_PARALLEL = ("auto / semi-auto parallel: sharding strategies and sharded checkpoints applied by MindSpore's "
                 "graph compiler; msbridge's parallelism is data parallel on torch.distributed")
COMPILER = "MindSpore graph-compiler internals (custom passes, backends, inlining hints, MindIR graphs)"

# Module (prefix) -> reason; a name defined or exported there is out of scope.
OUT_OF_SCOPE_MODULES = {
    "mindspore.parallel": AUTO_PARALLEL,
    "mindspore.safeguard": "obfuscation of MindIR graphs and checkpoints (MindSpore compiler IR)",
    "mindspore.tools": "Ascend hardware silent-data-corruption / stress detection and kernel dump",
    "mindspore.common.file_system": "MindIO storage acceleration of Ascend clusters",
    "mindspore.device_context.ascend": ASCEND_ONLY,
    "mindspore.graph._utils.mindir_util": COMPILER,
    "mindspore.graph.lazy_inline": COMPILER,
    "mindspore.graph.no_inline": COMPILER,
    "mindspore.graph.symbol": COMPILER,
    "mindspore.graph.custom": COMPILER,
}

# (namespace, name) -> reason, for names whose module does not tell (lazy exports, re-exports).
OUT_OF_SCOPE_NAMES = {
    **{("", n): COMPILER for n in ("register_custom_pass", "register_custom_backend", "register_op_infer",
                                   "register_op_wrapper", "clear_op_infer", "clear_op_wrapper", "CustomPassType",
                                   "export_split_mindir", "enable_dynamic")},
    **{("", n): AUTO_PARALLEL for n in ("set_op_strategy_config", "rank_list_for_convert",
                                        "convert_checkpoint_by_rank", "convert_checkpoints")},
    **{("", n): "Ascend-only data types (no torch dtype)" for n in ("hifloat8", "qint4x2")},
    **{(ns, n): COMPILER for ns in ("graph",) for n in ("register_custom_pass", "register_custom_backend",
                                                         "register_op_infer", "register_op_wrapper",
                                                         "clear_op_infer", "clear_op_wrapper", "CustomPassType")},
    **{(ns, n): "custom-kernel registration for MindSpore's compiler backends (TBE / AKG / AiCPU)"
       for ns in ("ops", "ops.operations") for n in ("Custom", "CustomOpBuilder", "op_info_register", "AiCPURegOp",
                                                      "TBERegOp", "AkgGpuRegOp", "AkgAscendRegOp", "CustomRegOp",
                                                      "DataType", "kernel", "custom_info_register")},
}

_PLATFORMS = re.compile(r"Supported Platforms:\s*\n\s*(.*)")


def _module(root, path):
    try:
        return importlib.import_module(root.__name__ + ("." + path if path else ""))
    except ImportError:
        return None


def _public(module):
    """The module's public names: ``__all__`` (or its dir()), without modules and without the entries that are no
    Python identifiers (MindSpore 2.10's top-level ``__all__`` holds ``.``, ``0``, ``1``, ``2``)."""
    names = getattr(module, "__all__", None) or dir(module)
    return sorted(n for n in set(names) if isinstance(n, str) and n.isidentifier() and not n.startswith("_")
                  and not inspect.ismodule(getattr(module, n, None)))


def out_of_scope(namespace, name, obj):
    """Why msbridge leaves ``mindspore.<namespace>.<name>`` out on purpose, or None."""
    reason = OUT_OF_SCOPE_NAMES.get((namespace, name))
    if reason:
        return reason
    modules = (getattr(obj, "__module__", None) or "", "mindspore." + namespace)
    for prefix, why in OUT_OF_SCOPE_MODULES.items():
        if any(m == prefix or m.startswith(prefix + ".") for m in modules):
            return why
    found = _PLATFORMS.search(inspect.getdoc(obj) or "") if callable(obj) else None
    if found and found.group(1).split() == ["``Ascend``"]:
        return ASCEND_ONLY
    return None


def _section(title, namespace, reference, ours):
    have, missing, skipped = [], [], {}
    for name, obj in reference:
        if name in ours:
            have.append(name)
            continue
        reason = out_of_scope(namespace, name, obj)
        if reason:
            skipped.setdefault(reason, []).append(name)
        else:
            missing.append(name)
    in_scope = len(reference) - sum(map(len, skipped.values()))
    lines = [f"## {title}", "", f"{len(have)} of {len(reference)} MindSpore names present in msbridge; "
             f"{in_scope - len(have)} in scope not yet, {len(reference) - in_scope} out of scope.", ""]
    if missing:
        lines += ["Not yet: " + ", ".join(f"`{n}`" for n in missing), ""]
    for reason, names in sorted(skipped.items()):
        lines += [f"Out of scope ({reason}): " + ", ".join(f"`{n}`" for n in names), ""]
    share = f"{100 * len(have) / in_scope:.0f}%" if in_scope else "-"
    return lines, f"{len(have)} | {len(reference)} | {len(reference) - in_scope} | {share}"


def main():
    import mindspore

    import msbridge

    out = ["# Public names: MindSpore 2.10 against msbridge", "",
           "Generated by docs/gen_compat.py; do not edit. A present name behaves as MindSpore's unless "
           "docs/compat.md lists a difference. Out of scope: Ascend-only names (MindSpore's docstring lists Ascend "
           "as the only platform) and MindSpore compiler / auto-parallel internals, each listed with its reason.",
           ""]
    summary = ["| namespace | present | MindSpore names | out of scope | present of in scope |",
               "|---|---|---|---|---|"]
    for path in NAMESPACES:
        reference_module = _module(mindspore, path)
        if reference_module is None:
            continue
        ours_module = _module(msbridge, path)
        ours = set(dir(ours_module)) if ours_module is not None else set()
        title = "mindspore" + ("." + path if path else "")
        reference = [(n, getattr(reference_module, n, None)) for n in _public(reference_module)]
        lines, row = _section(title, path, reference, ours)
        out += lines
        summary.append(f"| `{title}` | {row} |")
    reference = [(n, getattr(mindspore.Tensor, n, None)) for n in dir(mindspore.Tensor) if not n.startswith("_")]
    lines, row = _section("mindspore.Tensor methods", "Tensor", reference, set(dir(msbridge.Tensor)))
    out += lines
    summary.append(f"| `Tensor` methods | {row} |")
    out[4:4] = summary + [""]
    os.makedirs(os.path.join(ROOT, "docs", "compat"), exist_ok=True)
    with open(os.path.join(ROOT, "docs", "compat", "names.md"), "w") as f:
        f.write("\n".join(out) + "\n")
    print("\n".join(summary))


if __name__ == "__main__":
    main()
