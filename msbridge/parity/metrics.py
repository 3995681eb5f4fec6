"""Difference measures between a MindSpore-side and a torch-side tensor (computed in float64)."""
import math

import torch

__all__ = ["tensor_row", "rows_ok", "quick_check"]


def _nan_aware_diff(a, b):
    diff = (a - b).abs()
    if not torch.isfinite(diff).all():
        both_nan = torch.isnan(a) & torch.isnan(b)
        same_inf = torch.isinf(a) & (a == b)
        diff = torch.where(both_nan | same_inf, torch.zeros_like(diff), diff)
    return diff


def quick_check(a, b, rtol, atol):
    """(allclose, max abs diff) in the tensors' own dtype: the cheap test run on every hooked sub-module."""
    if a.shape != b.shape:
        return False, None
    b = b.to(a.device)
    if a.dtype != b.dtype or not a.is_floating_point():
        a, b = a.double(), b.double()
    diff = _nan_aware_diff(a, b)
    ok = bool((diff <= b.abs().mul_(rtol).add_(atol)).all()) or bool(torch.allclose(a, b, rtol, atol, True))
    return ok, float(diff.max()) if diff.numel() else 0.0


def tensor_row(name, ms_t, torch_t, rtol, atol):
    """One comparison row: max abs diff, max rel diff ``|a-b| / (|b| + atol)``, relative Frobenius error
    ``||a-b|| / ||b||``, cosine similarity and ``allclose(a, b, rtol, atol)`` (NaN equal to NaN)."""
    row = {"name": name, "shape": list(torch_t.shape), "max_abs": None, "max_rel": None, "rel_fro": None,
           "cosine": None, "allclose": False, "note": ""}
    if tuple(ms_t.shape) != tuple(torch_t.shape):
        row["note"] = f"shape {tuple(ms_t.shape)} vs {tuple(torch_t.shape)}"
        return row
    if ms_t.dtype != torch_t.dtype:
        row["note"] = f"dtype {ms_t.dtype} vs {torch_t.dtype}".replace("torch.", "")
    a, b = ms_t.detach().double().cpu(), torch_t.detach().double().cpu()
    row["allclose"] = bool(torch.allclose(a, b, rtol, atol, equal_nan=True))
    if a.numel() == 0:
        row.update(max_abs=0.0, max_rel=0.0, rel_fro=0.0, cosine=1.0)
        return row
    diff = _nan_aware_diff(a, b)
    finite = torch.isfinite(b)
    row["max_abs"] = float(diff.max())
    row["max_rel"] = float((diff / (b.abs().where(finite, torch.ones_like(b)) + atol)).max())
    a0, b0 = torch.nan_to_num(a), torch.nan_to_num(b)
    norm_b, norm_d = float(b0.norm()), float((a0 - b0).norm())
    row["rel_fro"] = 0.0 if norm_d == 0 else (norm_d / norm_b if norm_b else math.inf)
    norm_a = float(a0.norm())
    row["cosine"] = 1.0 if norm_a == norm_b == 0 else (
        float((a0 * b0).sum()) / (norm_a * norm_b) if norm_a and norm_b else 0.0)
    return row


def rows_ok(rows):
    """True when every row is allclose."""
    return all(row["allclose"] for row in rows)
