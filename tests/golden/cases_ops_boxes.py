"""Issue 17, detection and image ops: ``ops.bounding_box_encode`` / ``BoundingBoxEncode``,
``bounding_box_decode`` / ``BoundingBoxDecode``, ``check_valid`` / ``CheckValid``, ``crop_and_resize`` /
``CropAndResize`` and ``col2im`` / ``Col2Im``, against MindSpore 2.10 (values, errors, gradients)."""
import numpy as np

from record_tensor import namespace

_A = "Tensor(np.array([[0., 0., 4., 4.], [2., 3., 8., 9.], [1., 1., 2., 5.]], np.float32))"
_G = "Tensor(np.array([[1., 0., 5., 3.], [2., 2., 10., 8.], [0., 2., 3., 6.]], np.float32))"
_D = "Tensor(np.array([[0.1, -0.2, 0.3, 0.1], [1.0, 0.5, -0.5, 2.0], [-0.3, 0.4, 0.2, -0.1]], np.float32))"
_IMG = "Tensor(np.arange(2 * 5 * 6 * 2, dtype=np.float32).reshape(2, 5, 6, 2) / 10)"  # NHWC
_BOX = "Tensor(np.array([[0.1, 0.2, 0.7, 0.9], [0., 0., 1., 1.], [0.5, 0.4, 1.2, 0.8]], np.float32))"
_COLS = "Tensor(np.arange(1 * 2 * 4 * 9, dtype=np.float32).reshape(1, 2, 4, 9) / 10)"

BOXES = [
    f"ops.bounding_box_encode({_A}, {_G})",
    f"ops.bounding_box_encode({_A}, {_G}, (0.1, 0.2, 0., 0.5), (0.1, 0.1, 0.2, 0.2))",
    f"ops.BoundingBoxEncode()({_A}, {_G})",
    f"ops.BoundingBoxEncode(means=(0., 0., 0., 0.), stds=(2., 2., 1., 1.))({_A}, {_G})",
    f"ops.bounding_box_encode({_A}[:, :3], {_G}[:, :3])", f"ops.bounding_box_encode({_A}, {_G}[:2])",
    f"ops.bounding_box_encode({_A}.astype(ms.float16), {_G}.astype(ms.float16))",
    f"ops.bounding_box_encode({_A}, {_G}, stds=(1., 1., 1.))",
    f"ops.bounding_box_decode({_A}, {_D}, (12, 10))", f"ops.bounding_box_decode({_A}, {_D}, (6, 5))",
    f"ops.bounding_box_decode({_A}, {_D}, (12, 10), (0.1, 0., 0.2, 0.), (0.5, 0.5, 1., 1.), 0.1)",
    f"ops.BoundingBoxDecode((12, 10))({_A}, {_D})", f"ops.BoundingBoxDecode((12, 10), wh_ratio_clip=2.0)({_A}, {_D})",
    f"ops.bounding_box_decode({_A}, {_D}[:2], (12, 10))", "ops.BoundingBoxDecode()",
    f"ops.bounding_box_decode({_A}, {_D} * 10, (100, 100))",
    f"ops.check_valid({_A}, Tensor(np.array([9., 8., 1.], np.float32)))",
    f"ops.check_valid({_A}, Tensor(np.array([6., 6., 2.], np.float32)))",
    f"ops.check_valid({_G}, Tensor(np.array([8., 10., 1.], np.float32)))",
    f"ops.CheckValid()({_A}, Tensor(np.array([9., 8., 1.], np.float32)))",
    f"ops.check_valid({_A}, Tensor(np.array([9., 8.], np.float32)))",
    f"ops.check_valid({_A}.astype(ms.float16), Tensor(np.array([9., 8., 1.], np.float16)))",
]

