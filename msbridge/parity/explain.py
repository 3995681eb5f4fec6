"""Known MindSpore/PyTorch API differences, detected in a concrete pair of networks (and optimizers, losses)."""
import torch

from .. import _geometry as geometry

__all__ = ["explain_modules", "explain_modes", "explain_optimizers", "explain_error"]


def _note(api, ms_path, torch_path, cause, fix):
    return {"api": api, "ms": ms_path, "torch": torch_path, "cause": cause, "fix": fix}


# --- per layer pair -------------------------------------------------------------------------------------
def _conv(cell, module):
    from ..nn.layer import conv
    if not isinstance(cell, conv._Conv) or not isinstance(module, torch.nn.modules.conv._ConvNd):
        return []
    api = type(cell).__name__
    notes = []
    nd = len(module.kernel_size)
    if isinstance(module.padding, str):
        torch_pairs = None if module.padding == "same" else ((0, 0),) * nd
    else:
        torch_pairs = tuple((p, p) for p in module.padding)
    stride1 = all(s == 1 for s in module.stride)
    torch_extra = tuple(module.output_padding) if module.transposed else (0,) * nd
    ms_extra = geometry.as_tuple(getattr(cell, "output_padding", 0), nd)
    zero_append = isinstance(cell, conv.Conv2dTranspose) and any(ms_extra)
    if module.transposed and torch_pairs is not None and not isinstance(cell, conv.Conv3dTranspose):
        # torch's output_padding computes extra rows after: the same as that many fewer pads after
        torch_pairs = tuple((before, after - e) for (before, after), e in zip(torch_pairs, torch_extra))
    if cell.pad_mode == "pad":
        same = torch_pairs == geometry.pad_pairs(cell.padding, nd)
    elif cell.pad_mode == "valid":
        same = torch_pairs == ((0, 0),) * nd
    else:  # 'same': torch's padding='same' or, at stride 1, the symmetric pads of an odd effective kernel
        same = stride1 and not module.transposed and (torch_pairs is None or torch_pairs == geometry.mode_pairs(
            "same", module.kernel_size, module.stride, module.dilation))
    if zero_append:
        notes.append((api, f"MindSpore {api} output_padding={ms_extra} appends zeros after the output; torch "
                           "computes those rows and columns.",
                      f"nn.{api}(..., pad_mode='pad', padding=<after-pads reduced by output_padding>), e.g. "
                      "padding=(1, 0, 1, 0) for torch padding=1, output_padding=1"))
    elif isinstance(cell, conv.Conv3dTranspose) and ms_extra != torch_extra:
        notes.append((api, f"output_padding differs: MindSpore {ms_extra}, torch {torch_extra}.",
                      f"nn.{api}(..., output_padding={torch_extra})"))
    elif not same:
        shown = module.padding if isinstance(module.padding, str) else module.padding[0] if \
            len(set(module.padding)) == 1 else module.padding
        notes.append((api, f"MindSpore {api} pad_mode='{cell.pad_mode}' pads differently from torch "
                           f"{type(module).__name__}(padding={shown!r}, stride={module.stride}): 'same' gives "
                           "ceil(size/stride) outputs with the odd pad element after, 'valid' pads nothing.",
                      f"nn.{api}(..., pad_mode='pad', padding={shown!r})"))
    if module.padding_mode != "zeros":
        notes.append((api, f"torch padding_mode='{module.padding_mode}' has no MindSpore {api} counterpart.",
                      f"pad with nn.Pad(mode='REFLECT'/'SYMMETRIC') before a pad_mode='valid' {api}"))
    if (module.bias is not None) != bool(cell.has_bias):
        notes.append((api, f"MindSpore {api} has_bias defaults to False, torch bias to True: here "
                           f"has_bias={cell.has_bias}, torch bias={module.bias is not None}.",
                      f"nn.{api}(..., has_bias={module.bias is not None})"))
    return notes


