"""Loss cases (nn.loss Cells and the functional losses in ops), recorded from MindSpore 2.10 by record_loss.py and
replayed on msbridge by tests/test_loss.py.

A case is Python code evaluated with ``nn``, ``ops``, ``ms``, ``np`` and the inputs of :func:`namespace` bound to
either ``mindspore`` or ``msbridge``:

- ``VALUES``: a JSON-able result, compared for equality;
- ``ARRAYS``: a Tensor or a tuple/list of them, compared numerically, dtypes and shapes included;
- ``ERRORS``: code that must raise; the exception type is compared;
- ``OUTCOMES``: code that MindSpore may accept or reject (label dtypes): either the same arrays or the same
  exception type.

Gradients are d(sum(w * loss)) / d(first argument) for fixed weights w (``grad``: ``mindspore.grad`` there,
torch autograd here).
"""
import json

import numpy as np

import goldens


def _weights(shape):
    return np.random.RandomState(7).uniform(-1, 1, shape)


def _log_softmax(a, axis):
    shifted = a - a.max(axis=axis, keepdims=True)
    return shifted - np.log(np.exp(shifted).sum(axis=axis, keepdims=True))


def namespace(ms):
    """The names case code can use, bound to ``ms`` (``mindspore`` or ``msbridge``)."""
    is_mindspore = ms.__name__ == "mindspore"
    nn = ms.nn

    def X(shape, dtype="float32", seed=0):
        return ms.Tensor(np.random.RandomState(seed).standard_normal(shape).astype(dtype))

    def U(shape, low=0.05, high=0.95, dtype="float32", seed=0):
        return ms.Tensor(np.random.RandomState(seed).uniform(low, high, shape).astype(dtype))

    def T(data, dtype="float32"):
        return ms.Tensor(np.array(data, dtype=dtype))

    def as_(tensor, dtype):
        return ms.Tensor(tensor.asnumpy().astype(dtype))

    def grad(fn, *args):
        """Gradient of sum(w * fn(*args)) w.r.t. ``args[0]``."""
        out = fn(*args)
        w = _weights(out.shape).astype(out.asnumpy().dtype)
        if is_mindspore:
            return ms.grad(lambda first, *rest: (fn(first, *rest) * ms.Tensor(w)).sum(), 0)(*args)
        import torch
        first = args[0]._t.detach().requires_grad_(True)
        out = fn(ms.Tensor.from_torch(first), *args[1:])._t
        return ms.Tensor.from_torch(torch.autograd.grad((out * torch.from_numpy(w)).sum(), first)[0])

    class AbsLoss(nn.LossBase):
        """A custom loss written the MindSpore way: elementwise loss, then get_loss."""

        def construct(self, logits, labels):
            return self.get_loss(ms.ops.abs(logits - labels))

    class WeightedAbsLoss(nn.LossBase):
        def construct(self, logits, labels):
            return self.get_loss(ms.ops.abs(logits - labels), ms.Tensor(np.array([[1.0], [2.0], [0.5]], np.float32)))

    logits = np.random.RandomState(2).standard_normal((3, 5)).astype(np.float32)
    probs = np.exp(_log_softmax(np.random.RandomState(3).standard_normal((3, 5)), 1)).astype(np.float32)
    ctc = _log_softmax(np.random.RandomState(5).standard_normal((6, 2, 4)), 2).astype(np.float32)
    return {
        "nn": nn, "ops": ms.ops, "ms": ms, "np": np, "X": X, "U": U, "T": T, "as_": as_, "grad": grad,
        "AbsLoss": AbsLoss, "WeightedAbsLoss": WeightedAbsLoss,
        # regression pairs
        "A": X((3, 4)), "B": X((3, 4), seed=1), "Ah": X((3, 4), "float16"), "Bh": X((3, 4), "float16", seed=1),
        # classification: logits (3, 5), class indices, probabilities, class weights
        "C": ms.Tensor(logits), "Ch": ms.Tensor(logits.astype(np.float16)),
        "LC": ms.Tensor(_log_softmax(logits, 1)),
        "Ci": T([1, 0, 4], "int32"), "Cl": T([1, 0, 4], "int64"), "Cf": T([1, 0, 4]),
        "Cig": T([1, -100, 4], "int32"), "Cp": ms.Tensor(probs), "Cph": ms.Tensor(probs.astype(np.float16)),
        "W": T([0.2, 1.0, 0.5, 2.0, 1.5]),
        # 4-D logits (N, C, H, W) with labels (N, H, W); 3-D logits (N, C, L) with labels (N, L)
        "C4": X((2, 3, 2, 2), seed=4), "C4i": T([[[0, 2], [1, 1]], [[2, 0], [0, 1]]], "int32"),
        "C3": X((2, 3, 4), seed=6), "C3i": T([[0, 2, 1, 1], [2, 0, 0, 1]], "int32"),
        # binary: probabilities, 0/1 labels, sign labels
        "P": U((3, 4)), "Y": T([[1, 0, 1, 1], [0, 0, 1, 0], [1, 1, 0, 0]]), "S": T([1, -1, 1]),
        "S4": T([[1, -1, 1, -1], [-1, -1, 1, 1], [1, 1, -1, -1]]),
        # CTC: log_probs (T=6, N=2, C=4), targets (N, S=3)
        "LP": ms.Tensor(ctc), "TG": T([[1, 2, 2], [3, 1, 0]], "int32"), "IL": T([6, 5], "int32"),
        "TL": T([3, 2], "int32"),
    }


def run(ms, code):
    """Evaluate one case on ``ms`` (materialising Tensor results, so MindSpore reports kernel errors here)."""
    return goldens.evaluate(code, namespace(ms))


def as_arrays(result):
    items = result if isinstance(result, (tuple, list)) else [result]
    return [np.asarray(item.asnumpy() if hasattr(item, "asnumpy") else item) for item in items]


_REDUCTIONS = ("none", "mean", "sum")


def _each_reduction(prefix, template):
    """One case per reduction: ``template`` holds ``{r}`` where the reduction string goes."""
    return {f"{prefix}.{r}": template.format(r=repr(r)) for r in _REDUCTIONS}


