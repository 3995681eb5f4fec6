"""mindspore.mindrecord's MindPage, ImageNetToMR and encryption settings against goldens recorded from MindSpore
2.10 (golden/cases_mindrecord_tools.py), and the converters msbridge leaves out."""
import pytest

import cases_mindrecord_tools as cases
import goldens
import msbridge as ms

G = goldens.load("mindrecord_tools")

test_value_matches_mindspore, test_error_matches_mindspore = goldens.table_tests(cases, G, ms,
                                                                                 scrub=(cases._TMP, "<tmp>"))


@pytest.mark.parametrize("name, needs", [("Cifar10ToMR", "OpenCV"), ("Cifar100ToMR", "OpenCV"),
                                         ("MnistToMR", "OpenCV"), ("CsvToMR", "pandas"),
                                         ("TFRecordToMR", "TensorFlow")])
def test_library_bound_converters_are_named_unsupported(name, needs):
    with pytest.raises(NotImplementedError, match=f"{name} is not supported by msbridge.*{needs}"):
        getattr(ms.mindrecord, name)("source", "destination")


def test_an_encryption_key_is_named_unsupported():
    with pytest.raises(NotImplementedError, match="set_enc_key"):
        ms.mindrecord.set_enc_key("k" * 16)
