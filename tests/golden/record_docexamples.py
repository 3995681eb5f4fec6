"""Records MindSpore 2.10's own docstring examples (docexamples.py) and what they print on MindSpore into
docexamples.json.gz: per example its id, namespace, name, statements, printed output, error (the first exception,
or None) and whether a second run printed something else (random values).

    /tmp/msenv/bin/python tests/golden/record_docexamples.py

The statements are MindSpore's (Apache-2.0) example code, kept as test input so the test runs without MindSpore.
"""
import gzip
import json

import docexamples

if __name__ == "__main__":
    import mindspore

    examples = docexamples.extract(mindspore)
    for example, result in zip(examples, docexamples.run_all(examples, "mindspore")):
        example.update(result)
    with gzip.open(docexamples.GOLDEN, "wt") as f:
        json.dump(examples, f, separators=(",", ":"))
    print("examples", len(examples), "run", sum(e["error"] is None for e in examples))
