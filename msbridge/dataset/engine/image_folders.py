"""Image datasets laid out as folders of image files with small label lists (nothing is downloaded):
``Caltech101Dataset``, ``Caltech256Dataset``, ``Food101Dataset``, ``RenderedSST2Dataset``, ``OmniglotDataset``,
``SUN397Dataset``, ``Flowers102Dataset``, ``Places365Dataset``, ``DIV2KDataset``, ``SBUDataset``, ``SBDataset``
and ``LFWDataset``. Each lists its records (image paths, then label values) on the first pass;
``image_sources.ImageRecords`` reads the images as bytes, or decodes them with ``decode=True``."""
import os

import numpy as np

from . import _check, _errors
from ._files import load_mat
from .datasets_vision import check_dir, check_usage
from .image_sources import ImageRecords, check_file

__all__ = ["Caltech101Dataset", "Caltech256Dataset", "Food101Dataset", "RenderedSST2Dataset", "OmniglotDataset",
           "SUN397Dataset", "Flowers102Dataset", "Places365Dataset", "DIV2KDataset", "SBUDataset", "SBDataset",
           "LFWDataset", "LSUNDataset"]


def _folders(path):
    return sorted(d for d in os.listdir(path) if os.path.isdir(os.path.join(path, d)))


def _files(path, extensions=None):
    """The files of a folder in name order (those with one of ``extensions``, lower-cased, when given)."""
    if not os.path.isdir(path):
        return []
    return sorted(f for f in os.listdir(path) if os.path.isfile(os.path.join(path, f))
                  and (extensions is None or os.path.splitext(f)[1].lower() in extensions))


def _lines(node, path):
    if not os.path.isfile(path):
        raise _errors.pipeline_error(node, f"Invalid file, failed to open {path}: the file does not exist or "
                                           "permission denied.")
    with open(path, encoding="utf-8") as f:
        return [line.strip() for line in f if line.strip()]


def _no_data(node, path):
    return _errors.pipeline_error(node, f"Invalid data, {type(node).__name__} API can't read the data file "
                                        f"(interface mismatch or no data found). Check file path: {path}")


class _FolderSource(ImageRecords):
    """An ImageRecords source over ``dataset_dir`` (checked) with MindSpore's common source arguments."""

    def __init__(self, dataset_dir, num_samples=None, num_parallel_workers=None, shuffle=None, decode=False,
                 sampler=None, num_shards=None, shard_id=None, cache=None):
        self.dataset_dir = check_dir(dataset_dir)
        super().__init__(decode, num_samples, num_parallel_workers, shuffle, sampler, num_shards, shard_id, cache)

    def _columns(self):
        return ["image", "label"]

    def _records(self):
        records = self._list()
        if not records:
            raise _no_data(self, self.dataset_dir)
        return records

    def _list(self):
        raise NotImplementedError


# --- Caltech ---------------------------------------------------------------------------------------------------
_CALTECH101_ANNOTATION_FOLDERS = {"Faces": "Faces_2", "Faces_easy": "Faces_3", "Motorbikes": "Motorbikes_16",
                                  "airplanes": "Airplanes_Side_2"}
_CALTECH101_TARGETS = {"category": ["category"], "annotation": ["annotation"], "all": ["category", "annotation"]}


