"""mindspore.dataset image sources over standard on-disk layouts (VOC, COCO, CelebA, Manifest, EMNIST, QMNIST,
USPS, SVHN, STL-10, Semeion, Caltech, Flowers102, ...), recorded from MindSpore 2.10 by record_dataset_image.py and
replayed on msbridge by tests/test_dataset_image.py.

The helpers below write tiny synthetic copies of each layout (PNG images from ``png_bytes``, binary files with
numpy) under the temporary folder of cases_dataset.py. ``VALUES`` cases give a dataset (recorded through
``describe``: columns, size, shapes, types and every row) or a JSON-able result; ``ERRORS`` cases must raise.
"""
import hashlib
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
    names["describe"] = describe
    return names


def run(ms, code):
    return eval(code, namespace(ms))  # noqa: S307 - the code strings are the fixed tables below


def _digest(value):
    """``value`` with each uint8 array of more than 64 items as its SHA-256 (keeps the goldens small)."""
    if isinstance(value, list):
        return [_digest(v) for v in value]
    if isinstance(value, dict):
        if "array" in value and value["array"][0] == "uint8" and np.prod(value["array"][1]) > 64:
            dtype, shape, items = value["array"]
            return {"array": [dtype, shape, hashlib.sha256(np.asarray(items, np.uint8).tobytes()).hexdigest()]}
        return {k: _digest(v) for k, v in value.items()}
    return value


def as_json(value):
    """A dataset as ``describe`` records it (large uint8 arrays as digests), anything else as JSON."""
    return _digest(_as_json(describe(value) if hasattr(value, "get_col_names") else value))


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


# --- MNIST-like and other binary files ------------------------------------------------------------------------------
def emnist_dir():
    """EMNIST: emnist-<name>-<train|test>-<images-idx3|labels-idx1>-ubyte for the 'letters' and 'digits' splits."""
    root = _folder("emnist")
    if root:
        for k, name in enumerate(("letters", "digits")):
            for part, n in (("train", 3), ("test", 2)):
                seed = 10 * k + n
                write_idx(os.path.join(root, f"emnist-{name}-{part}-images-idx3-ubyte"), _pixels((n, 28, 28), seed))
                write_idx(os.path.join(root, f"emnist-{name}-{part}-labels-idx1-ubyte"),
                          (np.arange(n) + seed).astype(np.uint8))
    return _path("emnist")


def _write_idx_int(path, array):
    """An idx file of big-endian int32 ``array`` (QMNIST's labels-idx2-int: magic 0x0C02)."""
    import struct
    with open(path, "wb") as f:
        f.write(struct.pack(">HBB", 0, 0x0C, array.ndim))
        f.write(struct.pack(">" + "I" * array.ndim, *array.shape))
        f.write(array.astype(">i4").tobytes())


def qmnist_dir():
    """QMNIST: qmnist-<train|test>-images-idx3-ubyte with labels-idx2-int (8 int32 per image), xnist-* for 'nist'."""
    root = _folder("qmnist")
    if root:
        for prefix, n, seed in (("qmnist-train", 3, 1), ("qmnist-test", 2, 2), ("xnist", 2, 3)):
            write_idx(os.path.join(root, f"{prefix}-images-idx3-ubyte"), _pixels((n, 28, 28), seed))
            _write_idx_int(os.path.join(root, f"{prefix}-labels-idx2-int"),
                           np.arange(n * 8).reshape(n, 8) * 3 + seed)
    return _path("qmnist")


def usps_dir():
    """USPS: libsvm text files usps (train) and usps.t (test): a 1-based label, then index:value for 256 pixels
    in [-1, 1]."""
    root = _folder("usps")
    if root:
        for name, n, seed in (("usps", 3, 1), ("usps.t", 2, 2)):
            values = np.random.RandomState(seed).uniform(-1, 1, (n, 256))
            lines = [f"{(i + seed) % 10 + 1} " + " ".join(f"{j + 1}:{v:.6f}" for j, v in enumerate(row))
                     for i, row in enumerate(values)]
            _write(os.path.join(root, name), " \n".join(lines) + " \n")
    return _path("usps")


def svhn_dir():
    """SVHN: <usage>_32x32.mat files (MATLAB v5: X (32, 32, 3, n) uint8, y (n, 1) with 10 for the digit 0)."""
    root = _folder("svhn")
    if root:
        from scipy.io import savemat
        for usage, n, seed in (("train", 3, 1), ("test", 2, 2), ("extra", 2, 3)):
            savemat(os.path.join(root, f"{usage}_32x32.mat"),
                    {"X": _pixels((32, 32, 3, n), seed), "y": ((np.arange(n) + 8 + seed) % 10 + 1).reshape(n, 1)})
    return _path("svhn")


def stl10_dir():
    """STL-10: <part>_X.bin (n images of 3x96x96 bytes, column-major) and <part>_y.bin (labels 1..10)."""
    root = _folder("stl10")
    if root:
        for part, n, seed in (("train", 2, 1), ("test", 2, 2), ("unlabeled", 1, 3)):
            _pixels((n, 3, 96, 96), seed).tofile(os.path.join(root, f"{part}_X.bin"))
            if part != "unlabeled":
                (np.arange(n, dtype=np.uint8) + seed).tofile(os.path.join(root, f"{part}_y.bin"))
    return _path("stl10")


