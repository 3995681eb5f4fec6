"""Every public class and function of msbridge's namespaces (docs/gen_compat.py's NAMESPACES), and every method of
Tensor, documents itself: what it does (its own docstring, first), MindSpore 2.10's signature as
msbridge/_docstring_table.json records it, an ``Args`` entry with a description for each parameter (and each call
input of a primitive), and the differences docs/compat lists for it.

A public name the table lacks (or a table entry msbridge no longer has) fails with the command that regenerates the
table: run it with the MindSpore 2.10 venv after adding or removing public names.
"""
import os
import re
import sys

import pytest

import msbridge
from msbridge import _docstrings
from msbridge._arg_glossary import GLOSSARY, OVERRIDES

sys.path.insert(0, os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "docs"))

from gen_compat import NAMESPACES, _module  # noqa: E402
from gen_docstrings import _table_notes, _unsupported_notes, differences, routines, tensor_methods  # noqa: E402

REGENERATE = ("run `/tmp/msenv/bin/python docs/gen_docstrings.py` (the MindSpore 2.10 venv) and commit "
              "msbridge/_docstring_table.json")
TABLE = _docstrings.load()
SIGNATURES = TABLE["signatures"]
_SHOWN = re.compile(rf"^(?:{re.escape(_docstrings.SIGNATURE)}mindspore|{re.escape(_docstrings.ONLY)}msbridge)"
                    r"\.([\w.]+)(.*)$")
_ALSO = re.compile(r"^    also (?:mindspore|msbridge)\.([\w.]+)$")


def _public():
    """{key: object} of every public class and function of msbridge's namespaces, and of Tensor's methods."""
    found = {}
    for path in NAMESPACES:
        module = _module(msbridge, path)
        if module is not None:
            found.update({f"{path}.{name}" if path else name: obj for name, obj in routines(module)})
    found.update({f"Tensor.{name}": function for name, function in tensor_methods(msbridge.Tensor)})
    return found


PUBLIC = _public()


def _expected(entry):
    """What follows the name on its signature line."""
    if entry["origin"] == "enum":
        return ", an enumeration: " + ", ".join(entry["members"])
    if entry["origin"] == "native":
        return f"{_docstrings.NATIVE}{entry['sig'] or '(...)'}"
    return entry["sig"] or ""


def _shown(doc):
    """({name: the text after it on its signature line}, {section: {argument: description}}) read back from a
    docstring (sections ``Args:`` and ``Inputs, ...:``)."""
    signatures, sections, current, section = {}, {}, None, None
    for line in doc.splitlines():
        head, also = _SHOWN.match(line), _ALSO.match(line)
        if head:
            current = head.group(2)
            signatures[head.group(1)] = current
        elif also and current is not None:
            signatures[also.group(1)] = current
        else:
            current = None
        if not line.startswith("    "):
            section = line
        elif section == "Args:" or section.startswith(_docstrings.INPUTS):
            name, _, description = line.strip().partition(": ")
            sections.setdefault(section, {})[name] = description
    return signatures, sections


def test_every_public_name_has_a_table_entry():
    missing = sorted(set(PUBLIC) - set(SIGNATURES))
    assert not missing, f"{len(missing)} public names have no recorded signature ({', '.join(missing[:20])}): " \
                        + REGENERATE


def test_every_table_entry_is_a_public_name():
    stale = sorted(set(SIGNATURES) - set(PUBLIC))
    assert not stale, f"{len(stale)} recorded names are gone from msbridge ({', '.join(stale[:20])}): " + REGENERATE


@pytest.mark.parametrize("path", [p for p in NAMESPACES if _module(msbridge, p) is not None] + ["Tensor"])
def test_docstrings_show_signature_arguments_and_differences(path):
    failures = []
    for key, obj in PUBLIC.items():
        if key.rpartition(".")[0] != path or key not in SIGNATURES:
            continue
        entry, doc = SIGNATURES[key], obj.__doc__ or ""
        signatures, sections = _shown(doc)
        if signatures.get(key) != _expected(entry):
            failures.append(f"{key}: signature line {signatures.get(key)!r}, table {_expected(entry)!r}")
        if _SHOWN.match(doc.splitlines()[0] if doc else ""):
            failures.append(f"{key}: no description of what it does before the signature")
        inputs = f"{_docstrings.INPUTS}{key.rpartition('.')[2]}(...){entry.get('call')}:"
        for section, params in (("Args:", entry["params"]), (inputs, entry.get("inputs", ()))):
            for param in params:
                if sections.get(section, {}).get(param, "None") == "None":
                    failures.append(f"{key}: no description of {param!r} under {section!r} "
                                    "(describe it in msbridge/_arg_glossary.py)")
        if key in TABLE["differences"] and "Differences from MindSpore (" not in doc:
            failures.append(f"{key}: docs/compat lists a difference the docstring does not show")
    assert not failures, "\n".join(failures)


def test_the_glossary_has_no_unused_entries():
    params = {key: [p.lstrip("*") for p in entry["params"] + entry.get("inputs", [])]
              for key, entry in SIGNATURES.items()}
    uses = {f"{key.rpartition('.')[2]}.{p}" for key, names in params.items() for p in names}
    params = {p for names in params.values() for p in names}
    assert sorted(set(GLOSSARY) - params) == []
    assert sorted(set(OVERRIDES) - uses) == []


def test_a_difference_from_docs_compat_reaches_the_docstring():
    # docs/compat.md's table of MindSpore CPU bugs msbridge does not copy names ops.div; the note travels with the
    # function under every name it has
    doc = msbridge.ops.functional.divide.__doc__
    assert doc.startswith("``ops.div``: torch.div") and "also mindspore.ops.functional.divide" in doc
    assert "Differences from MindSpore (docs/compat.md):" in doc and "FloorDiv" in doc


def test_attaching_again_composes_from_the_own_docstring():
    before = msbridge.nn.Dense.__doc__
    _docstrings.attach()
    assert msbridge.nn.Dense.__doc__ == before and before.count("MindSpore: mindspore.nn.Dense(") == 1


def test_the_recorded_differences_are_docs_compats():
    assert differences(SIGNATURES) == TABLE["differences"], "docs/compat changed since the table was made: " + \
        REGENERATE


def test_differences_are_read_from_difference_rows_and_unsupported_arguments():
    page = ["## Where it differs", "", "| API | status | note |", "|---|---|---|",
            "| `ops.div(x, 2)` | golden | computes it |", "| `ModelCheckpoint`, `Model` | missing | elsewhere |", "",
            "## Names", "", "| name | status | note |", "|---|---|---|", "| `ops.add` | golden-tested | |",
            "| `ops.sub` | golden-tested, differs | rounding |", "",
            "- `nn.Adam(use_amsgrad=True)` raises NotImplementedError. `nn.SGD(x=1)` works;", "  more text."]
    assert list(_table_notes(page)) == [("`ops.div(x, 2)`", "golden; computes it"),
                                        ("`ops.sub`", "golden-tested, differs; rounding")]
    assert list(_unsupported_notes(page)) == [
        ("`nn.Adam`", "`nn.Adam(use_amsgrad=True)` raises NotImplementedError.")]
