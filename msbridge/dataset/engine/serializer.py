"""``serialize``/``deserialize``/``show``/``compare``: a pipeline as MindSpore 2.10's JSON form (its IR tree's
``to_json``: ``op_type``, ``children`` and each node's arguments, sorted keys) and back.

Covered: the MNIST/CIFAR/ImageFolder/TextFile/CSV sources (CSV column defaults are not written, as in MindSpore), GeneratorDataset/NumpySlicesDataset (written as
MindSpore writes them; not readable back, as in MindSpore), the samplers, map/batch/shuffle/repeat/take/skip/
project/rename/zip/concat/filter and the map operations in ``_OPS``; a Python function in a map is written as
MindSpore writes it (``python_module``, ``tensor_op_name``) and, as there, cannot be read back. Other nodes and
operations raise NotImplementedError naming them (docs/compat/dataset.md)."""
import json

import numpy as np

from ...log import info
from ..core import config
from . import datasets as _ds, samplers as _samplers
from .datasets_standard_format import CSVDataset
from .datasets_text import TextFileDataset
from .datasets_user_defined import GeneratorDataset, NumpySlicesDataset
from .datasets_vision import (Cifar100Dataset, Cifar10Dataset, FashionMnistDataset, ImageFolderDataset,
                              KMnistDataset, MnistDataset)

__all__ = ["serialize", "deserialize", "show", "compare"]

_PYTHON_OP_MODULE = "mindspore.dataset.transforms.py_transforms_util"
_INTER_CODES = {"NEAREST": 1, "BILINEAR": 0, "LINEAR": 0, "BICUBIC": 2, "CUBIC": 2, "AREA": 3, "PILCUBIC": 4}


def _f32(value):
    """A float as MindSpore's float32 parameters print in JSON."""
    return float(np.float32(value))


def _ops():
    """MindSpore op name -> (msbridge class, parameters of an instance, instance from parameters)."""
    from ..transforms import transforms as T
    from ..vision import transforms as V
    from ..vision.utils import Inter
    inter = {code: Inter[name] for name, code in reversed(list(_INTER_CODES.items()))}
    cpu = {"device_target": "CPU"}
    return {
        "Normalize": (V.Normalize, lambda o: dict(cpu, is_hwc=o.is_hwc, mean=[_f32(v) for v in o.mean],
                                                  std=[_f32(v) for v in o.std]),
                      lambda p: V.Normalize(p["mean"], p["std"], p["is_hwc"])),
        "Resize": (V.Resize, lambda o: dict(cpu, interpolation=_INTER_CODES[o.interpolation.name],
                                            size=list(o.size) if isinstance(o.size, (list, tuple)) else [o.size]),
                   lambda p: V.Resize(p["size"][0] if len(p["size"]) == 1 else p["size"], inter[p["interpolation"]])),
        "CenterCrop": (V.CenterCrop, lambda o: {"size": list(o.size) if isinstance(o.size, (list, tuple))
                                                else [o.size, o.size]}, lambda p: V.CenterCrop(p["size"])),
        "RandomHorizontalFlip": (V.RandomHorizontalFlip, lambda o: {"prob": _f32(o.prob)},
                                 lambda p: V.RandomHorizontalFlip(p["prob"])),
        "Rescale": (V.Rescale, lambda o: {"rescale": _f32(o.rescale), "shift": _f32(o.shift)},
                    lambda p: V.Rescale(p["rescale"], p["shift"])),
        "HwcToChw": (V.HWC2CHW, lambda o: None, lambda p: V.HWC2CHW()),
        "ToTensor": (V.ToTensor, lambda o: {"output_type": np.dtype(o.output_type).name},
                     lambda p: V.ToTensor(np.dtype(p["output_type"]))),
        "Decode": (V.Decode, lambda o: dict(cpu, rgb=True), lambda p: V.Decode()),
        "TypeCast": (T.TypeCast, lambda o: {"data_type": np.dtype(o.data_type).name},
                     lambda p: T.TypeCast(np.dtype(p["data_type"]))),
        "OneHot": (T.OneHot, lambda o: {"num_classes": o.num_classes, "smoothing_rate": _f32(o.smoothing_rate)},
                   lambda p: T.OneHot(p["num_classes"], p["smoothing_rate"])),
    }


