"""``mindspore.mint`` and ``mint.nn.functional`` against MindSpore 2.10 (golden/cases_ops_mint.py).

MindSpore 2.10's mint targets Ascend: on CPU most of its kernels are missing or reject some dtypes. Those
recorded failures are expected differences (msbridge computes torch's result), recognised by MindSpore's own
kernel-missing messages; everything else must match."""
import cases_ops_mint
import check_ops
import goldens
import pytest

_CPU_KERNEL_MISSING = ("unregistered", "Not found op", "Create kernelmod", "only supports Ascend",
                       "Select CPU operator", "should not come here", "Not implement exception")
KNOWN_DIFFERENCES = {
    key: "MindSpore 2.10 has no CPU kernel for this mint op (or this dtype); msbridge computes torch's result"
    for key, golden in goldens.load("ops_mint").values.items()
    if any(marker in golden.get("message", "") for marker in _CPU_KERNEL_MISSING)
    or golden == {"error": "RuntimeError", "message": ""}
}
KNOWN_DIFFERENCES.update({  # random mint ops: recorded as dtype/shape rules, and all fail on MindSpore's CPU
    key: "MindSpore 2.10 CPU fails every mint random op (RuntimeError); msbridge samples with torch"
    for key, golden in goldens.load("ops_mint_random").values.items() if golden["rule"] == "RuntimeError"
})
KNOWN_DIFFERENCES.update({
    "mint|mint.ones(2, 3)": "msbridge's mint.ones is torch.ones, which also takes the size as several ints",
    "mint|mint.squeeze(x_f32[None])": "msbridge's mint.squeeze is torch.squeeze, whose 'dim' is optional",
    "mint|mint.mean(x_i32)": "MindSpore 2.10 truncates an integer mean to Int32; torch.mean rejects integers",
    "mint|mint.std(x_i32)": "torch raises RuntimeError where MindSpore raises TypeError for an integer std",
    "mint|mint.var(x_i32)": "torch raises RuntimeError where MindSpore raises TypeError for an integer var",
    "mint|mint.logaddexp(x_i32, y_i32)": "torch raises NotImplementedError where MindSpore raises TypeError",
    "mint|mint.index_add(x_f32, 1, Tensor([0, 2]), y_f32[:, :2])":
        "MindSpore requires Int32 indices (TypeError for Int64); torch.index_add takes Int64",
    "mint_nn|mint.nn.UpsamplingNearest2d(scale_factor=2.)(" + cases_ops_mint.IMG + ")":
        "MindSpore 2.10 rejects a float scale_factor here (TypeError); torch.nn.UpsamplingNearest2d accepts it",
    "mint|mint.ceil(x_i32)": "MindSpore's Ceil takes float inputs only; torch.ceil returns an integer input as it is",
    "mint|mint.exp(x_i32)": "MindSpore's CPU Exp rejects Int32; torch.exp computes it in Float32",
    "mint|mint.sinc(x_f16)": "MindSpore computes float16 sinc in float16 (3e-4 instead of 0 at integers)",
    "mint|mint.tanh(x_f32)": "MindSpore's CPU tanh is an approximation (errors up to 1.5e-5)",
    "functional|F.tanh(x_f32)": "MindSpore's CPU tanh is an approximation (errors up to 1.5e-5)",
})


@pytest.mark.parametrize("key", check_ops.keys("ops_mint") + check_ops.keys("ops_mint_random"))
def test_recorded(key):
    check_ops.check("ops_mint_random" if key.startswith("mint_random|") else "ops_mint", key, KNOWN_DIFFERENCES)
