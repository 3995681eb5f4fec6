"""mindspore.dataset image sources over standard on-disk layouts (VOC, COCO, CelebA, Manifest, EMNIST, QMNIST,
USPS, SVHN, STL-10, Semeion, Caltech, Flowers102, ...), recorded from MindSpore 2.10 by record_dataset_image.py and
replayed on msbridge by tests/test_dataset_image.py.

The helpers below write tiny synthetic copies of each layout (PNG images from ``png_bytes``, binary files with
numpy) under the temporary folder of cases_dataset.py. ``VALUES`` cases give a dataset (recorded through
``describe``: columns, size, shapes, types and every row) or a JSON-able result; ``ERRORS`` cases must raise.
"""
import json
import os

import numpy as np

from cases_dataset import _TMP, _pixels, as_json as _as_json, describe, png_bytes, write_idx
from cases_dataset import namespace as _namespace


def _folder(name):
    """A fresh folder ``name`` under the temporary directory, or None when it was already written."""
    path = os.path.join(_TMP, "image", name)
    if os.path.isdir(path):
        return None
    os.makedirs(path)
    return path


def _path(name):
    return os.path.join(_TMP, "image", name)


def _write(path, data):
    os.makedirs(os.path.dirname(path), exist_ok=True)
    mode = "w" if isinstance(data, str) else "wb"
    with open(path, mode) as f:
        f.write(data if isinstance(data, (str, bytes)) else data.tobytes())


def _png(seed, shape=(3, 4, 3)):
    return png_bytes(_pixels(shape, seed)).tobytes()


# --- VOC ----------------------------------------------------------------------------------------------------------
_VOC_OBJECTS = {"a": [("dog", 0, 0, (1, 2, 3, 3)), ("cat", 1, 0, (2, 1, 4, 3))], "b": [("cat", 0, 1, (1, 1, 3, 2))],
                "c": [("person", 0, 0, (1, 1, 2, 2))], "bad": [("cat", 0, 0, (0, 1, 2, 2))]}


def _voc_xml(objects):
    parts = ["<annotation><filename>x.jpg</filename><size><width>4</width><height>3</height><depth>3</depth></size>"]
    for name, difficult, truncated, (x0, y0, x1, y1) in objects:
        parts.append(f"<object><name>{name}</name><pose>Left</pose><truncated>{truncated}</truncated>"
                     f"<difficult>{difficult}</difficult><bndbox><xmin>{x0}</xmin><ymin>{y0}</ymin><xmax>{x1}</xmax>"
                     f"<ymax>{y1}</ymax></bndbox></object>")
    return "".join(parts) + "</annotation>"


def voc_dir(bad=False):
    """VOC: ImageSets/{Main,Segmentation}/<usage>.txt, JPEGImages/<id>.jpg, Annotations/<id>.xml and
    SegmentationClass/<id>.png (the images are PNG files: MindSpore decodes by content)."""
    root = _folder(f"voc_{bad}")
    if root:
        for i, name in enumerate(("a", "b", "c")):
            _write(os.path.join(root, "JPEGImages", name + ".jpg"), _png(i))
            _write(os.path.join(root, "SegmentationClass", name + ".png"), _png(10 + i))
            _write(os.path.join(root, "Annotations", name + ".xml"), _voc_xml(_VOC_OBJECTS["bad" if bad else name]))
        for task in ("Main", "Segmentation"):
            _write(os.path.join(root, "ImageSets", task, "train.txt"), "a\nc\nb\n")
            _write(os.path.join(root, "ImageSets", task, "val.txt"), "b\n")
    return _path(f"voc_{bad}")


