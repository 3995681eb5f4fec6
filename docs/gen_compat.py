"""Regenerates docs/compat/names.md: every public name of every public namespace of MindSpore 2.10, whether msbridge
has it, and, for the names msbridge leaves out on purpose, why. Run with the MindSpore venv (it imports both):

    /tmp/msenv/bin/python docs/gen_compat.py

A name is out of scope when MindSpore's own docstring lists Ascend as its only supported platform, when it is
defined in a module of OUT_OF_SCOPE_MODULES, when OUT_OF_SCOPE_NAMES names it, or, in the ``ops`` namespaces, when it
is a graph-compiler building block (see ``_graph_building_block``); every other missing name is listed as "not yet",
and so is a name msbridge defines only to raise NotImplementedError (RAISE_NOT_IMPLEMENTED).
One object gets one classification: an object out of scope in one namespace is out of scope in every namespace that
exports it, and so is a name that the top-level ``mindspore`` namespace leaves out and a sub-namespace re-exports
(``mindspore.train`` re-exports the auto-parallel checkpoint helpers through thin wrappers). ``from __future__``
feature objects that leak into a module's ``dir()`` are no names.
"""
import __future__
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

GRAPH_BUILDING = ("MindSpore graph-compiler building blocks for Python syntax and IR (a bare Primitive node, a "
                  "MetaFuncGraph composite, an instance of a primitive class mindspore.ops does not export, or an "
                  "object defined in a private module); none is in MindSpore 2.10's API reference")
# In MindSpore 2.10's API reference although defined in a private module.
DOCUMENTED = {"ScalarCast"}
OPS_NAMESPACES = ("ops", "ops.functional", "ops.composite", "ops.operations", "ops.primitive")
OUT_OF_SCOPE_MODULES.update({
    "mindspore.ops.vm_impl_registry": GRAPH_BUILDING,
    "mindspore.ops.operations.control_ops": GRAPH_BUILDING,
})
OUT_OF_SCOPE_NAMES.update({(ns, n): GRAPH_BUILDING for ns in OPS_NAMESPACES
                           for n in ("UpdateState", "PyExecute", "tensor_operator_registry")})

OUT_OF_SCOPE_NAMES.update({
    **{(ns, "TrainFaultTolerance"): "MindIO training fault tolerance of Ascend clusters (MindSpore 2.10's CPU "
       "build raises at construction)" for ns in ("", "train", "train.callback")},
    **{(ns, n): "Huawei Cloud OBS object storage (needs network access to OBS)"
       for ns in ("dataset",) for n in ("OBSMindDataset", "sync_wait_for_dataset")},
    **{("mint", n): "undocumented Ascend kernels (no docstring; MindSpore 2.10's CPU build has no kernel)"
       for n in ("addr_", "batch_norm_elemt", "batch_norm_gather_stats_with_counts", "batch_norm_stats",
                 "conv_tbc", "npu_gelu")},
    ("ops.composite", "add_flags"): COMPILER,
    # each docstring names semi-auto / auto / pipeline / model parallel mode (the first four are deprecated for
    # their mindspore.parallel.nn namesakes, out of scope there too)
    **{("nn", n): AUTO_PARALLEL for n in ("GradAccumulationCell", "PipelineCell", "MicroBatchInterleaved",
                                          "PipelineGradReducer", "VirtualDatasetCellTriple",
                                          "AdaSumByGradWrapCell", "AdaSumByDeltaWeightWrapCell")},
    **{(ns, n): "device data queues of MindSpore's sink mode (ops.GetNext reads a queue its runtime fills; "
                "msbridge's sink mode iterates the dataset)"
       for ns, n in (("nn", "GetNextSingleOp"), ("ops", "GetNext"), ("ops.operations", "GetNext"))},
    **{(ns, n): ("MindSpore's parameter-server training mode (the docstring: pulls / pushes weights from / to the "
                 "parameter server); msbridge's parallelism is data parallel on torch.distributed")
       for ns in ("ops", "ops.operations") for n in ("Pull", "Push")},
    **{(ns, n): AUTO_PARALLEL for ns, n in (("ops", "Reshard"), ("ops.operations", "Reshard"), ("ops", "reshard"),
                                             ("ops.functional", "reshard"))},
    ("ops.primitive", "jit_context"): COMPILER,
    ("ops.primitive", "SUPPORTED_TUPLE_IN_TUPLE_STRATEGY"): AUTO_PARALLEL,
    ("dataset.utils", "imshow_det_bbox"): ("interactive display: draws boxes and label text with OpenCV's "
                                           "rasteriser and Hershey fonts, shown in an OpenCV window; msbridge's "
                                           "raises NotImplementedError"),
    **{("Tensor", n): ("MindSpore Tensor internals (C++ bindings, lazy and sharded initialisation, device memory, "
                       "parameter-server cache, compiler symbols)")
       for n in ("assign_value_cpp", "convert_bytes_to_tensor", "data_sync", "delete_", "delta_seed",
                 "flush_from_cache", "getitem_index_info", "setitem_index_info", "has_init", "init",
                 "init_finished", "init_flag", "is_init", "set_init_flag", "index_of_parent_", "parent_tensor_",
                 "offload", "offload_file_path", "param_info", "set_param_info", "set_cast_dtype",
                 "set_device_address", "set_dtype", "symbolic_shape", "virtual_flag", "wait_pipeline")},
    # misc_ops branch: the functions have no docstring, the Tensor methods they share a kernel with say Ascend
    **{(ns, n): ("Ascend only (the docstring of the Tensor method with the same kernel: Supported Platforms: "
                 "Ascend; MindSpore 2.10's CPU build: kernel unregistered)")
       for ns in ("ops", "ops.functional") for n in ("put_", "tanh_", "zero_", "inplace_sigmoid")},
    **{(ns, "DynamicShape"): ("deprecated for ops.shape / ops.dyn_shape; MindSpore 2.10 cannot run it in either mode "
                              "(RuntimeError: no infer / no evaluator)") for ns in ("ops", "ops.operations")},
    **{(ns, n): ("deprecated for ops.scalar_to_tensor; MindSpore 2.10 cannot run it in either mode (RuntimeError: no "
                 "infer / no evaluator)") for ns, n in (("ops", "ScalarToArray"), ("ops.operations", "ScalarToArray"),
                                                        ("ops", "scalar_to_array"),
                                                        ("ops.functional", "scalar_to_array"))},
})
OUT_OF_SCOPE_NAMES.update({  # Tensor methods without a docstring naming their platforms (measured on 2.10's CPU build)
    ("Tensor", "index"): "Ascend only (measured: MindSpore 2.10's CPU build raises 'index only supports Ascend')",
    ("Tensor", "triangular_solve"): ("Ascend only (calls mint.triangular_solve, Supported Platforms: Ascend; "
                                     "MindSpore 2.10's CPU build raises AttributeError)"),
})