def _batchnorm(cell, module):
    from ..nn.layer import normalization as norm
    if isinstance(cell, norm.BatchNorm3d):
        cell = cell.bn2d
    if not isinstance(cell, norm._BatchNorm) or not isinstance(module, torch.nn.modules.batchnorm._BatchNorm):
        return []
    api, notes = type(cell).__name__, []
    ms_momentum = 1.0 - cell.momentum
    if module.momentum is None or abs(cell.momentum - module.momentum) > 1e-9:
        wanted = "no MindSpore value (torch momentum=None is a cumulative average)" if module.momentum is None \
            else f"momentum={1.0 - module.momentum:g}"
        notes.append((api, f"BatchNorm momentum runs the other way: MindSpore momentum={ms_momentum:g} keeps "
                           f"moving = {ms_momentum:g}*moving + {cell.momentum:g}*batch; torch "
                           f"momentum={module.momentum} keeps running = "
                           f"{'cumulative' if module.momentum is None else f'{1 - module.momentum:g}'}*running + "
                           "momentum*batch.", f"nn.{api}(..., {wanted})"))
    if abs(cell.eps - module.eps) > 1e-15:
        notes.append((api, f"eps differs: MindSpore {cell.eps:g}, torch {module.eps:g}.",
                      f"nn.{api}(..., eps={module.eps:g})"))
    if not module.track_running_stats and cell.use_batch_statistics is not True:
        notes.append((api, "torch track_running_stats=False always normalises with batch statistics.",
                      f"nn.{api}(..., use_batch_statistics=True)"))
    return notes


def _dropout(cell, module):
    from ..nn.layer import basic
    if isinstance(cell, basic.Dropout) and isinstance(module, torch.nn.Dropout):
        if abs(cell._drop - module.p) > 1e-12:
            given = f"keep_prob={cell.keep_prob}" if cell.p is None else f"p={cell.p}"
            return [("Dropout", f"MindSpore Dropout({given}) drops {cell._drop:g} of the values; torch Dropout "
                                f"p={module.p} drops {module.p:g}. keep_prob is the probability to KEEP.",
                     f"nn.Dropout(p={module.p})")]
    if isinstance(cell, basic._ChannelDropout) and isinstance(module, torch.nn.modules.dropout._DropoutNd):
        if abs(cell._p - module.p) > 1e-12:
            return [(type(cell).__name__, f"drop probability differs: MindSpore {cell._p}, torch {module.p}.",
                     f"nn.{type(cell).__name__}(p={module.p})")]
    return []


def _norm_eps(cell, module):
    from ..nn.layer import normalization as norm
    if isinstance(cell, norm.LayerNorm) and isinstance(module, torch.nn.LayerNorm):
        if abs(cell.epsilon - module.eps) > 1e-15:
            return [("LayerNorm", f"LayerNorm epsilon defaults to 1e-7 in MindSpore and eps to 1e-5 in torch: "
                                  f"here {cell.epsilon:g} vs {module.eps:g}.",
                     f"nn.LayerNorm(..., epsilon={module.eps:g})")]
    if isinstance(cell, norm.GroupNorm) and isinstance(module, torch.nn.GroupNorm):
        if abs(cell.eps - module.eps) > 1e-15:
            return [("GroupNorm", f"eps differs: MindSpore {cell.eps:g}, torch {module.eps:g}.",
                     f"nn.GroupNorm(..., eps={module.eps:g})")]
    return []


def _activation(cell, module):
    from ..nn.layer import activation as act
    if isinstance(cell, act.GELU) and isinstance(module, torch.nn.GELU) and cell.approximate != module.approximate:
        return [("GELU", f"MindSpore GELU defaults to the tanh approximation (approximate=True); torch GELU to the "
                         f"exact erf form: here '{cell.approximate}' vs '{module.approximate}'.",
                 f"nn.GELU(approximate={module.approximate == 'tanh'})")]
    if isinstance(cell, act.LeakyReLU) and isinstance(module, torch.nn.LeakyReLU):
        if abs(cell.alpha - module.negative_slope) > 1e-15:
            return [("LeakyReLU", f"MindSpore LeakyReLU alpha defaults to 0.2, torch negative_slope to 0.01: here "
                                  f"{cell.alpha:g} vs {module.negative_slope:g}.",
                     f"nn.LeakyReLU(alpha={module.negative_slope:g})")]
    return []


