"""mindspore.dataset image sources over standard layouts (VOC, COCO, CelebA, Manifest, ...) against goldens
recorded from MindSpore 2.10 (golden/cases_dataset_image.py)."""
import importlib.util
import sys

import pytest

import cases_dataset_image as cases
import goldens
import msbridge as ms
from cases_dataset import _TMP

G = goldens.load("dataset_image")


@pytest.fixture(autouse=True)
def _needs_optional_package(request):
    """The .mat cases need scipy (an optional dependency of SVHN, Caltech101, Flowers102 and SBD), the BMP cases
    Pillow (PhotoTour)."""
    name = getattr(getattr(request.node, "callspec", None), "params", {}).get("name")
    for needed, package in ((cases.NEEDS_SCIPY, "scipy"), (cases.NEEDS_PILLOW, "PIL")):
        if name in needed and importlib.util.find_spec(package) is None:
            pytest.skip(f"{package} is not installed")


test_value_matches_mindspore, test_error_matches_mindspore = goldens.table_tests(cases, G, ms,
                                                                                 scrub=(_TMP, "<tmp>"))


@pytest.mark.parametrize("make", ["ds.VOCDataset(voc_dir(), extra_metadata=True)",
                                  "ds.CocoDataset(coco_dir() + '/images', coco_dir() + '/det.json', "
                                  "extra_metadata=True)"])
def test_extra_metadata_is_named_unsupported(make):
    with pytest.raises(NotImplementedError, match="extra_metadata"):
        cases.run(ms, make)


def test_obs_mind_dataset_is_named_unsupported():
    with pytest.raises(NotImplementedError, match="OBSMindDataset.*OBS"):
        ms.dataset.OBSMindDataset(["a.mindrecord"], "https://obs.example.com", "ak", "sk", "/sync")


def test_a_mat_file_without_scipy_says_what_to_install(monkeypatch, tmp_path):
    from msbridge.dataset.engine._files import load_mat
    monkeypatch.setitem(sys.modules, "scipy.io", None)  # import scipy.io raises ImportError
    with pytest.raises(ImportError, match=r"x\.mat needs scipy: pip install scipy \(msbridge's 'matfiles' extra\)"):
        load_mat(str(tmp_path / "x.mat"))
