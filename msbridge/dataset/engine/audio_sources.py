"""Audio corpora read from local files as MindSpore 2.10 reads them (nothing is downloaded; WAV through the
standard library's ``wave``): ``YesNoDataset``, ``SpeechCommandsDataset``, ``LJSpeechDataset``, ``GTZANDataset``,
``CMUArcticDataset`` and ``LibriTTSDataset``. Random-access sources (samplers, shards, shuffled by default); the
file list is built on the first pass and each row's WAV read when the row is.

``waveform``: the 16-bit samples divided by 32767 as float32, shape (1, samples); the samples of a multi-channel
file stay interleaved in that one row, as MindSpore 2.10 reads them (tests/golden/cases_dataset_audio_sources.py).
"""
import csv
import os
import re
import wave

import numpy as np

from . import _errors
from .datasets_vision import _FileSource, check_dir
from .text_sources import check_shards, choice

__all__ = ["YesNoDataset", "SpeechCommandsDataset", "LJSpeechDataset", "GTZANDataset", "CMUArcticDataset",
           "LibriTTSDataset", "TedliumDataset"]


def read_wav(node, path):
    """(waveform float32 (1, n), sample rate) of a 16-bit PCM WAV file."""
    try:
        with wave.open(path, "rb") as f:
            width, rate, frames = f.getsampwidth(), f.getframerate(), f.readframes(f.getnframes())
    except (OSError, EOFError, wave.Error) as exc:
        raise _errors.pipeline_error(node, f"Invalid file, failed to read the wav file: {path} ({exc}).") from None
    if width != 2:
        raise _errors.pipeline_error(node, f"Invalid file, {path} is not a 16-bit PCM wav file.")
    samples = np.frombuffer(frames, "<i2").astype(np.float32) / np.float32(32767)
    return samples[None, :], rate


class AudioSource(_FileSource):
    """A folder of audio files: ``_entries()`` lists (wav path, other column values) in MindSpore's order;
    ``_rate_type`` is the sample_rate dtype (int32 or uint32, as the MindSpore source gives it)."""

    _rate_type = np.uint32
    _column_names = ()
    _usages = None
    _usage_name = "usage"

    def __init__(self, dataset_dir, usage=None, num_samples=None, num_parallel_workers=None, shuffle=None,
                 sampler=None, num_shards=None, shard_id=None, cache=None):
        self.dataset_dir = check_dir(dataset_dir)
        self.usage = choice("all" if usage is None else usage, self._usage_name, self._usages) if self._usages \
            else None
        check_shards(num_shards, shard_id)
        super().__init__(num_samples, num_parallel_workers, shuffle, sampler, num_shards, shard_id, cache)

    def _columns(self):
        return list(self._column_names)

    def _entries(self):
        raise NotImplementedError

    def _load(self):
        entries = self._entries()
        if not entries:
            raise _errors.pipeline_error(self, f"Invalid data, no valid data found in path: {self.dataset_dir}")
        return [entries]

    def _read(self, index):
        path, values = self._arrays()[0][index]
        waveform, rate = read_wav(self, path)
        return [waveform, np.array(rate, dtype=self._rate_type)] + [np.array(v) for v in values]


class YesNoDataset(AudioSource):
    """YesNo: the ``*.wav`` files of the folder in directory-listing order (as MindSpore 2.10, which does not sort
    them); ``label`` the int32 digits of the file name."""

    _rate_type = np.int32
    _column_names = ("waveform", "sample_rate", "label")

    def __init__(self, dataset_dir, num_samples=None, num_parallel_workers=None, shuffle=None, sampler=None,
                 num_shards=None, shard_id=None, cache=None):
        super().__init__(dataset_dir, None, num_samples, num_parallel_workers, shuffle, sampler, num_shards,
                         shard_id, cache)

    def _entries(self):
        names = [n for n in os.listdir(self.dataset_dir) if n.endswith(".wav")]
        return [(os.path.join(self.dataset_dir, n), [np.array(n[:-4].split("_"), dtype=np.int64).astype(np.int32)])
                for n in names]