class Caltech101Dataset(_FolderSource):
    """Caltech101: ``101_ObjectCategories/<class>/image_<nnnn>.jpg`` (classes in name order, BACKGROUND_Google
    left out; ``category`` int64) and ``Annotations/<class>/annotation_<nnnn>.mat`` (``annotation``: the
    ``obj_contour`` float64 array, read with scipy.io.loadmat)."""

    def __init__(self, dataset_dir, target_type=None, num_samples=None, num_parallel_workers=1, shuffle=None,
                 decode=False, sampler=None, num_shards=None, shard_id=None):
        target_type = "category" if target_type is None else target_type
        _check.type_of(target_type, "target_type", (str,))
        if target_type not in _CALTECH101_TARGETS:
            raise ValueError(f"Input target_type is not within the valid set of {list(_CALTECH101_TARGETS)}.")
        self.target_type = target_type
        super().__init__(dataset_dir, num_samples, num_parallel_workers, shuffle, decode, sampler, num_shards,
                         shard_id)

    def _columns(self):
        return ["image"] + _CALTECH101_TARGETS[self.target_type]

    def _list(self):
        images = os.path.join(self.dataset_dir, "101_ObjectCategories")
        classes = [c for c in _folders(images) if c != "BACKGROUND_Google"]
        records = []
        for label, name in enumerate(classes):
            count = len(os.listdir(os.path.join(images, name)))
            annotations = os.path.join(self.dataset_dir, "Annotations", _CALTECH101_ANNOTATION_FOLDERS.get(name, name))
            records.extend([os.path.join(images, name, f"image_{i:04d}.jpg"), np.int64(label),
                            os.path.join(annotations, f"annotation_{i:04d}.mat")] for i in range(1, count + 1))
        return records

    def _read(self, index):
        path, label, annotation = self._arrays()[0][index]
        row = self._read_images([path])
        if self.target_type != "annotation":
            row.append(np.array(label))
        if self.target_type != "category":
            if not os.path.isfile(annotation):
                raise ValueError(f"The annotation file {annotation} does not exist or permission denied!")
            row.append(load_mat(annotation)["obj_contour"])
        return row


class Caltech256Dataset(_FolderSource):
    """Caltech256: one folder per class (``<nnn>.<name>``, labels by folder order) of .jpg images; ``label``
    int32."""

    def _list(self):
        records = []
        for label, name in enumerate(_folders(self.dataset_dir)):
            folder = os.path.join(self.dataset_dir, name)
            records.extend([os.path.join(folder, f), np.int32(label)] for f in _files(folder, (".jpg", ".jpeg")))
        return records


# --- classification folders with usages ------------------------------------------------------------------------
class Food101Dataset(_FolderSource):
    """Food101: ``images/<class>/<id>.jpg`` listed by ``meta/train.txt`` / ``meta/test.txt`` (``all``: train then
    test); ``label`` is the class name (str)."""

    def __init__(self, dataset_dir, usage=None, num_samples=None, num_parallel_workers=None, shuffle=None,
                 decode=False, sampler=None, num_shards=None, shard_id=None, cache=None):
        self.usage = check_usage(usage, ("train", "test", "all"))
        super().__init__(dataset_dir, num_samples, num_parallel_workers, shuffle, decode, sampler, num_shards,
                         shard_id, cache)

    def _list(self):
        records = []
        for usage in ("train", "test") if self.usage == "all" else (self.usage,):
            for entry in _lines(self, os.path.join(self.dataset_dir, "meta", usage + ".txt")):
                records.append([os.path.join(self.dataset_dir, "images", entry + ".jpg"),
                                np.array(entry.split("/")[0])])
        return records


_SST2_FOLDERS = {"train": ("train",), "val": ("valid",), "test": ("test",), "all": ("test", "train", "valid")}


class RenderedSST2Dataset(_FolderSource):
    """Rendered SST-2: ``<train|valid|test>/<negative|positive>/*.png`` (usage ``val`` reads ``valid``; ``all``:
    test, train, valid); ``label`` uint32 (negative 0, positive 1)."""

    def __init__(self, dataset_dir, usage=None, num_samples=None, num_parallel_workers=None, shuffle=None,
                 decode=False, sampler=None, num_shards=None, shard_id=None, cache=None):
        usage = "all" if usage is None else usage
        _check.type_of(usage, "usage", (str,))
        if usage not in _SST2_FOLDERS:  # (MindSpore's message leaves the argument's name out)
            raise ValueError("Input  is not within the valid set of ['val', 'all', 'train', 'test'].")
        self.usage = usage
        super().__init__(dataset_dir, num_samples, num_parallel_workers, shuffle, decode, sampler, num_shards,
                         shard_id, cache)

    def _list(self):
        records = []
        for usage in _SST2_FOLDERS[self.usage]:
            for label, name in enumerate(("negative", "positive")):
                folder = os.path.join(self.dataset_dir, usage, name)
                records.extend([os.path.join(folder, f), np.uint32(label)] for f in _files(folder, (".png",)))
        return records


