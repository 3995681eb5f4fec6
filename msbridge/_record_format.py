"""The TFRecord record framing, shared by ``dataset.TFRecordDataset`` (reads it) and ``train.SummaryRecord``
(writes MindSpore's summary files in it): each record is a little-endian uint64 length, the masked CRC-32C
(Castagnoli) of those 8 bytes, the data, and the masked CRC-32C of the data. Standard library only."""
import struct

__all__ = ["masked_crc32c", "frame", "unframe"]

_MASK_DELTA = 0xA282EAD8


def _crc_table():
    table = []
    for byte in range(256):
        crc = byte
        for _ in range(8):
            crc = (crc >> 1) ^ 0x82F63B78 if crc & 1 else crc >> 1
        table.append(crc)
    return table


_CRC_TABLE = _crc_table()


def masked_crc32c(data):
    """The masked CRC-32C of ``data``: the CRC rotated right by 15 bits plus 0xA282EAD8 (mod 2**32)."""
    crc = 0xFFFFFFFF
    for byte in data:
        crc = _CRC_TABLE[(crc ^ byte) & 0xFF] ^ (crc >> 8)
    crc ^= 0xFFFFFFFF
    return ((((crc >> 15) | (crc << 17)) & 0xFFFFFFFF) + _MASK_DELTA) & 0xFFFFFFFF


def frame(data):
    """One record holding ``data``."""
    length = struct.pack("<Q", len(data))
    return length + struct.pack("<I", masked_crc32c(length)) + data + struct.pack("<I", masked_crc32c(data))


def unframe(data):
    """The payloads of a byte string of records (ValueError when the framing or a length's CRC is wrong; the
    payload CRCs are not checked)."""
    records, pos = [], 0
    while pos < len(data):
        if pos + 12 > len(data):
            raise ValueError("truncated record header")
        header = data[pos:pos + 8]
        (length,), (crc,) = struct.unpack("<Q", header), struct.unpack("<I", data[pos + 8:pos + 12])
        if crc != masked_crc32c(header) or pos + 16 + length > len(data):
            raise ValueError("bad record header")
        records.append(data[pos + 12:pos + 12 + length])
        pos += 16 + length
    return records
