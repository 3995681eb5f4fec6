"""Issue 17, the colour primitives AdjustHue and AdjustSaturation of float HWC images against MindSpore 2.10
(values, errors). Snippets run on a fresh ``record_tensor.namespace``."""
_IMG = "Tensor(np.random.RandomState(0).rand(3, 4, 3).astype(np.float32))"
_SMALL = "Tensor(np.linspace(0, 1, 12, dtype=np.float32).reshape(2, 2, 3))"
COLOUR = [
    f"ops.AdjustHue()({_SMALL}, Tensor(0.2))", f"ops.AdjustHue()({_IMG}, Tensor(-0.3))",
    f"ops.AdjustHue()({_IMG}, Tensor(1.7))", f"ops.AdjustHue()({_IMG}.astype(ms.float16), Tensor(0.25, ms.float16))",
    f"ops.AdjustHue()({_IMG}.reshape(2, 2, 3, 3), Tensor(0.5))",
    "ops.AdjustHue()(Tensor([[[0.5, 0.5, 0.5], [0., 0., 0.]]]), Tensor(0.3))",
    f"ops.AdjustHue()({_IMG}.astype(ms.float64), Tensor(0.2, ms.float64))",
    f"ops.AdjustHue()({_IMG}, Tensor([0.2]))", f"ops.AdjustHue()({_IMG}[:, :, :2], Tensor(0.2))",
    f"ops.AdjustHue()({_IMG}[0], Tensor(0.2))", f"ops.AdjustHue()({_IMG}, 0.2)",
    f"ops.AdjustSaturation()({_SMALL}, Tensor(0.5))", f"ops.AdjustSaturation()({_IMG}, Tensor(2.5))",
    f"ops.AdjustSaturation()({_IMG}, Tensor(0.))", f"ops.AdjustSaturation()({_IMG}, Tensor(-1.))",
    f"ops.AdjustSaturation()({_IMG}.astype(ms.float16), Tensor(1.5, ms.float16))",
    f"ops.AdjustSaturation()({_IMG}.astype(ms.float64), Tensor(0.5, ms.float64))",
    f"ops.AdjustSaturation()({_IMG}, Tensor([0.5]))", f"ops.AdjustSaturation()({_IMG}[:, :, :2], Tensor(0.5))",
    f"ops.AdjustSaturation()({_IMG}.astype(ms.int32), Tensor(0.5))",
    f"ops.AdjustHue()({_IMG}.astype(ms.float16), Tensor(0.25))",
    f"ops.AdjustHue()({_IMG}.astype(ms.float64), Tensor(0.25))",
    f"ops.AdjustSaturation()({_IMG}.astype(ms.float16), Tensor(1.5))",
    f"ops.AdjustSaturation()({_IMG}.astype(ms.float64), Tensor(0.5))",
]
CASES = {"colour": COLOUR}
