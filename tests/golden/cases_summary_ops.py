"""Issue 17, the summary primitives (ops.ScalarSummary, TensorSummary, ImageSummary, HistogramSummary) against
MindSpore 2.10: in PyNative mode each call keeps its value for the next SummaryRecord.record, after the values of
add_value, and a bad value fails at that record. The event files are compared as cases_train_extras compares
SummaryRecord's own (``_summary``: records with the wall time zeroed)."""
import numpy as np

from cases_train_extras import _summary


def run(ms, case):
    return case(ms)


def _fill_ops(ms):
    def fill(record):
        t, ops = ms.Tensor, ms.ops
        record.record(1)
        ops.ScalarSummary()("loss", t(1.5))
        ops.TensorSummary()("w", t(np.arange(6, dtype=np.float32).reshape(2, 3)))
        ops.HistogramSummary()("h", t(np.linspace(-1, 2, 23).astype(np.float32)))
        ops.ImageSummary()("img", t(np.linspace(0, 1, 2 * 3 * 4 * 4, dtype=np.float32).reshape(2, 3, 4, 4)))
        record.record(2)
        record.record(3)
        ops.ScalarSummary()("a", t(1.5))
        record.add_value("scalar", "a", t(2.5))
        record.add_value("scalar", "b", t(0.5))
        record.record(4)
    return fill


def _bad_scalar(ms):
    def fill(record):
        ms.ops.ScalarSummary()("s", ms.Tensor([1.5, 2.]))
        record.record(1)
    return fill


VALUES = {
    "ops.values": lambda ms: _summary(ms, _fill_ops(ms)),
    "ops.returns": lambda ms: [ms.ops.ScalarSummary()("x", ms.Tensor(1.)), repr(ms.ops.ScalarSummary()).split("<")[0],
                               _summary(ms, lambda r: r.record(1))],
}
ERRORS = {"ops.bad_scalar": lambda ms: _summary(ms, _bad_scalar(ms))}