# --- COCO ---------------------------------------------------------------------------------------------------------
def coco_dir():
    """COCO: images/<file_name> and one annotation file per task (detection with segmentation polygons,
    keypoints, panoptic, captions)."""
    root = _folder("coco")
    if root:
        for i in range(3):
            _write(os.path.join(root, "images", f"{i:03d}.jpg"), _png(20 + i))
        images = [{"id": 7, "file_name": "000.jpg", "height": 3, "width": 4},
                  {"id": 3, "file_name": "001.jpg", "height": 3, "width": 4},
                  {"id": 5, "file_name": "002.jpg", "height": 3, "width": 4}]
        categories = [{"id": 1, "name": "person", "supercategory": "p"}, {"id": 4, "name": "dog", "supercategory": "a"}]
        det = [{"id": 1, "image_id": 7, "bbox": [1, 2, 3.5, 4], "category_id": 4, "iscrowd": 0, "area": 9.5,
                "segmentation": [[1, 2, 3, 4, 5, 6]]},
               {"id": 2, "image_id": 7, "bbox": [0, 0, 1, 1], "category_id": 1, "iscrowd": 1, "area": 1.0,
                "segmentation": [[0, 0, 1, 1, 2, 2, 3, 3]]},
               {"id": 3, "image_id": 3, "bbox": [2, 1, 1, 2], "category_id": 1, "iscrowd": 0, "area": 2.0,
                "segmentation": [[1.5, 2.5, 3, 4], [7, 8, 9, 10, 11, 12]]},
               {"id": 4, "image_id": 5, "bbox": [0, 1, 2, 2], "category_id": 4, "iscrowd": 0, "area": 4.0,
                "segmentation": [[2, 2, 3, 3, 4, 4]]}]
        kp = [{"id": 1, "image_id": 7, "num_keypoints": 2, "keypoints": list(range(51)), "category_id": 1,
               "iscrowd": 0, "bbox": [0, 0, 1, 1]},
              {"id": 2, "image_id": 5, "num_keypoints": 1, "keypoints": [2 * k for k in range(51)], "category_id": 1,
               "iscrowd": 0, "bbox": [0, 0, 1, 1]},
              {"id": 3, "image_id": 3, "num_keypoints": 3, "keypoints": [1] * 51, "category_id": 1, "iscrowd": 0,
               "bbox": [0, 0, 1, 1]}]
        pan = [{"image_id": 7, "file_name": "000.png", "segments_info": [
                   {"id": 1, "category_id": 4, "iscrowd": 0, "bbox": [1, 2, 3, 4], "area": 12},
                   {"id": 2, "category_id": 1, "iscrowd": 1, "bbox": [0, 0, 2, 2], "area": 4}]},
               {"image_id": 3, "file_name": "001.png", "segments_info": [
                   {"id": 3, "category_id": 1, "iscrowd": 0, "bbox": [2, 2, 1, 1], "area": 1}]},
               {"image_id": 5, "file_name": "002.png", "segments_info": [
                   {"id": 4, "category_id": 4, "iscrowd": 0, "bbox": [0, 1, 2, 1], "area": 2}]}]
        cap = [{"id": 1, "image_id": 7, "caption": "a dog"}, {"id": 2, "image_id": 7, "caption": "two things"},
               {"id": 3, "image_id": 3, "caption": "one person"}, {"id": 4, "image_id": 5, "caption": "grass"}]
        stuff = [dict(a, iscrowd=0) for a in det[:3]] + [
            {"id": 4, "image_id": 5, "category_id": 4, "iscrowd": 1, "bbox": [0, 0, 1, 1], "area": 3,
             "segmentation": {"counts": [2, 3, 4, 3], "size": [3, 4]}}]
        pan_categories = [dict(c, isthing=1) for c in categories]
        for task, annotations, cats in (("det", det, categories), ("kp", kp, categories), ("pan", pan, pan_categories),
                                        ("cap", cap, categories), ("stuff", stuff, categories),
                                        ("sparse", det[:2], categories)):
            _write(os.path.join(root, f"{task}.json"),
                   json.dumps({"images": images, "annotations": annotations, "categories": cats}))
    return _path("coco")


# --- CelebA -------------------------------------------------------------------------------------------------------
_CELEBA_ATTRS = ["5_o_Clock_Shadow", "Arched_Eyebrows", "Attractive"]


def celeba_dir():
    """CelebA: list_attr_celeba.txt (count, attribute names, then one line of +-1 per image),
    list_eval_partition.txt (image, 0 train / 1 valid / 2 test) and the images beside them."""
    root = _folder("celeba")
    if root:
        names = ["000001.jpg", "000002.jpg", "000003.jpg", "000004.jpg"]
        for i, name in enumerate(names):
            _write(os.path.join(root, name), _png(30 + i))
        rows = [f"{n}  " + " ".join(("1" if (i + k) % 2 else "-1") for k in range(3)) for i, n in enumerate(names)]
        _write(os.path.join(root, "list_attr_celeba.txt"), f"{len(names)}\n" + " ".join(_CELEBA_ATTRS) + "\n"
               + "\n".join(rows) + "\n")
        _write(os.path.join(root, "list_eval_partition.txt"),
               "".join(f"{n} {p}\n" for n, p in zip(names, (0, 1, 2, 0))))
    return _path("celeba")