VALUES = {
    "base.get_axis": "list(nn.LossBase().get_axis(A))",
    "base.get_axis_3d": "list(nn.LossBase().get_axis(C4))",
    "base.attrs": "[[l.reduce, l.average] for l in (nn.LossBase(), nn.LossBase('sum'), nn.LossBase('none'))]",
    "sce.attrs": "[nn.SoftmaxCrossEntropyWithLogits().sparse, nn.SoftmaxCrossEntropyWithLogits().reduction]",
    "ce.attrs": "[nn.CrossEntropyLoss().ignore_index, nn.CrossEntropyLoss().reduction, "
                "nn.CrossEntropyLoss().label_smoothing]",
    "smoothl1.attrs": "[nn.SmoothL1Loss().beta, nn.SmoothL1Loss().reduction]",
    "gaussian.attrs": "[nn.GaussianNLLLoss().full, nn.GaussianNLLLoss().eps, nn.GaussianNLLLoss().reduction]",
}

ARRAYS = {
    # LossBase.get_loss and custom losses
    **_each_reduction("base.get_loss", "nn.LossBase({r}).get_loss(A)"),
    "base.get_loss_weights": "nn.LossBase().get_loss(A, T([[1.0], [2.0], [0.5]]))",
    "base.get_loss_weights_sum": "nn.LossBase('sum').get_loss(A, 2.0)",
    "base.get_loss_f16": "nn.LossBase().get_loss(Ah)",
    "base.get_loss_f16_none": "nn.LossBase('none').get_loss(Ah, 3.0)",
    "base.custom": "AbsLoss()(A, B)",
    "base.custom_weighted_sum": "WeightedAbsLoss('sum')(A, B)",
    "base.custom_grad": "grad(AbsLoss(), A, B)",
    # SoftmaxCrossEntropyWithLogits
    "sce.dense_default": "nn.SoftmaxCrossEntropyWithLogits()(C, Cp)",
    **_each_reduction("sce.sparse", "nn.SoftmaxCrossEntropyWithLogits(sparse=True, reduction={r})(C, Ci)"),
    "sce.sparse_int64": "nn.SoftmaxCrossEntropyWithLogits(sparse=True, reduction='mean')(C, Cl)",
    "sce.dense_mean": "nn.SoftmaxCrossEntropyWithLogits(reduction='mean')(C, Cp)",
    "sce.dense_sum": "nn.SoftmaxCrossEntropyWithLogits(reduction='sum')(C, Cp)",
    "sce.dense_f16": "nn.SoftmaxCrossEntropyWithLogits()(Ch, Cph)",
    "sce.sparse_f16_mean": "nn.SoftmaxCrossEntropyWithLogits(True, 'mean')(Ch, Ci)",
    "sce.3d_sparse": "nn.SoftmaxCrossEntropyWithLogits(True, 'mean')(X((2, 3, 5)), T([[1, 0, 4], [2, 2, 3]], 'int32'))",
    "sce.grad_sparse_none": "grad(nn.SoftmaxCrossEntropyWithLogits(True), C, Ci)",
    "sce.grad_sparse_mean": "grad(nn.SoftmaxCrossEntropyWithLogits(True, 'mean'), C, Ci)",
    "sce.grad_dense": "grad(nn.SoftmaxCrossEntropyWithLogits(), C, Cp)",
    # CrossEntropyLoss / ops.cross_entropy
    **_each_reduction("ce.index", "nn.CrossEntropyLoss(reduction={r})(C, Ci)"),
    **_each_reduction("ce.probs", "nn.CrossEntropyLoss(reduction={r})(C, Cp)"),
    **_each_reduction("ce.weight", "nn.CrossEntropyLoss(weight=W, reduction={r})(C, Ci)"),
    **_each_reduction("ce.smooth", "nn.CrossEntropyLoss(reduction={r}, label_smoothing=0.2)(C, Ci)"),
    **_each_reduction("ce.ignore", "nn.CrossEntropyLoss(reduction={r})(C, Cig)"),
    "ce.ignore_custom": "nn.CrossEntropyLoss(ignore_index=0)(C, Ci)",
    "ce.ignore_weight_smooth": "nn.CrossEntropyLoss(W, 1, 'mean', 0.1)(C, Ci)",
    "ce.weight_smooth_sum": "nn.CrossEntropyLoss(W, reduction='sum', label_smoothing=0.3)(C, Ci)",
    "ce.probs_weight": "nn.CrossEntropyLoss(weight=W)(C, Cp)",
    "ce.probs_smooth": "nn.CrossEntropyLoss(label_smoothing=0.2)(C, Cp)",
    "ce.probs_smooth_weight_none": "nn.CrossEntropyLoss(W, reduction='none', label_smoothing=0.2)(C, Cp)",
    "ce.4d": "nn.CrossEntropyLoss()(C4, C4i)",
    "ce.4d_none": "nn.CrossEntropyLoss(reduction='none')(C4, C4i)",
    "ce.4d_weight": "nn.CrossEntropyLoss(weight=T([0.5, 1.0, 2.0]))(C4, C4i)",
    "ce.4d_probs": "nn.CrossEntropyLoss(reduction='none')(C4, ops.softmax(X((2, 3, 2, 2), seed=9), axis=1))",
    "ce.3d_none": "nn.CrossEntropyLoss(reduction='none', label_smoothing=0.1)(C3, C3i)",
    "ce.1d": "nn.CrossEntropyLoss()(C[0], T(3, 'int32'))",
    "ce.f16": "nn.CrossEntropyLoss()(Ch, Ci)",
    "ce.grad": "grad(nn.CrossEntropyLoss(), C, Ci)",
    "ce.grad_none_smooth": "grad(nn.CrossEntropyLoss(W, reduction='none', label_smoothing=0.1), C, Ci)",
    "ce.grad_probs": "grad(nn.CrossEntropyLoss(), C, Cp)",
    "ops.cross_entropy": "ops.cross_entropy(C, Ci)",
    "ops.cross_entropy_kw": "ops.cross_entropy(C, Cig, W, reduction='sum', label_smoothing=0.1)",
    "ops.cross_entropy_probs": "ops.cross_entropy(C, Cp, reduction='none')",
    # NLLLoss / ops.nll_loss
    **_each_reduction("nll", "nn.NLLLoss(reduction={r})(LC, Ci)"),
    **_each_reduction("nll.weight", "nn.NLLLoss(weight=W, reduction={r})(LC, Ci)"),
    "nll.ignore": "nn.NLLLoss(ignore_index=4)(LC, Ci)",
    "nll.ignore_weight_none": "nn.NLLLoss(W, 0, 'none')(LC, Ci)",
    "nll.4d": "nn.NLLLoss()(C4, C4i)",
    "nll.4d_none": "nn.NLLLoss(reduction='none')(C4, C4i)",
    "nll.3d_none": "nn.NLLLoss(reduction='none')(C3, C3i)",
    "nll.3d_mean_weight": "nn.NLLLoss(T([0.5, 1.0, 2.0]))(C3, C3i)",
    "nll.grad": "grad(nn.NLLLoss(W), LC, Ci)",
    "ops.nll_loss": "ops.nll_loss(LC, Ci)",
    "ops.nll_loss_smooth": "ops.nll_loss(LC, Ci, W, 1, 'mean', 0.2)",
    "ops.nll_loss_smooth_none": "ops.nll_loss(LC, Ci, None, -100, 'none', 0.2)",
    # shapes torch's kernel rejects and MindSpore's gather takes (issue 20's bad-input suite)
    "ops.nll_loss_1d_input": "ops.nll_loss(LC[0, :2], Ci[:2])",
    "ops.nll_loss_2d_target_smooth": "ops.nll_loss(LC, T([[0, 1], [2, 4], [3, 3]], 'int32'), W, 2, 'sum', 0.2)",
    "ops.nll_loss_3d_short_target": "ops.nll_loss(C3, Ci[:2])",
    "ops.nll_loss_3d_short_target_none": "ops.nll_loss(C3, Ci[:2], W[:3], -100, 'none', 0.1)",
    "ops.cross_entropy_1d_input": "ops.cross_entropy(C[0, :2], Ci[:2], reduction='sum')",
    "ops.cross_entropy_3d_short_target": "ops.cross_entropy(C3, Ci[:2], ignore_index=0)",
    # MSE / L1 / RMSE / MAE
    **_each_reduction("mse", "nn.MSELoss({r})(A, B)"),
    "mse.broadcast": "nn.MSELoss()(A, B[0])",
    "mse.f16": "nn.MSELoss()(Ah, Bh)",
    "mse.grad": "grad(nn.MSELoss(), A, B)",
    "ops.mse_loss": "ops.mse_loss(A, B, reduction='sum')",
    **_each_reduction("l1", "nn.L1Loss({r})(A, B)"),
    "l1.broadcast_none": "nn.L1Loss('none')(A, B[0])",
    "l1.f16": "nn.L1Loss()(Ah, Bh)",
    "l1.grad": "grad(nn.L1Loss('sum'), A, B)",
    "ops.l1_loss": "ops.l1_loss(A, B)",
    "rmse": "nn.RMSELoss()(A, B)",
    "rmse.grad": "grad(nn.RMSELoss(), A, B)",
    **_each_reduction("mae", "nn.MAELoss({r})(A, B)"),
    # SmoothL1 / Huber
    "smoothl1.default": "nn.SmoothL1Loss()(A, B)",
    **_each_reduction("smoothl1.beta", "nn.SmoothL1Loss(0.5, {r})(A, B)"),
    "smoothl1.beta_int": "nn.SmoothL1Loss(1, 'mean')(A, B)",
    "smoothl1.mixed_float": "nn.SmoothL1Loss()(A, Bh)",
    "smoothl1.f16": "nn.SmoothL1Loss()(Ah, Bh)",
    "smoothl1.grad": "grad(nn.SmoothL1Loss(0.5), A, B)",
    "ops.smooth_l1_loss": "ops.smooth_l1_loss(A, B, 2.0, 'sum')",
    **_each_reduction("huber", "nn.HuberLoss({r})(A, B)"),
    "huber.delta": "nn.HuberLoss('none', 0.5)(A, B)",
    "huber.delta_int": "nn.HuberLoss('mean', 2)(A, B)",
    "huber.grad": "grad(nn.HuberLoss(delta=0.5), A, B)",
    "ops.huber_loss": "ops.huber_loss(A, B, 'sum', 0.3)",
    # BCE / BCE with logits
    **_each_reduction("bce", "nn.BCELoss(reduction={r})(P, Y)"),
    "bce.weight": "nn.BCELoss(weight=U((3, 4), seed=3))(P, Y)",
    "bce.weight_none": "nn.BCELoss(U((4,), seed=3), 'none')(P, Y)",
    "bce.soft_labels": "nn.BCELoss()(P, U((3, 4), seed=4))",
    "bce.grad": "grad(nn.BCELoss(), P, Y)",
    "ops.binary_cross_entropy": "ops.binary_cross_entropy(P, Y, None, 'sum')",
    **_each_reduction("bcel", "nn.BCEWithLogitsLoss({r})(A, Y)"),
    "bcel.weight": "nn.BCEWithLogitsLoss(weight=U((4,), seed=3))(A, Y)",
    "bcel.pos_weight": "nn.BCEWithLogitsLoss('none', pos_weight=T([1.0, 2.0, 0.5, 3.0]))(A, Y)",
    "bcel.both": "nn.BCEWithLogitsLoss('sum', U((3, 4), seed=3), T([1.0, 2.0, 0.5, 3.0]))(A, Y)",
    "bcel.f16": "nn.BCEWithLogitsLoss()(Ah, as_(Y, 'float16'))",
    "bcel.grad": "grad(nn.BCEWithLogitsLoss(pos_weight=T([1.0, 2.0, 0.5, 3.0])), A, Y)",
    "ops.bce_with_logits": "ops.binary_cross_entropy_with_logits(A, Y, T([1.0, 2.0, 0.5, 3.0]), "
                           "T([2.0, 1.0, 1.0, 1.0]), 'none')",
    # KLDiv
    **_each_reduction("kl", "nn.KLDivLoss({r})(LC, Cp)"),
    "kl.batchmean": "nn.KLDivLoss('batchmean')(LC, Cp)",
    "kl.grad": "grad(nn.KLDivLoss('sum'), LC, Cp)",
    "ops.kl_div": "ops.kl_div(LC, Cp, 'batchmean')",
    # margin losses
    **_each_reduction("cosine", "nn.CosineEmbeddingLoss(reduction={r})(A, B, S)"),
    "cosine.margin": "nn.CosineEmbeddingLoss(0.2, 'none')(A, B, S)",
    "cosine.grad": "grad(nn.CosineEmbeddingLoss(0.1), A, B, S)",
    "ops.cosine_embedding_loss": "ops.cosine_embedding_loss(A, B, S, 0.3, 'sum')",
    **_each_reduction("ranking", "nn.MarginRankingLoss(reduction={r})(A, B, S4)"),
    "ranking.margin": "nn.MarginRankingLoss(0.5, 'none')(A, B, S4)",
    "ranking.grad": "grad(nn.MarginRankingLoss(0.5), A, B, S4)",
    "ops.margin_ranking_loss": "ops.margin_ranking_loss(A, B, S4, 0.2, 'sum')",
    **_each_reduction("multimargin", "nn.MultiMarginLoss(reduction={r})(C, Cl)"),
    "multimargin.p2_margin": "nn.MultiMarginLoss(p=2, margin=0.5, reduction='none')(C, Cl)",
    "multimargin.weight": "nn.MultiMarginLoss(weight=W)(C, Cl)",
    "multimargin.call_weight": "nn.MultiMarginLoss(reduction='sum')(C, Cl, W)",
    "multimargin.grad": "grad(nn.MultiMarginLoss(), C, Cl)",
    "ops.multi_margin_loss": "ops.multi_margin_loss(C, Cl, 2, 2, W, 'none')",
    **_each_reduction("mlsm", "nn.MultiLabelSoftMarginLoss(reduction={r})(A, Y)"),
    "mlsm.weight": "nn.MultiLabelSoftMarginLoss(weight=T([1.0, 2.0, 0.5, 3.0]))(A, Y)",
    "mlsm.grad": "grad(nn.MultiLabelSoftMarginLoss(), A, Y)",
    "ops.multilabel_soft_margin_loss": "ops.multilabel_soft_margin_loss(A, Y, None, 'none')",
    **_each_reduction("hinge", "nn.HingeEmbeddingLoss(reduction={r})(A, S4)"),
    "hinge.margin": "nn.HingeEmbeddingLoss(0.5, 'none')(A, S4)",
    "ops.hinge_embedding_loss": "ops.hinge_embedding_loss(A, S4, 2, 'sum')",
    # Poisson / Gaussian NLL
    **_each_reduction("poisson", "nn.PoissonNLLLoss(reduction={r})(A, U((3, 4), 0, 3, seed=2))"),
    "poisson.no_log": "nn.PoissonNLLLoss(log_input=False, reduction='none')(P, U((3, 4), 0, 3, seed=2))",
    "poisson.full": "nn.PoissonNLLLoss(full=True, reduction='none')(A, U((3, 4), 0, 3, seed=2))",
    "poisson.int_target": "nn.PoissonNLLLoss()(A, T([[0, 1, 2, 3]] * 3, 'int32'))",
    "poisson.grad": "grad(nn.PoissonNLLLoss(full=True), A, U((3, 4), 0, 3, seed=2))",
    **_each_reduction("gaussian", "nn.GaussianNLLLoss(reduction={r})(A, B, U((3, 4), 0.1, 2, seed=3))"),
    "gaussian.full": "nn.GaussianNLLLoss(full=True, eps=0.5)(A, B, U((3, 4), 0.1, 2, seed=3))",
    "gaussian.var_vector": "nn.GaussianNLLLoss(reduction='none')(A, B, U((3,), 0.1, 2, seed=3))",
    "gaussian.grad": "grad(nn.GaussianNLLLoss(), A, B, U((3, 4), 0.1, 2, seed=3))",
    "ops.gaussian_nll_loss": "ops.gaussian_nll_loss(A, B, U((3, 4), 0.1, 2, seed=3), True, 1e-3, 'sum')",
    # CTC
    **_each_reduction("ctc", "nn.CTCLoss(reduction={r})(LP, TG, IL, TL)"),
    "ctc.blank": "nn.CTCLoss(blank=3, reduction='none')(LP, T([[1, 2, 2], [0, 1, 0]], 'int32'), IL, TL)",
    "ctc.zero_infinity": "nn.CTCLoss(reduction='none', zero_infinity=True)(LP, T([[1, 1, 1], [3, 1, 0]], 'int32'), "
                         "T([4, 5], 'int32'), TL)",
    "ctc.infinite": "nn.CTCLoss(reduction='none')(LP, T([[1, 1, 1], [3, 1, 0]], 'int32'), T([4, 5], 'int32'), TL)",
    "ctc.infinite_mean": "nn.CTCLoss()(LP, T([[1, 1, 1], [3, 1, 0]], 'int32'), T([4, 5], 'int32'), TL)",
    "ctc.unbatched": "nn.CTCLoss()(LP[:, 0], TG[0], IL[:1], TL[:1])",
    "ctc.grad": "grad(nn.CTCLoss(), LP, TG, IL, TL)",
    "ops.ctc_loss": "ops.ctc_loss(LP, TG, IL, TL, 0, 'sum')[0]",
    # Focal / Dice / MultiClassDice
    **_each_reduction("focal.index", "nn.FocalLoss(reduction={r})(C, T([[1], [0], [4]], 'int32'))"),
    "focal.onehot": "nn.FocalLoss()(C, T(np.eye(5)[[1, 0, 4]]))",
    "focal.weight_gamma": "nn.FocalLoss(W, 1.5, 'none')(C, T([[1], [0], [4]], 'int32'))",
    "focal.weight_onehot": "nn.FocalLoss(W, 0.5)(C, T(np.eye(5)[[1, 0, 4]]))",
    "focal.4d": "nn.FocalLoss(reduction='none')(C4, T([[[[0, 2], [1, 1]]], [[[2, 0], [0, 1]]]], 'int32'))",
    "focal.grad": "grad(nn.FocalLoss(), C, T([[1], [0], [4]], 'int32'))",
    "dice": "nn.DiceLoss()(P, Y)",
    "dice.smooth": "nn.DiceLoss(smooth=2.0)(P, Y)",
    "dice.grad": "grad(nn.DiceLoss(), P, Y)",
    "mcdice": "nn.MultiClassDiceLoss()(C, T(np.eye(5)[[1, 0, 4]]))",
    "mcdice.weights_ignore": "nn.MultiClassDiceLoss(T([[0.5], [1.0], [2.0], [1.0], [0.2]]), 2, 'sigmoid')"
                             "(C, T(np.eye(5)[[1, 0, 4]]))",
    "mcdice.none": "nn.MultiClassDiceLoss(activation=None)(P, Y)",
    "mcdice.grad": "grad(nn.MultiClassDiceLoss(), C, T(np.eye(5)[[1, 0, 4]]))",
    # TripletMarginWithDistanceLoss
    **_each_reduction("tmwd", "nn.TripletMarginWithDistanceLoss(reduction={r})(A, B, X((3, 4), seed=3))"),
    "tmwd.swap_margin": "nn.TripletMarginWithDistanceLoss(swap=True, margin=2.0, reduction='none')"
                        "(A, B, X((3, 4), seed=3))",
    "tmwd.distance": "nn.TripletMarginWithDistanceLoss(lambda a, b: (a - b).abs().sum(1), reduction='none')"
                     "(A, B, X((3, 4), seed=3))",
    "tmwd.grad": "grad(nn.TripletMarginWithDistanceLoss(), A, B, X((3, 4), seed=3))",
    # more label forms and gradients
    "sce.sparse_none_int64": "nn.SoftmaxCrossEntropyWithLogits(True, 'none')(C, Cl)",
    "sce.sparse_sum_grad": "grad(nn.SoftmaxCrossEntropyWithLogits(True, 'sum'), C, Ci)",
    "ce.f16_weight": "nn.CrossEntropyLoss(weight=as_(W, 'float16'), reduction='sum')(Ch, Ci)",
    "ce.f16_logits_f32_weight": "[nn.CrossEntropyLoss(weight=W)(Ch, Ci), "
                                "nn.CrossEntropyLoss(weight=W, reduction='none')(Ch, Ci)]",
    "nll.1d": "nn.NLLLoss()(LC[0], T(2, 'int32'))",
    "ops.ctc_loss_tuple": "ops.ctc_loss(LP, TG, IL, TL, 0, 'none')",
    "ops.ctc_loss_alpha_mean": "ops.ctc_loss(LP, TG, IL, TL)[1].sum()",
    "huber.grad_sum": "grad(nn.HuberLoss('sum', 0.5), A, B)",
    "kl.grad_batchmean": "grad(nn.KLDivLoss('batchmean'), LC, Cp)",
    # SampledSoftmaxLoss with fixed samples
    "sampled": "nn.SampledSoftmaxLoss(3, 7, sampled_values=(T([0, 2, 6], 'int32'), T([[0.4], [0.4]]), "
               "T([0.4, 0.4, 0.4])))(X((7, 4), seed=1), X((7,), seed=2), T([[1], [5]], 'int32'), X((2, 4), seed=3))",
    "sampled.mean_true2": "nn.SampledSoftmaxLoss(2, 7, 2, (T([3, 6], 'int32'), T([[0.3, 0.3], [0.3, 0.3]]), "
                          "T([0.3, 0.3])), reduction='mean')(X((7, 4), seed=1), X((7,), seed=2), "
                          "T([[1, 2], [5, 0]], 'int64'), X((2, 4), seed=3))",
}

