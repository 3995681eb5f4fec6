"""``RandomCropDecodeResize``, ``MixUp``, ``RandomLighting``, ``UniformAugment`` and ``RandomSelectSubpolicy``.

Random draws come from the pipeline's generator (``transforms.random_generator``), not MindSpore's; the
deterministic cores (a full-image window, lambda = 1, alpha = 0, probability 0 or 1) are goldens and the draws are
tested against MindSpore's documented distributions (tests/test_vision_ops.py)."""
import numpy as np

from ..engine import _check
from ..transforms.transforms import TensorOperation, _as_ops, _chain, random_generator
from .transforms import Decode, RandomResizedCrop, _image, _saturate

__all__ = ["RandomCropDecodeResize", "MixUp", "RandomLighting", "UniformAugment", "RandomSelectSubpolicy"]

_MAX = 16777216


class RandomCropDecodeResize(RandomResizedCrop):
    """``vision.RandomCropDecodeResize(size, scale=(0.08, 1.0), ratio=(3/4, 4/3), interpolation=Inter.BILINEAR,
    max_attempts=10)``: ``Decode`` then ``RandomResizedCrop`` of the decoded image (MindSpore crops while
    decoding JPEG; the pixels are the same)."""

    _batched = False

    def _apply(self, data):
        if data.ndim != 1 or data.dtype != np.uint8:
            raise TypeError(f"Input should be an encoded image with uint8 type in 1-D NumPy format, got format:"
                            f"{type(data)}, dtype:{data.dtype.type}.")
        return super()._apply(Decode()._apply(data))


class MixUp:
    """``vision.MixUp(batch_size, alpha, is_single=True)``: ``op(images, labels)`` blends each image and one-hot
    label with weight ``lam ~ Beta(alpha, alpha)`` (float64 results): with the next one in the batch
    (``is_single``), or with the previous call's output (``lam = 1`` on the first call)."""

    def __init__(self, batch_size, alpha, is_single=True):
        _check.type_of(is_single, "is_single", (bool,))
        _check.type_of(batch_size, "batch_size", (int,))
        _check.type_of(alpha, "alpha", (int, float))
        if not 1 <= batch_size <= _MAX:
            raise ValueError(f"Input is not within the required interval of [1, {_MAX}].")
        if alpha <= 0:
            raise ValueError("Input alpha must be greater than 0.")
        self.batch_size, self.alpha, self.is_single = batch_size, alpha, is_single
        self._previous = None

    def __call__(self, image, label):
        lam = random_generator().beta(self.alpha, self.alpha, self.batch_size)
        if self.is_single:
            order = list(range(1, self.batch_size)) + [0]
            other_image, other_label = image[order, ...], label[order, ...]
        elif self._previous is None:
            lam, other_image, other_label = np.ones(self.batch_size), 0, 0
        else:
            other_image, other_label = self._previous
        lam_image = lam.reshape((self.batch_size, 1, 1, 1))
        lam_label = lam.reshape((self.batch_size, 1))
        mixed = (lam_image * image + (1 - lam_image) * other_image, lam_label * label + (1 - lam_label) * other_label)
        if not self.is_single:
            self._previous = mixed
        return mixed


# AlexNet's PCA lighting: ImageNet RGB eigenvalues and eigenvectors (columns)
_EIGVAL = np.array([55.46, 4.794, 1.148])
_EIGVEC = np.array([[-0.5675, 0.7192, 0.4009], [-0.5808, -0.0045, -0.8140], [-0.5836, -0.6948, 0.4203]])


class RandomLighting(TensorOperation):
    """``vision.RandomLighting(alpha=0.05)``: adds ``eigvec @ (eigval * N(0, alpha))`` (one draw per image) to the
    RGB channels of an HWC image, saturated for uint8."""

    def __init__(self, alpha=0.05):
        _check.type_of(alpha, "alpha", (float, int))
        if not 0 <= alpha <= _MAX:
            raise ValueError(f"Input alpha is not within the required interval of [0, {_MAX}].")
        self.alpha = float(alpha)

    def _apply(self, img):
        _image(self, img, 3, 3, channels=(3,))
        shift = _EIGVEC @ (_EIGVAL * random_generator().normal(0.0, self.alpha, 3))
        return _saturate(img.astype(np.float32) + shift.astype(np.float32), img.dtype)


class UniformAugment(TensorOperation):
    """``vision.UniformAugment(transforms, num_ops=2)``: ``num_ops`` of ``transforms`` picked without replacement
    (kept in list order), each then run with probability 1/2."""

    def __init__(self, transforms, num_ops=2):
        _check.type_of(num_ops, "num_ops", (int,))
        if num_ops <= 0:
            raise ValueError("Input num_ops must be greater than 0.")
        if num_ops > len(transforms):
            raise ValueError("num_ops is greater than transforms list size.")
        self.transforms, self.num_ops = _as_ops(list(transforms) if isinstance(transforms, tuple) else transforms,
                                                "transforms list"), num_ops

    def _apply(self, *arrays):
        rng = random_generator()
        picked = np.sort(rng.choice(len(self.transforms), self.num_ops, replace=False))
        return _chain([self.transforms[i] for i in picked if rng.integers(2)], arrays)


class RandomSelectSubpolicy(TensorOperation):
    """``vision.RandomSelectSubpolicy(policy)``: one sub-policy (a list of ``(op, prob)``) picked uniformly, each of
    its operations run with its probability."""

    def __init__(self, policy):
        _check.type_of(policy, "policy", (list,))
        if not policy:
            raise ValueError("policy can not be empty.")
        for i, sub in enumerate(policy):
            _check.type_of(sub, f"policy[[{i}]]", (list,))
            if not sub:
                raise ValueError(f"policy[{i}] can not be empty.")
            for j, pair in enumerate(sub):
                if not isinstance(pair, tuple) or len(pair) != 2:
                    raise ValueError(f"Value policy[{i}][{j}] needs to be a 2-tuple.")
                _as_ops([pair[0]], f"op of (op, prob) in policy[{i}][{j}]")
                _check.type_of(pair[1], f"prob of (op, prob) policy[{i}][{j}]", (int, float))
                if not 0 <= pair[1] <= 1:
                    raise ValueError(f"Input prob of (op, prob) policy[{i}][{j}] is not within the required interval "
                                     "of [0, 1].")
        self.policy = policy

    def _apply(self, *arrays):
        rng = random_generator()
        sub = self.policy[int(rng.integers(len(self.policy)))]
        return _chain([op for op, prob in sub if rng.random() < prob], arrays)
