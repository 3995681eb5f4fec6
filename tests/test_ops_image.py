"""Issue 17, image resampling primitives (golden/cases_ops_image.py): ResizeBilinearV2, ResizeNearestNeighborV2,
ResizeLinear1D, UpsampleNearest3D, UpsampleTrilinear3D, GridSampler2D / 3D, AffineGrid / ops.affine_grid and
Padding against MindSpore 2.10 (values, errors, gradients)."""
import check_ops
import pytest

_TIE = ("a nearest sample exactly half-way between two voxels: MindSpore 2.10's GridSampler3D rounds half up, "
        "torch.grid_sampler_3d half to even")
_G3 = ("(Tensor(np.arange(16, dtype=np.float32).reshape(1, 1, 2, 2, 4)), Tensor(np.array([[[[[-0.5, 0.2, 0.1], "
       "[0.9, -1.1, 0.5]]]]], np.float32)))")
KNOWN_DIFFERENCES = {"grads|hsv_to_rgb": "MindSpore 2.10 defines no bprop for HSVToRGB (a RuntimeError); "
                                         "msbridge gives torch's gradient",
                     **{f"sample|ops.GridSampler3D('nearest', {p!r}, False){_G3}": _TIE for p in ("zeros", "border")}}


@pytest.mark.parametrize("key", check_ops.keys("ops_image"))
def test_recorded(key):
    check_ops.check("ops_image", key, KNOWN_DIFFERENCES)
