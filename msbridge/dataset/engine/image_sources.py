"""Image datasets over standard annotated layouts, read with the standard library and numpy (nothing is
downloaded): ``VOCDataset`` (XML boxes, segmentation masks), ``CocoDataset`` (JSON: boxes, polygons, keypoints,
panoptic segments, captions), ``CelebADataset`` (attribute lists), ``ManifestDataset`` (JSON lines),
``FlickrDataset`` (caption tokens), ``WIDERFaceDataset`` (face boxes), ``KITTIDataset`` (object labels) and
``CityscapesDataset`` (segmentation targets, polygons); ``OBSMindDataset`` (cloud storage) raises
NotImplementedError.

Each source parses its annotations on the first pass into records: the image file path(s), then the annotation
columns as numpy arrays. An image column holds the file's bytes (1-D uint8), decoded to HWC RGB by
``vision.Decode`` with ``decode=True``, as MindSpore does.
"""
import json
import os

import numpy as np

from . import _check, _errors
from .datasets_vision import _FileSource, check_dir

__all__ = ["VOCDataset", "CocoDataset", "CelebADataset", "ManifestDataset", "FlickrDataset", "WIDERFaceDataset",
           "KITTIDataset", "CityscapesDataset", "OBSMindDataset"]


def check_file(path, name="dataset_file"):
    """ValueError unless ``path`` is a readable file (checked when the dataset is built)."""
    _check.type_of(path, name, (str,))
    if not os.path.isfile(path) or not os.access(path, os.R_OK):
        raise ValueError(f"The file {path} does not exist or permission denied!")
    return path


def read_image(node, path, decode):
    """The bytes of an image file (1-D uint8), decoded to an RGB HWC array with ``decode``."""
    if not os.path.isfile(path):
        raise _errors.pipeline_error(node, f"Failed to open file: {path}")
    data = np.fromfile(path, dtype=np.uint8)
    if decode:
        from ..vision.transforms import Decode
        return Decode()(data)
    return data


def no_unsupported(api, **arguments):
    """NotImplementedError for the first argument given a value msbridge does not support (None / False)."""
    for name, value in arguments.items():
        if value not in (None, False):
            raise NotImplementedError(f"{api}: argument {name} is not supported by msbridge.")


class ImageRecords(_FileSource):
    """A mappable source of records ``[image path, ..., annotation arrays]``: the first ``_images`` items are
    image files (read by ``read_image``), the rest are yielded as they are."""

    _images = 1

    def __init__(self, decode, num_samples, num_parallel_workers, shuffle, sampler, num_shards, shard_id, cache):
        _check.type_of(decode, "decode", (bool,))
        self.decode = decode
        super().__init__(num_samples, num_parallel_workers, shuffle, sampler, num_shards, shard_id, cache)

    def _records(self):
        raise NotImplementedError

    def _load(self):
        return [self._records()]

    def _read_images(self, paths):
        return [read_image(self, path, self.decode) for path in paths]

    def _read(self, index):
        record = self._arrays()[0][index]
        return self._read_images(record[:self._images]) + [np.array(value) for value in record[self._images:]]


