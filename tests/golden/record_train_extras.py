"""Record the mindspore.train extras (custom_mixed_precision, DatasetHelper, connect_network_with_dataset,
data_sink, train.build_train_network) from real MindSpore 2.10.

    ONEDNN_MAX_CPU_ISA=AVX2 /tmp/msenv/bin/python tests/golden/record_train_extras.py

The cases live in cases_train_extras.py; this writes train_extras.json (``value.<case>``, ``error.<case>``).
MindSpore's rewrite (custom_mixed_precision white lists) writes the rewritten network's source into
./rewritten_network: the recorder runs in a temporary folder so that nothing lands in the repository.
"""
import os
import tempfile

import cases_train_extras as cases
from recorder import record_in_process

if __name__ == "__main__":
    with tempfile.TemporaryDirectory() as scratch:
        os.chdir(scratch)
        record_in_process("train_extras", cases)
