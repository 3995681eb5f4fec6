"""Record mindspore.dataset.audio behaviour from real MindSpore 2.10.

    /tmp/msenv/bin/python tests/golden/record_dataset_audio.py

The cases live in cases_dataset_audio.py; this writes dataset_audio.json (``array.<case>`` dtypes and shapes,
``error.<case>``) and dataset_audio.npz (``<case>.<i>``).
"""
import cases_dataset_audio as cases
from recorder import Recorder


def main():
    import mindspore
    rec = Recorder("dataset_audio")
    rec.cases(mindspore, cases.run, {}, cases.ARRAYS, cases.as_arrays)
    for name, code in cases.ERRORS.items():
        rec.error("error." + name, lambda: cases.run(mindspore, code))
    rec.save()


if __name__ == "__main__":
    main()
