"""MindSpore 2.10's own docstring examples (the ``>>>`` blocks) run on MindSpore and on msbridge.

An example is the ``>>>`` statements of one public name's docstring (ops functions and primitive classes, Tensor
methods, mint, mint.nn.functional, mint.linalg, mint.special, nn, numpy, numpy.fft, scipy.linalg, scipy.fft,
scipy.optimize). Each statement runs as the interactive interpreter runs it (an expression statement shows its
value), its printed output collected; the first exception ends the example. Examples run in worker processes
(``--worker``) so a crash or hang costs one example: the driver restarts the worker after it.

record_docexamples.py extracts and runs them on MindSpore (docexamples.json.gz); ``run_on_msbridge`` runs the same
statements with ``import mindspore`` resolving to msbridge (``msbridge.install_as_mindspore``) and ``same_output``
compares what both printed, numbers with a float tolerance.
"""
import contextlib
import gzip
import importlib
import inspect
import io
import json
import math
import os
import re
import signal
import subprocess
import sys
import tempfile
import time

import numpy

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
GOLDEN = os.path.join(HERE, "docexamples.json.gz")
NAMESPACES = ("ops", "mint", "mint.nn.functional", "mint.linalg", "mint.special", "nn", "numpy", "numpy.fft",
              "scipy.linalg", "scipy.fft", "scipy.optimize")
STATEMENT_TIMEOUT_S = 30
RTOL, ATOL = 1e-3, 1e-5  # float16 outputs differ by one ulp (4e-4), MindSpore's LogSoftmax by 2e-4
# What MindSpore's documentation pages import before their examples (some docstrings leave it out).
PRELUDE = "import numpy as np\nimport mindspore\nimport mindspore as ms\nfrom mindspore import Tensor, Parameter, nn, ops"


def _statements(doc):
    """The ``>>>`` statements of a docstring, each with its ``...`` continuation lines."""
    statements = []
    for line in doc.splitlines():
        stripped = line.strip()
        if stripped.startswith(">>>"):
            statements.append(stripped[4:] if stripped.startswith(">>> ") else stripped[3:])
        elif stripped.startswith("...") and statements:
            statements[-1] += "\n" + (stripped[4:] if stripped.startswith("... ") else stripped[3:])
    return [s for s in statements if s.strip() and not s.strip().startswith("#")]


def extract(root):
    """[{"id", "namespace", "name", "code": [statements]}] for every public name of NAMESPACES and Tensor whose
    docstring has ``>>>`` statements; one example per docstring (the first name that shows it)."""
    seen, examples = set(), []

    def add(namespace, name, obj):
        doc = inspect.getdoc(obj) or ""
        code = _statements(doc)
        if code and doc not in seen:
            seen.add(doc)
            examples.append({"id": f"{namespace}.{name}", "namespace": namespace, "name": name, "code": code})

    for namespace in NAMESPACES:
        module = importlib.import_module(f"{root.__name__}.{namespace}")
        names = getattr(module, "__all__", None) or dir(module)
        for name in sorted(n for n in set(names) if isinstance(n, str) and n.isidentifier() and n[0] != "_"):
            obj = getattr(module, name, None)
            if callable(obj) and not inspect.ismodule(obj):
                add(namespace, name, obj)
    for name in sorted(n for n in dir(root.Tensor) if not n.startswith("_")):
        add("Tensor", name, getattr(root.Tensor, name, None))
    return examples


class _Timeout(Exception):
    pass


def _alarm(signum, frame):
    raise _Timeout(f"statement ran past {STATEMENT_TIMEOUT_S} s")


def _reset(mindspore):
    """Undo what an example may set for the next one: the execution mode."""
    with contextlib.suppress(Exception):
        mindspore.set_context(mode=mindspore.PYNATIVE_MODE)