ERRORS = {
    "base.reduction": "nn.LossBase('avg')",
    "base.construct": "nn.LossBase()(A, B)",
    "sce.dense_int_labels": "nn.SoftmaxCrossEntropyWithLogits()(C, Ci)",
    "sce.dense_f64_labels": "nn.SoftmaxCrossEntropyWithLogits()(C, as_(Cp, 'float64'))",
    "sce.sparse_float_labels": "nn.SoftmaxCrossEntropyWithLogits(sparse=True, reduction='mean')(C, Cf)",
    "sce.3d_dense": "nn.SoftmaxCrossEntropyWithLogits()(X((2, 3, 5)), ops.softmax(X((2, 3, 5), seed=1), -1))",
    "sce.3d_sparse_none": "nn.SoftmaxCrossEntropyWithLogits(True)(X((2, 3, 5)), T([[1, 0, 4], [2, 2, 3]], 'int32'))",
    "sce.1d_dense": "nn.SoftmaxCrossEntropyWithLogits()(X((5,)), T([0.2, 0.2, 0.2, 0.2, 0.2]))",
    "sce.sparse_label_high": "nn.SoftmaxCrossEntropyWithLogits(True, 'mean')(C, T([1, 0, 9], 'int32'))",
    "sce.sparse_label_minus_100": "nn.SoftmaxCrossEntropyWithLogits(True, 'mean')(C, T([1, -100, 4], 'int64'))",
    "sce.sparse_int": "nn.SoftmaxCrossEntropyWithLogits(sparse=1)",
    "sce.reduction": "nn.SoftmaxCrossEntropyWithLogits(reduction='avg')",
    "sce.numpy_labels": "nn.SoftmaxCrossEntropyWithLogits()(C, Cp.asnumpy())",
    "ce.int64_labels": "nn.CrossEntropyLoss()(C, Cl)",
    "ce.f64_labels": "nn.CrossEntropyLoss()(C, as_(Cp, 'float64'))",
    "ce.int32_logits": "nn.CrossEntropyLoss()(as_(C, 'int32'), Ci)",
    "ce.shape": "nn.CrossEntropyLoss()(C, T([1, 0], 'int32'))",
    "ce.probs_shape": "nn.CrossEntropyLoss()(C, Cp[:2])",
    "ce.rank": "nn.CrossEntropyLoss()(C, T([[[1]]], 'int32'))",
    "ce.smoothing_range": "nn.CrossEntropyLoss(label_smoothing=1.5)",
    "ce.smoothing_int": "nn.CrossEntropyLoss(label_smoothing=0)",
    "ce.ignore_float": "nn.CrossEntropyLoss(ignore_index=1.0)",
    "ce.weight_numpy": "nn.CrossEntropyLoss(weight=W.asnumpy())",
    "ce.weight_int": "nn.CrossEntropyLoss(weight=T([1, 1, 1, 1, 1], 'int32'))",
    "ce.reduction": "nn.CrossEntropyLoss(reduction='batchmean')",
    "ce.numpy_logits": "nn.CrossEntropyLoss()(C.asnumpy(), Ci)",
    "ops.cross_entropy_int_input": "ops.cross_entropy(as_(C, 'int32'), Ci)",
    "ops.cross_entropy_reduction": "ops.cross_entropy(C, Ci, reduction='avg')",
    "nll.ignore_float": "nn.NLLLoss(ignore_index=1.5)",
    "nll.weight_numpy": "nn.NLLLoss(weight=W.asnumpy())",
    "nll.weight_int": "nn.NLLLoss(weight=T([1, 1, 1, 1, 1], 'int32'))",
    "nll.reduction": "nn.NLLLoss(reduction='avg')",
    "mse.reduction": "nn.MSELoss('avg')",
    "mse.numpy": "nn.MSELoss()(A.asnumpy(), B)",
    "mse.shape": "nn.MSELoss()(A, X((2, 4)))",
    "ops.mse_loss_reduction": "ops.mse_loss(A, B, 'avg')",
    "l1.reduction": "nn.L1Loss('avg')",
    "ops.l1_loss_reduction": "ops.l1_loss(A, B, 'avg')",
    "ops.l1_loss_numpy": "ops.l1_loss(A.asnumpy(), B)",
    "rmse.uint8": "nn.RMSELoss()(as_(A, 'uint8'), as_(B, 'uint8'))",
    "rmse.reduction": "nn.RMSELoss('sum')",
    "smoothl1.reduction": "nn.SmoothL1Loss(reduction='avg')",
    "smoothl1.beta_zero": "nn.SmoothL1Loss(0.0, 'mean')(A, B)",
    "smoothl1.beta_negative": "nn.SmoothL1Loss(-1.0)(A, B)",
    "smoothl1.shape": "nn.SmoothL1Loss()(A, B[0])",
    "huber.delta_zero": "nn.HuberLoss(delta=0.0)(A, B)",
    "huber.delta_str": "nn.HuberLoss(delta='1')(A, B)",
    "huber.reduction": "nn.HuberLoss('avg')",
    "bce.int_labels": "nn.BCELoss()(P, as_(Y, 'int32'))",
    "bce.shape": "nn.BCELoss()(P, Y[0])",
    "bce.reduction": "nn.BCELoss(reduction='avg')",
    "bcel.weight_parameter": "nn.BCEWithLogitsLoss(weight=ms.Parameter(T([1.0, 1.0, 1.0, 1.0])))",
    "bcel.pos_weight_parameter": "nn.BCEWithLogitsLoss(pos_weight=ms.Parameter(T([1.0, 1.0, 1.0, 1.0])))",
    "bcel.reduction": "nn.BCEWithLogitsLoss('avg')(A, Y)",
    "bcel.int_labels": "nn.BCEWithLogitsLoss()(A, as_(Y, 'int32'))",
    "kl.reduction": "nn.KLDivLoss('avg')(LC, Cp)",
    "kl.reduction_int": "ops.kl_div(LC, Cp, 1)",
    "cosine.margin_range": "nn.CosineEmbeddingLoss(1.5)",
    "cosine.margin_int": "nn.CosineEmbeddingLoss(0)",
    "cosine.shape": "nn.CosineEmbeddingLoss()(A, B, T([1, -1]))",
    "cosine.dtype_mix": "nn.CosineEmbeddingLoss()(A, Bh, S)",
    "ranking.margin_int": "nn.MarginRankingLoss(1)(A, B, S4)",
    "ranking.dtype_mix": "nn.MarginRankingLoss()(A, B, as_(S4, 'int32'))",
    "ranking.reduction": "nn.MarginRankingLoss(reduction='avg')",
    "multimargin.margin_int_ops": "ops.multi_margin_loss(C, Cl, 1, 1.0)",
    "multimargin.float_target": "nn.MultiMarginLoss()(C, Cf)",
    "multimargin.p3": "nn.MultiMarginLoss(p=3)",
    "gaussian.eps_zero": "nn.GaussianNLLLoss(eps=0.0)",
    "gaussian.full_int": "nn.GaussianNLLLoss(full=1)",
    "gaussian.positional": "nn.GaussianNLLLoss(True)",
    "gaussian.reduction": "nn.GaussianNLLLoss(reduction='avg')",
    "ctc.reduction": "nn.CTCLoss(reduction='avg')(LP, TG, IL, TL)",
    "ctc.blank_float": "nn.CTCLoss(blank=0.0)(LP, TG, IL, TL)",
    "ctc.unbatched_targets": "nn.CTCLoss()(LP[:, 0], TG, IL[:1], TL[:1])",
    "focal.gamma_int": "nn.FocalLoss(gamma=2)",
    "focal.weight_numpy": "nn.FocalLoss(weight=W.asnumpy())",
    "focal.weight_2d": "nn.FocalLoss(weight=T([[1.0, 2.0]]))",
    "focal.rank": "nn.FocalLoss()(C[0], T([1], 'int32'))",
    "focal.channels": "nn.FocalLoss()(C, T([[1, 0], [0, 1], [1, 1]], 'int32'))",
    "focal.f64_labels": "nn.FocalLoss()(C, T([[1], [0], [4]], 'float64'))",
    "focal.reduction": "nn.FocalLoss(reduction='avg')",
    "dice.smooth_zero": "nn.DiceLoss(smooth=0.0)",
    "dice.smooth_int": "nn.DiceLoss(smooth=1)",
    "dice.shape": "nn.DiceLoss()(P, Y[0])",
    "dice.uint8": "nn.DiceLoss()(as_(P, 'uint8'), Y)",
    "mcdice.weights_1d": "nn.MultiClassDiceLoss(weights=W)",
    "mcdice.activation": "nn.MultiClassDiceLoss(activation='gelu')",
    "mcdice.ignore_float": "nn.MultiClassDiceLoss(ignore_indiex=1.0)",
    "mcdice.rank": "nn.MultiClassDiceLoss()(C[0], Cp[0])",
    "mcdice.weights_shape": "nn.MultiClassDiceLoss(T([[1.0, 2.0]]))(C, Cp)",
    "mlm.reduction": "nn.MultilabelMarginLoss('avg')",
    "tmwd.margin_int": "nn.TripletMarginWithDistanceLoss(margin=1)",
    "tmwd.swap_int": "nn.TripletMarginWithDistanceLoss(swap=1)",
    "tmwd.reduction": "nn.TripletMarginWithDistanceLoss(reduction='avg')",
    "l1ext.reduction": "nn.L1LossExt('avg')",
    "nll.float_labels": "nn.NLLLoss()(LC, Cf)",
    "ops.bce_reduction": "ops.binary_cross_entropy(P, Y, reduction='avg')",
    "ops.huber_reduction": "ops.huber_loss(A, B, 'avg')",
    "ops.margin_ranking_reduction": "ops.margin_ranking_loss(A, B, S4, 0.0, 'avg')",
    "ops.cosine_reduction": "ops.cosine_embedding_loss(A, B, S, 0.0, 'avg')",
    "ops.cosine_margin": "ops.cosine_embedding_loss(A, B, S, 2)",
    "ops.mlsm_reduction": "ops.multilabel_soft_margin_loss(A, Y, None, 'avg')",
    "ops.multi_margin_reduction": "ops.multi_margin_loss(C, Cl, reduction='avg')",
    "ops.hinge_int": "ops.hinge_embedding_loss(as_(A, 'int32'), S4)",
    "ops.hinge_reduction": "ops.hinge_embedding_loss(A, S4, reduction='avg')",
    "ops.gaussian_eps": "ops.gaussian_nll_loss(A, B, U((3, 4), seed=3), eps=0)",
    "ops.smooth_l1_int": "ops.smooth_l1_loss(as_(A, 'int32'), as_(B, 'int32'))",
    "ops.ctc_targets_float": "ops.ctc_loss(LP, as_(TG, 'float32'), IL, TL)",
    "ops.ce_probs_f64": "ops.cross_entropy(C, as_(Cp, 'float64'))",
    "poisson.reduction": "nn.PoissonNLLLoss(reduction='avg')",
    "mlsm.reduction": "nn.MultiLabelSoftMarginLoss(reduction='avg')",
    "hinge.reduction": "nn.HingeEmbeddingLoss(reduction='avg')",
    "hinge.margin_str": "nn.HingeEmbeddingLoss(margin='1')",
    "sampled.num_true": "nn.SampledSoftmaxLoss(3, 7, num_true=0)",
    "sampled.seed": "nn.SampledSoftmaxLoss(3, 7, seed=-1)",
    "sampled.num_sampled": "nn.SampledSoftmaxLoss(8, 7)",
    "sampled.values_type": "nn.SampledSoftmaxLoss(3, 7, sampled_values=T([1, 2, 3], 'int32'))",
    "sampled.values_len": "nn.SampledSoftmaxLoss(3, 7, sampled_values=(1, 2))",
    "sampled.float_labels": "nn.SampledSoftmaxLoss(3, 7, sampled_values=(T([0, 2, 6], 'int32'), T([[0.4], [0.4]]), "
                            "T([0.4, 0.4, 0.4])))(X((7, 4), seed=1), X((7,), seed=2), T([[1], [5]]), "
                            "X((2, 4), seed=3))",
}