# --- Manifest -----------------------------------------------------------------------------------------------------
def manifest_file():
    """A manifest: one JSON object per line (source image, usage, class annotations)."""
    root = _folder("manifest")
    if root:
        lines = []
        for i, (usage, labels) in enumerate((("train", ["dog"]), ("train", ["cat", "dog"]), ("eval", ["cat"]),
                                             ("train", ["bird"]))):
            image = os.path.join(root, f"{i}.jpg")
            _write(image, _png(40 + i))
            lines.append(json.dumps({"source": image, "usage": usage, "annotation": [
                {"type": "modelarts/image_classification", "name": n} for n in labels]}))
        _write(os.path.join(root, "data.manifest"), "\n".join(lines) + "\n")
    return os.path.join(_path("manifest"), "data.manifest")


# --- the tables ---------------------------------------------------------------------------------------------------
def namespace(ms):
    names = _namespace(ms)
    ds = names["ds"]

    def seeded(make, seed=5):
        """``describe`` of the dataset ``make()`` builds under pipeline seed ``seed`` (the seed restored after)."""
        old = ds.config.get_seed()
        ds.config.set_seed(seed)
        try:
            return describe(make())
        finally:
            ds.config.set_seed(old)

    names.update({name: value for name, value in globals().items() if name.endswith(("_dir", "_file"))})
    names["seeded"] = seeded
    return names


def run(ms, code):
    return eval(code, namespace(ms))  # noqa: S307 - the code strings are the fixed tables below


def as_json(value):
    """A dataset as ``describe`` records it, anything else as JSON."""
    return _as_json(describe(value) if hasattr(value, "get_col_names") else value)


_COCO = "coco_dir() + '/images', coco_dir() + '/{}.json'"
VALUES = {
    # VOC
    "voc.segmentation": "ds.VOCDataset(voc_dir(), shuffle=False)",
    "voc.segmentation_decode": "ds.VOCDataset(voc_dir(), shuffle=False, decode=True)",
    "voc.detection": "ds.VOCDataset(voc_dir(), task='Detection', shuffle=False)",
    "voc.detection_decode": "ds.VOCDataset(voc_dir(), task='Detection', usage='val', decode=True, shuffle=False)",
    "voc.class_indexing": "ds.VOCDataset(voc_dir(), task='Detection', class_indexing={'cat': 5}, shuffle=False)",
    "voc.get_class_indexing": "[ds.VOCDataset(voc_dir(), task='Detection').get_class_indexing(), ds.VOCDataset("
                              "voc_dir(), task='Detection', usage='val').get_class_indexing(), ds.VOCDataset("
                              "voc_dir(), task='Detection', class_indexing={'cat': 5}).get_class_indexing()]",
    "voc.seeded_shard": "seeded(lambda: ds.VOCDataset(voc_dir(), task='Detection', num_shards=2, shard_id=0))",
    "voc.shard": "ds.VOCDataset(voc_dir(), task='Detection', num_shards=2, shard_id=1, shuffle=False)",
    "voc.num_samples": "ds.VOCDataset(voc_dir(), num_samples=2, shuffle=False)",
    # COCO
    "coco.detection": f"ds.CocoDataset({_COCO.format('det')}, shuffle=False)",
    "coco.detection_decode": f"ds.CocoDataset({_COCO.format('det')}, shuffle=False, decode=True)",
    "coco.unannotated_skipped": f"ds.CocoDataset({_COCO.format('sparse')}, shuffle=False)",
    "coco.stuff": f"ds.CocoDataset({_COCO.format('stuff')}, task='Stuff', shuffle=False)",
    "coco.keypoint": f"ds.CocoDataset({_COCO.format('kp')}, task='Keypoint', shuffle=False)",
    "coco.panoptic": f"ds.CocoDataset({_COCO.format('pan')}, task='Panoptic', shuffle=False)",
    "coco.captioning": f"ds.CocoDataset({_COCO.format('cap')}, task='Captioning', shuffle=False)",
    "coco.class_indexing": f"[ds.CocoDataset({_COCO.format('det')}).get_class_indexing(), "
                           f"ds.CocoDataset({_COCO.format('pan')}, task='Panoptic').get_class_indexing()]",
    "coco.seeded_shard": f"seeded(lambda: ds.CocoDataset({_COCO.format('det')}, num_shards=2, shard_id=1))",
    "coco.sampler": f"ds.CocoDataset({_COCO.format('det')}, sampler=ds.SequentialSampler(1, 2))",
    # CelebA
    "celeba.all": "ds.CelebADataset(celeba_dir(), shuffle=False)",
    "celeba.train": "ds.CelebADataset(celeba_dir(), usage='train', shuffle=False)",
    "celeba.valid_decode": "ds.CelebADataset(celeba_dir(), usage='valid', decode=True, shuffle=False)",
    "celeba.test": "ds.CelebADataset(celeba_dir(), usage='test', shuffle=False)",
    "celeba.extensions": "ds.CelebADataset(celeba_dir(), extensions=['.jpg'], shuffle=False)",
    "celeba.class_indexing": "ds.CelebADataset(celeba_dir()).get_class_indexing()",
    "celeba.seeded_shard": "seeded(lambda: ds.CelebADataset(celeba_dir(), num_shards=1, shard_id=0), 11)",
    # Manifest
    "manifest.train": "ds.ManifestDataset(manifest_file(), shuffle=False)",
    "manifest.eval_decode": "ds.ManifestDataset(manifest_file(), usage='eval', decode=True, shuffle=False)",
    "manifest.class_indexing": "ds.ManifestDataset(manifest_file(), class_indexing={'dog': 3, 'cat': 1}, "
                               "shuffle=False)",
    "manifest.classes": "[ds.ManifestDataset(manifest_file()).get_class_indexing(), ds.ManifestDataset("
                        "manifest_file()).num_classes(), ds.ManifestDataset(manifest_file(), usage='eval')"
                        ".get_class_indexing()]",
    "manifest.seeded_shard": "seeded(lambda: ds.ManifestDataset(manifest_file(), num_shards=2, shard_id=0), 2)",
}