def _random_and_lookup(cell, module):
    from ..nn.layer import activation, embedding
    if isinstance(cell, activation.RReLU) and isinstance(module, torch.nn.RReLU) and not module.training:
        return [("RReLU", "MindSpore RReLU draws random slopes in inference mode too; torch RReLU in eval mode uses "
                          "the fixed slope (lower+upper)/2.", "compare RReLU in training mode, or use "
                          "nn.LeakyReLU(alpha=(lower+upper)/2) for inference")]
    if isinstance(cell, embedding.Embedding) and isinstance(module, torch.nn.Embedding):
        if cell.padding_idx is not None and module.padding_idx is not None:
            return [("Embedding", "MindSpore Embedding(padding_idx=...) only zeroes that row at construction: "
                                  "its gradient still flows, torch masks it.",
                     "zero the padding row's gradient yourself if the row must stay fixed")]
    return []


def _pooling(cell, module):
    from ..nn.layer import pooling
    torch_pools = (torch.nn.modules.pooling._MaxPoolNd, torch.nn.modules.pooling._AvgPoolNd)
    if not isinstance(cell, pooling._PoolNd) or not isinstance(module, torch_pools):
        return []
    api, plan, notes = type(cell).__name__, cell._plan, []
    nd = plan.nd
    kernel = geometry.as_tuple(module.kernel_size, nd)
    stride = geometry.as_tuple(module.stride if module.stride else module.kernel_size, nd)
    if tuple(plan.stride) != stride:
        shown = stride[0] if len(set(stride)) == 1 else stride
        notes.append((api, f"pooling stride: MindSpore {api} stride defaults to 1, torch's to kernel_size; here "
                           f"{tuple(plan.stride)} vs {stride} (kernel {kernel}).", f"nn.{api}(..., stride={shown})"))
    torch_pairs = tuple((p, p) for p in geometry.as_tuple(module.padding, nd))
    if plan.pairs != torch_pairs:  # plan.pairs is None for 'same' at a stride > 1 (size dependent)
        notes.append((api, f"pooling pads differ: MindSpore pad_mode='{plan.mode.lower()}', torch "
                           f"padding={module.padding}.", f"nn.{api}(..., pad_mode='pad', padding={module.padding})"))
    return notes


def _recurrent(cell, module):
    """RNN/LSTM/GRU settings the weight shapes do not reveal: the batch axis, dropout and the nonlinearity."""
    from ..nn.layer import rnns
    if not isinstance(cell, rnns._RNNBase) or not isinstance(module, torch.nn.RNNBase):
        return []
    api, notes = type(cell).__name__, []
    if cell.batch_first != module.batch_first:
        notes.append((api, f"batch_first differs: MindSpore {cell.batch_first}, torch {module.batch_first} (both "
                           "default to False): the same input is read with batch and time swapped.",
                      f"nn.{api}(..., batch_first={module.batch_first})"))
    if abs(cell.dropout - module.dropout) > 1e-12:
        notes.append((api, f"dropout between layers differs: MindSpore {cell.dropout}, torch {module.dropout}.",
                      f"nn.{api}(..., dropout={float(module.dropout)})"))
    torch_relu = getattr(module, "nonlinearity", "tanh") == "relu"
    if isinstance(cell.rnn, rnns._DynamicRNNRelu) != torch_relu:
        notes.append((api, f"nonlinearity differs: torch uses {module.nonlinearity}.",
                      f"nn.{api}(..., nonlinearity='{module.nonlinearity}')"))
    return notes


_LOSS_ATTRS = ("beta", "delta", "margin", "p", "swap", "eps", "label_smoothing", "ignore_index", "log_input", "full",
               "blank", "zero_infinity")