def _op_json(op, table):
    from ..transforms import transforms as T
    if isinstance(op, T.Compose):
        return [j for inner in op.transforms for j in _op_json(inner, table)]
    for name, (cls, params, _) in table.items():
        if type(op) is cls and not getattr(op, "to_pil", False):
            return [{"tensor_op_name": name, "tensor_op_params": params(op)}]
    if isinstance(op, T.TensorOperation):
        raise NotImplementedError(f"serialize: the operation {type(op).__name__} is not supported by msbridge.")
    return [{"python_module": _PYTHON_OP_MODULE, "tensor_op_name": getattr(op, "__name__", type(op).__name__)}]


def _sampler_json(s):
    n = s.num_samples or 0
    if isinstance(s, _samplers.DistributedSampler):
        out = {"even_dist": True, "num_samples": n, "num_shards": s.num_shards, "offset": s.offset,
               "sampler_name": "DistributedSampler", "seed": s.seed + 1, "shard_id": s.shard_id,
               "shuffle_mode": 2 if s.shuffle else 0}
    elif isinstance(s, _samplers.RandomSampler):
        out = {"num_samples": n, "replacement": s.replacement, "reshuffle_each_epoch": True,
               "sampler_name": "RandomSampler", "shuffle_mode": 2}
    elif isinstance(s, _samplers.SequentialSampler):
        out = {"num_samples": n, "sampler_name": "SequentialSampler", "start_index": s.start_index}
    elif isinstance(s, _samplers.SubsetSampler):
        out = {"indices": [int(i) for i in s.indices][:n or None], "num_samples": n, "sampler_name": type(s).__name__}
    else:
        raise NotImplementedError(f"serialize: the sampler {type(s).__name__} is not supported by msbridge.")
    if s.get_child() is not None:
        out["child_sampler"] = [_sampler_json(s.get_child())]
    return out


def _workers(node):
    return node.num_parallel_workers or config.get_num_parallel_workers()


def _file_source(node, extra, num_samples, num_shards, shard_id, shuffle):
    """TextFile/CSV: their shuffle (2: global, msbridge's only level), shard and sample arguments as MindSpore
    writes them."""
    return dict(extra, dataset_files=list(node.dataset_files), num_samples=num_samples or 0,
                num_shards=num_shards or 1, shard_id=shard_id or 0, shuffle=2 if shuffle else 0,
                num_parallel_workers=_workers(node))


def _csv_json(node, queue):
    """CSVDataset (a random-access source in msbridge): its sampler read back as MindSpore's arguments; the
    column defaults are not written, as in MindSpore."""
    s = node.sampler
    shards = (s.num_shards, s.shard_id, s.shuffle) if isinstance(s, _samplers.DistributedSampler) else \
        (None, None, isinstance(s, _samplers.RandomSampler))
    return _file_source(node, dict(queue, op_type="CSVDataset", field_delim=node.field_delim,
                                   column_names=list(node.column_names or [])), s.num_samples, *shards)