# --- VOC -------------------------------------------------------------------------------------------------------
class VOCDataset(ImageRecords):
    """PASCAL VOC: ``ImageSets/Segmentation/<usage>.txt`` lists ``JPEGImages/<id>.jpg`` and
    ``SegmentationClass/<id>.png`` (columns ``image``, ``target``); ``ImageSets/Main/<usage>.txt`` lists
    ``Annotations/<id>.xml`` (``image``, ``bbox`` float32 (n, 4) as x, y, width, height, then ``label``,
    ``difficult``, ``truncate`` uint32 (n, 1)). Labels number the object names in sorted order, or follow
    ``class_indexing`` (objects of other names, and images left without objects, are skipped)."""

    def __init__(self, dataset_dir, task="Segmentation", usage="train", class_indexing=None, num_samples=None,
                 num_parallel_workers=None, shuffle=None, decode=False, sampler=None, num_shards=None, shard_id=None,
                 cache=None, extra_metadata=False, decrypt=None):
        self.dataset_dir = check_dir(dataset_dir)
        _check.type_of(task, "task", (str,))
        _check.type_of(usage, "usage", (str,))
        if task == "Segmentation":
            if class_indexing is not None:
                raise ValueError("class_indexing is not supported in Segmentation task.")
            folder = "Segmentation"
        elif task == "Detection":
            folder = "Main"
        else:
            raise ValueError("Invalid task : " + task + ".")
        self.image_set = check_file(os.path.join(dataset_dir, "ImageSets", folder, usage + ".txt"))
        if class_indexing is not None:
            _check.type_of(class_indexing, "class_indexing", (dict,))
        no_unsupported("VOCDataset", extra_metadata=extra_metadata, decrypt=decrypt)
        self.task, self.usage, self.class_indexing = task, usage, class_indexing
        self._images = 2 if task == "Segmentation" else 1
        super().__init__(decode, num_samples, num_parallel_workers, shuffle, sampler, num_shards, shard_id, cache)

    def _columns(self):
        if self.task == "Segmentation":
            return ["image", "target"]
        return ["image", "bbox", "label", "difficult", "truncate"]

    def _ids(self):
        with open(self.image_set, encoding="utf-8") as f:
            return [line.strip() for line in f if line.strip()]

    def _objects(self, name):
        """(name, difficult, truncated, [x, y, w, h]) of each object of ``Annotations/<name>.xml``."""
        import xml.etree.ElementTree as ET
        path = os.path.join(self.dataset_dir, "Annotations", name + ".xml")
        if not os.path.isfile(path):
            raise _errors.pipeline_error(self, f"Invalid annotation, the file: {path} does not exist.")
        objects = []
        for item in ET.parse(path).getroot().iter("object"):
            box = item.find("bndbox")
            coords = [float(box.findtext(k, "0")) for k in ("xmin", "ymin", "xmax", "ymax")]
            x0, y0, x1, y1 = coords
            if not (x0 > 0 and y0 > 0 and x1 > x0 and y1 > y0):
                raise _errors.pipeline_error(self, f"Invalid bndbox, the coordinate of bndbox in {path} should be "
                                                   f"greater than 0, but got {{{', '.join(f'{c:g}' for c in coords)}}}")
            objects.append((item.findtext("name", "").strip(), int(item.findtext("difficult", "0")),
                            int(item.findtext("truncated", "0")), [x0, y0, x1 - x0, y1 - y0]))
        return objects

    def _annotations(self):
        """[(id, objects)] and the name -> label map."""
        annotated = [(name, self._objects(name)) for name in self._ids()]
        if self.class_indexing is not None:
            return annotated, dict(self.class_indexing)
        names = sorted({obj[0] for _, objects in annotated for obj in objects})
        return annotated, {name: i for i, name in enumerate(names)}

    def get_class_indexing(self):
        """Object name -> label (Detection only)."""
        if self.task != "Detection":
            raise NotImplementedError("Only 'Detection' support get_class_indexing.")
        return self._annotations()[1]

    def _records(self):
        jpeg = os.path.join(self.dataset_dir, "JPEGImages")
        if self.task == "Segmentation":
            masks = os.path.join(self.dataset_dir, "SegmentationClass")
            return [[os.path.join(jpeg, i + ".jpg"), os.path.join(masks, i + ".png")] for i in self._ids()]
        annotated, labels = self._annotations()
        records = []
        for name, objects in annotated:
            kept = [obj for obj in objects if obj[0] in labels]
            if not kept:
                continue

            def column(values):
                return np.asarray(values, dtype=np.uint32).reshape(-1, 1)
            records.append([os.path.join(jpeg, name + ".jpg"), np.asarray([o[3] for o in kept], np.float32),
                            column([labels[o[0]] for o in kept]), column([o[1] for o in kept]),
                            column([o[2] for o in kept])])
        return records


# --- COCO ------------------------------------------------------------------------------------------------------
_COCO_COLUMNS = {"Detection": ["bbox", "category_id", "iscrowd"], "Stuff": ["segmentation", "iscrowd"],
                 "Keypoint": ["keypoints", "num_keypoints"], "Panoptic": ["bbox", "category_id", "iscrowd", "area"],
                 "Captioning": ["captions"]}