# label (target) dtypes each loss accepts or rejects
_LABEL_DTYPES = ("int32", "int64", "float16", "float32", "float64", "bool", "uint8")
_DTYPE_CASES = {
    "sce_sparse": "nn.SoftmaxCrossEntropyWithLogits(True, 'mean')(C, as_(Ci, '{d}'))",
    "sce_dense": "nn.SoftmaxCrossEntropyWithLogits()(C, as_(Cp, '{d}'))",
    "ce_index": "nn.CrossEntropyLoss()(C, as_(Ci, '{d}'))",
    "ce_probs": "nn.CrossEntropyLoss()(C, as_(Cp, '{d}'))",
    "ops_ce_index": "ops.cross_entropy(C, as_(Ci, '{d}'))",
    "nll": "nn.NLLLoss()(LC, as_(Ci, '{d}'))",
    "mse": "nn.MSELoss()(A, as_(Y, '{d}'))",
    "l1": "nn.L1Loss()(A, as_(Y, '{d}'))",
    "smoothl1": "nn.SmoothL1Loss()(A, as_(Y, '{d}'))",
    "huber": "nn.HuberLoss()(A, as_(Y, '{d}'))",
    "bce": "nn.BCELoss()(P, as_(Y, '{d}'))",
    "bcel": "nn.BCEWithLogitsLoss()(A, as_(Y, '{d}'))",
    "kl": "nn.KLDivLoss()(LC, as_(Cp, '{d}'))",
    "cosine": "nn.CosineEmbeddingLoss()(A, B, as_(S, '{d}'))",
    "ranking": "nn.MarginRankingLoss()(A, B, as_(S4, '{d}'))",
    "multimargin": "nn.MultiMarginLoss()(C, as_(Cl, '{d}'))",
    "mlsm": "nn.MultiLabelSoftMarginLoss()(A, as_(Y, '{d}'))",
    "poisson": "nn.PoissonNLLLoss()(A, as_(Y, '{d}'))",
    "gaussian": "nn.GaussianNLLLoss()(A, as_(Y, '{d}'), U((3, 4), seed=3))",
    "ctc_targets": "nn.CTCLoss()(LP, as_(TG, '{d}'), IL, TL)",
    "ctc_lengths": "nn.CTCLoss()(LP, TG, as_(IL, '{d}'), as_(TL, '{d}'))",
    "focal": "nn.FocalLoss()(C, as_(T([[1], [0], [4]]), '{d}'))",
    "dice": "nn.DiceLoss()(P, as_(Y, '{d}'))",
    "hinge": "nn.HingeEmbeddingLoss()(A, as_(S4, '{d}'))",
}
OUTCOMES = {f"dtype.{name}.{d}": code.format(d=d) for name, code in _DTYPE_CASES.items() for d in _LABEL_DTYPES}
# logits dtypes (float16 / float64) for the main losses
OUTCOMES.update({
    "logits.ce_f64": "nn.CrossEntropyLoss()(as_(C, 'float64'), Ci)",
    "logits.sce_f64": "nn.SoftmaxCrossEntropyWithLogits(True, 'mean')(as_(C, 'float64'), Ci)",
    "logits.mse_f64": "nn.MSELoss()(as_(A, 'float64'), as_(B, 'float64'))",
    "logits.mse_int": "nn.MSELoss()(as_(A, 'int32'), as_(B, 'int32'))",
    "logits.l1_int": "nn.L1Loss()(as_(A, 'int32'), as_(B, 'int32'))",
    "logits.bce_f16": "nn.BCELoss()(as_(P, 'float16'), as_(Y, 'float16'))",
    "logits.nll_f16": "nn.NLLLoss()(as_(LC, 'float16'), Ci)",
    "logits.kl_f16": "nn.KLDivLoss()(as_(LC, 'float16'), as_(Cp, 'float16'))",
    "logits.smoothl1_f64": "nn.SmoothL1Loss()(as_(A, 'float64'), as_(B, 'float64'))",
    "logits.huber_f16": "nn.HuberLoss()(Ah, Bh)",
    "logits.cosine_int": "nn.CosineEmbeddingLoss()(as_(A, 'int32'), as_(B, 'int32'), S)",
    "logits.multimargin_f16": "nn.MultiMarginLoss()(Ch, Cl)",
    "logits.ctc_f64": "nn.CTCLoss()(as_(LP, 'float64'), TG, IL, TL)",
    "logits.gaussian_f16": "nn.GaussianNLLLoss()(Ah, Bh, as_(U((3, 4), seed=3), 'float16'))",
    "logits.poisson_f16": "nn.PoissonNLLLoss()(Ah, Bh)",
    "logits.focal_f16": "nn.FocalLoss()(Ch, T([[1], [0], [4]], 'int32'))",
})