IMAGE = [
    f"ops.crop_and_resize({_IMG}, {_BOX}, Tensor([0, 1, 0], ms.int32), (3, 4))",
    f"ops.crop_and_resize({_IMG}, {_BOX}, Tensor([1, 1, 0], ms.int32), (2, 2), 'nearest')",
    f"ops.crop_and_resize({_IMG}, {_BOX}, Tensor([0, 1, 0], ms.int32), (3, 4), extrapolation_value=-1.)",
    f"ops.crop_and_resize({_IMG}, {_BOX}, Tensor([0, 1, 0], ms.int32), (1, 1))",
    f"ops.CropAndResize()({_IMG}, {_BOX}, Tensor([0, 1, 0], ms.int32), (3, 4))",
    f"ops.crop_and_resize({_IMG}, {_BOX}, Tensor([0, 2, 0], ms.int32), (3, 4))",
    f"ops.crop_and_resize({_IMG}, {_BOX}, Tensor([0, 1], ms.int32), (3, 4))",
    f"ops.crop_and_resize({_IMG}, {_BOX}, Tensor([0, 1, 0], ms.int32), (3, 4), 'cubic')",
    f"ops.crop_and_resize({_IMG}.astype(ms.int32), {_BOX}, Tensor([0, 1, 0], ms.int32), (2, 2))",
    f"ops.col2im({_COLS}, Tensor([4, 4], ms.int32), 2, 1, 0, 1)",
    f"ops.col2im({_COLS}, Tensor([2, 2], ms.int32), 2, 1, 1, 1)",
    f"ops.col2im({_COLS}, Tensor([3, 4], ms.int32), 2, 1, 0, 1)",
    f"ops.col2im(Tensor(np.arange(1 * 2 * 4 * 4, dtype=np.float32).reshape(1, 2, 4, 4)), Tensor([4, 4], ms.int32), "
    "2, 1, 0, 2)",
    f"ops.col2im(Tensor(np.arange(1 * 2 * 4 * 9, dtype=np.float32).reshape(1, 2, 4, 9)), Tensor([3, 3], ms.int32), "
    "2, 1, 1, 1)",
    f"ops.col2im(Tensor(np.arange(1 * 2 * 4 * 4, dtype=np.float32).reshape(1, 2, 4, 4)), Tensor([5, 5], ms.int32), "
    "2, 2, 0, 1)",
    f"ops.Col2Im((2, 2), 1, 0, 1)({_COLS}, Tensor([4, 4], ms.int32))",
    f"ops.col2im({_COLS}, Tensor([4, 4], ms.int32), (2, 2), (1, 1), (0, 0), (1, 1))",
    f"ops.col2im({_COLS}[0], Tensor([4, 4], ms.int32), 2, 1, 0, 1)",
    f"ops.col2im({_COLS}, Tensor([4, 4], ms.int64), 2, 1, 0, 1)",
    f"ops.check_valid(Tensor(np.array([[0., 0., 7., 8.], [0., 0., 7.5, 8.5], [-0.5, 0., 3., 3.]], np.float32)), "
    "Tensor(np.array([9., 8., 1.], np.float32)))",
]


def _encode(a, g):
    return (_MS[0].ops.bounding_box_encode(a, g, stds=(0.5, 0.5, 1., 1.)) * _MS[1]).sum()


def _decode(a, d):
    return (_MS[0].ops.bounding_box_decode(a, d, (12, 10)) * _MS[1]).sum()


def _crop(img, boxes):
    return (_MS[0].ops.crop_and_resize(img, boxes, _MS[0].Tensor([0, 1, 0], _MS[0].int32), (3, 4)) ** 2).sum()


def _col2im(cols):
    return (_MS[0].ops.col2im(cols, _MS[0].Tensor([4, 4], _MS[0].int32), 2, 1, 0, 1) ** 2).sum()


_MS = []


def _grad_cases():
    def run(fn, positions, *inputs):
        def case(ms):
            _MS[:] = [ms, ms.Tensor(np.array([[1., -2., 0.5, 1.], [0.25, 1.5, -1., 2.], [2., 0.75, -0.5, 1.]],
                                             np.float32))]
            return ms.grad(fn, positions)(*[eval(i, namespace(ms)) for i in inputs])  # noqa: S307 - recorded inputs
        return case

    return {"bounding_box_encode": run(_encode, (0, 1), _A, _G), "bounding_box_decode": run(_decode, (0, 1), _A, _D),
            "crop_and_resize": run(_crop, 0, _IMG, _BOX), "col2im": run(_col2im, 0, _COLS)}


CASES = {"boxes": BOXES, "image": IMAGE, "grads": _grad_cases()}