class SpeechCommandsDataset(AudioSource):
    """Speech Commands: ``<label>/<speaker>_nohash_<n>.wav`` (``_background_noise_`` skipped) in path order;
    ``testing_list.txt``/``validation_list.txt`` pick the test/valid files, train is the rest. As MindSpore 2.10,
    ``get_dataset_size`` counts the files of every usage."""

    _rate_type = np.int32
    _column_names = ("waveform", "sample_rate", "label", "speaker_id", "utterance_number")
    _usages = ("train", "test", "valid", "all")

    def _all_files(self):
        files = []
        for label in sorted(os.listdir(self.dataset_dir)):
            folder = os.path.join(self.dataset_dir, label)
            if label != "_background_noise_" and os.path.isdir(folder):
                files += [f"{label}/{n}" for n in sorted(os.listdir(folder)) if n.endswith(".wav")]
        return files

    def _listed(self, name):
        path = os.path.join(self.dataset_dir, name)
        if not os.path.isfile(path):
            return set()
        with open(path, encoding="utf-8") as f:
            return {line.strip() for line in f if line.strip()}

    def _entries(self):
        files = self._all_files()
        test, valid = self._listed("testing_list.txt"), self._listed("validation_list.txt")
        keep = {"all": lambda f: True, "test": test.__contains__, "valid": valid.__contains__,
                "train": lambda f: f not in test and f not in valid}[self.usage]
        entries = []
        for rel in filter(keep, files):
            label, name = rel.split("/")
            speaker, _, number = name[:-4].partition("_nohash_")
            entries.append((os.path.join(self.dataset_dir, rel), [label, speaker, np.int32(number)]))
        return entries

    def _size(self):
        return self.sampler._count(len(self._all_files()))


class LJSpeechDataset(AudioSource):
    """LJSpeech: the rows of ``metadata.csv`` (``id|transcription|normalized``) in file order, with
    ``wavs/<id>.wav``."""

    _rate_type = np.int32
    _column_names = ("waveform", "sample_rate", "transcription", "normalized_transcription")

    def __init__(self, dataset_dir, num_samples=None, num_parallel_workers=None, shuffle=None, sampler=None,
                 num_shards=None, shard_id=None, cache=None):
        super().__init__(dataset_dir, None, num_samples, num_parallel_workers, shuffle, sampler, num_shards,
                         shard_id, cache)

    def _entries(self):
        with open(os.path.join(self.dataset_dir, "metadata.csv"), encoding="utf-8", newline="") as f:
            rows = [row for row in csv.reader(f, delimiter="|", quoting=csv.QUOTE_NONE) if row]
        return [(os.path.join(self.dataset_dir, "wavs", f"{row[0]}.wav"), row[1:3]) for row in rows]


_GTZAN_GENRES = ("blues", "classical", "country", "disco", "hiphop", "jazz", "metal", "pop", "reggae", "rock")
_GTZAN_SPLITS = {  # usage -> genre -> file numbers of the usage (measured on MindSpore 2.10)
    "train": {
        "blues": "29-49 73-97",
        "classical": "30-33 43-48 50-67 80-99",
        "country": "19-26 28-29 65-99",
        "disco": "5 15-20 22-37 39-45 47 49 53-54 56-57 59 61 70 73-74 89",
        "hiphop": "2-25 28-29 31-38 41-42 55-61 77-80",
        "jazz": "0-1 11-24 41 47-72",
        "metal": "2-3 5 21 24 35 46-57 59-66 69 71-72 79-80 84 86 89-99",
        "pop": "2-9 11-12 16-20 23-29 31-36 38-42 44 46 49-50 80 97-99",
        "reggae": "0-2 4 6 9 11-12 14-32 42-45 49-51 54-60 63 69",
        "rock": "0-9 16-26 57-70 91-99",
    },
    "valid": {
        "blues": "0-11 50-60",
        "classical": "0-10 68-76",
        "country": "0-7 9-18 27 41-42 45 49",
        "disco": "0 2-4 6-14 46 48 52 67-68 72 75 90 95",
        "hiphop": "81-98",
        "jazz": "2-10 25-32",
        "metal": "0-1 6-11 16-20 36-37 68 76-77 81-82",
        "pop": "10 53 55 58-62 81 83-86",
        "reggae": "61-62 70 72 74 76-78 85 92-99",
        "rock": "38 49-56 71-85",
    },
    "test": {
        "blues": "12-28 61-72 98-99",
        "classical": "11-29 34-41 49 77-79",
        "country": "30-40 43-44 46-48 50-51 53-64",
        "disco": "1 21 58 62-66 69 76-88 91-94 96-97 99",
        "hiphop": "0 26-27 30 40 43-45 51-54 62-75 99",
        "jazz": "73-99",
        "metal": "12-15 22-23 25-33 38-39 67 70 73-75 78 83 85 87-88",
        "pop": "0-1 13-14 43 63-66 69-79 82 88-96",
        "reggae": "34-40 46-48 52-53 64-68 71 79 82-84 87-90",
        "rock": "10-15 27-37 39-48 86-90",
    },
}