# (namespace, name) -> why: names msbridge defines whose every call raises NotImplementedError; never counted as
# present (out of scope if a reason above says so, else listed apart as not yet).
RAISE_NOT_IMPLEMENTED = {
    **{("mindrecord", n): "MindSpore converts with OpenCV, pandas or TensorFlow, absent from the reference "
       "environment, so no golden could be recorded" for n in ("Cifar10ToMR", "Cifar100ToMR", "MnistToMR",
                                                                "CsvToMR", "TFRecordToMR")},
    ("dataset.utils", "imshow_det_bbox"): "MindSpore draws with OpenCV",
    ("dataset.transforms", "Plugin"): "MindSpore loads a MindData C++ plugin library, which has no runtime under torch",
    **{("dataset.vision", n): "MindSpore decodes video with FFmpeg" for n in ("DecodeVideo", "VideoDecoder",
                                                                              "read_video", "read_video_timestamps")},
}

_PLATFORMS = re.compile(r"Supported Platforms:\s*\n\s*(.*)")


def _module(root, path):
    try:
        return importlib.import_module(root.__name__ + ("." + path if path else ""))
    except ImportError:
        return None


def _public(module):
    """The module's public names: ``__all__`` (or its dir()), without modules, without the entries that are no
    Python identifiers (MindSpore 2.10's top-level ``__all__`` holds ``.``, ``0``, ``1``, ``2``) and without the
    entries the module does not define (163 of ``mindspore.mint.__all__``, e.g. ``Conv2d``, and 12 of the top
    level's: ``from mindspore.mint import Conv2d`` fails on MindSpore 2.10)."""
    names = getattr(module, "__all__", None) or dir(module)
    return sorted(n for n in set(names) if isinstance(n, str) and n.isidentifier() and not n.startswith("_")
                  and hasattr(module, n) and not inspect.ismodule(getattr(module, n, None))
                  and not isinstance(getattr(module, n, None), __future__._Feature))


def _graph_building_block(obj):
    """True for the objects MindSpore's graph parser builds Python syntax from, by what they are: a bare
    ``Primitive`` (an IR node named by a string, e.g. ``tuple_getitem``), a MetaFuncGraph (``hyper_add``,
    ``augassign_add``, ``ms_next``), an instance of a primitive class that ``mindspore.ops`` does not export
    (``scalar_add`` is a ``ScalarAdd``), or an object whose class or function lives in a private module
    (``mindspore.ops.operations._sequence_ops``, ``mindspore.common._register_for_tensor``)."""
    from mindspore import ops
    from mindspore._c_expression import MetaFuncGraph_
    from mindspore.ops.primitive import Primitive
    if type(obj) is Primitive or isinstance(obj, MetaFuncGraph_):
        return True
    if isinstance(obj, Primitive) and getattr(ops, type(obj).__name__, None) is not type(obj):
        return True
    module = getattr(obj if inspect.isclass(obj) or inspect.isfunction(obj) else type(obj), "__module__", "")
    return any(part.startswith("_") for part in module.split("."))


