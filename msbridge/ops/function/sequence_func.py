"""Issue 17, the sequence ops: ``ops.ctc_greedy_decoder`` and the kernels behind the CTCLoss, EmbeddingLookup and
NoRepeatNGram primitives (and nn.EmbeddingLookup's CPU lookup)."""
import torch
import torch.nn.functional as F

from ..._checkparam import check_bool, check_input_arg_dtype
from ...common.handles import wrap as _wrap
from ._utils import tensor_of

__all__ = ["ctc_greedy_decoder"]


def ctc_greedy_decoder(inputs, sequence_length, merge_repeated=True):
    """``ops.ctc_greedy_decoder(inputs, sequence_length, merge_repeated=True)``: the class of highest score at each
    of the first ``sequence_length[b]`` steps of the (max_time, batch, classes) ``inputs`` (torch.argmax, the
    first on ties), consecutive repeats merged when ``merge_repeated``, the blank class (the last) dropped. Returns
    the sparse result (indices (n, 2) Int64, values Int64, dense shape [batch, longest]) and the negated sum of the
    chosen scores, (batch, 1)."""
    api = "CTCGreedyDecoder"
    check_bool(merge_repeated, "merge_repeated", api)
    x = tensor_of(inputs, api, "inputs type")
    lengths = tensor_of(sequence_length, api, "sequence length dtype")
    check_input_arg_dtype(x, (torch.float32, torch.float64), "inputs type", api)
    check_input_arg_dtype(lengths, (torch.int32,), "sequence length dtype", api)
    if x.dim() != 3:
        raise ValueError(f"For '{api}', inputs's dim must be 3, but got: {x.dim()}.")
    if lengths.shape != x.shape[1:2]:
        raise ValueError(f"For '{api}', inputs batch_size must be the same with sequence_length batch_size, but now "
                         f"inputs batch_size: {x.shape[1]} and sequence_length batch_size: {lengths.numel()}.")
    max_time, blank = x.shape[0], x.shape[2] - 1
    for b, n in enumerate(lengths.tolist()):
        if n > max_time:
            raise RuntimeError(f"For '{api}', sequence_length[{b}] {n} should be less than {max_time}.")
    x = x.detach()
    best, classes = x.max(-1)
    steps = torch.arange(max_time).unsqueeze(1)
    valid = steps < lengths.long().unsqueeze(0)  # (max_time, batch)
    log_probability = -torch.where(valid, best, torch.zeros_like(best)).sum(0, keepdim=True).T
    previous = torch.cat([torch.full_like(classes[:1], -1), classes[:-1]])
    keep = valid & (classes != blank)
    if merge_repeated:
        keep &= classes != previous
    batch_of, step_of = keep.T.nonzero(as_tuple=True)
    counts = keep.sum(0)
    position = torch.cumsum(keep.T.long(), 1)[batch_of, step_of] - 1
    indices = torch.stack([batch_of, position], 1)
    values = classes.T[batch_of, step_of]
    shape = torch.tensor([x.shape[1], int(counts.max()) if counts.numel() else 0])
    return _wrap(indices), _wrap(values), _wrap(shape), _wrap(log_probability)


def _collapse_repeats(labels):
    return [v for i, v in enumerate(labels) if i == 0 or v != labels[i - 1]]


# a finite stand-in for log(0) in the unmerged CTC recursion: its logsumexp keeps finite gradients
_LOG_ZERO = -1e30


def _unmerged_ctc_nll(log_probs, labels, steps, blank):
    """The CTC negative log-likelihood of one sequence when repeated outputs are not merged (TensorFlow's
    ``ctc_merge_repeated=False``): a label lasts one step, only blanks repeat. ``log_probs`` (max_time, classes)."""
    states = torch.tensor([blank] + [v for label in labels for v in (label, blank)])
    emit = log_probs[:steps, states]
    stays = states == blank
    floor = torch.full((len(states),), _LOG_ZERO, dtype=log_probs.dtype)
    alpha = torch.cat([emit[0, :2], floor[2:]])
    for t in range(1, steps):
        stay = torch.where(stays, alpha, floor)
        advance = torch.cat([floor[:1], alpha[:-1]])
        skip = torch.where(stays, floor, torch.cat([floor[:2], alpha[:-2]]))
        alpha = torch.logsumexp(torch.stack([stay, advance, skip]), 0) + emit[t]
    likelihood = torch.logsumexp(alpha[-2:], 0)
    return torch.where(likelihood < _LOG_ZERO / 2, torch.full_like(likelihood, float("inf")), -likelihood)


def _ctc_labels(indices, values, batch, blank, collapse, api):
    """The label list of each sequence: ``values[i]`` belongs to sequence ``indices[i, 0]`` (in order), repeats
    merged when ``collapse``; a class >= the blank ends the list (MindSpore's kernel drops it, and a class below
    the blank after it is an error)."""
    raw = [[] for _ in range(batch)]
    for b, v in zip(indices[:, 0].tolist(), values.tolist()):
        raw[b].append(v)
    labels = []
    for b, seq in enumerate(_collapse_repeats(seq) if collapse else seq for seq in raw):
        kept = [v for v in seq if v < blank]
        if kept != seq[:len(kept)]:
            raise RuntimeError(f"For '{api}', a label of sequence {b} is >= the blank class {blank} and is followed "
                               f"by a valid label: {seq}.")
        labels.append(kept)
    return labels