def run_example(code):
    """{"out": printed text, "error": None or "ExceptionType: message"} of one example's statements."""
    import mindspore
    buffer = io.StringIO()
    scope = {"__name__": "__main__"}
    exec(PRELUDE, scope)  # noqa: S102
    error = None
    signal.signal(signal.SIGALRM, _alarm)
    with contextlib.redirect_stdout(buffer):
        for statement in code:
            signal.alarm(STATEMENT_TIMEOUT_S)
            try:
                exec(compile(statement + "\n", "<example>", "single"), scope)  # noqa: S102 (the example's own code)
            except BaseException as e:  # noqa: BLE001 (an example's failure is its result)
                error = f"{type(e).__name__}: {str(e).strip().splitlines()[0] if str(e).strip() else ''}"[:300]
                break
            finally:
                signal.alarm(0)
    _reset(mindspore)
    return {"out": buffer.getvalue(), "error": error}


def _worker(mode, examples_path, start, results_path):
    """Run examples[start:] (as one JSON per line to results_path); mode "msbridge" makes mindspore msbridge."""
    if mode == "msbridge":
        sys.path.insert(0, ROOT)
        import msbridge
        msbridge.install_as_mindspore()
    with open(examples_path) as f:
        examples = json.load(f)
    with open(results_path, "a") as out:
        for example in examples[start:]:
            out.write(json.dumps(record_example(example["code"]) if mode == "mindspore" else
                                 run_example(example["code"])) + "\n")
            out.flush()


def record_example(code):
    """``run_example`` on MindSpore, with "random": whether a second run printed something else."""
    result = run_example(code)
    if result["error"] is None:
        result["random"] = run_example(code)["out"] != result["out"]
    return result


def run_all(examples, mode, python=sys.executable, stall_s=120):
    """The result of each example (in order), run in ``python`` worker processes; a worker that dies or stalls
    for ``stall_s`` makes its current example {"error": "crash" / "stall"} and a new worker goes on after it."""
    env = dict(os.environ, ONEDNN_MAX_CPU_ISA="AVX2", GLOG_v="3", PYTHONWARNINGS="ignore")
    with tempfile.TemporaryDirectory() as tmp:
        examples_path, results_path = os.path.join(tmp, "examples.json"), os.path.join(tmp, "results.jsonl")
        with open(examples_path, "w") as f:
            json.dump(examples, f)
        open(results_path, "w").close()
        done = 0
        while done < len(examples):
            proc = subprocess.Popen([python, os.path.abspath(__file__), "--worker", mode, examples_path, str(done),
                                     results_path], env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
                                    cwd=tmp)  # files the examples write (net.mindir, kernel caches) go there
            last, last_change = done, time.time()
            while proc.poll() is None:
                time.sleep(0.2)
                with open(results_path) as f:
                    count = sum(1 for _ in f)
                if count != last:
                    last, last_change = count, time.time()
                elif time.time() - last_change > stall_s:
                    proc.kill()
                    proc.wait()
            with open(results_path) as f:
                count = sum(1 for _ in f)
            if count < len(examples):  # the worker died (or was killed) in example ``count``
                with open(results_path, "a") as f:
                    f.write(json.dumps({"out": "", "error": "crash" if proc.returncode != -9 else "stall"}) + "\n")
                count += 1
            done = count
        with open(results_path) as f:
            return [json.loads(line) for line in f]


_NUMBER = re.compile(r"[-+]?(?:\d+\.\d*|\.\d+|\d+)(?:[eE][-+]?\d+)?j?|[-+]?\b(?:nan|inf)\b", re.I)


def _numbers(text):
    return [m.group(0) for m in _NUMBER.finditer(text)]


def _close(a, b):
    if a == b:
        return True
    try:
        x, y = complex(a.lower().replace("inf", "infj" if a.endswith("j") else "inf")), complex(b.lower())
    except ValueError:
        return False
    if any(math.isnan(v) for v in (x.real, x.imag, y.real, y.imag)):
        return all(math.isnan(u) == math.isnan(v) for u, v in ((x.real, y.real), (x.imag, y.imag)))
    return abs(x - y) <= ATOL + RTOL * abs(y) or x == y


def same_output(expected, actual):
    """Whether ``actual`` prints ``expected``'s values: the same text around the numbers (whitespace aside) and
    each number within RTOL / ATOL."""
    skeleton = lambda text: re.sub(r"\s+", "", _NUMBER.sub("#", text))  # noqa: E731
    if skeleton(expected) != skeleton(actual):
        return False
    a, b = _numbers(actual), _numbers(expected)
    return len(a) == len(b) and all(_close(x, y) for x, y in zip(a, b))


