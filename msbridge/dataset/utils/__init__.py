"""``mindspore.dataset.utils``: ``LineReader`` (random access to the lines of a text file) and
``imshow_det_bbox``, which MindSpore draws with OpenCV: msbridge raises NotImplementedError for it."""
import os

__all__ = ["LineReader", "imshow_det_bbox"]

_UINT64_MAX = 2 ** 64 - 1


class LineReader:
    """The lines of a text file by number (1-based, without their line ending), read on demand from the byte
    offsets of each line start (found once, when the reader is built)."""

    def __init__(self, filename):
        if not isinstance(filename, str):
            raise TypeError(f"path: {filename} is not string")
        path = os.path.realpath(filename)
        if not os.path.exists(path):
            raise RuntimeError(f"The input file [{filename}] does not exist.")
        if not os.path.isfile(path):
            raise RuntimeError(f"The input file [{filename}] is not a regular file.")
        self.filename = path
        self.offsets = [0]
        with open(path, "rb") as f:
            while f.readline():
                self.offsets.append(f.tell())
        self.offsets.pop()
        self.fo_handle = None

    def __getitem__(self, line):
        return self.readline(line)

    def __len__(self):
        return self.len()

    def __del__(self):
        self.close()

    def len(self):
        """Number of lines."""
        return len(self.offsets)

    def readline(self, line):
        """Line ``line`` (1-based) without its '\\n', '\\r\\n' or '\\r' ending."""
        if not isinstance(line, int) or isinstance(line, bool):
            raise TypeError(f"Argument line with value {line} is not of type [<class 'int'>], but got {type(line)}.")
        if not 0 <= line <= _UINT64_MAX:
            raise ValueError(f"Input line is not within the required interval of [0, {_UINT64_MAX}].")
        if not 1 <= line <= len(self.offsets):
            raise ValueError(f"Input line is not within the required interval of [1, {len(self.offsets)}].")
        if self.fo_handle is None:
            self.fo_handle = open(self.filename, encoding=None)  # noqa: SIM115 - kept open between calls
        self.fo_handle.seek(self.offsets[line - 1])
        content = self.fo_handle.readline()
        for ending in ("\r\n", "\n", "\r"):
            if content.endswith(ending):
                return content[:-len(ending)]
        return content

    def close(self):
        """Close the file (reopened by the next readline)."""
        if getattr(self, "fo_handle", None) is not None:
            self.fo_handle.close()
            self.fo_handle = None


def imshow_det_bbox(image, bboxes, labels, segm=None, class_names=None, score_threshold=0, bbox_color=(0, 255, 0),
                    text_color=(203, 192, 255), mask_color=(128, 0, 128), thickness=2, font_size=0.8, show=True,
                    win_name="win", wait_time=2000, out_file=None):
    """``imshow_det_bbox``: not supported by msbridge (MindSpore draws the boxes and text with OpenCV, whose
    rasterisation msbridge does not reproduce)."""
    raise NotImplementedError("imshow_det_bbox is not supported by msbridge: MindSpore draws with OpenCV (cv2).")