def semeion_dir():
    """Semeion: semeion.data, one line per image: 256 pixels as 0/1 floats, then a one-hot digit."""
    root = _folder("semeion")
    if root:
        bits = np.random.RandomState(4).randint(0, 2, (3, 256))
        lines = [" ".join(f"{b}.0000" for b in row) + " " + " ".join("1" if d == (3 * i + 2) % 10 else "0"
                                                                     for d in range(10))
                 for i, row in enumerate(bits)]
        _write(os.path.join(root, "semeion.data"), "\n".join(lines) + "\n")
    return _path("semeion")


VALUES.update({
    "emnist.letters_all": "ds.EMnistDataset(emnist_dir(), 'letters', shuffle=False)",
    "emnist.digits_test": "ds.EMnistDataset(emnist_dir(), 'digits', usage='test', shuffle=False)",
    "emnist.train_shard": "seeded(lambda: ds.EMnistDataset(emnist_dir(), 'letters', 'train', num_shards=2, "
                          "shard_id=0))",
    "qmnist.all": "ds.QMnistDataset(qmnist_dir(), shuffle=False)",
    "qmnist.test_full": "ds.QMnistDataset(qmnist_dir(), 'test', compat=False, shuffle=False)",
    "qmnist.nist": "ds.QMnistDataset(qmnist_dir(), 'nist', shuffle=False)",
    "qmnist.train_sampler": "ds.QMnistDataset(qmnist_dir(), 'train', sampler=ds.SubsetSampler([2, 0]))",
    "usps.train": "ds.USPSDataset(usps_dir(), 'train', shuffle=False)",
    "usps.all_one_worker": "ds.USPSDataset(usps_dir(), shuffle=False, num_parallel_workers=1)",
    "usps.all_two_workers": "ds.USPSDataset(usps_dir(), shuffle=False, num_parallel_workers=2)",
    "usps.all_default_workers": "ds.USPSDataset(usps_dir(), shuffle=False)",
    "usps.test_num_samples": "ds.USPSDataset(usps_dir(), 'test', num_samples=1, shuffle=False)",
    "svhn.all": "ds.SVHNDataset(svhn_dir(), shuffle=False)",
    "svhn.test": "ds.SVHNDataset(svhn_dir(), 'test', shuffle=False)",
    "stl10.all": "ds.STL10Dataset(stl10_dir(), shuffle=False)",
    "stl10.train_unlabeled": "ds.STL10Dataset(stl10_dir(), 'train+unlabeled', shuffle=False)",
    "stl10.test_shard": "seeded(lambda: ds.STL10Dataset(stl10_dir(), 'test', num_shards=2, shard_id=1))",
    "semeion.all": "ds.SemeionDataset(semeion_dir(), shuffle=False)",
    "semeion.shard": "ds.SemeionDataset(semeion_dir(), num_shards=2, shard_id=1, shuffle=False)",
})
ERRORS.update({
    "emnist.name": "ds.EMnistDataset(emnist_dir(), 'x')",
    "emnist.no_files": "describe(ds.EMnistDataset(emnist_dir(), 'mnist'))",
    "emnist.usage": "ds.EMnistDataset(emnist_dir(), 'letters', 'valid')",
    "qmnist.usage": "ds.QMnistDataset(qmnist_dir(), 'x')",
    "qmnist.test10k_short": "describe(ds.QMnistDataset(qmnist_dir(), 'test10k'))",
    "qmnist.compat_type": "ds.QMnistDataset(qmnist_dir(), compat=1)",
    "usps.usage": "ds.USPSDataset(usps_dir(), 'x')",
    "usps.missing_dir": "ds.USPSDataset(missing_dir())",
    "svhn.usage": "ds.SVHNDataset(svhn_dir(), 'x')",
    "stl10.usage": "ds.STL10Dataset(stl10_dir(), 'x')",
    "semeion.missing_dir": "ds.SemeionDataset(missing_dir())",
})
SAME_MESSAGE |= {"emnist.name", "emnist.usage", "qmnist.usage", "usps.usage", "usps.missing_dir", "svhn.usage",
                 "stl10.usage", "semeion.missing_dir"}


# --- folders of images ----------------------------------------------------------------------------------------------
def _images(root, names, seed=0):
    """PNG images (distinct pixels) at the relative paths ``names`` under ``root``."""
    for i, name in enumerate(names):
        _write(os.path.join(root, name), _png(seed + i))