_MISSING = re.compile(r"^(AttributeError: (module|type object) '(mindspore|msbridge)[\w.]*' has no attribute|"
                      r"ImportError: cannot import name|ModuleNotFoundError: No module named '(mindspore|msbridge))")
_MISSING_METHOD = re.compile(r"^AttributeError: ('(Tensor|Parameter)' object|type object 'Tensor') has no attribute")


# an example drawing random numbers (MindSpore's seeded stream is not torch's), though two MindSpore runs agreed
_RANDOM = re.compile(r"rand|seed|shuffle|multinomial|bernoulli|normal|uniform|dropout|gamma|poisson|choice")


# examples whose printed values MindSpore leaves unspecified, so that a second run agreeing proves nothing
UNSPECIFIED = {
    "Tensor.new_empty": "prints memory it never wrote",
    "ops.svd": "the singular vectors' signs are the kernel's choice: MindSpore's CPU kernel and LAPACK (torch, numpy) "
               "pick different ones",
}
# examples whose own numpy arithmetic gives other values under numpy 2 (NEP 50) than under the numpy 1.x that
# MindSpore 2.10 ran them on: compared only under numpy 1.x
NUMPY1_ARITHMETIC = {
    "ops.nextafter": "np.finfo(np.float32).eps + 1 is float64 under numpy 1.x, float32 under numpy 2",
}
# examples that differ by a difference docs/compat.md lists (MindSpore's result not copied); still "differs"
DOCUMENTED_DIFFERENCES = {
    "ops.aminmax": "NaN propagates (MindSpore's CPU kernel: a NaN wins only as a slice's first element)",
    "numpy.fft.ihfftn": "MindSpore's numpy.fft.ihfftn runs ops.hfftn (docs/compat/numpy.md)",
}


def not_compared():
    """{id: reason} of the examples MindSpore runs that classify leaves out under this numpy."""
    return {**UNSPECIFIED, **(NUMPY1_ARITHMETIC if int(numpy.__version__.split(".")[0]) >= 2 else {})}


def as_mindspore(text):
    """msbridge's printed output with its package name read as ``mindspore``, the name the example imports it by
    (``<class 'msbridge.common.tensor.Tensor'>`` is the class ``mindspore.common.tensor.Tensor`` names there)."""
    return re.sub(r"\bmsbridge(?=\.)", "mindspore", text)


def classify(golden, result):
    """"pass", "missing" (stops at a name msbridge lacks), "differs" (runs, other values), "error" (raises where
    MindSpore did not); None for an example MindSpore itself does not run, that prints random values or values
    MindSpore leaves unspecified (UNSPECIFIED), or whose own numpy arithmetic depends on numpy 1.x
    (NUMPY1_ARITHMETIC) when numpy is 2.x."""
    if golden["error"] is not None or golden.get("random") or _RANDOM.search("\n".join(golden["code"]).lower()):
        return None
    if golden["id"] in not_compared():
        return None
    if result["error"] is None:
        return "pass" if same_output(golden["out"], as_mindspore(result["out"])) else "differs"
    if _MISSING.match(result["error"]) or _MISSING_METHOD.match(result["error"]):
        return "missing"
    return "error"


def missing_name(result):
    """The name an example stopped at (from the AttributeError / ImportError), or None."""
    found = re.search(r"has no attribute '(\w+)'|cannot import name '(\w+)'|No module named '([\w.]+)'",
                      result["error"] or "")
    return next(g for g in found.groups() if g) if found else None


def load_golden():
    with gzip.open(GOLDEN, "rt") as f:
        return json.load(f)


def run_on_msbridge(examples):
    return run_all([{"code": e["code"]} for e in examples], "msbridge")


if __name__ == "__main__" and sys.argv[1:2] == ["--worker"]:
    _worker(sys.argv[2], sys.argv[3], int(sys.argv[4]), sys.argv[5])
