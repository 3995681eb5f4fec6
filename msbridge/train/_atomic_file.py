"""Atomic file replacement: write a temporary file beside the target, fsync it, then rename it over the target."""
import contextlib
import os
import stat
import tempfile

__all__ = ["atomic_writer"]

# bench/bench_checkpoint.py turns this off to time the writer alone; durability needs it on.
_FSYNC = True


@contextlib.contextmanager
def atomic_writer(path, mode=stat.S_IRUSR):
    """Yield a binary file; on success it replaces ``path`` (with permissions ``mode``), on any error it vanishes.

    A crash at any point leaves either the previous ``path`` or the complete new one, never a partial file.
    """
    directory, base = os.path.split(path)
    fd, tmp = tempfile.mkstemp(prefix=f".{base}.", suffix=".tmp", dir=directory or ".")
    try:
        with os.fdopen(fd, "wb") as f:
            yield f
            f.flush()
            if _FSYNC:
                os.fsync(f.fileno())
        os.chmod(tmp, mode)
        os.replace(tmp, path)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(tmp)
        raise
    if _FSYNC:
        _fsync_directory(directory or ".")


def _fsync_directory(directory):
    """Make the rename itself durable (where the platform allows opening a directory)."""
    try:
        fd = os.open(directory, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)