def _column(values, dtype, width=1):
    return np.asarray(values, dtype=dtype).reshape(-1, width)


def _padded(rows):
    """Rows of different lengths as one float32 array, padded with -1."""
    width = max(len(r) for r in rows)
    return np.asarray([list(r) + [-1.0] * (width - len(r)) for r in rows], dtype=np.float32)


class CocoDataset(ImageRecords):
    """COCO: the images of ``dataset_dir`` named by ``annotation_file`` (JSON ``images``, ``annotations``,
    ``categories``), in the file's image order; images without annotations are skipped. Columns after ``image``:
    Detection ``bbox`` float32 (n, 4), ``category_id``, ``iscrowd``; Stuff ``segmentation`` (one row per polygon,
    or the RLE counts of a crowd, padded with -1), ``iscrowd``; Keypoint ``keypoints`` float32 (n, 51),
    ``num_keypoints``; Panoptic ``bbox``, ``category_id``, ``iscrowd``, ``area``; Captioning ``captions`` (n, 1)
    str. The integer columns are uint32 (n, 1)."""

    def __init__(self, dataset_dir, annotation_file, task="Detection", num_samples=None, num_parallel_workers=None,
                 shuffle=None, decode=False, sampler=None, num_shards=None, shard_id=None, cache=None,
                 extra_metadata=False, decrypt=None):
        self.dataset_dir = check_dir(dataset_dir)
        self.annotation_file = check_file(annotation_file, "annotation_file")
        _check.type_of(task, "task", (str,))
        if task not in _COCO_COLUMNS:
            raise ValueError(f"Invalid task type: {task}.")
        no_unsupported("CocoDataset", extra_metadata=extra_metadata, decrypt=decrypt)
        self.task = task
        super().__init__(decode, num_samples, num_parallel_workers, shuffle, sampler, num_shards, shard_id, cache)

    def _columns(self):
        return ["image"] + _COCO_COLUMNS[self.task]

    def _json(self):
        with open(self.annotation_file, encoding="utf-8") as f:
            return json.load(f)

    def _need(self, item, key):
        if key not in item:
            raise _errors.pipeline_error(self, f"Invalid annotation, the attribute of '{key}' is missing in "
                                               f"annotation file: {self.annotation_file}.")
        return item[key]

    def get_class_indexing(self):
        """Category name -> [id] (Detection) or [id, isthing] (Panoptic)."""
        if self.task not in ("Detection", "Panoptic"):
            raise NotImplementedError("Only 'Detection' and 'Panoptic' support get_class_indexing.")
        keys = ("id",) if self.task == "Detection" else ("id", "isthing")
        return {self._need(c, "name"): [self._need(c, k) for k in keys]
                for c in self._need(self._json(), "categories")}

    def _columns_of(self, annotations):
        """The annotation columns of one image's annotations."""
        need = self._need
        if self.task == "Captioning":
            return [np.asarray([need(a, "caption") for a in annotations]).reshape(-1, 1)]
        if self.task == "Keypoint":
            return [_column([need(a, "keypoints") for a in annotations], np.float32, 51),
                    _column([need(a, "num_keypoints") for a in annotations], np.uint32)]
        crowd = _column([need(a, "iscrowd") for a in annotations], np.uint32)
        if self.task == "Stuff":
            rows = []
            for a in annotations:
                segmentation = need(a, "segmentation")
                rows.extend([need(segmentation, "counts")] if need(a, "iscrowd") else segmentation)
            return [_padded(rows), crowd]
        columns = [_column([need(a, "bbox") for a in annotations], np.float32, 4),
                   _column([need(a, "category_id") for a in annotations], np.uint32), crowd]
        if self.task == "Panoptic":
            columns.append(_column([need(a, "area") for a in annotations], np.uint32))
        return columns

    def _records(self):
        content = self._json()
        by_image = {}
        for annotation in self._need(content, "annotations"):
            if self.task == "Panoptic":
                by_image.setdefault(self._need(annotation, "image_id"), []).extend(
                    self._need(annotation, "segments_info"))
            else:
                by_image.setdefault(self._need(annotation, "image_id"), []).append(annotation)
        records = []
        for image in self._need(content, "images"):
            annotations = by_image.get(self._need(image, "id"))
            if annotations:
                path = os.path.join(self.dataset_dir, self._need(image, "file_name"))
                records.append([path] + self._columns_of(annotations))
        return records


