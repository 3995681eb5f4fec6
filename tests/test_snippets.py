"""API probes (tests/snippets/: hooks, custom initializers, layers, logging, export) run under ``python -m
msbridge`` print what MindSpore 2.10 printed: values, gradients and error lines."""
import pytest

import goldens

G = goldens.load("snippets")


@pytest.mark.parametrize("name", sorted(G.keys()))
def test_snippet_prints_what_mindspore_prints(name):
    goldens.assert_program_matches("snippets", name, G[name], atol=1e-5)
