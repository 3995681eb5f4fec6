"""``python -m msbridge.run``: MindSpore's ``msrun`` launcher on torch's elastic launcher (torch.distributed.run).

The options are msrun's (names, defaults, meaning); they become torchrun's, and torch's elastic agent starts and
watches the workers. Each worker runs the script as ``python -m msbridge SCRIPT`` does, with msrun's variables
(RANK_ID, RANK_SIZE, DEVICE_ID, MS_TOPO_TIMEOUT) beside torchrun's, its output in ``LOG_DIR/worker_<rank>.log``.

- one machine (``--local_worker_num`` equal to ``--worker_num``): torchrun's static rendezvous, the agent's store
  at ``--master_addr:--master_port``;
- several machines: with ``--node_rank`` set, the static rendezvous (ranks ``node_rank * local_worker_num + i``, as
  msrun numbers them); without it, torch's c10d rendezvous at the master, which numbers the machines itself (as
  msrun does when ``--node_rank`` is left at -1);
- ``--cluster_time_out``: the rendezvous timeout and the workers' MS_TOPO_TIMEOUT, which bounds
  ``communication.init`` and every collective, so a dead or stalled peer ends the job (negative: no limit);
- a worker that fails ends the others (torch's agent stops them) and the launcher exits with status 1.
"""
import argparse
import ast
import os
import sys
import threading
import time

__all__ = ["get_args", "main"]

_FOREVER = 10 ** 8  # seconds: what a negative --cluster_time_out (wait infinitely) becomes
_UNSUPPORTED = ("bind_core", "bind_numa", "sim_level", "sim_rank_id", "rank_table_file", "worker_log_name")


def get_args(argv=None):
    """msrun's command line (``msrun --help`` of MindSpore 2.10): the same options and defaults."""
    parser = argparse.ArgumentParser(prog="python -m msbridge.run",
                                     description="msrun on torch.distributed.run: start SCRIPT on worker_num "
                                                 "processes, local_worker_num of them on this machine.")
    parser.add_argument("--worker_num", type=int, default=8, help="total number of processes (default 8)")
    parser.add_argument("--local_worker_num", type=int, default=8,
                        help="number of processes on this machine (default 8)")
    parser.add_argument("--master_addr", type=str, default="127.0.0.1",
                        help="address of the machine that hosts the rendezvous (default 127.0.0.1)")
    parser.add_argument("--master_port", type=int, default=8118, help="port of the rendezvous (default 8118)")
    parser.add_argument("--node_rank", type=int, default=-1,
                        help="rank of this machine; -1 (default): the rendezvous numbers the machines")
    parser.add_argument("--log_dir", type=str, default="", help="directory of the worker_<rank>.log files")
    parser.add_argument("--join", type=ast.literal_eval, default=False, choices=[True, False],
                        help="True: wait for the workers and exit non-zero if one fails; False (default): start "
                             "them in the background and return")
    parser.add_argument("--cluster_time_out", type=int, default=600,
                        help="seconds to build the cluster and to wait in a collective (default 600; negative: "
                             "no limit)")
    parser.add_argument("--tail_worker_log", type=str, default="-1",
                        help="with --join True, the ranks (comma-separated) whose logs are copied to the console; "
                             "-1 (default): all")
    for name in _UNSUPPORTED:
        parser.add_argument(f"--{name}", type=str, default=None, help=argparse.SUPPRESS)
    parser.add_argument("task_script", type=str, help="the script to start on every worker")
    parser.add_argument("task_script_args", nargs=argparse.REMAINDER, help="its arguments")
    args = parser.parse_args(argv)
    for name in _UNSUPPORTED:
        if getattr(args, name) is not None:
            parser.error(f"--{name} is not supported by msbridge (see docs/distributed.md)")
    if args.worker_num <= 0:
        parser.error(f"worker_num must be greater than 0, but got {args.worker_num}.")
    if not 0 < args.local_worker_num <= args.worker_num:
        parser.error(f"Total worker number is {args.worker_num}, but got exceeded local worker number: "
                     f"{args.local_worker_num}." if args.local_worker_num > 0 else
                     f"local_worker_num must be greater than 0, but got {args.local_worker_num}.")
    if args.worker_num % args.local_worker_num:
        parser.error(f"worker_num ({args.worker_num}) must be a multiple of local_worker_num "
                     f"({args.local_worker_num}): torch's elastic agent starts as many workers on every machine.")
    return args


def _torchrun_argv(args):
    """The torchrun command line that does what ``args`` asks msrun to do."""
    nodes = args.worker_num // args.local_worker_num
    timeout = args.cluster_time_out if args.cluster_time_out >= 0 else _FOREVER
    argv = [f"--nnodes={nodes}", f"--nproc-per-node={args.local_worker_num}", "--max-restarts=0",
            "--monitor-interval=0.5"]
    if nodes == 1 or args.node_rank >= 0:
        argv += ["--rdzv-backend=static", f"--node-rank={max(args.node_rank, 0) if nodes > 1 else 0}",
                 f"--master-addr={args.master_addr}", f"--master-port={args.master_port}",
                 f"--rdzv-conf=timeout={timeout}"]
    else:
        argv += ["--rdzv-backend=c10d", f"--rdzv-endpoint={args.master_addr}:{args.master_port}",
                 f"--rdzv-conf=join_timeout={timeout}", "--rdzv-id=msbridge"]
    return argv + ["--module", "msbridge._run_worker", os.path.abspath(args.log_dir or "."), args.task_script,
                   *args.task_script_args]