def caltech101_dir():
    """Caltech101: 101_ObjectCategories/<class>/image_<nnnn>.jpg and Annotations/<class>/annotation_<nnnn>.mat
    (obj_contour); Faces is annotated as Faces_2, BACKGROUND_Google is skipped."""
    root = _folder("caltech101")
    if root:
        from scipy.io import savemat
        _images(root, ["101_ObjectCategories/ant/image_0001.jpg", "101_ObjectCategories/ant/image_0002.jpg",
                       "101_ObjectCategories/Faces/image_0001.jpg",
                       "101_ObjectCategories/BACKGROUND_Google/image_0001.jpg"], 50)
        for k, (folder, n) in enumerate((("ant", 2), ("Faces_2", 1))):
            for i in range(1, n + 1):
                os.makedirs(os.path.join(root, "Annotations", folder), exist_ok=True)
                savemat(os.path.join(root, "Annotations", folder, f"annotation_{i:04d}.mat"),
                        {"obj_contour": np.arange(6, dtype=np.float64).reshape(2, 3) + 10 * k + i})
    return _path("caltech101")


def caltech256_dir():
    """Caltech256: <nnn>.<class>/<nnn>_<nnnn>.jpg."""
    root = _folder("caltech256")
    if root:
        _images(root, ["001.ak47/001_0001.jpg", "001.ak47/001_0002.jpg", "002.flag/002_0001.jpg",
                       "010.zebra/010_0001.jpg", "002.flag/notes.txt"], 60)
    return _path("caltech256")


def food101_dir():
    """Food101: images/<class>/<id>.jpg with meta/train.txt and meta/test.txt listing <class>/<id>."""
    root = _folder("food101")
    if root:
        _images(root, ["images/pie/1.jpg", "images/pie/2.jpg", "images/cake/3.jpg", "images/cake/4.jpg"], 70)
        _write(os.path.join(root, "meta", "train.txt"), "pie/2\ncake/3\npie/1\n")
        _write(os.path.join(root, "meta", "test.txt"), "cake/4\n")
    return _path("food101")


def rendered_sst2_dir():
    """RenderedSST2: <train|valid|test>/<negative|positive>/<n>.png."""
    root = _folder("rendered_sst2")
    if root:
        _images(root, ["train/positive/0002.png", "train/positive/0001.png", "train/negative/0001.png",
                       "valid/negative/0001.png", "test/positive/0001.png"], 80)
    return _path("rendered_sst2")


def omniglot_dir():
    """Omniglot: images_background and images_evaluation, each <alphabet>/<character>/<n>.png."""
    root = _folder("omniglot")
    if root:
        _images(root, ["images_background/Latin/character01/01.png", "images_background/Latin/character02/01.png",
                       "images_background/Greek/character01/01.png", "images_background/Latin/character01/02.png",
                       "images_evaluation/Bengali/character01/01.png"], 90)
    return _path("omniglot")


def sbu_dir():
    """SBU: SBU_captioned_photo_dataset_urls.txt and _captions.txt (one line per photo) and sbu_images/<name>
    named m_<the URL's last two parts joined by _> (photos not there are skipped)."""
    root = _folder("sbu")
    if root:
        names = ["m_1_a.jpg", "m_2_b.jpg", "m_3_c.jpg"]
        _images(root, [f"sbu_images/{n}" for n in names[:2]] + ["sbu_images/m_4_d.jpg"], 100)
        _write(os.path.join(root, "SBU_captioned_photo_dataset_urls.txt"),
               "".join(f"http://static.flickr.com/{n[2]}/{n[4:]}\n" for n in names))
        _write(os.path.join(root, "SBU_captioned_photo_dataset_captions.txt"), "a red car\nsky \nno photo\n")
    return _path("sbu")


def sun397_dir():
    """SUN397: ClassName.txt listing /<letter>/<class>[/<sub>] and the images under those folders."""
    root = _folder("sun397")
    if root:
        _images(root, ["a/abbey/sun_b.jpg", "a/abbey/sun_a.jpg", "b/balcony/interior/sun_c.jpg",
                       "b/badlands/sun_d.jpg"], 110)
        _write(os.path.join(root, "ClassName.txt"), "/a/abbey\n/b/badlands\n/b/balcony/interior\n")
    return _path("sun397")


def flowers102_dir():
    """Flowers102: jpg/image_<nnnnn>.jpg, segmim/segmim_<nnnnn>.jpg, imagelabels.mat (labels 1..102) and
    setid.mat (trnid, valid, tstid: 1-based image numbers)."""
    root = _folder("flowers102")
    if root:
        from scipy.io import savemat
        _images(root, [f"jpg/image_{i:05d}.jpg" for i in range(1, 5)], 120)
        _images(root, [f"segmim/segmim_{i:05d}.jpg" for i in range(1, 5)], 130)
        savemat(os.path.join(root, "imagelabels.mat"), {"labels": np.array([[3, 1, 102, 2]])})
        savemat(os.path.join(root, "setid.mat"), {"trnid": np.array([[2, 1]]), "valid": np.array([[4]]),
                                                  "tstid": np.array([[3]])})
    return _path("flowers102")


