"""MindSpore 2.10's checkpoint file formats, read and written without protobuf or safetensors (docs/design.md 6).

- ``wire``: the protobuf layout of ``.ckpt`` entries (encode the header of an entry, parse and validate entries);
- ``safetensors_wire``: the safetensors header (layout, encode, parse and validate);
- ``crypto``: MindSpore's block framing of encrypted ``.ckpt`` files around the ``cryptography`` ciphers;
- ``write``: records of (name, Tensor or str) to the bytes of either format, split into MindSpore's 512 MiB
  entries, with the CRC trailer or metadata, encrypted when asked;
- ``read``: a file (read with ``pread``, or decrypted into memory) to {name: Parameter or str}, split entries joined.

``train/serialization.py`` keeps MindSpore's public functions and their argument checks and calls
``write.write``, ``read.read_ckpt`` and ``read.read_safetensors``; nothing here is public.
"""