class OmniglotDataset(_FolderSource):
    """Omniglot: ``images_background`` (``background=True``, the default) or ``images_evaluation``, each
    ``<alphabet>/<character>/*.png``; labels number the characters in (alphabet, character) order (int32)."""

    def __init__(self, dataset_dir, background=None, num_samples=None, num_parallel_workers=None, shuffle=None,
                 decode=False, sampler=None, num_shards=None, shard_id=None, cache=None):
        background = True if background is None else background
        _check.type_of(background, "background", (bool,))
        self.background = background
        super().__init__(dataset_dir, num_samples, num_parallel_workers, shuffle, decode, sampler, num_shards,
                         shard_id, cache)

    def _list(self):
        root = os.path.join(self.dataset_dir, "images_background" if self.background else "images_evaluation")
        if not os.path.isdir(root):
            return []
        characters = [os.path.join(root, a, c) for a in _folders(root) for c in _folders(os.path.join(root, a))]
        return [[os.path.join(folder, f), np.int32(label)] for label, folder in enumerate(characters)
                for f in _files(folder)]


class SUN397Dataset(_FolderSource):
    """SUN397: ``ClassName.txt`` lists the class folders (``/a/abbey``; labels in that order, uint32) holding
    .jpg images."""

    def _list(self):
        records = []
        for label, name in enumerate(_lines(self, os.path.join(self.dataset_dir, "ClassName.txt"))):
            folder = os.path.join(self.dataset_dir, name.lstrip("/"))
            records.extend([os.path.join(folder, f), np.uint32(label)] for f in _files(folder, (".jpg",)))
        return records


class Flowers102Dataset(_FolderSource):
    """Oxford Flowers 102: ``jpg/image_<nnnnn>.jpg`` (and ``segmim/segmim_<nnnnn>.jpg`` for the Segmentation
    task), labels from ``imagelabels.mat`` (1..102, yielded 0-based as uint32) and the splits of ``setid.mat``
    (``all``: train, test, valid); both .mat files read with scipy.io.loadmat."""

    def __init__(self, dataset_dir, task="Classification", usage="all", num_samples=None, num_parallel_workers=1,
                 shuffle=None, decode=False, sampler=None, num_shards=None, shard_id=None):
        _check.type_of(task, "task", (str,))
        if task not in ("Classification", "Segmentation"):
            raise ValueError("Input task is not within the valid set of ['Classification', 'Segmentation'].")
        self.task, self.usage = task, check_usage(usage, ("train", "valid", "test", "all"))
        self._images = 2 if task == "Segmentation" else 1
        super().__init__(dataset_dir, num_samples, num_parallel_workers, shuffle, decode, sampler, num_shards,
                         shard_id)

    def _columns(self):
        return ["image", "segmentation", "label"] if self.task == "Segmentation" else ["image", "label"]

    def _list(self):
        labels = (load_mat(os.path.join(self.dataset_dir, "imagelabels.mat"))["labels"][0] - 1).astype(np.uint32)
        setid = load_mat(os.path.join(self.dataset_dir, "setid.mat"))
        keys = {"train": ["trnid"], "test": ["tstid"], "valid": ["valid"], "all": ["trnid", "tstid", "valid"]}
        records = []
        for key in keys[self.usage]:
            for number in setid[key][0].tolist():
                images = [os.path.join(self.dataset_dir, "jpg", f"image_{number:05d}.jpg")]
                if self.task == "Segmentation":
                    images.append(os.path.join(self.dataset_dir, "segmim", f"segmim_{number:05d}.jpg"))
                records.append(images + [labels[number - 1]])
        return records


class Places365Dataset(_FolderSource):
    """Places365: ``places365_train_standard.txt`` / ``places365_train_challenge.txt`` / ``places365_val.txt``
    (image path, label) over ``data_<256|large>_<standard|challenge>/`` or ``val_<256|large>/`` (``small``
    picks 256); ``label`` uint32."""

    def __init__(self, dataset_dir, usage=None, small=True, decode=False, num_samples=None, num_parallel_workers=None,
                 shuffle=None, sampler=None, num_shards=None, shard_id=None, cache=None):
        usage = "train-standard" if usage is None else usage
        self.usage = check_usage(usage, ("train-standard", "train-challenge", "val"))
        _check.type_of(small, "small", (bool,))
        self.small = small
        super().__init__(dataset_dir, num_samples, num_parallel_workers, shuffle, decode, sampler, num_shards,
                         shard_id, cache)

    def _list(self):
        size = "256" if self.small else "large"
        if self.usage == "val":
            listing, folder = "places365_val.txt", f"val_{size}"
        else:
            kind = self.usage.split("-")[1]
            listing, folder = f"places365_train_{kind}.txt", f"data_{size}_{kind}"
        records = []
        for line in _lines(self, os.path.join(self.dataset_dir, listing)):
            name, label = line.rsplit(None, 1)
            records.append([os.path.join(self.dataset_dir, folder, name.lstrip("/")), np.uint32(int(label))])
        return records


