"""mindspore.dataset.debug hooks and mindspore.dataset.utils.LineReader, recorded from MindSpore 2.10 by
record_dataset_utils.py and replayed on msbridge by tests/test_dataset_utils.py.

Case code sees ``ds``, ``debug``, ``utils``, ``np``, ``printed(fn)`` ([what ``fn()`` prints, its result]),
``lines()`` (a LineReader over a small file with mixed line endings) and ``text_file``.
"""
import contextlib
import importlib
import io

import numpy as np

from cases_dataset import as_json as _as_json
from cases_dataset import text_file


def namespace(ms):
    ds = importlib.import_module(ms.__name__ + ".dataset")
    debug = importlib.import_module(ms.__name__ + ".dataset.debug")
    utils = importlib.import_module(ms.__name__ + ".dataset.utils")

    def printed(fn):
        out = io.StringIO()
        with contextlib.redirect_stdout(out):
            result = fn()
        return [out.getvalue(), result]

    def named(hook, name, first):
        hook.set_previous_op_name(name)
        hook.set_is_first(first)
        return hook

    def lines():
        return utils.LineReader(text_file("lines.txt", "first\nsecond\r\nthird\rfourth"))

    class Custom(debug.DebugHook):
        def compute(self, *args):
            print("columns", len(args[0]))

    return {"ds": ds, "debug": debug, "utils": utils, "np": np, "printed": printed, "named": named, "lines": lines,
            "text_file": text_file, "Custom": Custom}


def run(ms, code):
    return eval(code, namespace(ms))  # noqa: S307 - the code strings are the fixed tables below


def as_json(value):
    return _as_json(value)


_COLUMNS = "np.arange(6, dtype=np.int32).reshape(2, 3), np.array([1.5, -2.0], np.float32), np.array('text')"
VALUES = {
    "meta.plain": f"printed(lambda: debug.PrintMetaDataHook()({_COLUMNS}))",
    "meta.sized": "printed(lambda: debug.PrintMetaDataHook()([1, 2, 3], 'abcd', 7))",
    "meta.output_of": f"printed(lambda: named(debug.PrintMetaDataHook(), 'Resize', False)({_COLUMNS}))",
    "data.plain": f"printed(lambda: debug.PrintDataHook()({_COLUMNS}))",
    "data.input_of": "printed(lambda: named(debug.PrintDataHook(), 'Decode', True)(np.array([3, 4], np.uint8)))",
    "hook.custom": "printed(lambda: Custom('Op')(np.zeros(2), np.ones(3)))",
    "hook.attributes": "(lambda h: [h.prev_op_name, h.is_first_op])(debug.PrintDataHook())",
    "lines.all": "(lambda r: [r.len(), len(r), [r.readline(i) for i in range(1, 4)], r[2]])(lines())",
    "lines.reread": "(lambda r: [r.readline(3), r.close(), r.readline(1), r.readline(2)])(lines())",
    "lines.empty": "utils.LineReader(text_file('empty.txt', '')).len()",
    "lines.blank_lines": "(lambda r: [r.len(), r[1], r[2], r[3]])(utils.LineReader(text_file('blank.txt', "
                         "'\\n\\nx\\n')))",
}
ERRORS = {
    "hook.abstract": "debug.DebugHook()",
    "lines.zero": "lines().readline(0)",
    "lines.past_end": "lines().readline(4)",
    "lines.type": "lines().readline('1')",
    "lines.negative": "lines().readline(-1)",
    "lines.missing": "utils.LineReader('/nonexistent/file.txt')",
    "lines.folder": "utils.LineReader('/tmp')",
    "lines.filename_type": "utils.LineReader(3)",
}
SAME_MESSAGE = {"lines.zero", "lines.past_end", "lines.missing", "lines.folder", "lines.type", "lines.negative",
                "lines.filename_type"}
