"""MindSpore's checkpoint encryption (AES-GCM, AES-CBC, SM4-CBC) through the optional ``cryptography`` package.

An encrypted file is the plain ``.ckpt`` bytes cut into 64 MiB pieces, each stored as one block:

- a 4-byte little-endian magic number that names the mode (see ``MAGIC``);
- GCM only: the 16-byte authentication tag;
- the block length (4 bytes, little-endian), counting everything that follows in the block;
- the IV length (4 bytes, always 16) and the IV, 16 random bytes (GCM takes the first 12 as its nonce);
- the ciphertext length (4 bytes) and the ciphertext (CBC: PKCS#7-padded).

Layout measured on files written by MindSpore 2.10 (tests/golden/checkpoint/encrypted*).
"""
import os

__all__ = ["MAGIC", "check_encrypt_args", "encrypt", "decrypt"]

MAGIC = {"AES-GCM": 0x7F3A5ED8, "AES-CBC": 0x7F3A5ED9, "SM4-CBC": 0x7F3A5EDA}
_PIECE = 64 * 1024 * 1024
_IV_LEN = 16
_TAG_LEN = 16
_NONCE_LEN = 12


def _primitives(api, argument):
    try:
        from cryptography.hazmat.primitives import padding
        from cryptography.hazmat.primitives.ciphers import Cipher, algorithms, modes
    except ImportError:
        raise NotImplementedError(f"For '{api}', the argument '{argument}' needs the 'cryptography' package "
                                  "(pip install msbridge[crypto]).") from None
    return padding, Cipher, algorithms, modes


def check_encrypt_args(key, mode):
    """Before anything is written: MindSpore's encryption takes AES keys of 16, 24 or 32 bytes, SM4 keys of 16,
    and the three modes; the cryptography package must be there."""
    lengths = (16,) if mode == "SM4-CBC" else (16, 24, 32)
    if mode not in MAGIC or len(key) not in lengths:
        raise ValueError("Encrypt failed")
    _primitives("save_checkpoint", "enc_key")


def _int(value):
    return value.to_bytes(4, "little")


def _cipher(primitives, key, mode, iv):
    _, Cipher, algorithms, modes = primitives
    algorithm = algorithms.SM4(key) if mode == "SM4-CBC" else algorithms.AES(key)
    if mode == "AES-GCM":
        return Cipher(algorithm, modes.GCM(iv[:_NONCE_LEN]))
    return Cipher(algorithm, modes.CBC(iv))


def _encrypt_piece(primitives, piece, key, mode):
    iv = os.urandom(_IV_LEN)
    encryptor = _cipher(primitives, key, mode, iv).encryptor()
    if mode == "AES-GCM":
        body = encryptor.update(piece) + encryptor.finalize()
        head = _int(MAGIC[mode]) + encryptor.tag
    else:
        padder = primitives[0].PKCS7(128).padder()
        body = encryptor.update(padder.update(piece) + padder.finalize()) + encryptor.finalize()
        head = _int(MAGIC[mode])
    rest = _int(_IV_LEN) + iv + _int(len(body)) + body
    return head + _int(len(rest)) + rest


def encrypt(plain, key, mode):
    """Yield the encrypted blocks of the plain checkpoint bytes ``plain`` (any bytes-like object), one per piece."""
    primitives = _primitives("save_checkpoint", "enc_key")
    view = memoryview(plain)
    for i in range(0, len(view), _PIECE):
        yield _encrypt_piece(primitives, bytes(view[i:i + _PIECE]), key, mode)


def wrong_key(path):
    """MindSpore's ValueError for an encrypted file that a key does not open (or that is damaged)."""
    return ValueError(f"Failed to read the checkpoint file {path}. The file may be encrypted or tempered with, "
                      "please pass in the correct 'dec_key' or check the file integrity.")


def decrypt(data, key, mode, path):
    """The plain checkpoint bytes of an encrypted file; ValueError on a wrong key, mode or a damaged file. A wrong
    key for the CBC modes can still end in valid padding (about 1 in 256 keys): then the bytes are noise, and the
    reader's parse error is reported as ``wrong_key`` too (read.read_ckpt)."""
    primitives = _primitives("load_checkpoint", "dec_key")
    failure = wrong_key(path)
    tag_len = _TAG_LEN if mode == "AES-GCM" else 0
    out, pos = [], 0
    try:
        while pos < len(data):
            if mode not in MAGIC or int.from_bytes(data[pos:pos + 4], "little") != MAGIC[mode]:
                raise failure
            tag = data[pos + 4:pos + 4 + tag_len]
            pos += 4 + tag_len
            block_len = int.from_bytes(data[pos:pos + 4], "little")
            block = data[pos + 4:pos + 4 + block_len]
            pos += 4 + block_len
            iv_len = int.from_bytes(block[:4], "little")
            iv = block[4:4 + iv_len]
            body_len = int.from_bytes(block[4 + iv_len:8 + iv_len], "little")
            body = block[8 + iv_len:]
            if len(block) != block_len or iv_len != _IV_LEN or len(body) != body_len or len(tag) != tag_len:
                raise failure
            if mode == "AES-GCM":
                decryptor = _cipher(primitives, key, mode, iv).decryptor()
                out.append(decryptor.update(body) + decryptor.finalize_with_tag(tag))
            else:
                decryptor = _cipher(primitives, key, mode, iv).decryptor()
                unpadder = primitives[0].PKCS7(128).unpadder()
                out.append(unpadder.update(decryptor.update(body) + decryptor.finalize()) + unpadder.finalize())
    except ValueError:
        raise failure from None
    except Exception as exc:  # cryptography's InvalidTag and key-size errors
        raise failure from exc
    return b"".join(out)
