"""Atomic file replacement: write a temporary file of a fixed name beside the target, fsync it, then rename it over
the target."""
import contextlib
import os
import stat

__all__ = ["atomic_writer"]

# bench/bench_checkpoint.py turns this off to time the writer alone; durability needs it on.
_FSYNC = True


@contextlib.contextmanager
def atomic_writer(path, tmp, mode=stat.S_IRUSR):
    """Yield a binary file written as ``tmp``; on success it replaces ``path`` (with permissions ``mode``), on any
    error ``tmp`` is removed.

    A crash at any point leaves either the previous ``path`` or the complete new one, never a partial file; a
    ``tmp`` left by a killed process is removed by the next write, so at most one temporary file ever exists.
    """
    directory = os.path.dirname(path)
    with contextlib.suppress(FileNotFoundError):
        os.unlink(tmp)
    fd = os.open(tmp, os.O_WRONLY | os.O_CREAT | os.O_EXCL, stat.S_IRUSR | stat.S_IWUSR)
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
