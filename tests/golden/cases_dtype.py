"""Helpers shared by record_dtype.py (real MindSpore) and test_dtype.py (msbridge)."""


def describe(obj, type_class):
    """A JSON-friendly, implementation-neutral description of a conversion result (``type_class``: dtype.Type)."""
    if isinstance(obj, type_class):
        return "ms:" + repr(obj)
    if isinstance(obj, type):
        return f"py:{getattr(obj, '__module__', '?')}.{obj.__qualname__}"
    return "obj:" + repr(obj)
