"""Determinism controls for a comparison: seeds, identical dropout masks, no TF32 or cuDNN autotuning."""
import contextlib
import random

import numpy as np
import torch

__all__ = ["controls", "reseed"]


def reseed(seed):
    """Seed torch, numpy and ``random`` before each side's forward, so random layers draw the same masks."""
    torch.manual_seed(seed)
    np.random.seed(seed % 2 ** 32)
    random.seed(seed)


@contextlib.contextmanager
def controls(seed):
    """Apply the controls for the duration of a comparison and restore the caller's settings and RNG states;
    yields the report of what was applied."""
    cudnn, matmul = torch.backends.cudnn, torch.backends.cuda.matmul
    saved = (cudnn.benchmark, cudnn.deterministic, cudnn.allow_tf32, matmul.allow_tf32,
             torch.get_rng_state(), np.random.get_state(), random.getstate())
    cuda_states = torch.cuda.get_rng_state_all() if torch.cuda.is_available() else None
    cudnn.benchmark, cudnn.deterministic, cudnn.allow_tf32, matmul.allow_tf32 = False, True, False, False
    report = {"seed": seed, "rng": "torch, numpy and random reseeded before each side's forward",
              "cudnn.benchmark": False, "cudnn.deterministic": True, "tf32": False}
    try:
        yield report
    finally:
        cudnn.benchmark, cudnn.deterministic, cudnn.allow_tf32, matmul.allow_tf32 = saved[:4]
        torch.set_rng_state(saved[4])
        np.random.set_state(saved[5])
        random.setstate(saved[6])
        if cuda_states is not None:
            torch.cuda.set_rng_state_all(cuda_states)