def _node_json(node, table):
    """The JSON object of one node without its children."""
    queue = {"connector_queue_size": config.get_prefetch_size()}
    if isinstance(node, (GeneratorDataset, NumpySlicesDataset)):
        return dict(queue, op_type="GeneratorDataset", num_parallel_workers=node.num_parallel_workers or 1)
    if isinstance(node, (MnistDataset, Cifar10Dataset, Cifar100Dataset)):
        return dict(queue, op_type=type(node).__name__, dataset_dir=node.dataset_dir, usage=node.usage,
                    num_parallel_workers=_workers(node), sampler=_sampler_json(node.sampler))
    if isinstance(node, ImageFolderDataset):
        return dict(queue, op_type="ImageFolderDataset", dataset_dir=node.dataset_dir, decode=node.decode,
                    class_indexing=node.class_indexing or {}, extensions=node.extensions or [], recursive=False,
                    num_parallel_workers=_workers(node), sampler=_sampler_json(node.sampler))
    if isinstance(node, TextFileDataset):
        return _file_source(node, dict(queue, op_type="TextFileDataset"), node.num_samples, node.num_shards,
                            node.shard_id, node.shuffle_rows)
    if isinstance(node, CSVDataset):
        return _csv_json(node, queue)
    if isinstance(node, _ds.MapDataset):
        return dict(queue, op_type="Map", callback=[], input_columns=node.input_columns or [],
                    output_columns=node.output_columns or node.input_columns or [], num_parallel_workers=_workers(node),
                    operations=[j for op in node.operations for j in _op_json(op, table)])
    if isinstance(node, _ds.BatchDataset):
        out = dict(queue, op_type="Batch", batch_size=node.batch_size, drop_remainder=node.drop_remainder,
                   input_columns=node.input_columns or [], output_columns=node.output_columns or [],
                   num_parallel_workers=_workers(node))
        return dict(out, per_batch_map="pyfunc") if node.per_batch_map is not None else out
    if isinstance(node, _ds.ShuffleDataset):
        return {"op_type": "Shuffle", "buffer_size": node.buffer_size, "reset_each_epoch": True}
    simple = {_ds.RepeatDataset: ("Repeat", "count"), _ds.TakeDataset: ("Take", "count"),
              _ds.SkipDataset: ("Skip", "count"), _ds.ProjectDataset: ("Project", "columns")}
    if type(node) in simple:
        op_type, field = simple[type(node)]
        return {"op_type": op_type, field: getattr(node, field)}
    if isinstance(node, _ds.RenameDataset):
        return {"op_type": "Rename", "input_columns": node.input_columns, "output_columns": node.output_columns}
    if isinstance(node, _ds.ZipDataset):
        return dict(queue, op_type="Zip", num_parallel_workers=_workers(node))
    if isinstance(node, _ds.ConcatDataset):
        sizes = [child.get_dataset_size() for child in node.children]
        return {"op_type": "Concat", "children_flag_and_nums": [[0, n] for n in sizes], "children_sizes": sizes,
                "children_start_end_index": [[-1, -1] for _ in sizes],
                "sampler": {"num_samples": 0, "sampler_name": "SequentialSampler", "start_index": 0}}
    if isinstance(node, _ds.FilterDataset):
        return {"op_type": "Filter", "input_columns": node.input_columns or [], "predicate": "pyfunc",
                "num_parallel_workers": _workers(node)}
    raise NotImplementedError(f"serialize: {type(node).__name__} is not supported by msbridge.")


def _tree_json(node, table):
    out = _node_json(node, table)
    out["children"] = [_tree_json(child, table) for child in node.children]
    return dict(sorted(out.items()))


def serialize(dataset, json_filepath=""):
    """The pipeline ending at ``dataset`` as MindSpore's JSON dict (written to ``json_filepath`` too if given)."""
    if not isinstance(dataset, _ds.Dataset):
        raise AttributeError(f"'{type(dataset).__name__}' object has no attribute 'to_json'")
    data = _tree_json(dataset, _ops())
    if json_filepath:
        with open(json_filepath, "w") as f:
            json.dump(data, f, indent=4)
    return data


def show(dataset, indentation=2):
    """Log the pipeline's JSON at INFO level (``indentation`` None: on one line)."""
    info(json.dumps(serialize(dataset), indent=indentation))


def compare(pipeline1, pipeline2):
    """Whether two pipelines serialize to the same JSON."""
    return serialize(pipeline1) == serialize(pipeline2)


