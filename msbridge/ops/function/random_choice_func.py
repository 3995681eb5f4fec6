"""Random choice functions of ``mindspore.ops`` (``ops.choice_with_mask``) over torch."""
import torch

from ... import context as _context
from ..._checkparam import check_positive_int
from ...common.handles import wrap as _wrap
from ._utils import tensor_of
from .random_func import _generator as seeded_generator

__all__ = ["choice_with_mask"]


def draw_choice_with_mask(input_x, count, generator):
    """(Int32 coordinates (count, rank), Bool mask (count,)) of up to ``count`` True elements of ``input_x`` in
    random order (torch.randperm of torch.nonzero); rows past the True elements are zeros with a False mask."""
    check_positive_int(count, "count", "RandomChoiceWithMask")
    t = tensor_of(input_x, "RandomChoiceWithMask", "input_x")
    if t.dtype != torch.bool:
        raise TypeError(f"For primitive[RandomChoiceWithMask], the input argument[input_x] must be a type of "
                        f"{{Tensor[Bool]}}, but got Tensor[{input_x.dtype}].")
    if not 1 <= t.dim() <= 5:
        raise ValueError(f"For 'RandomChoiceWithMask', input[0] rank should be between 1 and 5, but got:{t.dim()}")
    true = torch.nonzero(t.cpu())
    chosen = true[torch.randperm(true.shape[0], generator=generator)[:count]]
    coords = torch.zeros((count, t.dim()), dtype=torch.int32)
    coords[:chosen.shape[0]] = chosen.to(torch.int32)
    mask = torch.arange(count) < chosen.shape[0]
    return _wrap(_context._place(coords)), _wrap(_context._place(mask))


def choice_with_mask(input_x, count=256, seed=None):
    """``ops.choice_with_mask(input_x, count=256, seed=None)``: up to ``count`` random coordinates of the True
    elements of a Bool Tensor, and the mask of the valid rows (torch.randperm of torch.nonzero)."""
    return draw_choice_with_mask(input_x, count, seeded_generator(seed, "choice_with_mask"))
