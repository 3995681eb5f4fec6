"""``mindspore.mindrecord``'s page reader and converters on msbridge's MindRecord files: ``MindPage`` (rows of one
value of an index field, a page at a time), ``ImageNetToMR`` (image folders named by a map file) and the encryption
settings (``set_enc_key`` etc.: msbridge writes and reads unencrypted files only). The converters built on OpenCV,
pandas or TensorFlow (``Cifar10ToMR``, ``Cifar100ToMR``, ``MnistToMR``, ``CsvToMR``, ``TFRecordToMR``) raise
NotImplementedError: their bytes depend on those libraries (OpenCV's JPEG encoder, pandas' type inference)."""
import json
import os

from . import _format
from .common.exceptions import MRMDefineCategoryError, ParamTypeError, ParamValueError, PathNotExistsError
from .filereader import read_shards, shard_paths
from .filewriter import FileWriter

__all__ = ["MindPage", "ImageNetToMR", "Cifar10ToMR", "Cifar100ToMR", "MnistToMR", "CsvToMR", "TFRecordToMR",
           "set_enc_key", "set_enc_mode", "set_dec_mode"]

_FORBIDDEN = set('\\/:*?"<>|`&\';')


def check_filename(path, arg_name=""):
    """MindRecord's path rules: a non-empty str, not ending with '/', a file name without special characters."""
    name = "File path" if arg_name == "" else f"'{arg_name}'"
    if not path:
        raise ParamValueError(f"{name} is not allowed None or empty!")
    if not isinstance(path, str):
        raise ParamValueError(f"File path: {path} is not string.")
    if path.endswith("/"):
        raise ParamValueError("File path can not end with '/'")
    base = os.path.basename(path)
    if set(base) & _FORBIDDEN:
        raise ParamValueError("File name should not contains \\/:*?\\\"<>|`&;\\'")
    if base.startswith(" ") or base.endswith(" "):
        raise ParamValueError("File name should not start/end with space.")


# --- encryption settings ---------------------------------------------------------------------------------------
_MODES = ("AES-GCM",)


def set_enc_key(enc_key):
    """``mindspore.mindrecord.set_enc_key``: None keeps files unencrypted (the only kind msbridge writes); a valid
    key (str of 16, 24 or 32 characters) raises NotImplementedError."""
    if enc_key is None:
        return
    if not isinstance(enc_key, str):
        raise ValueError("The input enc_key is not str.")
    if len(enc_key) not in (16, 24, 32):
        raise ValueError("The length of input enc_key is not 16, 24, 32.")
    raise NotImplementedError("set_enc_key: encrypted MindRecord files are not supported by msbridge.")


def _check_mode(mode, what):
    if callable(mode):
        raise NotImplementedError(f"set_{what}_mode: custom {what}ryption functions are not supported by msbridge.")
    if not isinstance(mode, str):
        raise ValueError(f"The input {what}_mode is not str.")
    if mode not in _MODES:
        raise ValueError(f"The input {what}_mode is invalid.")


def set_enc_mode(enc_mode="AES-GCM"):
    """``mindspore.mindrecord.set_enc_mode``: "AES-GCM" (checked; used only with a key, which msbridge
    does not support)."""
    _check_mode(enc_mode, "enc")


def set_dec_mode(dec_mode="AES-GCM"):
    """``mindspore.mindrecord.set_dec_mode``: "AES-GCM" or None (checked; used only with a key)."""
    if dec_mode is not None:
        _check_mode(dec_mode, "dec")