def places365_dir():
    """Places365: categories_places365.txt, places365_train_standard.txt / places365_val.txt (image, label) and the
    images under data_256_standard / val_256 (small) or data_large_standard / val_large."""
    root = _folder("places365")
    if root:
        for size in ("256", "large"):
            _images(root, [f"data_{size}_standard/a/airfield/00000001.jpg", f"data_{size}_standard/b/bar/00000002.jpg",
                           f"val_{size}/Places365_val_00000001.jpg"], 140 if size == "256" else 150)
        _write(os.path.join(root, "categories_places365.txt"), "/a/airfield 0\n/b/bar 1\n")
        _write(os.path.join(root, "places365_train_standard.txt"),
               "/b/bar/00000002.jpg 1\n/a/airfield/00000001.jpg 0\n")
        _write(os.path.join(root, "places365_val.txt"), "Places365_val_00000001.jpg 1\n")
    return _path("places365")


def div2k_dir():
    """DIV2K: DIV2K_<train|valid>_HR/<nnnn>.png with the low-resolution images DIV2K_<usage>_LR_bicubic/X<s>/
    <nnnn>x<s>.png and DIV2K_<usage>_LR_<mild|difficult|wild>/<nnnn>x4<m|d|w>.png."""
    root = _folder("div2k")
    if root:
        for usage, ids in (("train", ("0001", "0002")), ("valid", ("0801",))):
            _images(root, [f"DIV2K_{usage}_HR/{i}.png" for i in ids], 160, )
            _images(root, [f"DIV2K_{usage}_LR_bicubic/X2/{i}x2.png" for i in ids], 170)
            _images(root, [f"DIV2K_{usage}_LR_mild/{i}x4m.png" for i in ids], 180)
    return _path("div2k")


VALUES.update({
    "caltech101.category": "ds.Caltech101Dataset(caltech101_dir(), shuffle=False)",
    "caltech101.all": "ds.Caltech101Dataset(caltech101_dir(), 'all', shuffle=False)",
    "caltech101.annotation_decode": "ds.Caltech101Dataset(caltech101_dir(), 'annotation', decode=True, shuffle=False)",
    "caltech256.all": "ds.Caltech256Dataset(caltech256_dir(), shuffle=False)",
    "caltech256.decode_shard": "seeded(lambda: ds.Caltech256Dataset(caltech256_dir(), decode=True, num_shards=2, "
                               "shard_id=1))",
    "food101.all": "ds.Food101Dataset(food101_dir(), shuffle=False)",
    "food101.test_decode": "ds.Food101Dataset(food101_dir(), 'test', decode=True, shuffle=False)",
    "rendered_sst2.all": "ds.RenderedSST2Dataset(rendered_sst2_dir(), shuffle=False)",
    "rendered_sst2.train": "ds.RenderedSST2Dataset(rendered_sst2_dir(), 'train', shuffle=False)",
    "rendered_sst2.val": "ds.RenderedSST2Dataset(rendered_sst2_dir(), 'val', shuffle=False)",
    "omniglot.background": "ds.OmniglotDataset(omniglot_dir(), shuffle=False)",
    "omniglot.evaluation_decode": "ds.OmniglotDataset(omniglot_dir(), False, decode=True, shuffle=False)",
    "sun397.all": "ds.SUN397Dataset(sun397_dir(), shuffle=False)",
    "sun397.shard": "seeded(lambda: ds.SUN397Dataset(sun397_dir(), num_shards=2, shard_id=0))",
    "flowers102.all": "ds.Flowers102Dataset(flowers102_dir(), shuffle=False)",
    "flowers102.segmentation": "ds.Flowers102Dataset(flowers102_dir(), 'Segmentation', 'train', shuffle=False)",
    "flowers102.valid_decode": "ds.Flowers102Dataset(flowers102_dir(), usage='valid', decode=True, shuffle=False)",
    "places365.default": "ds.Places365Dataset(places365_dir(), shuffle=False)",
    "places365.val": "ds.Places365Dataset(places365_dir(), 'val', shuffle=False)",
    "places365.large_decode": "ds.Places365Dataset(places365_dir(), small=False, decode=True, shuffle=False)",
    "div2k.train": "ds.DIV2KDataset(div2k_dir(), shuffle=False)",
    "div2k.all": "ds.DIV2KDataset(div2k_dir(), 'all', shuffle=False)",
    "div2k.mild_decode": "ds.DIV2KDataset(div2k_dir(), 'valid', 'mild', 4, decode=True, shuffle=False)",
    "sbu.all": "ds.SBUDataset(sbu_dir(), shuffle=False)",
    "sbu.decode": "ds.SBUDataset(sbu_dir(), decode=True, shuffle=False)",
})
ERRORS.update({
    "caltech101.target_type": "ds.Caltech101Dataset(caltech101_dir(), 'x')",
    "caltech101.missing_dir": "ds.Caltech101Dataset(missing_dir())",
    "caltech256.missing_dir": "ds.Caltech256Dataset(missing_dir())",
    "food101.usage": "ds.Food101Dataset(food101_dir(), 'valid')",
    "rendered_sst2.usage": "ds.RenderedSST2Dataset(rendered_sst2_dir(), 'x')",
    "omniglot.background_type": "ds.OmniglotDataset(omniglot_dir(), 1)",
    "flowers102.task": "ds.Flowers102Dataset(flowers102_dir(), 'x')",
    "flowers102.usage": "ds.Flowers102Dataset(flowers102_dir(), usage='x')",
    "places365.usage": "ds.Places365Dataset(places365_dir(), 'x')",
    "places365.missing_listing": "describe(ds.Places365Dataset(places365_dir(), 'train-challenge'))",
    "div2k.usage": "ds.DIV2KDataset(div2k_dir(), 'x')",
    "div2k.downgrade": "ds.DIV2KDataset(div2k_dir(), downgrade='x')",
    "div2k.scale": "ds.DIV2KDataset(div2k_dir(), scale=5)",
    "div2k.mild_scale": "ds.DIV2KDataset(div2k_dir(), downgrade='mild', scale=2)",
    "div2k.scale8_wild": "ds.DIV2KDataset(div2k_dir(), downgrade='wild', scale=8)",
    "div2k.missing_lr": "describe(ds.DIV2KDataset(div2k_dir(), scale=3))",
    "sbu.no_photos": "describe(ds.SBUDataset(food101_dir()))",
    "sbu.missing_dir": "ds.SBUDataset(missing_dir())",
})
SAME_MESSAGE |= {"caltech101.missing_dir", "caltech101.target_type", "omniglot.background_type", "flowers102.task",
                 "flowers102.usage", "sbu.missing_dir", "caltech256.missing_dir", "food101.usage",
                 "rendered_sst2.usage",
                 "places365.usage", "div2k.usage", "div2k.downgrade", "div2k.scale", "div2k.mild_scale",
                 "div2k.scale8_wild"}