# --- CelebA ----------------------------------------------------------------------------------------------------
_CELEBA_USAGE = {"train": "0", "valid": "1", "test": "2"}


class CelebADataset(ImageRecords):
    """CelebA: ``list_attr_celeba.txt`` (image count, attribute names, then an image name and +1/-1 per
    attribute on each line) beside the images; ``usage`` picks the partition of ``list_eval_partition.txt``.
    Columns ``image`` and ``attr`` (uint32, 1 where the file has +1)."""

    def __init__(self, dataset_dir, num_parallel_workers=None, shuffle=None, usage="all", sampler=None, decode=False,
                 extensions=None, num_samples=None, num_shards=None, shard_id=None, cache=None, decrypt=None):
        self.dataset_dir = check_dir(dataset_dir)
        _check.type_of(usage, "usage", (str,))
        if usage not in ("all", "train", "valid", "test"):
            raise ValueError("usage should be 'all', 'train', 'valid' or 'test'.")
        if extensions is not None:
            _check.type_of(extensions, "extensions", (list,))
        no_unsupported("CelebADataset", decrypt=decrypt)
        self.usage, self.extensions = usage, extensions
        super().__init__(decode, num_samples, num_parallel_workers, shuffle, sampler, num_shards, shard_id, cache)

    def _columns(self):
        return ["image", "attr"]

    def get_class_indexing(self):
        """CelebA has no classes: an empty dict."""
        return {}

    def _lines(self, name):
        path = os.path.join(self.dataset_dir, name)
        if not os.path.isfile(path):
            raise _errors.pipeline_error(self, f"Invalid file, failed to open CelebA file: {path}")
        with open(path, encoding="utf-8") as f:
            return [line.split() for line in f if line.strip()]

    def _records(self):
        wanted = None
        if self.usage != "all":
            wanted = {fields[0] for fields in self._lines("list_eval_partition.txt")
                      if fields[1:2] == [_CELEBA_USAGE[self.usage]]}
        records = []
        for fields in self._lines("list_attr_celeba.txt")[2:]:
            name = fields[0]
            if wanted is not None and name not in wanted:
                continue
            if self.extensions is not None and os.path.splitext(name)[1] not in self.extensions:
                continue
            records.append([os.path.join(self.dataset_dir, name),
                            np.asarray([v == "1" for v in fields[1:]], dtype=np.uint32)])
        if not records:
            raise _errors.pipeline_error(self, "Invalid data, CelebADataset API can't read the data file (interface "
                                               f"mismatch or no data found). Check file path: {self.dataset_dir}")
        return records


# --- Manifest --------------------------------------------------------------------------------------------------
class ManifestDataset(ImageRecords):
    """A manifest file: one JSON object per line with the image ``source``, its ``usage`` and ``annotation``
    class names. Columns ``image`` and ``label`` (int32: a scalar for one class, 1-D for several); labels number
    the class names in sorted order, or follow ``class_indexing`` (images of other classes are skipped)."""

    def __init__(self, dataset_file, usage="train", num_samples=None, num_parallel_workers=None, shuffle=None,
                 sampler=None, class_indexing=None, decode=False, num_shards=None, shard_id=None, cache=None):
        self.dataset_file = check_file(dataset_file)
        _check.type_of(usage, "usage", (str,))
        if usage not in ("train", "eval", "inference"):
            raise RuntimeError(f"Syntax error.\nManifestDataset: {usage} does not match any mode in "
                               "[ inference eval train ]")
        if class_indexing is not None:
            _check.type_of(class_indexing, "class_indexing", (dict,))
        self.usage, self.class_indexing = usage, class_indexing
        super().__init__(decode, num_samples, num_parallel_workers, shuffle, sampler, num_shards, shard_id, cache)

    def _columns(self):
        return ["image", "label"]

    def _entries(self):
        """(source, class names) of the lines of this usage."""
        entries = []
        with open(self.dataset_file, encoding="utf-8") as f:
            for line in f:
                if not line.strip():
                    continue
                item = json.loads(line)
                if item.get("usage", "").lower() == self.usage:
                    entries.append((item["source"], [a["name"] for a in item.get("annotation", [])]))
        return entries

    def get_class_indexing(self):
        """Class name -> label."""
        if self.class_indexing is not None:
            return dict(self.class_indexing)
        names = sorted({n for _, classes in self._entries() for n in classes})
        return {name: i for i, name in enumerate(names)}

    def num_classes(self):
        """Number of classes."""
        return len(self.get_class_indexing())

    def _records(self):
        labels = self.get_class_indexing()
        records = []
        for source, classes in self._entries():
            if classes and all(c in labels for c in classes):
                ids = np.asarray([labels[c] for c in classes], dtype=np.int32)
                records.append([source, ids[0] if len(ids) == 1 else ids])
        return records