# --- MindPage --------------------------------------------------------------------------------------------------
class MindPage:
    """Rows of a MindRecord file set grouped by the values of one index field (``category_field``): categories
    numbered in sorted value order, a page of ``num_row`` rows (in file order) at a time."""

    def __init__(self, file_name, num_consumer=4):
        if not isinstance(file_name, (str, list)):
            raise ParamTypeError("file_name", "str or list")
        if not isinstance(num_consumer, int) or isinstance(num_consumer, bool):
            raise ParamTypeError("num_consumer", "int")
        paths = shard_paths(file_name, isinstance(file_name, str))
        self._schema, self._rows = read_shards(paths)
        header = _format.load_header(paths[0])
        self._candidate_fields = [entry["index_field"] for entry in header["index_fields"]]
        self._category_field = None
        self._categories = []

    @property
    def candidate_fields(self):
        """The index fields a category can be read by."""
        return self._candidate_fields

    @property
    def category_field(self):
        """The index field rows are grouped by (None until set)."""
        return self._category_field

    @category_field.setter
    def category_field(self, category_field):
        if not category_field or not isinstance(category_field, str):
            raise ParamTypeError("category_fields", "str")
        if category_field not in self._candidate_fields:
            raise MRMDefineCategoryError(f"Field '{category_field}' is not a candidate category field.")
        self._category_field = category_field
        self._categories = sorted({row[category_field] for row in self._rows})

    def read_category_info(self):
        """JSON text: each category's id, name (the value as text) and row count, and the field's key."""
        field = self._category_field
        categories = [{"count": sum(1 for row in self._rows if row[field] == value), "id": i, "name": str(value)}
                      for i, value in enumerate(self._categories)]
        return json.dumps({"categories": categories, "key": f"{field}_0"}, separators=(",", ":"))

    def _page(self, value, page, num_row):
        rows = [row for row in self._rows if row[self._category_field] == value][page * num_row:(page + 1) * num_row]
        if not rows:
            raise RuntimeError(f"Page {page} of {num_row} rows is past the last row of category {value!r}.")
        return [dict(row) for row in rows]

    @staticmethod
    def _check_page(page, num_row):
        if not isinstance(page, int) or page < 0:
            raise ParamValueError("Page should be int and greater than or equal to 0.")
        if not isinstance(num_row, int) or num_row <= 0:
            raise ParamValueError("num_row should be int and greater than 0.")

    def read_at_page_by_id(self, category_id, page, num_row):
        """Page ``page`` (``num_row`` rows) of category ``category_id``."""
        if not isinstance(category_id, int) or category_id < 0:
            raise ParamValueError("Category id should be int and greater than or equal to 0.")
        self._check_page(page, num_row)
        if category_id >= len(self._categories):
            raise RuntimeError(f"category_id: {category_id} could not found.")
        return self._page(self._categories[category_id], page, num_row)

    def read_at_page_by_name(self, category_name, page, num_row):
        """Page ``page`` (``num_row`` rows) of the category whose value reads ``category_name``."""
        if not isinstance(category_name, str):
            raise ParamValueError("Category name should be str.")
        self._check_page(page, num_row)
        for value in self._categories:
            if str(value) == category_name:
                return self._page(value, page, num_row)
        raise RuntimeError(f"category_name: {category_name} could not found.")


# --- converters ------------------------------------------------------------------------------------------------
def _partition_number(value):
    if value is None or not isinstance(value, int):
        raise ValueError("The parameter partition_number must be int")
    return value


def _write(path, partitions, schema, desc, index, rows):
    """One MindRecord file set of ``rows`` (MindSpore's converters use a 16 MB header and 64 MB pages)."""
    writer = FileWriter(path, partitions)
    writer.set_header_size(1 << 24)
    writer.set_page_size(1 << 26)
    writer.add_schema(schema, desc)
    writer.add_index(index)
    writer.write_raw_data(rows)
    writer.commit()


class ImageNetToMR:
    """Image folders named by a map file (``<folder> <label>`` lines) to one MindRecord file set with ``label``
    int32, ``image`` bytes (the .JPEG/.jpg files as stored) and ``file_name`` string, indexed by label and
    file_name; folders in map-file order, files in directory-listing order, as MindSpore."""

    def __init__(self, map_file, image_dir, destination, partition_number=1):
        for path in (map_file, image_dir, destination):
            check_filename(path)
        self.map_file, self.image_dir, self.destination = map_file, image_dir, destination
        self.partition_number = _partition_number(partition_number)

    def _rows(self):
        if not os.path.exists(self.map_file):
            raise IOError(f"map file {self.map_file} not exists")
        folders = {}
        with open(self.map_file, encoding="utf-8") as f:
            for line in f:
                parts = line.split(" ")
                folders[parts[1]] = parts[0]
        found = {label: os.path.join(self.image_dir, folder) for label, folder in folders.items()
                 if os.path.isdir(os.path.join(self.image_dir, folder))}
        if not found:
            raise PathNotExistsError(f"not valid image dir in {self.image_dir}")
        rows = []
        for label, folder in found.items():
            for item in os.listdir(folder):
                if not item.endswith(("JPEG", "jpg")):
                    continue
                with open(os.path.join(folder, item), "rb") as f:
                    data = f.read()
                if data:
                    rows.append({"file_name": os.path.join(folder, item), "label": int(label), "image": data})
        return rows

    def transform(self):
        """Write the MindRecord file set."""
        _write(self.destination, self.partition_number,
               {"label": {"type": "int32"}, "image": {"type": "bytes"}, "file_name": {"type": "string"}},
               "imagenet_schema", ["label", "file_name"], self._rows())


def _unsupported(name, needs):
    """A converter class that raises NotImplementedError naming what MindSpore's version depends on."""
    def __init__(self, *args, **kwargs):
        raise NotImplementedError(f"{name} is not supported by msbridge: MindSpore's converter needs {needs}; "
                                  "write the rows with FileWriter instead.")
    return type(name, (), {"__init__": __init__, "__doc__": f"``{name}``: not supported by msbridge (MindSpore's "
                                                           f"converter needs {needs})."})


_OPENCV = "OpenCV (cv2) to JPEG-encode the images"
Cifar10ToMR = _unsupported("Cifar10ToMR", _OPENCV)
Cifar100ToMR = _unsupported("Cifar100ToMR", _OPENCV)
MnistToMR = _unsupported("MnistToMR", _OPENCV)
CsvToMR = _unsupported("CsvToMR", "pandas to read and type the CSV columns")
TFRecordToMR = _unsupported("TFRecordToMR", "TensorFlow to parse TFRecord files")