# cases whose files are MATLAB .mat files (written and read with scipy.io)
NEEDS_SCIPY = {name for name in list(VALUES) + list(ERRORS) if name.split(".")[0] in ("svhn", "caltech101",
                                                                                      "flowers102")}


# --- annotated folders ----------------------------------------------------------------------------------------------
def flickr_dir():
    """Flickr8k: images/<name>.jpg and a token file of '<name>#<k>\\t<caption>' lines."""
    root = _folder("flickr")
    if root:
        _images(root, ["images/b.jpg", "images/a.jpg"], 190)
        lines = [f"b.jpg#{k}\tcaption b{k} ." for k in range(5)] + [f"a.jpg#{k}\tcaption a{k}" for k in range(5)]
        _write(os.path.join(root, "token.txt"), "\n".join(lines) + "\n")
    return _path("flickr")


def widerface_dir():
    """WIDER FACE: WIDER_<train|val|test>/images/<event>/<name>.jpg with wider_face_split/wider_face_<usage>_bbx_gt.txt
    (name, face count, then per face x y w h blur expression illumination invalid occlusion pose) and
    wider_face_test_filelist.txt."""
    root = _folder("widerface")
    if root:
        _images(root, ["WIDER_train/images/0--Parade/a.jpg", "WIDER_train/images/1--Hand/b.jpg",
                       "WIDER_val/images/0--Parade/c.jpg", "WIDER_test/images/0--Parade/d.jpg"], 200)
        _write(os.path.join(root, "wider_face_split", "wider_face_train_bbx_gt.txt"),
               "1--Hand/b.jpg\n2\n1 2 3 4 0 1 0 0 1 2 \n5 6 7 8 2 0 1 0 0 1 \n"
               "0--Parade/a.jpg\n0\n0 0 0 0 0 0 0 0 0 0 \n")
        _write(os.path.join(root, "wider_face_split", "wider_face_val_bbx_gt.txt"),
               "0--Parade/c.jpg\n1\n9 8 7 6 1 1 1 1 1 1 \n")
        _write(os.path.join(root, "wider_face_split", "wider_face_test_filelist.txt"), "0--Parade/d.jpg\n")
        os.makedirs(os.path.join(root, "WIDER_val", "images", "1--Hand"))  # MindSpore lists train's event folders
    return _path("widerface")


def kitti_dir():
    """KITTI: data_object_image_2/<training|testing>/image_2/<nnnnnn>.png and
    data_object_label_2/training/label_2/<nnnnnn>.txt (type truncated occluded alpha bbox dimensions location
    rotation_y per object)."""
    root = _folder("kitti")
    if root:
        _images(root, [f"data_object_image_2/training/image_2/00000{i}.png" for i in range(2)]
                + ["data_object_image_2/testing/image_2/000000.png"], 210)
        _write(os.path.join(root, "data_object_label_2", "training", "label_2", "000000.txt"),
               "Car 0.00 0 -1.58 587.01 173.33 614.12 200.12 1.65 1.67 3.64 -0.65 1.71 46.70 -1.59\n"
               "Pedestrian 0.50 2 0.21 1.5 2.5 30.25 40.0 1.8 0.6 0.9 2.1 1.6 8.4 0.01\n")
        _write(os.path.join(root, "data_object_label_2", "training", "label_2", "000001.txt"),
               "DontCare -1 -1 -10 503.89 169.71 590.61 190.13 -1 -1 -1 -1000 -1000 -1000 -10\n")
    return _path("kitti")


