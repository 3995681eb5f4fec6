"""Record the mindspore.train extras (custom_mixed_precision, DatasetHelper, connect_network_with_dataset,
data_sink, train.build_train_network) from real MindSpore 2.10.

    ONEDNN_MAX_CPU_ISA=AVX2 /tmp/msenv/bin/python tests/golden/record_train_extras.py

The cases live in cases_train_extras.py; this writes train_extras.json (``value.<case>``, ``error.<case>``).
"""
import cases_train_extras as cases
from recorder import record_in_process

if __name__ == "__main__":
    record_in_process("train_extras", cases)
