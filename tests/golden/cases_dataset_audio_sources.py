"""mindspore.dataset audio corpora read from files (YesNo, SpeechCommands, LJSpeech, GTZAN, CMUArctic, LibriTTS):
columns, dtypes, waveforms, sizes, orders, usages, samplers and errors. Recorded from MindSpore 2.10 by
record_dataset_audio_sources.py (which writes the same small WAV files) and replayed on msbridge by
tests/test_dataset_audio_sources.py.

Case code sees ``ds``, ``np``, ``rows`` (one epoch as numpy lists), ``summary`` (columns, size, dtypes, rows),
``corpus(name)`` (the folder of a corpus) and ``missing``.
"""
import functools
import importlib
import os
import wave

import numpy as np

from cases_dataset import _TMP, as_json  # noqa: F401 - as_json is this module's too
from cases_dataset_text_sources import write_files

_EXTREMES = [-32768, -32767, -1, 0, 1, 32767]


def _wav(path, n, rate, seed, channels):
    samples = np.random.RandomState(seed).randint(-32768, 32768, size=n * channels).astype("<i2")
    if seed == 0:
        samples[:len(_EXTREMES)] = _EXTREMES[:len(samples)]
    with wave.open(path, "wb") as f:
        f.setnchannels(channels)
        f.setsampwidth(2)
        f.setframerate(rate)
        f.writeframes(samples.tobytes())


_GTZAN = [("blues", 0), ("blues", 29), ("blues", 50), ("classical", 11), ("disco", 1), ("disco", 5), ("rock", 99)]

_WAVS = {  # corpus -> (relative path, samples, rate, channels)
    "yesno": [("0_1_1_0.wav", 8, 8000, 1), ("1_0_0_1.wav", 6, 8000, 2), ("0_0_0_0.wav", 5, 8000, 1)],
    "speech": [(f"{label}/{name}", 4, 16000, 1) for label, name in (
        ("cat", "b433eff_nohash_0.wav"), ("cat", "5a33edf_nohash_1.wav"), ("dog", "aaa_nohash_2.wav"),
        ("dog", "bbb_nohash_0.wav"), ("_background_noise_", "noise.wav"))],
    "lj": [("wavs/LJ001-0001.wav", 5, 22050, 1), ("wavs/LJ001-0002.wav", 3, 22050, 1)],
    "gtzan": [(f"{g}/{g}.{n:05d}.wav", 3, 22050, 1) for g, n in _GTZAN],
    "gtzan_rate": [("blues/blues.00000.wav", 3, 8000, 1)],
    "cmu": [(f"cmu_us_{s}_arctic/wav/arctic_{u}.wav", 4, 16000, 1) for s, u in (("aew", "a0001"), ("aew", "a0002"),
                                                                                ("bdl", "b0001"))],
    "libri": [(f"{u}/{s}/{c}/{s}_{c}_{k}.wav", 3, 24000, 1) for u, s, c, k in (
        ("dev-clean", "116", "288045", "000003_000000"), ("dev-clean", "116", "288045", "000001_000000"),
        ("dev-clean", "84", "121123", "000000_000000"), ("test-clean", "1089", "134686", "000001_000000"))],
}
_TEXT = {
    "speech": {"testing_list.txt": "cat/5a33edf_nohash_1.wav\n", "validation_list.txt": "dog/aaa_nohash_2.wav\n"},
    "lj": {"metadata.csv": "LJ001-0002|Hello, World|hello world\nLJ001-0001|Two \"q\"|two q\n"},
    "cmu": {"cmu_us_aew_arctic/etc/txt.done.data": '( arctic_a0002 "Second one." )\n'
                                                   '( arctic_a0001 "Author of the trail, etc." )\n',
            "cmu_us_bdl_arctic/etc/txt.done.data": '( arctic_b0001 "Bdl." )\n'},
    "libri": {"dev-clean/116/288045/116_288045.trans.tsv": "116_288045_000003_000000\tOrig Text.\tnorm text\n"
                                                             "116_288045_000001_000000\tA\ta\n",
              "dev-clean/84/121123/84_121123.trans.tsv": "84_121123_000000_000000\tB\tb\n",
              "test-clean/1089/134686/1089_134686.trans.tsv": "1089_134686_000001_000000\tC\tc\n"},
}


def corpus(name):
    """The folder of one of the small corpora above (written once under the cases' temporary directory)."""
    wavs = {rel: functools.partial(_wav, n=n, rate=rate, seed=i, channels=channels)
            for i, (rel, n, rate, channels) in enumerate(_WAVS[name])}
    return write_files(os.path.join(_TMP, "audio_corpora", name), dict(wavs, **_TEXT.get(name, {})))