# --- reading the JSON back --------------------------------------------------------------------------------------
def _unsupported(what):
    """MindSpore reports what it cannot rebuild when the pipeline runs; msbridge when it reads the JSON."""
    return RuntimeError(f"Invalid data, unsupported operation type: {what}")


def _sampler(d):
    if d is None:
        return None
    name, n = d["sampler_name"], d.get("num_samples") or None
    if name == "SequentialSampler":
        s = _samplers.SequentialSampler(d["start_index"], n)
    elif name == "RandomSampler":
        s = _samplers.RandomSampler(d["replacement"], n)
    elif name == "DistributedSampler":
        s = _samplers.DistributedSampler(d["num_shards"], d["shard_id"], d["shuffle_mode"] != 0, n, d["offset"])
    elif name in ("SubsetSampler", "SubsetRandomSampler"):
        s = getattr(_samplers, name)(d["indices"], n)
    else:
        raise _unsupported(name)
    for child in d.get("child_sampler", []):
        s.add_child(_sampler(child))
    return s


def _operations(items):
    table = _ops()
    ops = []
    for item in items:
        if "tensor_op_params" not in item:
            raise RuntimeError("Failed to find key 'tensor_op_params'")
        if item["tensor_op_name"] not in table:
            raise _unsupported(item["tensor_op_name"])
        ops.append(table[item["tensor_op_name"]][2](item["tensor_op_params"]))
    return ops


def _build(d):
    op, children = d["op_type"], [_build(c) for c in d.get("children", [])]
    workers = d.get("num_parallel_workers")
    if op in ("MnistDataset", "FashionMnistDataset", "KMnistDataset", "Cifar10Dataset", "Cifar100Dataset"):
        cls = {c.__name__: c for c in (MnistDataset, FashionMnistDataset, KMnistDataset, Cifar10Dataset,
                                       Cifar100Dataset)}[op]
        return cls(d["dataset_dir"], d["usage"], num_parallel_workers=workers, sampler=_sampler(d["sampler"]))
    if op == "ImageFolderDataset":
        return ImageFolderDataset(d["dataset_dir"], num_parallel_workers=workers, sampler=_sampler(d["sampler"]),
                                  extensions=d["extensions"] or None, class_indexing=d["class_indexing"] or None,
                                  decode=d["decode"])
    if op == "TextFileDataset":
        return TextFileDataset(d["dataset_files"], d["num_samples"] or None, workers, bool(d["shuffle"]),
                               d["num_shards"], d["shard_id"])
    if op == "CSVDataset":
        shards = (d["num_shards"], d["shard_id"]) if d["num_shards"] > 1 else (None, None)
        return CSVDataset(d["dataset_files"], d["field_delim"], None, d["column_names"] or None,
                          d["num_samples"] or None, workers, bool(d["shuffle"]), *shards)
    if op == "Map":
        return children[0].map(_operations(d["operations"]), d["input_columns"] or None,
                               d["output_columns"] or None, workers)
    if op == "Batch":
        if "per_batch_map" in d:
            raise _unsupported("per_batch_map (a Python function)")
        return children[0].batch(d["batch_size"], d["drop_remainder"], workers)
    builders = {"Shuffle": lambda: children[0].shuffle(d["buffer_size"]),
                "Repeat": lambda: children[0].repeat(d["count"]), "Take": lambda: children[0].take(d["count"]),
                "Skip": lambda: children[0].skip(d["count"]), "Project": lambda: children[0].project(d["columns"]),
                "Rename": lambda: children[0].rename(d["input_columns"], d["output_columns"]),
                "Zip": lambda: _ds.zip(tuple(children)), "Concat": lambda: children[0].concat(children[1:])}
    if op not in builders:
        raise _unsupported(op)
    return builders[op]()


def deserialize(input_dict=None, json_filepath=None):
    """A pipeline rebuilt from ``serialize``'s dict or JSON file (None when neither is given)."""
    data = None
    if input_dict:
        data = _build(input_dict)
    if json_filepath:
        with open(json_filepath) as f:
            data = _build(json.load(f))
    return data
