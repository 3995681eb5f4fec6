"""``mindspore.nn.GraphCell`` over msbridge's exported graphs (``mindspore.load`` of a file that
``mindspore.export(..., file_format="MINDIR")`` wrote; docs/design.md section 15)."""
import torch

from ..common.handles import wrap
from ..common.tensor import Tensor
from .cell import Cell

__all__ = ["GraphCell"]  # FuncGraph is what mindspore.load returns, not an nn name


class FuncGraph:
    """What ``mindspore.load`` returns: here a ``torch.export.ExportedProgram`` (msbridge's stand-in for MindIR)."""

    def __init__(self, program):
        self.program = program

    def __call__(self, *inputs):
        outs = self.program.module()(*(x._t if isinstance(x, Tensor) else x for x in inputs))
        if isinstance(outs, (tuple, list)):
            return tuple(wrap(t) for t in outs)
        return wrap(outs)


class GraphCell(Cell):
    """``nn.GraphCell(graph, params_init=None, obf_random_seed=None)``: a Cell that runs a loaded graph (the
    ``torch.export`` program inside msbridge's exported file)."""

    def __init__(self, graph, params_init=None, obf_random_seed=None):
        super().__init__()
        if not isinstance(graph, FuncGraph):
            raise TypeError(f"For 'GraphCell', the argument 'graph' must be a FuncGraph loaded from MindIR, but got "
                            f"type {type(graph)}.")
        if params_init is not None:
            raise NotImplementedError("For 'GraphCell', 'params_init' is not supported by msbridge.")
        if obf_random_seed is not None:
            raise NotImplementedError("For 'GraphCell', 'obf_random_seed' is not supported by msbridge.")
        self.graph = graph

    def construct(self, *inputs):
        with torch.no_grad():
            return self.graph(*inputs)
