"""``mindspore.export`` / ``mindspore.load``: ONNX through ``torch.onnx``; MINDIR as msbridge's own graph file, a
``torch.export`` archive that ``load`` and ``nn.GraphCell`` run again (docs/design.md section 15)."""
import importlib.util
import os

import torch

from ..common.api import plain_cells
from ..common.tensor import Tensor
from ..nn.cell import Cell
from ..nn.graph_cell import FuncGraph

__all__ = ["export", "load"]

_FORMATS = ("AIR", "ONNX", "MINDIR")
_SUFFIX = {"ONNX": ".onnx", "MINDIR": ".mindir"}


def _torch_inputs(inputs):
    return tuple(x._t if isinstance(x, Tensor) else x for x in inputs)


def export(net, *inputs, file_name, file_format, **kwargs):
    """``mindspore.export(net, *inputs, file_name, file_format, **kwargs)``: write ``net`` traced on ``inputs`` to
    ``file_name`` + ``.onnx`` (``torch.onnx.export``, needs the ``onnx`` package) or ``.mindir`` (an msbridge
    graph file: ``torch.export.save`` of ``torch.export.export(net, inputs)``, which MindSpore cannot read)."""
    if file_format not in _FORMATS:
        raise ValueError(f"For 'export', 'file_format' must be one of {list(_FORMATS)}, but got {file_format}.")
    if file_format == "AIR":
        raise ValueError("Only support export file in 'AIR' format with Ascend backend.")
    if kwargs:
        raise NotImplementedError(f"For 'export', the arguments {sorted(kwargs)} are not supported by msbridge.")
    if not isinstance(net, Cell):
        raise NotImplementedError(f"For 'export', msbridge exports a Cell, but got {type(net).__name__}.")
    suffix = _SUFFIX[file_format]
    path = file_name if file_name.endswith(suffix) else file_name + suffix
    args = _torch_inputs(inputs)
    was_training = net.training
    net.set_train(False)
    try:
        if file_format == "ONNX":
            if importlib.util.find_spec("onnx") is None:
                raise ImportError("For 'export', file_format='ONNX' writes the file with torch.onnx, which needs the "
                                  "'onnx' package: pip install onnx.")
            torch.onnx.export(net, args, path, dynamo=False)
        else:
            with plain_cells():  # under GRAPH_MODE too: torch.export traces the forward itself
                program = torch.export.export(net, args)
            with open(path, "wb") as f:  # a file object: torch would otherwise insist on a .pt2 name
                torch.export.save(program, f)
    finally:
        net.set_train(was_training)


def load(file_name, **kwargs):
    """``mindspore.load(file_name, **kwargs)``: the graph of a ``.mindir`` file that msbridge's :func:`export`
    wrote (``torch.export.load``), for ``nn.GraphCell``. MindSpore's own MindIR protobuf files are not read."""
    if kwargs:
        raise NotImplementedError(f"For 'load', the arguments {sorted(kwargs)} are not supported by msbridge.")
    if not isinstance(file_name, str):
        raise ValueError(f"For 'load', the argument 'file_name' must be string, but got {type(file_name)}.")
    if not file_name.endswith(".mindir"):
        raise ValueError("For 'load', the argument 'file_name'(MindIR file) should end with '.mindir', please input "
                         "the correct 'file_name'.")
    if not os.path.exists(file_name):
        raise ValueError("For 'load', the argument 'file_name'(MindIR file) does not exist, please check whether the "
                         "'file_name' is correct.")
    try:
        with open(file_name, "rb") as f:
            program = torch.export.load(f)
    except Exception as exc:  # noqa: BLE001 - any unreadable archive is a MindIR file from MindSpore
        raise NotImplementedError(f"For 'load', '{file_name}' is not a graph file written by msbridge's export: "
                                  "MindSpore's MindIR protobuf format is not read by msbridge.") from exc
    return FuncGraph(program)