def _numbers(ranges):
    """The numbers of a "0-3 7" range list."""
    out = []
    for part in ranges.split():
        lo, _, hi = part.partition("-")
        out += range(int(lo), int(hi or lo) + 1)
    return out


class GTZANDataset(AudioSource):
    """GTZAN: ``<genre>/<genre>.NNNNN.wav`` of the ten genres; ``train``/``valid``/``test`` are MindSpore 2.10's
    fixed file splits (443/197/290 files), ``all`` a genre's train, valid then test files (the files of no split
    are not read); ``label`` the genre; 22050 Hz only."""

    _column_names = ("waveform", "sample_rate", "label")
    _usages = ("train", "valid", "test", "all")

    def _entries(self):
        entries = []
        for genre in _GTZAN_GENRES:
            usages = ("train", "valid", "test") if self.usage == "all" else (self.usage,)
            numbers = [n for usage in usages for n in _numbers(_GTZAN_SPLITS[usage][genre])]
            for n in numbers:
                path = os.path.join(self.dataset_dir, genre, f"{genre}.{n:05d}.wav")
                if os.path.isfile(path):
                    entries.append((path, [genre]))
        return entries

    def _read(self, index):
        row = super()._read(index)
        if int(row[1]) != 22050:
            raise _errors.pipeline_error(self, "Invalid file, sampling rate of GTZAN wav file must be 22050, file "
                                               f"path: {self._arrays()[0][index][0]}")
        return row


_CMU_NAMES = ("aew", "ahw", "aup", "awb", "axb", "bdl", "clb", "eey", "fem", "gka", "jmk", "ksp", "ljm", "lnh",
              "rms", "rxr", "slp", "slt")


class CMUArcticDataset(AudioSource):
    """CMU Arctic speaker ``name`` (default ``aew``): ``cmu_us_<name>_arctic/etc/txt.done.data`` lines
    ``( arctic_<id> "text" )`` in file order with ``wav/arctic_<id>.wav``; ``transcript`` and ``utterance_id``."""

    _column_names = ("waveform", "sample_rate", "transcript", "utterance_id")
    _usages = _CMU_NAMES
    _usage_name = "name"

    def __init__(self, dataset_dir, name=None, num_samples=None, num_parallel_workers=None, shuffle=None,
                 sampler=None, num_shards=None, shard_id=None, cache=None):
        super().__init__(dataset_dir, "aew" if name is None else name, num_samples, num_parallel_workers, shuffle,
                         sampler, num_shards, shard_id, cache)

    def _entries(self):
        root = os.path.join(self.dataset_dir, f"cmu_us_{self.usage}_arctic")
        path = os.path.join(root, "etc", "txt.done.data")
        if not os.path.isfile(path):
            raise _errors.pipeline_error(self, f"Invalid file, failed to open CMUArctic file: {path}")
        entries = []
        with open(path, encoding="utf-8") as f:
            for line in f:
                match = re.match(r'\(\s*arctic_(\S+)\s+"(.*)"\s*\)', line.strip())
                if match:
                    entries.append((os.path.join(root, "wav", f"arctic_{match[1]}.wav"), [match[2], match[1]]))
        return entries


_LIBRITTS_USAGES = ("dev-clean", "dev-other", "test-clean", "test-other", "train-clean-100", "train-clean-360",
                    "train-other-500")


class LibriTTSDataset(AudioSource):
    """LibriTTS ``<usage>/<speaker>/<chapter>/<speaker>_<chapter>.trans.tsv`` (``id\\toriginal\\tnormalized``) in
    numeric speaker and chapter order and file order, with ``<id>.wav``; ``all`` reads every usage folder present."""

    _column_names = ("waveform", "sample_rate", "original_text", "normalized_text", "speaker_id", "chapter_id",
                     "utterance_id")
    _usages = _LIBRITTS_USAGES + ("all",)

    def _entries(self):
        entries = []
        for usage in _LIBRITTS_USAGES if self.usage == "all" else (self.usage,):
            root = os.path.join(self.dataset_dir, usage)
            for speaker in sorted(os.listdir(root), key=int) if os.path.isdir(root) else []:
                for chapter in sorted(os.listdir(os.path.join(root, speaker)), key=int):
                    folder = os.path.join(root, speaker, chapter)
                    tsv = os.path.join(folder, f"{speaker}_{chapter}.trans.tsv")
                    if not os.path.isfile(tsv):
                        continue
                    with open(tsv, encoding="utf-8", newline="") as f:
                        for row in csv.reader(f, delimiter="\t", quoting=csv.QUOTE_NONE):
                            if row:
                                entries.append((os.path.join(folder, f"{row[0]}.wav"),
                                                [row[1], row[2], np.uint32(speaker), np.uint32(chapter), row[0]]))
        return entries