class _Tail(threading.Thread):
    """Copies the selected ``worker_<rank>.log`` files written since ``start`` to the console (msrun's
    --tail_worker_log), prefixed with the rank, until stopped."""

    def __init__(self, log_dir, selection, start):
        super().__init__(daemon=True)
        self.log_dir, self.started = log_dir, start
        self.ranks = set() if selection is None else None if selection.strip() == "-1" else \
            {int(r) for r in selection.split(",")}
        self.files, self.stopping = {}, threading.Event()

    def _poll(self):
        for name in sorted(os.listdir(self.log_dir)):
            if not (name.startswith("worker_") and name.endswith(".log")) or name in self.files:
                continue
            rank = name[len("worker_"):-len(".log")]
            path = os.path.join(self.log_dir, name)
            if rank.isdigit() and (self.ranks is None or int(rank) in self.ranks) and \
                    os.path.getmtime(path) >= self.started:
                self.files[name] = (rank, open(path, encoding="utf-8", errors="replace"))
        for rank, f in self.files.values():
            for line in f.readlines():
                sys.stdout.write(f"[worker {rank}] {line}" if line.endswith("\n") else f"[worker {rank}] {line}\n")
        sys.stdout.flush()

    def run(self):
        while not self.stopping.wait(0.2):
            self._poll()

    def stop(self):
        self.stopping.set()
        self.join()
        self._poll()
        for _, f in self.files.values():
            f.close()


def _launch(args, tail_selection):
    """torch's elastic launcher on ``args``, copying the logs of ``tail_selection`` (msrun's --tail_worker_log;
    None: none) to the console; returns the exit status (0: every worker succeeded)."""
    from torch.distributed import DistError
    from torch.distributed import run as torchrun
    from torch.distributed.elastic.multiprocessing.errors import ChildFailedError
    from torch.distributed.elastic.rendezvous.api import RendezvousError
    from torch.distributed.launcher.api import elastic_launch

    log_dir = os.path.abspath(args.log_dir or ".")
    os.makedirs(log_dir, exist_ok=True)
    os.environ["MS_TOPO_TIMEOUT"] = str(args.cluster_time_out)
    os.environ["MS_SCHED_HOST"], os.environ["MS_SCHED_PORT"] = args.master_addr, str(args.master_port)
    os.environ.setdefault("OMP_NUM_THREADS", "1")
    config, cmd, cmd_args = torchrun.config_from_args(torchrun.get_args_parser().parse_args(_torchrun_argv(args)))
    print(f"msbridge.run: starting {args.local_worker_num} of {args.worker_num} workers of {args.task_script} "
          f"(torch elastic, master {args.master_addr}:{args.master_port}), logs {log_dir}/worker_<rank>.log",
          flush=True)
    tail = _Tail(log_dir, tail_selection, time.time() - 1)
    tail.start()
    try:
        elastic_launch(config, cmd)(*cmd_args)
    except ChildFailedError as exc:
        tail.stop()
        for rank, failure in sorted(exc.failures.items()):
            print(f"msbridge.run: worker {rank} (pid {failure.pid}) exited with code {failure.exitcode} "
                  f"({failure.signal_name() if failure.exitcode < 0 else 'error'}); see "
                  f"{log_dir}/worker_{rank}.log", file=sys.stderr)
        print(f"msbridge.run: Distributed job exited with exception. Please check logs in directory: {log_dir}.",
              file=sys.stderr)
        return 1
    except (RendezvousError, DistError) as exc:  # the c10d / the static rendezvous
        tail.stop()
        reason = f"{type(exc).__name__}: {exc}".strip().rstrip(":")
        print(f"msbridge.run: the cluster was not built within --cluster_time_out={args.cluster_time_out} "
              f"seconds at {args.master_addr}:{args.master_port}: not every machine's launcher joined ({reason}).",
              file=sys.stderr)
        return 1
    tail.stop()
    return 0


def main(argv=None):
    """Entry point: with ``--join True`` waits for the job and returns its status; otherwise forks the launcher
    into the background (its output in LOG_DIR/scheduler.log) and returns 0, as msrun returns at once without
    --join."""
    argv = list(sys.argv[1:] if argv is None else argv)
    args = get_args(argv)
    if args.join:
        return _launch(args, args.tail_worker_log)
    log_dir = os.path.abspath(args.log_dir or ".")
    os.makedirs(log_dir, exist_ok=True)
    pid = os.fork()
    if pid == 0:  # the background launcher: its own session, its output in scheduler.log
        os.setsid()
        fd = os.open(os.path.join(log_dir, "scheduler.log"), os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o644)
        os.dup2(fd, 1)
        os.dup2(fd, 2)
        os._exit(_launch(args, None))
    print(f"msbridge.run: started {args.local_worker_num} workers in the background (launcher pid {pid}, "
          f"log {log_dir}/scheduler.log); their logs: {log_dir}/worker_<rank>.log", flush=True)
    return 0

if __name__ == "__main__":
    sys.exit(main())
