"""nn.Unfold / ops.ExtractImagePatches: what MindSpore 2.10's CPU build can run (construction, argument errors; it
has no CPU kernel for the patches themselves). Recorded by record_unfold.py, replayed by tests/test_unfold.py, whose
values come from MindSpore's own GPU test of the op. Case code sees ``nn`` and ``ops``."""
import importlib

from cases_dataset import as_json


def run(ms, code):
    names = {"nn": importlib.import_module(ms.__name__ + ".nn"), "ops": importlib.import_module(ms.__name__ + ".ops")}
    return eval(code, names)  # noqa: S307 - the code strings are the fixed tables below


VALUES = {
    "unfold_repr": "repr(nn.Unfold([1, 2, 2, 1], [1, 1, 1, 1], [1, 1, 1, 1]))",
    "unfold_same_lowercase": "type(nn.Unfold((1, 3, 2, 1), (1, 2, 2, 1), (1, 1, 1, 1), 'same')).__name__",
}

ERRORS = {
    "unfold_short_ksizes": "nn.Unfold([1, 2, 2], [1, 1, 1, 1], [1, 1, 1, 1])",
    "unfold_first_not_one": "nn.Unfold([2, 2, 2, 1], [1, 1, 1, 1], [1, 1, 1, 1])",
    "unfold_zero_ksize": "nn.Unfold((1, 0, 2, 1), [1, 1, 1, 1], [1, 1, 1, 1])",
    "unfold_int_ksizes": "nn.Unfold(3, [1, 1, 1, 1], [1, 1, 1, 1])",
    "unfold_bad_strides": "nn.Unfold([1, 2, 2, 1], [1, 1, 1], [1, 1, 1, 1])",
    "unfold_zero_rate": "nn.Unfold([1, 2, 2, 1], [1, 1, 1, 1], [1, 1, 0, 1])",
    "unfold_float_stride": "nn.Unfold([1, 2, 2, 1], [1, 1.5, 1, 1], [1, 1, 1, 1])",
}

SAME_MESSAGE = set(ERRORS)

__all__ = ["VALUES", "ERRORS", "SAME_MESSAGE", "run", "as_json"]
