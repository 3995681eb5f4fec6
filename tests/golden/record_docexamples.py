"""Records MindSpore 2.10's own docstring examples (docexamples.py) and what they print on MindSpore into
docexamples.json.gz: per example its id, namespace, name, statements, printed output, error (the first exception,
or None) and whether a second run printed something else (random values).

    /tmp/msenv/bin/python tests/golden/record_docexamples.py
    /tmp/msenv/bin/python tests/golden/record_docexamples.py --only ID [ID ...] [--timeout S]

``--only`` records the named examples again (in this process, each statement given ``--timeout`` seconds, 600 by
default) and keeps the others as recorded: for examples slower than the 30 s a statement gets in a full run, such as
``scipy.optimize.minimize``'s and ``line_search``'s on MindSpore's PyNative mode.
The statements are MindSpore's (Apache-2.0) example code, kept as test input so the test runs without MindSpore.
"""
import gzip
import json
import sys

import docexamples

def _rerecord(argv):
    """The recorded examples with those named in ``argv`` (``ID ... [--timeout S]``) recorded again."""
    timeout = int(argv[argv.index("--timeout") + 1]) if "--timeout" in argv else 600
    wanted = set(argv[:argv.index("--timeout")] if "--timeout" in argv else argv)
    docexamples.STATEMENT_TIMEOUT_S = timeout
    examples = docexamples.load_golden()
    unknown = wanted - {e["id"] for e in examples}
    if unknown:
        sys.exit(f"no recorded example {sorted(unknown)}")
    for example in examples:
        if example["id"] in wanted:
            example.update(docexamples.record_example(example["code"]))
            print(example["id"], example["error"] or example["out"].strip())
    return examples


if __name__ == "__main__":
    import mindspore

    if sys.argv[1:2] == ["--only"]:
        examples = _rerecord(sys.argv[2:])
    else:
        examples = docexamples.extract(mindspore)
        for example, result in zip(examples, docexamples.run_all(examples, "mindspore")):
            example.update(result)
    with gzip.open(docexamples.GOLDEN, "wt") as f:
        json.dump(examples, f, separators=(",", ":"))
    print("examples", len(examples), "run", sum(e["error"] is None for e in examples))