# MindSpore 2.10 results msbridge does not reproduce on purpose (strict xfails in the tests; docs/compat/loss.md)
KNOWN_DIFFERENCES = {
    "bce.weight_none": "MindSpore's CPU BinaryCrossEntropy does not broadcast a (C,) weight: rows after the first "
                       "read past the weight and come out near 0; msbridge broadcasts as torch does",
    "ctc.zero_infinity": "MindSpore's CPU CTCLossV2 ignores zero_infinity=True and returns inf; msbridge zeroes it "
                         "as documented",
    "dtype.dice.bool": "with Bool labels MindSpore squares the labels as a logical and and sums them as Bool; "
                       "msbridge counts them as 0/1 numbers",
}


def attempt(ms, code):
    """(arrays, None) when ``code`` runs, (None, exception) when it raises."""
    try:
        return as_arrays(run(ms, code)), None
    except Exception as exc:  # noqa: BLE001 - the exception is the result
        return None, exc


def outcome_record(arrays, exc):
    """The JSON form of an attempt: the arrays (dtype, shape, values) or the exception type."""
    if exc is not None:
        return {"error": type(exc).__name__}
    return {"arrays": [[str(a.dtype), list(a.shape), a.astype(np.float64).ravel().tolist()] for a in arrays]}


def outcome(ms, code):
    """Arrays (dtype, shape, values) that ``code`` returns, or the exception type it raises."""
    return outcome_record(*attempt(ms, code))