def _empty_label_ctc(log_probs, steps, blank):
    """MindSpore's CTC loss and gradient output of a sequence without labels ((steps, classes) log-probabilities):
    its backward variables start from both of the last two steps, so the likelihood is
    prod(p_blank[:-1]) * (1 + p_blank[-1]), and the gradient output is softmax - (that path's share of the blank)."""
    blanks = log_probs[:steps, blank]
    nll = -(blanks[:-1].sum() + torch.log1p(blanks[-1].exp()))
    share = torch.ones_like(blanks)
    share[-1] = blanks[-1].exp() / (1 + blanks[-1].exp())
    gradient = log_probs[:steps].exp()
    gradient[:, blank] -= share
    return nll, gradient


def ctc_loss_sparse_t(x, indices, values, lengths, collapse, merge, ignore_longer, api="CTCLoss"):
    """The CTC loss of the (max_time, batch, classes) logits ``x`` (softmax over the classes, the last is the
    blank) against sparse labels and the gradient of each loss with respect to ``x``: TensorFlow's ctc_loss as
    MindSpore's CPU kernel computes it (see ``_ctc_labels`` and ``_empty_label_ctc``). The loss is differentiable
    with that gradient (MindSpore's bprop); the gradient output is a constant; an impossible alignment gives an
    infinite loss and a zero gradient."""
    max_time, batch, classes = x.shape
    blank = classes - 1
    steps = lengths.tolist()
    for n in steps:
        if n > max_time:
            raise RuntimeError(f"For '{api}, the 'max_time'(the 1st dimension value of 'probs') must be greater than "
                               f"or equal to 'sequence_length', but got 'max_time': {max_time} and "
                               f"'sequence_length': {n}")
        if n <= 0:
            raise RuntimeError(f"For '{api}, the 'sequence_length' must be greater than 0, but got {n}.")
    labels = _ctc_labels(indices, values, batch, blank, collapse, api)
    for seq, n in zip(labels, steps):
        if len(seq) > n and not ignore_longer:
            raise RuntimeError(f"For '{api}, input time(sequence length) must be greater than output size(label "
                               f"length), but got sequence length: {n} and label length: {len(seq)}")
        if not seq and n == 1:
            raise RuntimeError(f"For {api}, the length of log_beta_b must be greater than 1!")
    too_long = [len(seq) > n for seq, n in zip(labels, steps)]
    labels = [[] if skip else seq for seq, skip in zip(labels, too_long)]
    leaf = x.detach().to(torch.float64 if x.dtype == torch.float64 else torch.float32).requires_grad_()
    with torch.enable_grad():
        log_probs = leaf.log_softmax(-1)
        if merge:
            targets = torch.tensor([v for seq in labels for v in seq], dtype=torch.long)
            nll = F.ctc_loss(log_probs, targets, torch.tensor(steps), torch.tensor([len(s) for s in labels]),
                             blank=blank, reduction="none")
        else:
            nll = torch.stack([_unmerged_ctc_nll(log_probs[:, b], labels[b], steps[b], blank) for b in range(batch)])
        gradient, = torch.autograd.grad(nll.sum(), leaf)
    nll, log_probs = nll.detach(), log_probs.detach()
    for b, seq in enumerate(labels):
        if not seq:
            nll[b], gradient[:steps[b], b] = _empty_label_ctc(log_probs[:, b], steps[b], blank)
    impossible = torch.tensor(too_long) | torch.isinf(nll)
    nll = nll.masked_fill(impossible, float("inf")).to(x.dtype)
    gradient = gradient.masked_fill(impossible.reshape(1, -1, 1), 0.0).to(x.dtype)
    if x.requires_grad:
        nll = nll + ((x - x.detach()) * gradient).sum((0, 2))
    return nll, gradient


def embedding_lookup_t(params, indices, offset, api="EmbeddingLookup"):
    """The rows of ``params`` at ``indices - offset``, zeros where that is outside [0, rows): MindSpore's CPU
    EmbeddingLookup kernel (ops.EmbeddingLookup, nn.EmbeddingLookup with target='CPU')."""
    check_input_arg_dtype(indices, (torch.int32, torch.int64), "indices", api)
    shifted = indices.long() - offset
    valid = (shifted >= 0) & (shifted < params.shape[0])
    rows = params.index_select(0, torch.where(valid, shifted, 0).reshape(-1))
    rows = rows.reshape(indices.shape + params.shape[1:])
    mask = valid.reshape(valid.shape + (1,) * (params.dim() - 1))
    return torch.where(mask, rows, torch.zeros((), dtype=rows.dtype))


def no_repeat_ngram_t(state_seq, log_probs, ngram_size):
    """``log_probs`` with the lowest finite value of its dtype at every word that would repeat an n-gram of
    ``state_seq`` (batch, beam, m): the words that followed, in the sequence, an earlier occurrence of its last
    ``ngram_size - 1`` words (ops.NoRepeatNGram)."""
    m = state_seq.shape[-1]
    prefix = ngram_size - 1
    tail = state_seq[..., m - prefix:]
    windows = state_seq.unfold(-1, ngram_size, 1)  # (batch, beam, m - ngram_size + 1, ngram_size)
    matches = (windows[..., :prefix] == tail.unsqueeze(-2)).all(-1)
    hits = torch.zeros(log_probs.shape, dtype=torch.int32)
    hits.scatter_add_(-1, windows[..., -1].long(), matches.to(torch.int32))
    return log_probs.masked_fill(hits > 0, torch.finfo(log_probs.dtype).min)
