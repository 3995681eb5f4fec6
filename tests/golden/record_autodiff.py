"""Record autodiff behaviour (ms_semantics §6) from real MindSpore 2.10.

    ONEDNN_MAX_CPU_ISA=AVX2 /work/msvenv/bin/python tests/golden/record_autodiff.py

The cases live in cases_autodiff.py; this writes autodiff.json (``case.<name>``: the result's structure,
``count.<name>``: how many Tensors it holds, ``error.<name>``) and autodiff.npz (``<name>.<i>``).
"""
from cases_autodiff import CASES, ERRORS, describe, run, tensors
from recorder import Recorder


def main():
    import mindspore
    rec = Recorder("autodiff")
    for name, code in CASES.items():
        try:
            result = run(mindspore, code)
        except Exception as exc:
            raise AssertionError(f"case {name} failed on MindSpore: {exc}") from exc
        arrays = tensors(result)
        rec.value("case." + name, describe(result))
        rec.value("count." + name, len(arrays))
        for i, arr in enumerate(arrays):
            rec.array(f"{name}.{i}", arr)
    for name, code in ERRORS.items():
        rec.error("error." + name, lambda code=code: tensors(run(mindspore, code)))
    rec.save()


if __name__ == "__main__":
    main()