def cityscapes_dir():
    """Cityscapes: leftImg8bit/<split>/<city>/<x>_leftImg8bit.png with gtFine (and gtCoarse)/<split>/<city>/
    <x>_gtFine_<instanceIds|labelIds|color>.png and _polygons.json."""
    root = _folder("cityscapes")
    if root:
        k = 0
        for split, city, names in (("train", "bonn", ("bonn_000001_000019", "bonn_000000_000019")),
                                   ("train", "aachen", ("aachen_000000_000019",)), ("val", "lindau", ("lindau_1",))):
            for name in names:
                _images(root, [f"leftImg8bit/{split}/{city}/{name}_leftImg8bit.png"], 220 + k)
                for mode in ("Fine", "Coarse"):
                    for i, kind in enumerate(("instanceIds", "labelIds", "color")):
                        _write(os.path.join(root, f"gt{mode}", split, city, f"{name}_gt{mode}_{kind}.png"),
                               _png(230 + 3 * k + i, (2, 3, 1) if kind != "color" else (2, 3, 4)))
                    _write(os.path.join(root, f"gt{mode}", split, city, f"{name}_gt{mode}_polygons.json"),
                           json.dumps({"imgHeight": 2, "imgWidth": 3, "objects": [{"label": "road", "polygon":
                                                                                   [[0, 0], [1, k]]}]}))
                k += 1
    return _path("cityscapes")


_FLICKR = "flickr_dir() + '/images', flickr_dir() + '/token.txt'"
VALUES.update({
    "flickr.all": f"ds.FlickrDataset({_FLICKR}, shuffle=False)",
    "flickr.decode": f"ds.FlickrDataset({_FLICKR}, decode=True, shuffle=False)",
    "widerface.all": "ds.WIDERFaceDataset(widerface_dir(), shuffle=False)",
    "widerface.train": "ds.WIDERFaceDataset(widerface_dir(), 'train', shuffle=False)",
    "widerface.valid_decode": "ds.WIDERFaceDataset(widerface_dir(), 'valid', decode=True, shuffle=False)",
    "widerface.test": "ds.WIDERFaceDataset(widerface_dir(), 'test', shuffle=False)",
    "kitti.train": "ds.KITTIDataset(kitti_dir(), shuffle=False)",
    "kitti.test_decode": "ds.KITTIDataset(kitti_dir(), 'test', decode=True, shuffle=False)",
    "cityscapes.instance": "ds.CityscapesDataset(cityscapes_dir(), shuffle=False)",
    "cityscapes.semantic_val": "ds.CityscapesDataset(cityscapes_dir(), 'val', task='semantic', shuffle=False)",
    "cityscapes.polygon": "ds.CityscapesDataset(cityscapes_dir(), task='polygon', shuffle=False)",
    "cityscapes.coarse_color_decode": "ds.CityscapesDataset(cityscapes_dir(), quality_mode='coarse', task='color', "
                                      "decode=True, shuffle=False)",
    "cityscapes.shard": "seeded(lambda: ds.CityscapesDataset(cityscapes_dir(), num_shards=2, shard_id=0))",
})
ERRORS.update({
    "flickr.missing_file": "ds.FlickrDataset(flickr_dir(), flickr_dir() + '/nope.txt')",
    "widerface.usage": "ds.WIDERFaceDataset(widerface_dir(), 'x')",
    "kitti.usage": "ds.KITTIDataset(kitti_dir(), 'x')",
    "cityscapes.usage": "ds.CityscapesDataset(cityscapes_dir(), 'x')",
    "cityscapes.task": "ds.CityscapesDataset(cityscapes_dir(), task='x')",
    "cityscapes.quality_mode": "ds.CityscapesDataset(cityscapes_dir(), quality_mode='x')",
    "cityscapes.coarse_usage": "ds.CityscapesDataset(cityscapes_dir(), 'test', quality_mode='coarse')",
    "cityscapes.missing_split": "describe(ds.CityscapesDataset(cityscapes_dir(), 'all'))",
})
SAME_MESSAGE |= {"flickr.missing_file", "widerface.usage", "kitti.usage", "cityscapes.usage", "cityscapes.task",
                 "cityscapes.quality_mode", "cityscapes.coarse_usage"}


def sbd_dir():
    """SBD: img/<id>.jpg, cls/<id>.mat (struct GTcls: Boundaries, 20 sparse HxW matrices; Segmentation, HxW uint8)
    and train.txt / val.txt listing the ids."""
    root = _folder("sbd")
    if root:
        from scipy.io import savemat
        from scipy.sparse import csc_matrix
        for k, name in enumerate(("s1", "s2", "s3")):
            _write(os.path.join(root, "img", name + ".jpg"), _png(240 + k))
            cls = np.zeros((1, 1), dtype=[("Boundaries", "O"), ("Segmentation", "O"), ("CategoriesPresent", "O")])
            boundaries = np.empty((20, 1), dtype=object)
            for c in range(20):
                boundaries[c, 0] = csc_matrix((_pixels((3, 4), 10 * k + c) > 200).astype(np.uint8))
            cls[0, 0]["Boundaries"] = boundaries
            cls[0, 0]["Segmentation"] = (_pixels((3, 4), 50 + k) % 21).astype(np.uint8)
            cls[0, 0]["CategoriesPresent"] = np.array([[1]], np.uint8)
            os.makedirs(os.path.join(root, "cls"), exist_ok=True)
            savemat(os.path.join(root, "cls", name + ".mat"), {"GTcls": cls})
        _write(os.path.join(root, "train.txt"), "s2\ns1\n")
        _write(os.path.join(root, "val.txt"), "s3\n")
    return _path("sbd")