class TedliumDataset(AudioSource):
    """TED-LIUM ``release1``/``release2`` (``<usage>/stm/*.stm`` with ``<usage>/sph/<talk><extensions>``; ``all``
    reads train, test and dev) and ``release3`` (``data/stm``, ``data/sph``; usage ``all`` only). As MindSpore 2.10:
    every line of every ``.stm`` file is a row, rows sorted by (line number as a string, the line's first token,
    usage); a line's first six space-separated fields are ``talk_id``, (skipped), ``speaker_id``, start, end,
    ``identifier`` and the rest ``transcript``; ``sample_rate`` (int32) is the token two after ``sample_rate`` in the
    SPH file's 1024-byte header. ``waveform`` is float32 (1, int(end * rate) - int(start * rate)) of zeros: MindSpore
    2.10's reader checks that the file holds those bytes (from byte ``int(start * rate)``) but fills the samples
    from an unset buffer, so every waveform is zeros (docs/compat/dataset.md)."""

    _rate_type = np.int32
    _column_names = ("waveform", "sample_rate", "transcript", "talk_id", "speaker_id", "identifier")

    def __init__(self, dataset_dir, release, usage=None, extensions=None, num_samples=None, num_parallel_workers=None,
                 shuffle=None, sampler=None, num_shards=None, shard_id=None, cache=None):
        self.release = choice(release, "release", ("release1", "release2", "release3"))
        self._usages = ("all",) if release == "release3" else ("train", "test", "dev", "all")
        self.extensions = ".sph" if extensions is None else extensions
        super().__init__(dataset_dir, usage, num_samples, num_parallel_workers, shuffle, sampler, num_shards,
                         shard_id, cache)

    def _entries(self):
        if self.release == "release3":
            usages = ("data",)
        else:
            usages = ("train", "test", "dev") if self.usage == "all" else (self.usage,)
        entries = []
        for usage in usages:
            folder = os.path.join(self.dataset_dir, usage, "stm")
            if not os.path.isdir(folder):
                raise _errors.pipeline_error(self, f"Invalid file, failed to open folder: {folder}")
            for name in os.listdir(folder):
                if name.endswith(".stm"):
                    with open(os.path.join(folder, name), encoding="utf-8", newline="") as f:
                        lines = f.read().split("\n")
                    lines = lines[:-1] if lines[-1] == "" else lines
                    entries += [(str(i), line.split(" ", 1)[0], usage) for i, line in enumerate(lines)]
        return [(None, key) for key in sorted(entries)]

    def _stm_fields(self, number, talk, usage):
        """The seven fields of line ``number`` of ``<usage>/stm/<talk>.stm``."""
        with open(os.path.join(self.dataset_dir, usage, "stm", talk + ".stm"), encoding="utf-8", newline="") as f:
            line = f.read().split("\n")[int(number)]
        fields = line.split(" ", 6)
        return fields + [""] * (7 - len(fields))

    def _read(self, index):
        number, talk, usage = self._arrays()[0][index][1]
        talk_id, _, speaker_id, start, end, identifier, transcript = self._stm_fields(number, talk, usage)
        path = os.path.join(self.dataset_dir, usage, "sph", talk + self.extensions)
        with open(path, "rb") as f:
            data = f.read()
        if len(data) < 1024:
            raise _errors.pipeline_error(self, f"Invalid data, failed to read head part from sph file: {path}, "
                                               "re-download dataset(make sure the data is true).")
        tokens = re.split(r"\n| +", data[:1024].split(b"\0", 1)[0].decode("latin-1"))
        rate = next((int(re.match(r"-?\d*", tokens[i + 2])[0] or 0) for i, t in enumerate(tokens[:-2])
                     if t == "sample_rate"), 0)
        first, size = int(_atof(start) * rate), int(_atof(end) * rate) - int(_atof(start) * rate)
        if first + 2 * size > len(data):
            raise _errors.pipeline_error(self, f"Invalid data, failed to read data part from sph file: {path}, "
                                               "re-download dataset(make sure the data is true).")
        return [np.zeros((1, size), np.float32), np.array(rate, np.int32), np.array(transcript),
                np.array(talk_id), np.array(speaker_id), np.array(identifier)]


def _atof(text):
    """C's ``atof``: the leading decimal number of ``text`` (0.0 when there is none)."""
    match = re.match(r"\s*[-+]?(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?", text)
    return float(match[0]) if match else 0.0