def _loss(cell, module):
    from ..nn.loss.loss import LossBase
    if not isinstance(cell, LossBase) or not isinstance(module, torch.nn.modules.loss._Loss):
        return []
    api, notes = type(cell).__name__, []
    if cell.reduction != module.reduction:
        default = " (SmoothL1Loss and SoftmaxCrossEntropyWithLogits default to 'none')" if api in (
            "SmoothL1Loss", "SoftmaxCrossEntropyWithLogits") else ""
        notes.append((api, f"loss reduction differs: MindSpore {api} reduction='{cell.reduction}', torch "
                           f"'{module.reduction}'{default}.", f"nn.{api}(..., reduction='{module.reduction}')"))
    if api == "SoftmaxCrossEntropyWithLogits" and not cell.sparse and isinstance(module, torch.nn.CrossEntropyLoss):
        notes.append((api, "with dense labels MindSpore's gradient w.r.t. the logits is softmax - labels; torch's is "
                           "softmax * sum(labels) - labels: they differ where a label row does not sum to 1.",
                      "labels / labels.sum(-1, keepdims=True) (class probabilities summing to 1)"))
    for name in _LOSS_ATTRS:
        ms_value, torch_value = getattr(cell, name, None), getattr(module, name, None)
        if ms_value is not None and torch_value is not None and ms_value != torch_value:
            notes.append((api, f"{name} differs: MindSpore {ms_value!r}, torch {torch_value!r}.",
                          f"nn.{api}(..., {name}={torch_value!r})"))
    return notes


_RULES = (_conv, _batchnorm, _dropout, _norm_eps, _activation, _random_and_lookup, _pooling, _recurrent, _loss)


def explain_modules(pairs):
    """Differences in configuration between paired layers: ``pairs`` is [(ms path, cell, torch path, module)]."""
    notes, seen = [], set()
    for ms_path, cell, torch_path, module in pairs:
        if id(cell) in seen:
            continue
        seen.add(id(cell))
        for rule in _RULES:
            notes += [_note(api, ms_path, torch_path, cause, fix) for api, cause, fix in rule(cell, module)]
    return notes


# --- modes ----------------------------------------------------------------------------------------------
def explain_modes(divergence_table):
    """Sub-Cells whose training flag differs from their torch partner's, reduced to the outermost ones."""
    wrong = [row for row in divergence_table if row["ms_training"] != row["torch_training"]]
    paths = {row["ms"] for row in wrong}

    def covered(path):  # an ancestor is also in the wrong mode
        return path != "<root>" and ("<root>" in paths or any(path.startswith(p + ".") for p in paths))
    roots = [row for row in wrong if not covered(row["ms"])]
    notes = []
    for row in roots:
        state = "inference" if not row["ms_training"] else "training"
        notes.append(_note("Cell.set_train", row["ms"], row["torch"],
                           f"'{row['ms']}' runs in {state} mode (training={row['ms_training']}) while torch "
                           f"'{row['torch']}' has training={row['torch_training']}: a MindSpore Cell starts with "
                           "training=False, a torch Module with training=True, and a Cell created after "
                           "set_train() keeps its own flag.",
                           f"call set_train({row['torch_training']}) on the network after building it"))
    return notes


