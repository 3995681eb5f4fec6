"""transforms.not_random and Plugin's argument checks against goldens recorded from MindSpore 2.10
(golden/cases_dataset_plugin.py); Plugin's construction, which MindSpore accepts, is msbridge's NotImplementedError."""
import cases_dataset_plugin as cases
import goldens
import pytest

import msbridge as ms
from msbridge.dataset import transforms

G = goldens.load("dataset_plugin")

test_value_matches_mindspore, test_error_matches_mindspore = goldens.table_tests(cases, G, ms)


def test_plugin_construction_is_not_implemented_naming_the_library():
    with pytest.raises(NotImplementedError, match="Plugin.*'PluginDecode'.*'pluginlib.so'"):
        transforms.Plugin("pluginlib.so", "PluginDecode")
