"""Runs MindSpore 2.10's docstring examples (docexamples.json.gz) on msbridge, compares what they print with
MindSpore's, writes the ids of the examples that give MindSpore's values to docexamples_passing.json (the set
tests/test_docexamples.py keeps passing) and the score per namespace into docs/compat.md.

    python tests/golden/run_docexamples.py            # prints the score, the differing examples and missing names
    python tests/golden/run_docexamples.py --write    # also rewrites docexamples_passing.json and docs/compat.md
"""
import collections
import json
import os
import sys

import docexamples

PASSING = os.path.join(docexamples.HERE, "docexamples_passing.json")
COMPAT = os.path.join(docexamples.ROOT, "docs", "compat.md")
BEGIN, END = "<!-- docexamples: begin -->", "<!-- docexamples: end -->"


def score_table(golden, kinds):
    """The per-namespace markdown table of ``kinds`` (docexamples.classify of each example)."""
    rows = collections.defaultdict(collections.Counter)
    for example, kind in zip(golden, kinds):
        rows[example["namespace"]][kind] += 1
        rows["all"][kind] += 1
    lines = ["| namespace | examples | MindSpore runs them | give MindSpore's values | stop at a missing name | "
             "other values | raise | values where msbridge has every name |", "|---|---|---|---|---|---|---|---|"]
    for namespace, c in sorted(rows.items(), key=lambda item: (item[0] == "all", item[0])):
        ran = sum(v for k, v in c.items() if k is not None)
        present = ran - c["missing"]
        share = f"{100 * c['pass'] / present:.1f}%" if present else "-"
        lines.append(f"| {'**all**' if namespace == 'all' else '`' + namespace + '`'} | {sum(c.values())} | {ran} | "
                     f"{c['pass']} | {c['missing']} | {c['differs']} | {c['error']} | {share} |")
    return lines


def main():
    golden = docexamples.load_golden()
    results = docexamples.run_on_msbridge(golden)
    kinds = [docexamples.classify(g, r) for g, r in zip(golden, results)]
    table = score_table(golden, kinds)
    print("\n".join(table))
    missing = collections.Counter(docexamples.missing_name(r) for r, k in zip(results, kinds) if k == "missing")
    print("missing names:", ", ".join(f"{n} ({c})" for n, c in missing.most_common(60)))
    for g, r, k in zip(golden, results, kinds):
        if k in ("differs", "error"):
            print(k, g["id"], r["error"] or "", docexamples.DOCUMENTED_DIFFERENCES.get(g["id"], ""))
    for name, reason in docexamples.not_compared().items():
        print("not compared", name, f"({reason})")
    if "--write" in sys.argv:
        with open(PASSING, "w") as f:
            json.dump(sorted(g["id"] for g, k in zip(golden, kinds) if k == "pass"), f, indent=0)
        with open(COMPAT) as f:
            text = f.read()
        head, rest = text.split(BEGIN) if BEGIN in text else (text.rstrip("\n") + "\n\n", END)
        block = "\n".join([BEGIN, *table, END])
        with open(COMPAT, "w") as f:
            f.write(head + block + rest.split(END, 1)[1])


if __name__ == "__main__":
    main()
