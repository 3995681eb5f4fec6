"""``mindspore.train.OcclusionSensitivity``."""
import numpy as np

from ...common.tensor import Tensor
from ..._checkparam import check_value_type
from .metric import Metric, rearrange_inputs


def _bounding_box(b_box, im_shape):
    """(lowest, highest) corner of the region to occlude, or (None, None) for the whole image."""
    if b_box is None:
        return None, None
    if len(b_box) != 2 * len(im_shape):
        raise ValueError(f"For 'OcclusionSensitivity', 'b_box' must hold a lower and an upper bound for every "
                         f"dimension but the batch, so {2 * len(im_shape)} values, but got {len(b_box)}.")
    low, high = np.array(b_box[::2]), np.array(b_box[1::2])
    low[low < 0] = 0
    high[high < 0] = im_shape[high < 0] - 1
    if np.any(high >= im_shape):
        raise ValueError("For 'OcclusionSensitivity', maximum bounding box must be smaller than image size for "
                         "all values.")
    if np.any(low > high):
        raise ValueError("For 'OcclusionSensitivity', minimum bounding box must be smaller than maximum bounding "
                         "box for all values.")
    return low, high


def _window_masks(centres, margin, im_shape):
    """(B, *im_shape) masks, True in [centre - margin, centre + margin) (clipped) along every axis."""
    low = np.maximum(centres - margin, 0)
    high = np.minimum(centres + margin, im_shape)
    mask = np.ones((len(centres),) + (1,) * len(im_shape), dtype=bool)
    for axis, size in enumerate(im_shape):
        coords = np.arange(size)
        inside = (coords >= low[:, axis, None]) & (coords < high[:, axis, None])
        shape = [len(centres)] + [1] * len(im_shape)
        shape[axis + 1] = size
        mask = mask & inside.reshape(shape)
    return mask


class OcclusionSensitivity(Metric):
    """``mindspore.train.OcclusionSensitivity``: how much the model's score for the label drops when a window
    around each position is occluded (the occluded images go through the model ``n_batch`` at a time)."""

    def __init__(self, pad_val=0.0, margin=2, n_batch=128, b_box=None):
        super().__init__()
        api = "OcclusionSensitivity"
        self.pad_val = check_value_type(pad_val, [float], "pad_val", api)
        self.margin = check_value_type(margin, [int, list], "margin", api)
        self.n_batch = check_value_type(n_batch, [int], "n_batch", api)
        self.b_box = b_box if b_box is None else check_value_type(b_box, [list], "b_box", api)
        self.clear()

    def clear(self):
        """Forget the stored map."""
        self._baseline = 0
        self._sensitivity_im = 0
        self._is_update = False

    @rearrange_inputs
    def update(self, *inputs):
        """Compute the map for (model, one image (1, ...), its label)."""
        from ...nn.cell import Cell
        if len(inputs) != 3:
            raise ValueError(f"For 'OcclusionSensitivity.update', it needs 3 inputs (classification model, "
                             f"predicted value, label), but got {len(inputs)}.")
        model = inputs[0]
        image = self._convert_data(inputs[1])
        label = self._convert_data(inputs[2])
        check_value_type(model, [Cell], "model", "OcclusionSensitivity")
        if image.shape[0] > 1:
            raise RuntimeError(f"For 'OcclusionSensitivity.update', the batch size of the image (input[1]) must "
                               f"be 1, but got {image.shape[0]}.")
        if np.prod(label.shape) != image.shape[0]:
            raise RuntimeError(f"For 'OcclusionSensitivity.update', the label (input[2]) must hold one value per "
                               f"image, but got {np.prod(label.shape)} values for {image.shape[0]} images.")
        im_shape = np.array(image.shape[1:])
        low, high = _bounding_box(self.b_box, im_shape)
        self._baseline = model(Tensor(image)).asnumpy()[0, label].item()
        out_shape = im_shape if self.b_box is None else high - low + 1
        if isinstance(self.margin, list):
            raise ValueError(f"For 'OcclusionSensitivity.update', a list 'margin' ({self.margin}) is accepted by "
                             f"the constructor but cannot be used, as in MindSpore 2.10: pass an int.")
        total = int(np.prod(out_shape))
        sensitivity = np.empty(0, dtype=float)
        for start in range(0, total, self.n_batch):
            positions = np.arange(start, min(start + self.n_batch, total))
            centres = np.stack(np.unravel_index(positions, out_shape), axis=1)
            if low is not None:
                centres = centres + low
            masks = _window_masks(centres, self.margin, im_shape)
            images = np.where(masks, self.pad_val, image[0]).astype(image.dtype)
            scores_all = model(Tensor(images)).asnumpy()
            labels = np.expand_dims(np.array([label] * len(positions)), 1)
            scores = scores_all[np.arange(len(positions))[:, None], labels]
            sensitivity = np.vstack(scores) if sensitivity.size == 0 else np.vstack((sensitivity, scores))
        self._sensitivity_im = sensitivity.reshape(out_shape)
        self._is_update = True

    def eval(self):
        """The baseline score minus the score with each position occluded (shape of the image or box)."""
        if not self._is_update:
            raise RuntimeError("Please call the 'update' method before calling 'eval' method.")
        return self._baseline - np.squeeze(self._sensitivity_im)
