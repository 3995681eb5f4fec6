"""mindspore.dataset.transforms.not_random and Plugin's argument checks (Plugin itself loads a MindData C++
library, which msbridge cannot: docs/compat/dataset.md). Recorded from MindSpore 2.10 by record_dataset_plugin.py
and replayed on msbridge by tests/test_dataset_plugin.py. Case code sees ``transforms`` and ``vision``."""
import importlib

from cases_dataset import as_json


def run(ms, code):
    names = {"transforms": importlib.import_module(ms.__name__ + ".dataset.transforms"),
             "vision": importlib.import_module(ms.__name__ + ".dataset.vision")}
    return eval(code, names)  # noqa: S307 - the code strings are the fixed tables below


VALUES = {
    "not_random": "(lambda f: [transforms.not_random(f) is f, f.random])(lambda x: x)",
    "not_random_keeps_result": "transforms.not_random(lambda x: x + 1)(2)",
    "not_random_method": "(lambda g: [transforms.not_random(g) is g, g.random, g(3)])(lambda x: x * 2)",
}

ERRORS = {
    "plugin_lib_path": "transforms.Plugin(1, 'f')",
    "plugin_func_name": "transforms.Plugin('x.so', 2)",
    "plugin_user_args": "transforms.Plugin('x.so', 'f', 3)",
    "plugin_func_name_none": "transforms.Plugin('x.so', None)",
}

SAME_MESSAGE = set(ERRORS)

__all__ = ["VALUES", "ERRORS", "SAME_MESSAGE", "run", "as_json"]