VALUES.update({
    "sbd.boundaries": "ds.SBDataset(sbd_dir(), shuffle=False)",
    "sbd.segmentation_decode": "ds.SBDataset(sbd_dir(), 'Segmentation', 'train', decode=True, shuffle=False)",
    "sbd.val_shard": "seeded(lambda: ds.SBDataset(sbd_dir(), usage='all', num_shards=2, shard_id=1))",
})
ERRORS.update({
    "sbd.usage": "ds.SBDataset(sbd_dir(), usage='x')",
    "sbd.task": "ds.SBDataset(sbd_dir(), task='x')",
    "sbd.missing_list": "ds.SBDataset(sbd_dir(), usage='train_noval')",
})
SAME_MESSAGE |= {"sbd.usage", "sbd.task"}
NEEDS_SCIPY |= {"sbd.boundaries", "sbd.segmentation_decode", "sbd.val_shard", "sbd.usage", "sbd.task",
                "sbd.missing_list"}


def lfw_dir():
    """LFW: lfw_funneled/<name>/<name>_<nnnn>.jpg (and lfw, lfw-deepfunneled), lfw-names.txt (name, image count),
    peopleDevTrain.txt / peopleDevTest.txt (count, then name and image count), people.txt (fold count, then each
    fold's count and names), pairsDevTrain.txt / pairsDevTest.txt (count, then matched 'name i j' and mismatched
    'name1 i name2 j' lines) and pairs.txt (folds and pairs per fold, then the folds)."""
    root = _folder("lfw")
    if root:
        people = {"Ann_Lee": 2, "Bob_Ray": 1, "Cy_Z": 3}
        for s, image_set in enumerate(("lfw", "lfw_funneled", "lfw-deepfunneled")):
            _images(root, [f"{image_set}/{n}/{n}_{i:04d}.jpg" for n, c in people.items() for i in range(1, c + 1)],
                    250 + 10 * s)
        _write(os.path.join(root, "lfw-names.txt"), "".join(f"{n}\t{c}\n" for n, c in people.items()))
        _write(os.path.join(root, "peopleDevTrain.txt"), "2\nCy_Z\t3\nAnn_Lee\t2\n")
        _write(os.path.join(root, "peopleDevTest.txt"), "1\nBob_Ray\t1\n")
        _write(os.path.join(root, "people.txt"), "2\n1\nBob_Ray\t1\n2\nAnn_Lee\t2\nCy_Z\t1\n")
        _write(os.path.join(root, "pairsDevTrain.txt"), "1\nCy_Z\t1\t3\nAnn_Lee\t2\tBob_Ray\t1\n")
        _write(os.path.join(root, "pairsDevTest.txt"), "1\nAnn_Lee\t1\t2\nCy_Z\t2\tAnn_Lee\t1\n")
        _write(os.path.join(root, "pairs.txt"), "2\t1\nCy_Z\t1\t2\nBob_Ray\t1\tCy_Z\t3\nAnn_Lee\t1\t2\n"
                                                "Ann_Lee\t2\tCy_Z\t1\n")
    return _path("lfw")


VALUES.update({
    "lfw.people_all": "ds.LFWDataset(lfw_dir(), shuffle=False)",
    "lfw.people_train": "ds.LFWDataset(lfw_dir(), usage='train', shuffle=False)",
    "lfw.people_10fold_original": "ds.LFWDataset(lfw_dir(), usage='10fold', image_set='original', shuffle=False)",
    "lfw.pairs_all": "ds.LFWDataset(lfw_dir(), task='pairs', shuffle=False)",
    "lfw.pairs_10fold": "ds.LFWDataset(lfw_dir(), task='pairs', usage='10fold', shuffle=False)",
    "lfw.pairs_test_deep_decode": "ds.LFWDataset(lfw_dir(), 'pairs', 'test', 'deepfunneled', decode=True, "
                                  "shuffle=False)",
})
ERRORS.update({
    "lfw.task": "ds.LFWDataset(lfw_dir(), task='x')",
    "lfw.usage": "ds.LFWDataset(lfw_dir(), usage='x')",
    "lfw.image_set": "ds.LFWDataset(lfw_dir(), image_set='x')",
})
SAME_MESSAGE |= {"lfw.task", "lfw.usage", "lfw.image_set"}


def lsun_dir():
    """LSUN (extracted): <class>_train/, <class>_val/ and test/ folders of .jpg images."""
    root = _folder("lsun")
    if root:
        _images(root, ["bedroom_train/2_1.jpg", "bedroom_train/1_1.jpg", "classroom_train/3.jpg",
                       "bedroom_val/v.jpg", "classroom_val/w.jpg", "test/t1.jpg", "test/t0.jpg"], 300)
    return _path("lsun")