# --- DIV2K -----------------------------------------------------------------------------------------------------
_DIV2K_SUFFIX = {"mild": "m", "difficult": "d", "wild": "w"}


class DIV2KDataset(_FolderSource):
    """DIV2K super-resolution pairs: ``DIV2K_<usage>_HR/<id>.png`` (``hr_image``) with
    ``DIV2K_<usage>_LR_<bicubic|unknown>/X<scale>/<id>x<scale>.png`` or
    ``DIV2K_<usage>_LR_<mild|difficult|wild>/<id>x4<m|d|w>.png`` (``lr_image``); ``all``: train then valid."""

    _images = 2

    def __init__(self, dataset_dir, usage="train", downgrade="bicubic", scale=2, num_samples=None,
                 num_parallel_workers=None, shuffle=None, decode=False, sampler=None, num_shards=None, shard_id=None,
                 cache=None):
        self.usage = check_usage(usage, ("train", "valid", "all"))
        _check.type_of(downgrade, "downgrade", (str,))
        downgrades = ["bicubic", "unknown", "mild", "difficult", "wild"]
        if downgrade not in downgrades:
            raise ValueError(f"Input downgrade is not within the valid set of {downgrades}.")
        _check.type_of(scale, "scale", (int,))
        if scale not in (2, 3, 4, 8):
            raise ValueError("Input scale is not within the valid set of [2, 3, 4, 8].")
        if scale == 8 and downgrade != "bicubic":
            raise ValueError("DIV2KNode: scale equal to 8 is allowed only in bicubic downgrade.")
        if downgrade in _DIV2K_SUFFIX and scale != 4:
            raise ValueError(f"DIV2KNode: {downgrade} downgrade requires scale equal to 4.")
        self.downgrade, self.scale = downgrade, scale
        super().__init__(dataset_dir, num_samples, num_parallel_workers, shuffle, decode, sampler, num_shards,
                         shard_id, cache)

    def _columns(self):
        return ["hr_image", "lr_image"]

    def _list(self):
        records = []
        for usage in ("train", "valid") if self.usage == "all" else (self.usage,):
            hr = os.path.join(self.dataset_dir, f"DIV2K_{usage}_HR")
            lr = os.path.join(self.dataset_dir, f"DIV2K_{usage}_LR_{self.downgrade}")
            if self.downgrade in _DIV2K_SUFFIX:
                suffix = "x4" + _DIV2K_SUFFIX[self.downgrade]
            else:
                lr, suffix = os.path.join(lr, f"X{self.scale}"), f"x{self.scale}"
            for path in (hr, lr):
                if not os.path.isdir(path):
                    kind = "hr" if path == hr else "lr"
                    raise _errors.pipeline_error(self, f"Invalid path, div2k {kind} image dir: {path} is not a "
                                                       "directory.")
            for name in _files(hr, (".png",)):
                stem = os.path.splitext(name)[0]
                records.append([os.path.join(hr, name), os.path.join(lr, f"{stem}{suffix}.png")])
        return records


# --- SBU -------------------------------------------------------------------------------------------------------
_FLICKR = "http://static.flickr.com/"