_REFERS_TO = re.compile(r"is equivalent to.*Refer to :func:`mindspore\.ops\.(\w+)`", re.S)


def _ascend_only(obj):
    """True when MindSpore's docstring lists Ascend as the only platform. A generated primitive whose whole
    docstring says it is equivalent to ``ops.<function>`` (``LogSoftmaxExt``, ``RmsNorm``) lists no platform and
    takes its function's."""
    doc = inspect.getdoc(obj) or ""
    found = _PLATFORMS.search(doc)
    if found:
        return found.group(1).split() == ["``Ascend``"]
    refers = _REFERS_TO.search(doc) if inspect.isclass(obj) else None
    if refers:
        from mindspore import ops
        from mindspore.ops.auto_generate import gen_ops_def
        function = getattr(ops, refers.group(1), None) or getattr(gen_ops_def, refers.group(1), None)
        return function is not None and function is not obj and _ascend_only(function)
    return False


def out_of_scope(namespace, name, obj):
    """Why msbridge leaves ``mindspore.<namespace>.<name>`` out on purpose, or None."""
    reason = OUT_OF_SCOPE_NAMES.get((namespace, name))
    if reason:
        return reason
    modules = (getattr(obj, "__module__", None) or "", "mindspore." + namespace)
    for prefix, why in OUT_OF_SCOPE_MODULES.items():
        if any(m == prefix or m.startswith(prefix + ".") for m in modules):
            return why
    if callable(obj) and _ascend_only(obj):
        return ASCEND_ONLY
    if namespace in OPS_NAMESPACES and name not in DOCUMENTED and _graph_building_block(obj):
        return GRAPH_BUILDING
    return None


def _shared_reasons(sections):
    """One classification per object: {id(object): reason} over every namespace, and {name: reason} for the
    top-level namespace, whose names sub-namespaces re-export."""
    by_object, by_name = {}, {}
    for namespace, reference in sections:
        for name, obj in reference:
            reason = out_of_scope(namespace, name, obj)
            if reason and obj is not None:
                by_object.setdefault(id(obj), reason)
            if reason and namespace == "":
                by_name[name] = reason
    return by_object, by_name


def _section(title, namespace, reference, ours, shared):
    by_object, by_name = shared
    have, missing, skipped, raising = [], [], {}, {}
    for name, obj in reference:
        if name in ours and (namespace, name) not in RAISE_NOT_IMPLEMENTED:
            have.append(name)
            continue
        reason = (out_of_scope(namespace, name, obj) or (obj is not None and by_object.get(id(obj)))
                  or by_name.get(name))
        if reason:
            skipped.setdefault(reason, []).append(name)
        elif (namespace, name) in RAISE_NOT_IMPLEMENTED:
            raising.setdefault(RAISE_NOT_IMPLEMENTED[namespace, name], []).append(name)
        else:
            missing.append(name)
    in_scope = len(reference) - sum(map(len, skipped.values()))
    lines = [f"## {title}", "", f"{len(have)} of {len(reference)} MindSpore names present in msbridge; "
             f"{in_scope - len(have)} in scope not yet, {len(reference) - in_scope} out of scope.", ""]
    if missing:
        lines += ["Not yet: " + ", ".join(f"`{n}`" for n in missing), ""]
    for reason, names in sorted(raising.items()):
        lines += [f"Not yet, raise NotImplementedError ({reason}): " + ", ".join(f"`{n}`" for n in names), ""]
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
           "as the only platform), MindSpore compiler / auto-parallel internals and the graph-compiler building "
           "blocks of the ops namespaces (docs/gen_compat.py says by what criterion), each listed with its reason.",
           ""]
    summary = ["| namespace | present | MindSpore names | out of scope | present of in scope |",
               "|---|---|---|---|---|"]
    sections = []
    for path in NAMESPACES:
        reference_module = _module(mindspore, path)
        if reference_module is not None:
            sections.append((path, [(n, getattr(reference_module, n, None)) for n in _public(reference_module)]))
    sections.append(("Tensor", [(n, getattr(mindspore.Tensor, n, None)) for n in dir(mindspore.Tensor)
                                if not n.startswith("_")]))
    shared = _shared_reasons(sections)
    for path, reference in sections:
        if path == "Tensor":
            title, ours = "mindspore.Tensor methods", set(dir(msbridge.Tensor))
        else:
            ours_module = _module(msbridge, path)
            ours = set(dir(ours_module)) if ours_module is not None else set()
            title = "mindspore" + ("." + path if path else "")
        lines, row = _section(title, path, reference, ours, shared)
        out += lines
        summary.append(f"| `{title}` | {row} |" if path != "Tensor" else f"| `Tensor` methods | {row} |")
    out[4:4] = summary + [""]
    os.makedirs(os.path.join(ROOT, "docs", "compat"), exist_ok=True)
    with open(os.path.join(ROOT, "docs", "compat", "names.md"), "w") as f:
        f.write("\n".join(out) + "\n")
    print("\n".join(summary))


if __name__ == "__main__":
    main()