# --- Flickr ----------------------------------------------------------------------------------------------------
class FlickrDataset(ImageRecords):
    """Flickr8k / Flickr30k: a token file of ``<image>#<k><tab><caption>`` lines over the images of
    ``dataset_dir``; rows in image-name order, ``annotation`` the image's captions (str, 1-D)."""

    def __init__(self, dataset_dir, annotation_file, num_samples=None, num_parallel_workers=None, shuffle=None,
                 decode=None, sampler=None, num_shards=None, shard_id=None, cache=None):
        self.dataset_dir = check_dir(dataset_dir)
        self.annotation_file = check_file(annotation_file, "annotation_file")
        super().__init__(bool(decode) if decode is None else decode, num_samples, num_parallel_workers, shuffle,
                         sampler, num_shards, shard_id, cache)

    def _columns(self):
        return ["image", "annotation"]

    def _records(self):
        captions = {}
        with open(self.annotation_file, encoding="utf-8") as f:
            for line in f:
                if "\t" in line:
                    name, caption = line.rstrip("\r\n").split("\t", 1)
                    captions.setdefault(name.split("#")[0], []).append(caption)
        return [[os.path.join(self.dataset_dir, name), np.asarray(texts)] for name, texts in sorted(captions.items())]


# --- WIDER FACE ------------------------------------------------------------------------------------------------
_WIDER_ATTRIBUTES = ["blur", "expression", "illumination", "occlusion", "pose", "invalid"]


class WIDERFaceDataset(ImageRecords):
    """WIDER FACE: ``WIDER_<train|val|test>/images/<event>/*.jpg`` with
    ``wider_face_split/wider_face_<usage>_bbx_gt.txt``
    (``all``: train then valid; images in event and name order). Columns ``image``, ``bbox`` (n, 4) and the six
    attributes (n,), all int32, in the file's column order; ``test``: ``image`` only (from
    ``wider_face_test_filelist.txt``)."""

    def __init__(self, dataset_dir, usage=None, num_samples=None, num_parallel_workers=None, shuffle=None,
                 decode=False, sampler=None, num_shards=None, shard_id=None, cache=None):
        self.dataset_dir = check_dir(dataset_dir)
        usage = "all" if usage is None else usage
        _check.type_of(usage, "usage", (str,))
        if usage not in ("train", "test", "valid", "all"):
            raise ValueError("Input usage is not within the valid set of ['train', 'test', 'valid', 'all'].")
        self.usage = usage
        super().__init__(decode, num_samples, num_parallel_workers, shuffle, sampler, num_shards, shard_id, cache)

    def _columns(self):
        return ["image"] if self.usage == "test" else ["image", "bbox"] + _WIDER_ATTRIBUTES

    def _split(self, name):
        path = os.path.join(self.dataset_dir, "wider_face_split", name)
        if not os.path.isfile(path):
            raise _errors.pipeline_error(self, f"Invalid file, failed to open {path}: the file does not exist.")
        with open(path, encoding="utf-8") as f:
            return [line.strip() for line in f if line.strip()]

    def _faces(self, usage):
        """image path -> (n, 10) int32 array of the ground-truth file of ``usage``."""
        lines, faces, i = self._split(f"wider_face_{usage}_bbx_gt.txt"), {}, 0
        while i < len(lines):
            name, count = lines[i], int(lines[i + 1])
            rows = max(count, 1)  # an image without faces has one line of zeros
            faces[name] = np.asarray([line.split()[:10] for line in lines[i + 2:i + 2 + rows]], np.int32)
            i += 2 + rows
        return faces

    def _records(self):
        if self.usage == "test":
            folder = os.path.join(self.dataset_dir, "WIDER_test", "images")
            return [[os.path.join(folder, name)] for name in self._split("wider_face_test_filelist.txt")]
        events = None
        records = []
        for usage, folder in (("train", "WIDER_train"), ("val", "WIDER_val")):
            if self.usage not in ("all", {"train": "train", "val": "valid"}[usage]):
                continue
            root = os.path.join(self.dataset_dir, folder, "images")
            events = events or sorted(os.listdir(root))  # (MindSpore lists the first split's event folders)
            faces = self._faces(usage)
            for event in events:
                if not os.path.isdir(os.path.join(root, event)):
                    raise _errors.pipeline_error(self, f"Invalid path, failed to open dir: "
                                                       f"{os.path.join(root, event)}, not exists or permission "
                                                       "denied.")
                for name in sorted(os.listdir(os.path.join(root, event))):
                    table = faces.get(f"{event}/{name}")
                    if table is not None:
                        records.append([os.path.join(root, event, name), table[:, :4]] + list(table[:, 4:10].T))
        return records