def namespace(ms):
    ds = importlib.import_module(ms.__name__ + ".dataset")

    def rows(dataset):
        return [list(r) for r in dataset.create_tuple_iterator(output_numpy=True)]

    def summary(dataset):
        return [dataset.get_col_names(), dataset.get_dataset_size(), rows(dataset)]

    return {"ds": ds, "np": np, "rows": rows, "summary": summary, "corpus": corpus,
            "missing": os.path.join(_TMP, "audio_corpora", "nothere")}


def run(ms, code):
    return eval(code, namespace(ms))  # noqa: S307 - the code strings are the fixed tables below


VALUES = {
    # (YesNo reads the directory-listing order, which depends on the file system: rows compared sorted)
    "YesNoDataset.rows": "(lambda d: [d.get_col_names(), d.get_dataset_size(), sorted(rows(d), key=lambda r: "
                         "r[2].tolist())])(ds.YesNoDataset(corpus('yesno'), shuffle=False))",
    "LJSpeechDataset.sampler": "rows(ds.LJSpeechDataset(corpus('lj'), sampler=ds.SequentialSampler(1, 1)))",
    "LJSpeechDataset.shard": "rows(ds.LJSpeechDataset(corpus('lj'), num_shards=2, shard_id=1, shuffle=False))",
    "YesNoDataset.shuffled": "sorted(r[2].tolist() for r in rows(ds.YesNoDataset(corpus('yesno'))))",
    "SpeechCommandsDataset.all": "summary(ds.SpeechCommandsDataset(corpus('speech'), shuffle=False))",
    "SpeechCommandsDataset.train": "summary(ds.SpeechCommandsDataset(corpus('speech'), 'train', shuffle=False))",
    "SpeechCommandsDataset.test": "summary(ds.SpeechCommandsDataset(corpus('speech'), 'test', shuffle=False))",
    "SpeechCommandsDataset.valid": "summary(ds.SpeechCommandsDataset(corpus('speech'), 'valid', shuffle=False))",
    "SpeechCommandsDataset.num_samples": "rows(ds.SpeechCommandsDataset(corpus('speech'), num_samples=2, "
                                         "shuffle=False))",
    "LJSpeechDataset.rows": "summary(ds.LJSpeechDataset(corpus('lj'), shuffle=False))",
    "GTZANDataset.all": "summary(ds.GTZANDataset(corpus('gtzan'), shuffle=False))",
    "GTZANDataset.train": "summary(ds.GTZANDataset(corpus('gtzan'), 'train', shuffle=False))",
    "GTZANDataset.valid": "summary(ds.GTZANDataset(corpus('gtzan'), 'valid', shuffle=False))",
    "GTZANDataset.test": "summary(ds.GTZANDataset(corpus('gtzan'), 'test', shuffle=False))",
    "CMUArcticDataset.default": "summary(ds.CMUArcticDataset(corpus('cmu'), shuffle=False))",
    "CMUArcticDataset.bdl": "summary(ds.CMUArcticDataset(corpus('cmu'), 'bdl', shuffle=False))",
    "LibriTTSDataset.dev_clean": "summary(ds.LibriTTSDataset(corpus('libri'), 'dev-clean', shuffle=False))",
    "LibriTTSDataset.all": "summary(ds.LibriTTSDataset(corpus('libri'), shuffle=False))",
    "LibriTTSDataset.test_clean_shard": "rows(ds.LibriTTSDataset(corpus('libri'), 'all', num_shards=2, shard_id=0, "
                                        "shuffle=False))",
}

ERRORS = {
    "YesNoDataset.missing": "ds.YesNoDataset(missing)",
    "SpeechCommandsDataset.usage": "ds.SpeechCommandsDataset(corpus('speech'), 'dev')",
    "GTZANDataset.usage": "ds.GTZANDataset(corpus('gtzan'), 'dev')",
    "GTZANDataset.rate": "rows(ds.GTZANDataset(corpus('gtzan_rate'), shuffle=False))",
    "CMUArcticDataset.name": "ds.CMUArcticDataset(corpus('cmu'), 'xyz')",
    "LibriTTSDataset.usage": "ds.LibriTTSDataset(corpus('libri'), 'dev')",
    "LJSpeechDataset.shard_id": "ds.LJSpeechDataset(corpus('lj'), num_shards=2, shard_id=2)",
}

SAME_MESSAGE = {"SpeechCommandsDataset.usage", "GTZANDataset.usage", "CMUArcticDataset.name", "LibriTTSDataset.usage",
                "LJSpeechDataset.shard_id"}