# --- comparing msbridge with the goldens (used by the tests) ---------------------------------------------------
# Cases whose values MindSpore computes differently from the formula (see docs/compat/loss.md).
_TOLERANCE = goldens.tolerance({})


def check_value(ms, golden, name):
    goldens.assert_matches(json.loads(json.dumps(run(ms, VALUES[name]))), golden["value." + name], name)


def check_arrays(ms, golden, name):
    goldens.assert_array_case(as_arrays(run(ms, ARRAYS[name])), golden, name, lambda dtype: _TOLERANCE(name, dtype))


# errors whose message comes from deep inside MindSpore (a kernel's broadcast or shape check, an empty message):
# msbridge raises the same type with its own message
OWN_MESSAGE = {"base.construct", "cosine.dtype_mix", "cosine.shape", "dice.shape", "mse.shape", "nll.float_labels",
               "ops.ce_probs_f64", "ops.smooth_l1_int",
               "sce.sparse_label_high", "sce.sparse_label_minus_100"}  # torch's index message for the last two


def check_error(ms, golden, name):
    return goldens.assert_raises_like(golden["error." + name], lambda: run(ms, ERRORS[name]),
                                      name not in OWN_MESSAGE)


def check_outcome(ms, golden, name):
    expected = golden["outcome." + name]
    got = outcome(ms, OUTCOMES[name])
    if "error" in expected:
        assert got == expected, f"{name}: MindSpore raised {expected['error']}"
        return
    assert "arrays" in got, f"{name}: MindSpore accepted it, msbridge raised {got.get('error')}"
    assert [a[:2] for a in got["arrays"]] == [a[:2] for a in expected["arrays"]]
    goldens.assert_arrays_match([np.asarray(a[2], np.dtype(a[0])) for a in got["arrays"]], golden, name,
                                lambda dtype: _TOLERANCE(name, dtype),
                                [np.asarray(e[2], np.dtype(a[0])) for a, e in zip(got["arrays"], expected["arrays"])])