# --- KITTI -----------------------------------------------------------------------------------------------------
_KITTI_COLUMNS = [("label", 1), ("truncated", 1), ("occluded", 1), ("alpha", 1), ("bbox", 4), ("dimensions", 3),
                  ("location", 3), ("rotation_y", 1)]


class KITTIDataset(ImageRecords):
    """KITTI object detection: ``data_object_image_2/<training|testing>/image_2/*.png`` with
    ``data_object_label_2/training/label_2/<name>.txt``. ``train``: ``label`` (object types numbered in sorted
    order over the label files) and ``occluded`` uint32 (n, 1); ``truncated``, ``alpha``, ``bbox``,
    ``dimensions``, ``location``, ``rotation_y`` float32. ``test``: ``image`` only."""

    def __init__(self, dataset_dir, usage=None, num_samples=None, num_parallel_workers=None, shuffle=None,
                 decode=False, sampler=None, num_shards=None, shard_id=None, cache=None):
        self.dataset_dir = check_dir(dataset_dir)
        usage = "train" if usage is None else usage
        _check.type_of(usage, "usage", (str,))
        if usage not in ("train", "test"):
            raise ValueError("Input usage is not within the valid set of ['train', 'test'].")
        self.usage = usage
        super().__init__(decode, num_samples, num_parallel_workers, shuffle, sampler, num_shards, shard_id, cache)

    def _columns(self):
        return ["image"] + ([name for name, _ in _KITTI_COLUMNS] if self.usage == "train" else [])

    def _records(self):
        part = "training" if self.usage == "train" else "testing"
        folder = os.path.join(self.dataset_dir, "data_object_image_2", part, "image_2")
        names = sorted(os.listdir(folder)) if os.path.isdir(folder) else []
        if self.usage == "test":
            return [[os.path.join(folder, n)] for n in names]
        labels = os.path.join(self.dataset_dir, "data_object_label_2", "training", "label_2")
        objects = []
        for name in names:
            path = os.path.join(labels, os.path.splitext(name)[0] + ".txt")
            if not os.path.isfile(path):
                raise _errors.pipeline_error(self, f"Invalid file, failed to open {path}: the file does not exist.")
            with open(path, encoding="utf-8") as f:
                objects.append([line.split() for line in f if line.strip()])
        types = {t: i for i, t in enumerate(sorted({obj[0] for rows in objects for obj in rows}))}
        records = []
        for name, rows in zip(names, objects):
            values = np.asarray([[float(v) for v in obj[1:15]] for obj in rows], np.float32).reshape(-1, 14)
            columns = [np.asarray([[types[obj[0]]] for obj in rows], np.uint32).reshape(-1, 1), values[:, 0:1],
                       values[:, 1:2].astype(np.int64).astype(np.uint32), values[:, 2:3], values[:, 3:7],
                       values[:, 7:10], values[:, 10:13], values[:, 13:14]]
            records.append([os.path.join(folder, name)] + columns)
        return records


