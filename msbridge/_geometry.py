"""Shape geometry of MindSpore's windowed ops (convolutions, pooling): the one home of the 'same'/'valid'/'pad'
arithmetic, window spans under dilation, output sizes and the pads as torch arguments.

Used by the ops (``ops.function.nn_func``, ``ops.operations.nn_ops``), the layers (``nn.layer.conv``,
``nn.layer.pooling``) and parity's explanations (``parity.explain``). Argument *checks* live in
``msbridge._checkparam``; everything here takes arguments that are already valid.

Pads are per-dimension ``(before, after)`` pairs, first spatial dimension first; ``torch_pad`` turns them into
``torch.nn.functional.pad``'s flat order (last dimension first).

MindSpore's 'same' gives ``ceil(size / stride)`` outputs and puts the odd pad element after (bottom/right), as
TensorFlow does; torch's ``padding='same'`` (stride 1 only) puts it before. 'valid' pads nothing.
"""


def as_tuple(value, n):
    """An int repeated ``n`` times; a list or tuple as a tuple of its last ``n`` items (MindSpore's primitives
    keep 2-D strides and dilations as ``(1, 1, h, w)``)."""
    return tuple(value)[-n:] if isinstance(value, (tuple, list)) else (value,) * n


def span(kernel, dilation=1):
    """The extent of a ``kernel``-wide window with ``dilation``."""
    return (kernel - 1) * dilation + 1


def same_out(size, stride):
    """The output size of 'same': ``ceil(size / stride)``."""
    return -(-size // stride)


def same_pair(size, kernel, stride, dilation=1):
    """MindSpore 'same' pads of one dimension: enough for ``same_out`` windows, the odd element after."""
    total = max((same_out(size, stride) - 1) * stride + span(kernel, dilation) - size, 0)
    return (total // 2, total - total // 2)


def same_pairs(sizes, kernels, strides, dilations):
    """``same_pair`` for every spatial dimension."""
    return tuple(same_pair(*args) for args in zip(sizes, kernels, strides, dilations))


def pad_pairs(padding, nd):
    """MindSpore's int or flat ``(before, after, before, after, ...)`` padding as ``nd`` pairs (a longer flat
    tuple gives its last ``2 * nd`` entries)."""
    if isinstance(padding, int):
        return ((padding, padding),) * nd
    flat = tuple(padding)[-2 * nd:]
    return tuple(zip(flat[0::2], flat[1::2]))


def mode_pairs(mode, kernels, strides, dilations, pairs=None):
    """The pads of ``pad_mode`` ``mode`` ('pad' takes ``pairs``; any case) when they do not depend on the input
    size, else None ('same' with a stride > 1). At stride 1, 'same' pads ``span - 1`` whatever the size."""
    mode = mode.lower()
    if mode == "pad":
        return tuple(pairs)
    if mode == "valid":
        return ((0, 0),) * len(kernels)
    if any(s > 1 for s in strides):
        return None
    return same_pairs((1,) * len(kernels), kernels, strides, dilations)


def torch_pad(pairs):
    """``(before, after)`` pairs (first dimension first) as a flat F.pad tuple (last dimension first)."""
    flat = []
    for before, after in reversed(pairs):
        flat += [before, after]
    return tuple(flat)


def same_pad(sizes, kernels, strides, dilations):
    """The F.pad tuple of 'same' for an input of spatial ``sizes`` (``strides``/``dilations`` may be ints)."""
    nd = len(sizes)
    return torch_pad(same_pairs(sizes, kernels, as_tuple(strides, nd), as_tuple(dilations, nd)))


def split_pairs(pairs):
    """``(padding, F.pad tuple or None)``: symmetric pads go to the torch op itself, asymmetric ones to F.pad."""
    if all(before == after for before, after in pairs):
        return tuple(before for before, _ in pairs), None
    return (0,) * len(pairs), torch_pad(pairs)


class WindowPads:
    """The pads of one windowed layer as ``(padding, F.pad tuple or None)`` (``split_pairs``): ``static`` where
    they do not depend on the input size (``pairs`` is then their pairs), else ``pads(sizes)``, remembered per
    size."""

    def __init__(self, mode, kernels, strides, dilations, pairs=None):
        self.pairs = mode_pairs(mode, kernels, strides, dilations, pairs)
        self.static = None if self.pairs is None else split_pairs(self.pairs)
        self._args = (kernels, strides, dilations)
        self._known = {}

    def __call__(self, sizes):
        split = self._known.get(sizes)
        if split is None:
            split = self._known[sizes] = split_pairs(same_pairs(sizes, *self._args))
        return split


def transposed_crops(mode, kernels, strides, dilations, pairs):
    """Per dim, what the matching forward conv pads, cropped from the full transposed output (MindSpore's output
    size: 'same' ``in * stride``, 'valid' ``in * stride + max(span - stride, 0)``, 'pad' as torch)."""
    crops = []
    for k, s, d, pair in zip(kernels, strides, dilations, pairs):
        extent = span(k, d)
        if mode == "same":
            before = max(extent - s, 0) // 2
            crops.append((before, extent - s - before))
        elif mode == "valid":
            crops.append((0, min(extent - s, 0)))
        else:
            crops.append(pair)
    return crops


def transpose_plan(pairs):
    """Arguments for ``F.conv_transposeNd`` given, per dim, what the forward conv pads: ``before`` is cropped from
    the start of the full transposed output and ``after`` from its end (negative ``after``: zeros appended).

    Returns ``(padding, output_padding, index)``; ``index`` crops the op's result where torch's symmetric
    padding cannot (None when nothing is left to crop).
    """
    padding, output_padding, crops = [], [], []
    for before, after in pairs:
        if after < 0:
            padding.append(0)
            output_padding.append(-after)
            crops.append((before, 0))
        else:
            common = min(before, after)
            padding.append(common)
            output_padding.append(0)
            crops.append((before - common, after - common))
    index = None
    if any(crop != (0, 0) for crop in crops):
        index = (slice(None), slice(None)) + tuple(slice(a, -b if b else None) for a, b in crops)
    return tuple(padding), tuple(output_padding), index
