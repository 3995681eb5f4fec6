"""Issue 17, the summary primitive classes ``ops.ScalarSummary``, ``ops.TensorSummary``, ``ops.ImageSummary`` and
``ops.HistogramSummary``: called in PyNative mode they keep ``(plugin, tag, value)`` for the next
``SummaryRecord.record``, which takes them with :func:`take_summaries` (as MindSpore 2.10 does, the values are
checked when recorded, not when the op is called)."""
from ..primitive import FunctionPrimitive

__all__ = ["ScalarSummary", "TensorSummary", "ImageSummary", "HistogramSummary"]

_pending = []  # (plugin, tag, value) of the summary ops called since the last SummaryRecord.record


def take_summaries():
    """The ``(plugin, tag, value)`` triples the summary ops kept since the last call, in call order; clears them."""
    taken = list(_pending)
    _pending.clear()
    return taken


def _summary(name, plugin):
    def fn(name, value):
        _pending.append((plugin, name, value))
    fn.__name__ = name
    return type(name, (FunctionPrimitive,), {
        "fn": staticmethod(fn), "__module__": __name__,
        "__doc__": f"``ops.{name}()(name, value)``: keep ``value`` under the tag ``name`` for the next "
                   f"``SummaryRecord.record`` (its '{plugin}' plugin); returns None."})


ScalarSummary = _summary("ScalarSummary", "scalar")
TensorSummary = _summary("TensorSummary", "tensor")
ImageSummary = _summary("ImageSummary", "image")
HistogramSummary = _summary("HistogramSummary", "histogram")
