"""Record the mindspore.dataset extras (dict columns, chained samplers, dataset callbacks, legacy modules) from
real MindSpore 2.10.

    /tmp/msenv/bin/python tests/golden/record_dataset_extras.py

The cases live in cases_dataset_extras.py; this writes dataset_extras.json (``value.<case>``, ``error.<case>``).
"""
import cases_dataset_extras as cases
from recorder import Recorder


def main():
    import mindspore
    rec = Recorder("dataset_extras")
    rec.cases(mindspore, cases.run, cases.VALUES, {}, None, cases.as_json)
    for name, code in cases.ERRORS.items():
        rec.error("error." + name, lambda: cases.run(mindspore, code))
    rec.save()


if __name__ == "__main__":
    main()