# --- optimizers and errors ------------------------------------------------------------------------------
def explain_optimizers(ms_optimizer, torch_optimizer):
    """Update-rule differences between a MindSpore-style optimizer and a torch one."""
    if isinstance(torch_optimizer, tuple):  # (optimizer, lr scheduler)
        torch_optimizer = torch_optimizer[0]
    if ms_optimizer is None or isinstance(ms_optimizer, (torch.optim.Optimizer, tuple)):
        return []
    ms_name = type(ms_optimizer).__name__
    group = torch_optimizer.param_groups[0] if isinstance(torch_optimizer, torch.optim.Optimizer) else {}
    torch_name = type(torch_optimizer).__name__
    if ms_name == "Adam" and torch_name in ("Adam", "AdamW"):
        eps = getattr(ms_optimizer, "eps", None)
        return [_note("Adam", "optimizer", "optimizer",
                      "Adam epsilon placement: MindSpore adds eps to the uncorrected sqrt(v) "
                      "(p -= lr*sqrt(1-b2^t)/(1-b1^t) * m/(sqrt(v)+eps)), torch after bias correction; MindSpore "
                      f"equals torch with eps_t = eps/sqrt(1-b2^t) (eps={eps}, torch eps={group.get('eps')}).",
                      "keep eps small (1e-8) or expect step-dependent differences")]
    if ms_name == "AdamWeightDecay" and torch_name in ("AdamW", "Adam"):
        return [_note("AdamWeightDecay", "optimizer", "optimizer",
                      "AdamWeightDecay has no bias correction: its first step moves a weight by about "
                      "lr*(1-b1)/sqrt(1-b2) (3.16*lr), torch AdamW by lr; decay is lr*wd*p in both.",
                      "compare against a torch AdamW without bias correction, or accept the difference")]
    if ms_name == "Adagrad" and torch_name == "Adagrad" and (group.get("eps") or
                                                             not group.get("initial_accumulator_value")):
        return [_note("Adagrad", "optimizer", "optimizer",
                      "MindSpore Adagrad starts its accumulator at accum (default 0.1) and divides by sqrt(accum) "
                      "with no epsilon; torch Adagrad starts at initial_accumulator_value (here "
                      f"{group.get('initial_accumulator_value')}) and divides by sqrt(sum) + eps (here "
                      f"{group.get('eps')}).",
                      "torch.optim.Adagrad(..., initial_accumulator_value=<accum>, eps=0.0)")]
    if ms_name == "AdaMax" and torch_name == "Adamax":
        return [_note("AdaMax", "optimizer", "optimizer",
                      "AdaMax epsilon placement: MindSpore divides by max(b2*v, |g|) + eps, torch Adamax keeps "
                      f"max(b2*u, |g| + eps) (eps={float(ms_optimizer.eps):g}, torch eps={group.get('eps'):g}); equal "
                      "while eps << |g|.", "keep eps small (1e-8 or below)")]
    if ms_name == "RMSProp" and torch_name == "RMSprop":
        return [_note("RMSProp", "optimizer", "optimizer",
                      "RMSProp: MindSpore's mean square starts at ones (torch's square_avg at zeros) and epsilon "
                      "sits inside the square root (sqrt(ms + eps); torch sqrt(v) + eps); decay is torch's alpha. "
                      "No torch argument reproduces the ones start: the difference fades as decay^t.",
                      "torch.optim.RMSprop(..., alpha=<decay>) and expect differences over the first "
                      "~1/(1-decay) steps")]
    if ms_name == "Momentum" and getattr(ms_optimizer, "use_nesterov", False) and group.get("nesterov"):
        return [_note("Momentum", "optimizer", "optimizer",
                      "MindSpore's CPU Momentum(use_nesterov=True) steps with the OLD velocity "
                      "(p -= lr*(g + m*v_old)); torch SGD(nesterov=True) with the new one.",
                      "nn.SGD(..., nesterov=True) matches torch")]
    return []


_ERROR_NOTES = (
    ("should be Int32", "CrossEntropyLoss",
     "MindSpore's CrossEntropyLoss (and NLLLoss) take Int32 class indices; torch takes Int64.",
     "cast labels with labels.astype(ms.int32) (dataset: transforms.TypeCast(ms.int32))"),
    ("the input type must be same", "SoftmaxCrossEntropyWithLogits",
     "SoftmaxCrossEntropyWithLogits defaults to sparse=False (one-hot labels) and reduction='none'.",
     "nn.SoftmaxCrossEntropyWithLogits(sparse=True, reduction='mean')"),
)


def explain_error(message, where):
    """A known cause for an exception raised by the MindSpore side, or []."""
    return [_note(api, where or "<root>", "", cause, fix) for pattern, api, cause, fix in _ERROR_NOTES
            if pattern in message]
