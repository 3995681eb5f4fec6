"""``mindspore.mint.nn.functional``: torch.nn.functional under MindSpore's names (thin aliases, see mint._aliases).
The activations whose MindSpore gradient differs from torch's at a kink are msbridge's one kernel of that
operation (``KERNELS``), the one ``ops`` and ``nn`` use."""
import torch
import torch.nn.functional as F

from ...ops.function import nn_func as N
from .._aliases import define, torch_aligned


def _implicit_dim(t):
    """torch's softmax axis when ``dim`` is None (0 for 0-, 1- and 3-d inputs, else 1)."""
    return 0 if t.dim() in (0, 1, 3) else 1


# mint name: the shared kernel on torch tensors (torch's argument names and defaults)
KERNELS = {
    "hardswish": N.hardswish_t, "relu6": N.relu6_t, "hardtanh": N.hardtanh_t,
    "leaky_relu": lambda input, negative_slope=0.01: N.leaky_relu_t(input, negative_slope),
    "softmax": lambda input, dim=None, dtype=None: N.softmax_t(
        input if dtype is None else input.to(dtype), _implicit_dim(input) if dim is None else dim),
}

__all__ = define(globals(), F, (
    "adaptive_avg_pool1d", "adaptive_avg_pool2d", "adaptive_avg_pool3d", "adaptive_max_pool1d", "adaptive_max_pool2d",
    "avg_pool1d", "avg_pool2d", "avg_pool3d", "batch_norm", "binary_cross_entropy", "conv1d", "conv2d", "conv3d", "conv_transpose2d", "cosine_embedding_loss",
    "cross_entropy", "dropout", "dropout2d", "elu", "embedding", "fold", "gelu", "glu", "grid_sample", "group_norm",
    "hardshrink", "hardsigmoid", "interpolate", "kl_div", "l1_loss", "layer_norm",
    "linear", "log_softmax", "logsigmoid", "max_pool2d", "max_unpool2d", "mish", "mse_loss",
    "nll_loss", "normalize", "one_hot", "pad", "pixel_shuffle", "prelu", "relu", "selu", "silu",
    "smooth_l1_loss", "soft_margin_loss", "softplus", "softshrink", "threshold", "unfold"))
__all__ += define(globals(), torch, ("broadcast_to", "clamp", "flatten", "sigmoid", "tanh"))
for _name, _kernel in KERNELS.items():
    globals()[_name] = torch_aligned(_kernel, _name)
    globals()[_name].__doc__ = f"``mint.nn.functional.{_name}``: ``ops.{_name}``'s kernel ({_kernel.__doc__ or ''})"
__all__ += list(KERNELS)


def sigmoid_(input):
    """``mint.nn.functional.sigmoid_(input)``: ``Tensor.sigmoid_`` (sigmoid written into ``input``, returned)."""
    return input.sigmoid_()


def binary_cross_entropy_with_logits(input, target, weight=None, reduction="mean", pos_weight=None):
    """``mint.nn.functional.binary_cross_entropy_with_logits``: ``ops.binary_cross_entropy_with_logits`` in
    MindSpore's mint argument order (``reduction`` before ``pos_weight``)."""
    return N.binary_cross_entropy_with_logits(input, target, weight, pos_weight, reduction)


__all__ += ["sigmoid_", "binary_cross_entropy_with_logits"]