class SBUDataset(_FolderSource):
    """SBU captioned photos: ``SBU_captioned_photo_dataset_urls.txt`` and ``_captions.txt`` (one line per photo);
    the photo of ``http://static.flickr.com/<a>/<b>.jpg`` is ``sbu_images/m_<a>_<b>.jpg`` (photos not there are
    skipped). Columns ``image`` and ``caption`` (str)."""

    def __init__(self, dataset_dir, num_samples=None, num_parallel_workers=None, shuffle=None, decode=False,
                 sampler=None, num_shards=None, shard_id=None, cache=None):
        check_dir(dataset_dir)
        self._urls, self._captions = (check_file(os.path.join(dataset_dir, f"SBU_captioned_photo_dataset_{n}.txt"))
                                      for n in ("urls", "captions"))
        self._folder = check_dir(os.path.join(dataset_dir, "sbu_images"))
        super().__init__(dataset_dir, num_samples, num_parallel_workers, shuffle, decode, sampler, num_shards,
                         shard_id, cache)

    def _columns(self):
        return ["image", "caption"]

    def _list(self):
        urls, captions, folder = _lines(self, self._urls), _lines(self, self._captions), self._folder
        records = []
        for url, caption in zip(urls, captions):
            path = os.path.join(folder, "m_" + url[len(_FLICKR):].replace("/", "_"))
            if os.path.isfile(path):
                records.append([path, np.array(caption)])
        if not records:
            raise _errors.pipeline_error(self, f"Invalid data, no valid images in {folder}, check SBU dataset.")
        return records


# --- SBD -------------------------------------------------------------------------------------------------------
class SBDataset(_FolderSource):
    """Semantic Boundaries Dataset: ``img/<id>.jpg`` with ``cls/<id>.mat`` (read with scipy.io.loadmat) for the ids
    of ``<usage>.txt`` (``all``: train then val). ``task`` column uint8: ``Boundaries`` (20, H, W), one map per
    category, or ``Segmentation`` (H, W)."""

    def __init__(self, dataset_dir, task="Boundaries", usage="all", num_samples=None, num_parallel_workers=1,
                 shuffle=None, decode=None, sampler=None, num_shards=None, shard_id=None):
        check_dir(dataset_dir)
        _check.type_of(task, "task", (str,))
        if task not in ("Boundaries", "Segmentation"):
            raise ValueError("Input task is not within the valid set of ['Boundaries', 'Segmentation'].")
        self.usage = check_usage(usage, ("train", "val", "train_noval", "all"))
        self.task = task
        self._ids = []
        for part in ("train", "val") if self.usage == "all" else (self.usage,):
            path = os.path.join(dataset_dir, part + ".txt")
            if not os.path.exists(path):
                raise FileNotFoundError(f"SBDataset: {path} not found")
            with open(path, encoding="utf-8") as f:
                self._ids += [line.strip() for line in f]
        super().__init__(dataset_dir, num_samples, num_parallel_workers, shuffle, bool(decode), sampler, num_shards,
                         shard_id)

    def _columns(self):
        return ["image", "task"]

    def _list(self):
        return [[os.path.join(self.dataset_dir, "img", i + ".jpg"), os.path.join(self.dataset_dir, "cls", i + ".mat")]
                for i in self._ids]

    def _read(self, index):
        image, target = self._arrays()[0][index]
        content = load_mat(target)["GTcls"][0][self.task][0]
        if self.task == "Boundaries":
            task = np.stack([content[i][0].toarray() for i in range(20)])
        else:
            task = np.asarray(content)
        return self._read_images([image]) + [task.astype(np.uint8)]


# --- LFW -------------------------------------------------------------------------------------------------------
_LFW_FOLDERS = {"original": "lfw", "funneled": "lfw_funneled", "deepfunneled": "lfw-deepfunneled"}
_LFW_LISTS = {"people": {"train": ["peopleDevTrain.txt"], "test": ["peopleDevTest.txt"], "10fold": ["people.txt"],
                         "all": ["peopleDevTrain.txt", "peopleDevTest.txt"]},
              "pairs": {"train": ["pairsDevTrain.txt"], "test": ["pairsDevTest.txt"], "10fold": ["pairs.txt"],
                        "all": ["pairsDevTrain.txt", "pairsDevTest.txt"]}}


