"""``mindspore.mint.nn.functional``: torch.nn.functional under MindSpore's names (thin aliases, see mint._aliases)."""
import torch
import torch.nn.functional as F

from .._aliases import define

__all__ = define(globals(), F, (
    "adaptive_avg_pool1d", "adaptive_avg_pool2d", "adaptive_avg_pool3d", "adaptive_max_pool1d", "adaptive_max_pool2d",
    "avg_pool1d", "avg_pool2d", "avg_pool3d", "batch_norm", "binary_cross_entropy",
    "binary_cross_entropy_with_logits", "conv1d", "conv2d", "conv3d", "conv_transpose2d", "cosine_embedding_loss",
    "cross_entropy", "dropout", "dropout2d", "elu", "embedding", "fold", "gelu", "glu", "grid_sample", "group_norm",
    "hardshrink", "hardsigmoid", "hardswish", "hardtanh", "interpolate", "kl_div", "l1_loss", "layer_norm",
    "leaky_relu", "linear", "log_softmax", "logsigmoid", "max_pool2d", "max_unpool2d", "mish", "mse_loss",
    "nll_loss", "normalize", "one_hot", "pad", "pixel_shuffle", "prelu", "relu", "relu6", "selu", "silu",
    "smooth_l1_loss", "soft_margin_loss", "softmax", "softplus", "softshrink", "threshold", "unfold"))
__all__ += define(globals(), torch, ("broadcast_to", "clamp", "flatten", "sigmoid", "tanh"))