VALUES.update({
    "lsun.all": "ds.LSUNDataset(lsun_dir(), shuffle=False)",
    "lsun.train_classes": "ds.LSUNDataset(lsun_dir(), 'train', ['classroom', 'bedroom'], shuffle=False)",
    "lsun.valid_decode": "ds.LSUNDataset(lsun_dir(), 'valid', ['tower', 'classroom'], decode=True, shuffle=False)",
    # (MindSpore 2.10 reports size 0 for the test folder; its rows are compared)
    "lsun.test_rows": "rows(ds.LSUNDataset(lsun_dir(), 'test', shuffle=False))",
})
ERRORS.update({
    "lsun.classes_str": "ds.LSUNDataset(lsun_dir(), classes='bedroom')",
    "lsun.classes_value": "ds.LSUNDataset(lsun_dir(), classes=['x'])",
    "lsun.usage": "ds.LSUNDataset(lsun_dir(), 'x')",
    "lsun.no_folders": "describe(ds.LSUNDataset(lsun_dir(), classes=['church_outdoor']))",
})
SAME_MESSAGE |= {"lsun.classes_str", "lsun.classes_value", "lsun.usage"}


VALUES.update({
    "fake.small": "ds.FakeImageDataset(4, (2, 3, 3), 4, shuffle=False)",
    "fake.base_seed": "ds.FakeImageDataset(3, [5, 4, 1], 7, base_seed=11, shuffle=False)",
    "fake.large_digest": "ds.FakeImageDataset(2, (32, 32, 3), 10, 3, shuffle=False)",
    "fake.shard": "seeded(lambda: ds.FakeImageDataset(6, (3, 3, 3), 100, num_shards=2, shard_id=1))",
    "fake.sampler": "ds.FakeImageDataset(10, (2, 2, 1), 3, sampler=ds.SubsetSampler([9, 2, 5]))",
    "fake.negative_seed": "ds.FakeImageDataset(2, (2, 2, 2), 5, -3, shuffle=False)",
    "fake.default_size": "ds.FakeImageDataset(2, shuffle=False)",
})
ERRORS.update({
    "fake.num_images": "ds.FakeImageDataset(0)",
    "fake.image_size_length": "ds.FakeImageDataset(2, (4, 4))",
    "fake.image_size_type": "ds.FakeImageDataset(2, 4)",
    "fake.image_size_value": "ds.FakeImageDataset(2, (4, 0, 3))",
    "fake.num_classes": "ds.FakeImageDataset(2, (4, 4, 3), 0)",
    "fake.base_seed": "ds.FakeImageDataset(2, (4, 4, 3), 2, 1.5)",
})
SAME_MESSAGE |= {"fake.num_images", "fake.image_size_length", "fake.image_size_type", "fake.image_size_value",
                 "fake.num_classes", "fake.base_seed"}


def phototour_dir():
    """PhotoTour: <name>/patches0000.bmp (1024x1024 grey, 16x16 patches of 64x64 in row order), info.txt (a
    3D point id per patch) and m50_100000_100000_0.txt (patch1 point1 _ patch2 point2 _ _ test pairs)."""
    root = _folder("phototour")
    if root:
        from PIL import Image
        for name in ("liberty", "yosemite"):
            os.makedirs(os.path.join(root, name))
            for k in range(2 if name == "liberty" else 1):
                Image.fromarray(_pixels((1024, 1024), 260 + k)).save(os.path.join(root, name, f"patches{k:04d}.bmp"))
            count = 260 if name == "liberty" else 5
            _write(os.path.join(root, name, "info.txt"), "".join(f"{i // 3} 0\n" for i in range(count)))
            _write(os.path.join(root, name, "m50_100000_100000_0.txt"),
                   "3 1 0 4 1 0 0\n0 0 0 257 85 0 0\n2 0 0 1 0 0 0\n")
    return _path("phototour")


VALUES.update({
    "phototour.train": "ds.PhotoTourDataset(phototour_dir(), 'yosemite', shuffle=False)",
    "phototour.second_page": "ds.PhotoTourDataset(phototour_dir(), 'liberty', sampler=ds.SubsetSampler([257, 16, 1]))",
    "phototour.test": "ds.PhotoTourDataset(phototour_dir(), 'liberty', 'test', shuffle=False)",
    "phototour.size": "ds.PhotoTourDataset(phototour_dir(), 'liberty').get_dataset_size()",
})
ERRORS.update({
    "phototour.name": "ds.PhotoTourDataset(phototour_dir(), 'x')",
    "phototour.usage": "ds.PhotoTourDataset(phototour_dir(), 'liberty', 'x')",
    "phototour.missing_name": "describe(ds.PhotoTourDataset(phototour_dir(), 'notredame'))",
})
SAME_MESSAGE |= {"phototour.name", "phototour.usage"}
# cases whose files are written (BMP) and read with Pillow
NEEDS_PILLOW = {name for name in list(VALUES) + list(ERRORS) if name.startswith("phototour.")}
