"""Which differentiable public callables of msbridge the gradient goldens cover (issue 16).

    PYTHONPATH=$PWD python tests/golden/grads_coverage.py            # print the numbers and the uncovered names
    PYTHONPATH=$PWD python tests/golden/grads_coverage.py --table    # print the AUTO table for cases_grads.py

Every public name of six front doors (``ops`` functions, ``ops.operations`` primitives, Tensor methods, ``mint``,
``mint.nn.functional``, ``nn`` layers) is probed on msbridge with a few call patterns (one or two (3, 4) float
inputs in (0.2, 0.9), an axis, a square matrix, an NCHW batch). A callable is *differentiable* when one pattern gives
a floating Tensor whose gradient w.r.t. the inputs is not all zero and the same on a second run (random ops are left
out). It is *covered* when a case of cases_grads.py calls it. In-place names (a trailing ``_``), random and
communication names, and layers with parameters (random initial weights) are not probed.
"""
import re
import signal
import sys

import numpy as np

import cases_grads as cases

FRONTS = ("ops", "primitive", "Tensor", "mint", "mint.nn.functional", "nn")
_SKIP = re.compile(r"_$|^_|rand|dropout|normal|uniform|bernoulli|multinomial|shuffle|poisson|gamma$|laplace|"
                   r"cauchy|exponential|all_|reduce_scatter|send|recv|barrier|gather_object|broadcast$|"
                   r"^init|rank|group|process|print|summary|dump|assign|depend|stop_gradient|hook|identity|"
                   r"^set_|^get_|^is_|^has|load|save|register|choice|sampler|^J$|jit|GradReducer|Sequential|"
                   r"CellList|CellDict|WithLoss|WithGrad|WithEval|TrainOneStep|ForwardValueAndGrad|RReLU", re.I)
_FUNCTION = [("{f}", "X"), ("{f}", "XY"), ("lambda x: {f}(x, 1)", "X"), ("lambda x: {f}(x, -1)", "X"),
             ("{f}", "S"), ("{f}", "B"), ("lambda x: {f}(x, 2)", "B")]
PATTERNS = {
    "ops": ("ops.{n}", _FUNCTION), "mint": ("ms.mint.{n}", _FUNCTION),
    "mint.nn.functional": ("ms.mint.nn.functional.{n}", _FUNCTION),
    "Tensor": ("{n}", [("lambda x: x.{f}()", "X"), ("lambda x, y: x.{f}(y)", "XY"), ("lambda x: x.{f}(1)", "X"),
                       ("lambda x: x.{f}(-1)", "X"), ("lambda x: x.{f}()", "S")]),
    "primitive": ("P.{n}()", [("lambda x: {f}(x)", "X"), ("lambda x, y: {f}(x, y)", "XY"), ("lambda x: {f}(x)", "S"),
                              ("lambda x: {f}(x)", "B")]),
    "nn": ("nn.{n}", [("lambda x: {f}()(x)", "X"), ("lambda x, y: {f}()(x, y)", "XY"), ("lambda x: {f}()(x)", "B"),
                      ("lambda x: {f}(2)(x)", "B"), ("lambda x: {f}(1)(x)", "X")]),
}
COVERED_BY = {  # how a case's code calls a name of each front
    "ops": r"\bops\.{n}\b", "primitive": r"\b(P|ops)\.{n}\(", "Tensor": r"\b[xyab]\.{n}\(",
    "mint": r"\bmint\.{n}\b", "mint.nn.functional": r"\bfunctional\.{n}\b", "nn": r"\bnn\.{n}\(",
}


def names(ms):
    """``{front: sorted public names}`` of msbridge ``ms``."""
    import inspect
    P = cases.namespace(ms)["P"]
    out = {
        "ops": [n for n in dir(ms.ops) if inspect.isfunction(getattr(ms.ops, n))],
        "primitive": [n for n in dir(P) if inspect.isclass(getattr(P, n)) and issubclass(getattr(P, n), ms.ops.Primitive)],
        "Tensor": [n for n in dir(ms.Tensor) if callable(getattr(ms.Tensor, n, None))],
        "mint": [n for n in dir(ms.mint) if inspect.isfunction(getattr(ms.mint, n))],
        "mint.nn.functional": [n for n in dir(ms.mint.nn.functional)
                               if inspect.isfunction(getattr(ms.mint.nn.functional, n))],
        "nn": [n for n in dir(ms.nn) if inspect.isclass(getattr(ms.nn, n)) and issubclass(getattr(ms.nn, n), ms.nn.Cell)],
    }
    return {front: sorted(n for n in ns if not _SKIP.search(n)) for front, ns in out.items()}


def _alarm(*_):
    raise TimeoutError


def _try(ms, code, kinds):
    """The output dtype-and-gradient check of one pattern: True when differentiable."""
    name = "__probe__"
    cases.CASES[name] = (code, cases.auto_inputs(kinds))
    try:
        signal.alarm(3)
        first = cases.evaluate(ms, name)
        second = cases.evaluate(ms, name)
    except Exception:  # noqa: BLE001 - a pattern that does not apply
        return False
    finally:
        signal.alarm(0)
        del cases.CASES[name]
    out, grads = first[1], first[3]
    if out.dtype.kind != "f" or not grads or not any(np.any(g != 0) for g in grads):
        return False
    same = np.array_equal(out, second[1], equal_nan=True) and all(
        np.array_equal(g, h, equal_nan=True) for g, h in zip(grads, second[3]))
    return same


def probe(ms, front, name):
    """``(code, kinds)`` of the first pattern that differentiates ``front``'s ``name``, or None."""
    prefix, patterns = PATTERNS[front]
    if front == "nn":
        try:
            cell = getattr(ms.nn, name)()
            if list(cell.get_parameters()):
                return None
        except Exception:  # noqa: BLE001 - needs arguments: tried below with one
            pass
    f = prefix.format(n=name)
    for template, kinds in patterns:
        code = template.format(f=f)
        if _try(ms, code, kinds):
            return code, kinds
        if _try(ms, f"lambda *a: ({code})(*a)[0]", kinds):
            return f"lambda *a: ({code})(*a)[0]", kinds
    return None


def covered(front, name):
    pattern = re.compile(COVERED_BY[front].format(n=re.escape(name)))
    return any(pattern.search(code) for code, _ in cases.CASES.values())


def main():
    import warnings
    warnings.filterwarnings("ignore")
    import msbridge as ms
    signal.signal(signal.SIGALRM, _alarm)
    found = {}
    for front, ns in names(ms).items():
        for n in ns:
            hit = probe(ms, front, n)
            if hit:
                found[(front, n)] = hit
    if sys.argv[1:2] == ["--table"]:
        for (front, n), (code, kinds) in sorted(found.items()):
            if not covered(front, n):
                print(f"    ({front!r}, {n!r}, {code!r}, {kinds!r}),")
        return
    total = len(found)
    done = [k for k in found if covered(*k)]
    print(f"differentiable callables: {total}, covered: {len(done)} ({len(done) / total:.1%})")
    for front in FRONTS:
        mine = [k for k in found if k[0] == front]
        print(f"  {front}: {sum(covered(*k) for k in mine)} of {len(mine)}")
    print("uncovered:", sorted(f"{f}.{n}" for f, n in found if not covered(f, n)))


if __name__ == "__main__":
    main()