# --- Cityscapes ------------------------------------------------------------------------------------------------
_CITYSCAPES_TASKS = {"instance": "instanceIds.png", "semantic": "labelIds.png", "polygon": "polygons.json",
                     "color": "color.png"}


class CityscapesDataset(ImageRecords):
    """Cityscapes: ``leftImg8bit/<split>/<city>/<x>_leftImg8bit.png`` with ``gtFine`` (or ``gtCoarse``)
    ``/<split>/<city>/<x>_gt<Fine|Coarse>_<instanceIds|labelIds|color>.png`` (``task`` column: file bytes, decoded
    with ``decode``) or ``_polygons.json`` (``task``: the JSON as compact text, keys sorted). Rows in city and
    name order; ``all``: every split of the quality mode."""

    def __init__(self, dataset_dir, usage="train", quality_mode="fine", task="instance", num_samples=None,
                 num_parallel_workers=None, shuffle=None, decode=None, sampler=None, num_shards=None, shard_id=None,
                 cache=None):
        self.dataset_dir = check_dir(dataset_dir)
        for name, value, valid in (("quality_mode", quality_mode, ["fine", "coarse"]),
                                   ("task", task, list(_CITYSCAPES_TASKS))):
            _check.type_of(value, name, (str,))
            if value not in valid:
                raise ValueError(f"Input {name} is not within the valid set of {valid}.")
        splits = ["train", "test", "val"] if quality_mode == "fine" else ["train", "train_extra", "val"]
        _check.type_of(usage, "usage", (str,))
        if usage not in splits + ["all"]:
            raise ValueError(f"Input usage is not within the valid set of {splits + ['all']}.")
        self.usage, self.quality_mode, self.task = usage, quality_mode, task
        self._splits = splits if usage == "all" else [usage]
        self._images = 1 if task == "polygon" else 2
        super().__init__(bool(decode) if decode is None else decode, num_samples, num_parallel_workers, shuffle,
                         sampler, num_shards, shard_id, cache)

    def _columns(self):
        return ["image", "task"]

    def _records(self):
        mode = "gtFine" if self.quality_mode == "fine" else "gtCoarse"
        records = []
        for split in self._splits:
            images = os.path.join(self.dataset_dir, "leftImg8bit", split)
            if not os.path.isdir(images):
                raise _errors.pipeline_error(self, f"Invalid path, Cityscapes Dataset image dir: {images} is not a "
                                                   "directory path.")
            for city in sorted(os.listdir(images)):
                for name in sorted(os.listdir(os.path.join(images, city))):
                    stem = name[:-len("leftImg8bit.png")]
                    target = os.path.join(self.dataset_dir, mode, split, city,
                                          f"{stem}{mode}_{_CITYSCAPES_TASKS[self.task]}")
                    if self.task == "polygon":
                        with open(target, encoding="utf-8") as f:
                            target = np.array(json.dumps(json.load(f), separators=(",", ":"), sort_keys=True))
                    records.append([os.path.join(images, city, name), target])
        return records


# --- cloud storage ---------------------------------------------------------------------------------------------
class OBSMindDataset:
    """``OBSMindDataset``: MindRecord files on Huawei Cloud OBS (or another S3-like store), synchronised through
    the OBS client across devices. Not supported by msbridge, which works offline: copy the files and read them
    with ``MindDataset``."""

    def __init__(self, dataset_files, server, ak, sk, sync_obs_path, columns_list=None, shuffle=None,
                 num_shards=None, shard_id=None, shard_equal_rows=True):
        raise NotImplementedError("OBSMindDataset is not supported by msbridge: it reads MindRecord files from "
                                  "Huawei Cloud OBS; download them and use MindDataset.")
