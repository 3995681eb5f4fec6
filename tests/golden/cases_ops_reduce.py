"""Reductions, cumulative ops and linear algebra (snippets, see record_tensor.py)."""
from record_ops_core import _per_dtype

REDUCE = [
    *_per_dtype("ops.cumsum(x_#, 1)", "ops.cumprod(x_#, 0)", "ops.cummax(x_#, 1)", "ops.cummin(x_#, 0)",
                "ops.logsumexp(x_#, 1)", "ops.nansum(x_#)", "ops.nanmean(x_#)", "ops.median(x_#)",
                "ops.count_nonzero(x_#)", "ops.std_mean(x_#)", "ops.var_mean(x_#, 1)", "ops.aminmax(x_#)",
                "ops.norm(x_#)", "ops.diff(x_#)"),
    "ops.cumsum(x_i8, 0)", "ops.cumsum(x_bool, 1)", "ops.cumsum(x_f32, -1, dtype=ms.float64)", "ops.cumsum(x_f32, 2)",
    "ops.cumprod(x_f32, 1, dtype=ms.float64)", "ops.logsumexp(x_f32, (0, 1), True)", "ops.logsumexp(g, 0)",
    "ops.nansum(Tensor([1., float('nan'), 2.]))", "ops.nansum(x_f32, 1, True)", "ops.nanmean(x_f32, 0, True)",
    "ops.median(x_f32, 0, True)", "ops.count_nonzero(x_f32, 1, True)", "ops.count_nonzero(x_f32, dtype=ms.int64)",
    "ops.std_mean(x_f32, 1, 1, True)", "ops.var_mean(x_f32, ddof=1)", "ops.aminmax(x_f32, axis=1, keepdims=True)",
    "ops.norm(x_f32, 1)", "ops.norm(x_f32, dim=1)", "ops.norm(x_f32, 'fro')", "ops.norm(x_f32, 2, 1, True)",
    "ops.norm(x_f32, float('inf'), 1)", "ops.norm(Tensor([3., 4.]))", "ops.diff(x_f32, 1, 0)",
    "ops.diff(x_f32, 2)", "ops.diff(x_f32, prepend=Tensor([[0.], [0.]]))",
]
LINALG = [
    *_per_dtype("ops.matmul(x_#, y_#.T)", "ops.mm(x_#, y_#.T)", "ops.bmm(x_#[None], y_#.T[None])",
                "ops.outer(x_#[0], y_#[0])", "ops.inner(x_#, y_#)", "ops.dot(x_#[0], y_#[0])", "ops.kron(x_#, y_#)",
                "ops.tensor_dot(x_#, y_#, ((1,), (1,)))", "ops.trace(x_#[:, :2])", "ops.diag(x_#[0])",
                "ops.diagonal(x_#)", "ops.cross(x_#, y_#, 1)", "ops.einsum('ij,kj->ik', x_#, y_#)",
                "ops.vecdot(x_#, y_#)", "ops.trapz(x_#)", "ops.tril(x_#)", "ops.triu(x_#)"),
    "ops.matmul(g, Tensor(np.ones((4, 2), np.float32)))", "ops.matmul(x_f32[0], y_f32[0])",
    "ops.matmul(x_i32, y_f32.T)", "ops.mm(x_f32, y_f32)", "ops.bmm(x_f32, y_f32)",
    "ops.baddbmm(g[:, :, :3], g, g.transpose(0, 2, 1)[:, :, :3], beta=0.5, alpha=2)",
    "ops.addmm(x_f32[:, :2], x_f32, y_f32.T[:, :2])", "ops.addmm(x_f32[:, :2], x_f32, y_f32.T[:, :2], beta=2, alpha=0.5)",
    "ops.addmv(x_f32[:, 0], x_f32, y_f32[0])", "ops.addbmm(x_f32[:, :2], g[:, :2], g[:, :2].transpose(0, 2, 1))",
    "ops.tensor_dot(g, g, 2)", "ops.tensor_dot(x_f32, y_f32, (1, 1))", "ops.einsum('ii', x_f32[:, :2])",
    "ops.einsum('bij,bjk->bik', g, g.transpose(0, 2, 1))", "ops.cross(x_f32, y_f32)",
    "ops.inverse(Tensor([[2., 1.], [1., 3.]]))", "ops.det(Tensor([[2., 1.], [1., 3.]]))",
    "ops.inverse(Tensor([[2, 1], [1, 3]]))", "ops.det(g[:, :2, :2] + Tensor(np.eye(2, dtype=np.float32)))",
    "ops.matrix_power(Tensor([[2., 1.], [1., 3.]]), 3)", "ops.matrix_power(Tensor([[2., 1.], [1., 3.]]), 0)",
    "ops.diag(x_f32)", "ops.diagonal(g, 1, 1, 2)", "ops.diagonal(x_f32, -1)",
    "ops.cdist(g, g)", "ops.cdist(g, g, 1.)", "ops.cdist(x_f32[None], y_f32[None], 0.)",
    "ops.cosine_similarity(x_f32, y_f32)", "ops.cosine_similarity(x_f32, y_f32, 0)",
    "ops.cosine_similarity(x_f32, y_f32[:1])", "ops.vecdot(x_f32, y_f32, axis=0)",
    "ops.trapz(x_f32, dx=0.5)", "ops.trapz(x_f32, Tensor([0., 1., 3.]))", "ops.trapz(x_f32, dim=0)",
    "ops.tril(x_f32, 1)", "ops.triu(g, -1)", "ops.tril(x_f32, diagonal=-1)", "ops.triu(x_f32[0])",
]
CASES = {"reduce": REDUCE, "linalg": LINALG}
