"""One worker of ``python -m msbridge.run``: ``python -m msbridge._run_worker LOG_DIR SCRIPT [ARGS...]``.

torch's elastic agent starts it with torchrun's variables (RANK, LOCAL_RANK, WORLD_SIZE, MASTER_ADDR, ...); it adds
the ones msrun gives a MindSpore worker (RANK_ID, RANK_SIZE, DEVICE_ID, MS_WORKER_NUM), sends its stdout and
stderr to ``LOG_DIR/worker_<rank>.log`` as msrun does, and runs the script as ``python -m msbridge SCRIPT`` does."""
import os
import sys

from .__main__ import main as run_script


def _redirect_output(path):
    """fds 1 and 2 (this process and anything it starts) into ``path``, line-buffered like msrun's workers."""
    sys.stdout.flush()
    sys.stderr.flush()
    fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_TRUNC | os.O_APPEND, 0o644)
    os.dup2(fd, 1)
    os.dup2(fd, 2)
    os.close(fd)
    sys.stdout.reconfigure(line_buffering=True)
    sys.stderr.reconfigure(line_buffering=True)


def main(argv=None):
    """Set MindSpore's worker variables, redirect the output, run the script; returns its exit status."""
    argv = list(sys.argv[1:] if argv is None else argv)
    log_dir, script = argv[0], argv[1:]
    rank = os.environ["RANK"]
    os.environ.update(RANK_ID=rank, RANK_SIZE=os.environ["WORLD_SIZE"], DEVICE_ID=os.environ["LOCAL_RANK"],
                      MS_WORKER_NUM=os.environ["WORLD_SIZE"], MS_NODE_ID=rank, MS_ROLE="MS_WORKER")
    _redirect_output(os.path.join(log_dir, f"worker_{rank}.log"))
    return run_script(script)


if __name__ == "__main__":
    sys.exit(main())
