"""Record mindspore.dataset.text behaviour from real MindSpore 2.10.

    /tmp/msenv/bin/python tests/golden/record_dataset_text.py

The cases live in cases_dataset_text.py; this writes dataset_text.json (``value.<case>``, ``error.<case>``).
Errors are recorded in this process (a failed text operation leaves nothing behind).
"""
import cases_dataset_text as cases
from recorder import Recorder


def main():
    import mindspore
    rec = Recorder("dataset_text")
    rec.cases(mindspore, cases.run, cases.VALUES, {}, None, cases.as_json)
    for name, code in cases.ERRORS.items():
        rec.error("error." + name, lambda: cases.run(mindspore, code))
    rec.save()


if __name__ == "__main__":
    main()
