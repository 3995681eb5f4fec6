"""Record the row order of shuffled dataset shards from real MindSpore 2.10 (cases_dataset_shard.py).

    ONEDNN_MAX_CPU_ISA=AVX2 /tmp/msenv/bin/python tests/golden/record_dataset_shard.py
"""
from cases_dataset_shard import VALUES, run
from recorder import Recorder


def main():
    import mindspore
    rec = Recorder("dataset_shard")
    for name, code in VALUES.items():  # in order: the first cases rely on the default seed
        rec.value(name, run(mindspore, code))
    rec.save()


if __name__ == "__main__":
    main()