class LFWDataset(_FolderSource):
    """Labeled Faces in the Wild: ``<image_set folder>/<name>/<name>_<nnnn>.jpg``. ``people``: every image of the
    people listed (``peopleDev{Train,Test}.txt``, ``people.txt`` for ``10fold``; ``all``: train then test) with
    ``label`` uint32, the person's line in ``lfw-names.txt``. ``pairs``: ``image1``, ``image2`` and ``label`` (1 for
    a matched pair ``name i j``, 0 for ``name1 i name2 j``) from ``pairsDev{Train,Test}.txt`` / ``pairs.txt``."""

    def __init__(self, dataset_dir, task=None, usage=None, image_set=None, num_samples=None, num_parallel_workers=None,
                 shuffle=None, decode=False, sampler=None, num_shards=None, shard_id=None, cache=None):
        task, image_set = "people" if task is None else task, "funneled" if image_set is None else image_set
        for name, value, valid in (("task", task, ["people", "pairs"]),
                                   ("usage", "all" if usage is None else usage, ["10fold", "train", "test", "all"]),
                                   ("image_set", image_set, list(_LFW_FOLDERS))):
            _check.type_of(value, name, (str,))
            if value not in valid:
                raise ValueError(f"Input {name} is not within the valid set of {valid}.")
        self.task, self.usage, self.image_set = task, "all" if usage is None else usage, image_set
        self._images = 2 if task == "pairs" else 1
        super().__init__(dataset_dir, num_samples, num_parallel_workers, shuffle, decode, sampler, num_shards,
                         shard_id, cache)

    def _columns(self):
        return ["image1", "image2", "label"] if self.task == "pairs" else ["image", "label"]

    def _image(self, name, number):
        return os.path.join(self.dataset_dir, _LFW_FOLDERS[self.image_set], name, f"{name}_{int(number):04d}.jpg")

    def _list(self):
        records = []
        for listing in _LFW_LISTS[self.task][self.usage]:
            lines = [line.split("\t") for line in _lines(self, os.path.join(self.dataset_dir, listing))]
            if self.task == "pairs":
                for fields in lines[1:]:
                    if len(fields) == 3:
                        records.append([self._image(fields[0], fields[1]), self._image(fields[0], fields[2]),
                                        np.uint32(1)])
                    elif len(fields) == 4:
                        records.append([self._image(fields[0], fields[1]), self._image(fields[2], fields[3]),
                                        np.uint32(0)])
                continue
            names = [line.split("\t")[0] for line in _lines(self, os.path.join(self.dataset_dir, "lfw-names.txt"))]
            labels = {name: i for i, name in enumerate(names)}
            for fields in lines:
                if len(fields) == 2:
                    records.extend([self._image(fields[0], i), np.uint32(labels[fields[0]])]
                                   for i in range(1, int(fields[1]) + 1))
        return records


# --- LSUN ------------------------------------------------------------------------------------------------------
_LSUN_CLASSES = ["bedroom", "bridge", "church_outdoor", "classroom", "conference_room", "dining_room", "kitchen",
                 "living_room", "restaurant", "tower"]


class LSUNDataset(_FolderSource):
    """LSUN extracted to image folders: ``<class>_train/``, ``<class>_val/`` (classes in name order, ``all``: each
    class's train then val folder) and ``test/``. ``label`` uint32 numbers the folders read, in that order (as
    MindSpore's image-folder reader does); files in name order."""

    def __init__(self, dataset_dir, usage=None, classes=None, num_samples=None, num_parallel_workers=None,
                 shuffle=None, decode=False, sampler=None, num_shards=None, shard_id=None, cache=None):
        self.usage = check_usage(usage, ("train", "test", "valid", "all"))
        if classes is not None:
            _check.type_of(classes, "classes", (list,))
            for name in classes:
                if name not in _LSUN_CLASSES:
                    raise ValueError(f"Input classes is not within the valid set of {_LSUN_CLASSES}.")
        self.classes = sorted(_LSUN_CLASSES if classes is None else classes)
        super().__init__(dataset_dir, num_samples, num_parallel_workers, shuffle, decode, sampler, num_shards,
                         shard_id, cache)

    def _list(self):
        if self.usage == "test":
            folders = ["test"]
        else:
            parts = {"train": ["train"], "valid": ["val"], "all": ["train", "val"]}[self.usage]
            folders = [f"{c}_{p}" for c in self.classes for p in parts]
        folders = [f for f in folders if os.path.isdir(os.path.join(self.dataset_dir, f))]
        return [[os.path.join(self.dataset_dir, folder, name), np.uint32(label)]
                for label, folder in enumerate(folders) for name in _files(os.path.join(self.dataset_dir, folder))]