ERRORS = {
    "voc.bad_box": "describe(ds.VOCDataset(voc_dir(True), task='Detection', usage='val'))",
    "voc.task": "ds.VOCDataset(voc_dir(), task='Det')",
    "voc.usage_file": "ds.VOCDataset(voc_dir(), usage='nope')",
    "voc.segmentation_class_indexing": "ds.VOCDataset(voc_dir(), class_indexing={'a': 1})",
    "voc.segmentation_get_class_indexing": "ds.VOCDataset(voc_dir()).get_class_indexing()",
    "voc.decode_type": "ds.VOCDataset(voc_dir(), decode=1)",
    "voc.missing_dir": "ds.VOCDataset(missing_dir())",
    "coco.task": f"ds.CocoDataset({_COCO.format('det')}, task='X')",
    "coco.missing_file": f"ds.CocoDataset({_COCO.format('nope')})",
    "coco.missing_dir": f"ds.CocoDataset(missing_dir(), coco_dir() + '/det.json')",
    "coco.stuff_needs_counts": f"describe(ds.CocoDataset({_COCO.format('det')}, task='Stuff'))",
    "coco.keypoint_class_indexing": f"ds.CocoDataset({_COCO.format('kp')}, task='Keypoint').get_class_indexing()",
    "celeba.usage": "ds.CelebADataset(celeba_dir(), usage='x')",
    "celeba.no_match": "describe(ds.CelebADataset(celeba_dir(), extensions=['.png']))",
    "celeba.missing_dir": "ds.CelebADataset(missing_dir())",
    "manifest.usage": "ds.ManifestDataset(manifest_file(), usage='x').get_dataset_size()",
    "manifest.missing_file": "ds.ManifestDataset(missing_dir())",
    "manifest.class_indexing_type": "ds.ManifestDataset(manifest_file(), class_indexing=[1])",
}
SAME_MESSAGE = {"voc.task", "voc.usage_file", "voc.segmentation_class_indexing", "voc.segmentation_get_class_indexing",
                "voc.missing_dir", "coco.task", "coco.missing_file", "coco.missing_dir", "coco.keypoint_class_indexing",
                "celeba.usage", "celeba.missing_dir", "manifest.usage", "manifest.missing_file"}
