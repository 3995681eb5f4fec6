"""Records the core functional ops (``mindspore.ops.sum`` ...) and primitive classes (``ops.ReduceSum`` ...).

Same mechanism as ``record_tensor.py``: snippets run against :func:`record_tensor.namespace`; the seed
cases are functions of the ``mindspore`` module. Run with MindSpore's venv::

    /work/msvenv/bin/python tests/golden/record_ops_core.py
"""
import numpy as np

from record_tensor import record_cases


def _per_dtype(*forms, tags=("i32", "f16", "f32")):
    """``forms`` with ``#`` replaced by each dtype tag (result dtypes for int32, float16, float32 inputs)."""
    return [form.replace("#", tag) for form in forms for tag in tags]


REDUCE = [
    # ops.sum(input, dim=None, keepdim=False, *, dtype=None)
    *_per_dtype("ops.sum(x_#)", "ops.sum(x_#, 1)"), "ops.sum(x_f32, dim=1, keepdim=True)", "ops.sum(x_f32, (0, 1))",
    "ops.sum(x_f32, dtype=ms.float64)", "ops.sum(x_bool)", "ops.sum(x_f32, axis=1)", "ops.sum(x_f32, 2)",
    "ops.sum([1, 2])", "ops.sum(g, -1, True)",
    # ops.mean(x, axis=None, keep_dims=False)
    *_per_dtype("ops.mean(x_#)", "ops.mean(x_#, 1)"), "ops.mean(x_f32, 1, True)", "ops.mean(x_f32, keep_dims=True)",
    "ops.mean(x_f32, (0, 1))", "ops.mean(x_bool)", "ops.mean(x_f32, dim=1)", "ops.mean(Tensor([1, 2], ms.int32))",
    "ops.mean(x_f32, axis=-1)", "ops.mean(x_f32, 5)",
    # ops.max / ops.min(input, axis=None, keepdims=False, *, initial=None, where=None)
    *_per_dtype("ops.max(x_#)", "ops.max(x_#, 1)", "ops.min(x_#)", "ops.min(x_#, 0)"),
    "ops.max(x_f32, 1, True)", "ops.max(x_f32, keepdims=True)", "ops.max(x_f32, initial=5.)",
    "ops.max(x_f32, axis=0, where=x_f32 > 0, initial=-1.)", "ops.min(x_f32, 1, keepdims=True)",
    "ops.min(x_f32, initial=-10.)", "ops.max(x_f32, dim=1)", "ops.max(x_f32, (0, 1))", "ops.max(x_bool)",
    "ops.max(x_f32, where=x_f32 > 0)",
    # ops.argmax(input, dim=None, keepdim=False), ops.argmin(input, axis=None, keepdims=False)
    *_per_dtype("ops.argmax(x_#)", "ops.argmax(x_#, 1)", "ops.argmin(x_#)", "ops.argmin(x_#, 1)"),
    "ops.argmax(x_f32, 1, True)", "ops.argmax(x_f32, dim=0)", "ops.argmax(x_f32, axis=0)", "ops.argmin(x_f32, 1, True)",
    "ops.argmin(x_f32, axis=0, keepdims=True)", "ops.argmax(x_bool)", "ops.argmax(x_f32, 2)",
    # ops.prod(input, axis=None, keep_dims=False, dtype=None)
    *_per_dtype("ops.prod(x_#)", "ops.prod(x_#, 1)"), "ops.prod(x_f32, 1, True)", "ops.prod(x_f32, dtype=ms.float64)",
    "ops.prod(x_f32, (0, 1))", "ops.prod(x_bool)",
    # ops.all / ops.any(input, axis=None, keep_dims=False)
    *_per_dtype("ops.all(x_#)", "ops.any(x_#, 1)"), "ops.all(x_bool)", "ops.all(x_bool, 1, True)", "ops.any(x_bool)",
    "ops.any(x_bool, (0, 1))", "ops.all(x_f32, keep_dims=True)", "ops.any(x_u8, 1)",
    # ops.std / ops.var(input, axis=None, ddof=0, keepdims=False)
    *_per_dtype("ops.std(x_#)", "ops.var(x_#, 1)"), "ops.std(x_f32, 1, 1)", "ops.std(x_f32, ddof=1, keepdims=True)",
    "ops.var(x_f32, (0, 1), 1)", "ops.var(x_f32, keepdims=True)", "ops.std(x_f32, 0, True)", "ops.var(x_f32, 1, 2.5)",
    # ops.amax / ops.amin(input, axis=None, keepdims=False, *, initial=None, where=None)
    *_per_dtype("ops.amax(x_#)", "ops.amin(x_#, 1)"), "ops.amax(x_f32, 1, True)", "ops.amax(x_f32, (0, 1))",
    "ops.amin(x_f32, initial=-10.)", "ops.amax(x_f32, axis=0, where=x_f32 > 0, initial=-1.)",
]

SHAPES = [
    "ops.reshape(x_f32, (3, 2))", "ops.reshape(x_i32, [-1])", "ops.reshape(x_f32, (4, 2))",
    "ops.reshape(s_f32, (1, 1))",
    "ops.reshape(x_f32, 6)", "ops.reshape(x_f32, shape=(1, 6))",
    "ops.expand_dims(x_f32, 0)", "ops.expand_dims(x_i32, -1)", "ops.expand_dims(x_f32, 3)", "ops.expand_dims(s_f32, 0)",
    "ops.expand_dims(x_f32, axis=1)",
    "ops.unsqueeze(x_f32, 0)", "ops.unsqueeze(x_f16, dim=-1)", "ops.unsqueeze(x_f32, 5)",
    "ops.squeeze(Tensor(np.zeros((1, 3, 1), np.float32)))", "ops.squeeze(Tensor(np.zeros((1, 3, 1), np.float32)), 0)",
    "ops.squeeze(Tensor(np.zeros((1, 3, 1), np.float32)), (0, 2))",
    "ops.squeeze(Tensor(np.zeros((1, 3, 1), np.int32)), 1)",
    "ops.squeeze(x_f32, axis=0)",
    "ops.transpose(x_f32, (1, 0))", "ops.transpose(g, (2, 0, 1))", "ops.transpose(g, (0, 1))",
    "ops.transpose(x_i32, [1, 0])",
    "ops.transpose(g, dims=(1, 0, 2))",
    "ops.permute(g, (2, 0, 1))", "ops.permute(x_f32, (1, 0))", "ops.permute(g, (0, 0, 1))",
    "ops.permute(x_f32, axis=(1, 0))",
    "ops.flatten(g)", "ops.flatten(g, start_dim=0)", "ops.flatten(g, order='F')",
    "ops.flatten(g, start_dim=0, end_dim=1)",
    "ops.flatten(x_f32, end_dim=0)", "ops.flatten(s_f32)", "ops.flatten(Tensor([1., 2.]))",
    "ops.flatten(g, 'C', start_dim=2)",
    "ops.stack([x_f32, y_f32])", "ops.stack((x_f32, y_f32), 1)", "ops.stack([x_f32, y_f32], axis=-1)",
    "ops.stack([x_i32, y_f32])",
    "ops.stack([x_f32, Tensor([1., 2.])])", "ops.stack([x_f32])",
    "ops.concat([x_f32, y_f32])", "ops.concat((x_f32, y_f32), 1)", "ops.concat([x_f32, y_f32], axis=-1)",
    "ops.concat([x_i32, y_f32])", "ops.concat([x_f32, Tensor([1., 2.])])", "ops.cat([x_f32, y_f32], 1)",
    "ops.cat((x_i8, y_i8))", "ops.concat([x_f32, x_f32[:1]])",
]

CREATE = [
    "ops.zeros((2, 3))", "ops.zeros(3)", "ops.zeros((2,), ms.int32)", "ops.zeros([2, 2], dtype=ms.float16)",
    "ops.zeros(Tensor([2, 3]))", "ops.zeros(())",
    "ops.ones((2, 3))", "ops.ones(3, ms.int64)", "ops.ones((2,), dtype=ms.bool_)", "ops.ones([1, 2])",
    "ops.zeros_like(x_f32)", "ops.zeros_like(x_i32)", "ops.zeros_like(x_f16, dtype=ms.float32)",
    "ops.zeros_like(s_f32)",
    "ops.ones_like(x_f32)", "ops.ones_like(x_i32)", "ops.ones_like(x_bool, dtype=ms.int32)",
    "ops.fill(ms.float32, (2, 3), 1.5)", "ops.fill(ms.int32, (2,), 7)", "ops.fill(ms.float16, [2, 2], 0)",
    "ops.fill(ms.int32, (2,), 1.7)", "ops.fill(ms.bool_, (2,), 1)",
    "ops.full((2, 3), 1.5)", "ops.full((2,), 7)", "ops.full((2,), True)", "ops.full((2, 2), 2, dtype=ms.float32)",
    "ops.full([2], 1.5, dtype=ms.int32)", "ops.full((2,), Tensor(3.5))",
    "ops.cast(x_f32, ms.int32)", "ops.cast(x_i32, ms.float16)", "ops.cast(x_f32, ms.bool_)",
    "ops.cast(x_f32, ms.float32)",
    "ops.cast(x_f32, np.float64)", "ops.cast(x_f32, 'int32')", "ops.cast(1.5, ms.int32)",
]

ELEMENTWISE = [
    *_per_dtype("ops.add(x_#, y_#)", "ops.sub(x_#, 1)", "ops.mul(x_#, 2.5)", "ops.div(x_#, y_#)",
                "ops.maximum(x_#, y_#)", "ops.minimum(x_#, 0)", "ops.abs(x_#)", "ops.neg(x_#)", "ops.exp(x_#)",
                "ops.log(x_#)", "ops.sqrt(x_#)", "ops.square(x_#)", "ops.pow(x_#, 2)", "ops.pow(x_#, y_#)",
                "ops.relu(x_#)", "ops.sigmoid(x_#)", "ops.tanh(x_#)", "ops.softmax(x_#)"),
    "ops.add(x_f32, Tensor([1., 2., 3.]))", "ops.add(x_i32, y_f16)", "ops.add(x_i32, 2.5)", "ops.add(1, x_f32)",
    "ops.add(x_f32, Tensor([1., 2.]))", "ops.add(x_f32, [1., 2., 3.])", "ops.add(1, 2)", "ops.add(x_bool, x_bool)",
    "ops.sub(x_bool, y_bool)", "ops.sub(x_u8, s_i8)", "ops.mul(x_u8, s_i8)", "ops.mul(x_bool, y_bool)",
    "ops.div(x_f32, 0)", "ops.div(x_i32, 2, rounding_mode='floor')", "ops.div(x_i32, -4, rounding_mode='trunc')",
    "ops.div(x_f32, 2, rounding_mode='round')", "ops.div(x_i32, y_i32, rounding_mode='floor')",
    "ops.div(Tensor([1, 2]), 0)",
    "ops.maximum(x_f32, Tensor(np.array([np.nan, 0, 0], np.float32)))", "ops.maximum(x_i32, y_f16)",
    "ops.maximum(x_f32, 1)",
    "ops.minimum(x_bool, y_bool)", "ops.maximum(1, 2)",
    "ops.abs(x_bool)", "ops.neg(x_bool)", "ops.exp(x_i64)", "ops.exp(x_bool)", "ops.log(x_bool)", "ops.sqrt(x_bool)",
    "ops.square(x_bool)", "ops.pow(x_i32, -1)", "ops.pow(2, x_f32)", "ops.pow(x_i32, 0.5)", "ops.pow(x_f16, s_f32)",
    "ops.relu(x_i8)", "ops.relu(x_u8)", "ops.relu(x_bool)", "ops.relu(x_f32, inplace=True)", "ops.sigmoid(x_f64)",
    "ops.softmax(x_f32, 0)", "ops.softmax(x_f32, axis=1, dtype=ms.float64)", "ops.softmax(g, -2)",
    "ops.softmax(x_f32, 2)",
    "ops.softmax(x_f32, (1,))", "ops.softmax(x_f32, dim=0)", "ops.neg(1.5)",
]

SELECT = [
    "ops.masked_select(x_f32, x_f32 > 0)", "ops.masked_select(x_i32, Tensor([True, False, True]))",
    "ops.masked_select(x_f32, x_f32 > 100)", "ops.masked_select(x_f32, Tensor([1, 0, 1]))",
    "ops.masked_select(s_f32, Tensor(True))",
    "ops.masked_select(Tensor([1., 2.]), Tensor([[True], [False]]))",
    "ops.masked_fill(x_f32, x_f32 > 0, 0.)", "ops.masked_fill(x_i32, x_i32 > 0, 1.7)",
    "ops.masked_fill(x_f32, Tensor([True, False, True]), Tensor(9.))",
    "ops.masked_fill(x_f16, x_f16 < 0, 2)", "ops.masked_fill(x_f32, x_i32, 1.)",
    "ops.masked_fill(x_f32, x_f32 > 0, Tensor([1., 2.]))",
    "ops.masked_fill(x_f32, x_f32 > 0, Tensor(np.array(2, np.float64)))",
    "ops.where(x_f32 > 0, x_f32, y_f32)", "ops.where(x_f32 > 0, x_f32, 0.)", "ops.where(x_f32 > 0, 1, 0)",
    "ops.where(x_f32 > 0, x_i32, y_f32)",
    "ops.where(Tensor([True, False, True]), x_f32, y_f32)", "ops.where(x_i32, x_f32, y_f32)",
    "ops.where(x_f32 > 0, 1.5, x_i32)",
    "ops.stop_gradient(x_f32)", "ops.stop_gradient(x_i32)",
    "ops.unsorted_segment_sum(Tensor([1., 2., 3., 4.]), Tensor([0, 0, 1, 2]), 4)",
    "ops.unsorted_segment_sum(x_f32, Tensor([1, 0], ms.int32), 2)",
    "ops.unsorted_segment_sum(x_i32, Tensor([0, 0]), 3)",
    "ops.unsorted_segment_sum(x_f32, Tensor([[0, 1, 0], [1, 1, 2]]), 3)",
    "ops.unsorted_segment_sum(x_f32, Tensor([0, 5]), 2)",
    "ops.unsorted_segment_sum(x_f32, Tensor([0, -1]), 2)", "ops.unsorted_segment_sum(x_f16, Tensor([0, 1]), Tensor(2))",
    "ops.sort(x_f32)", "ops.sort(x_f32, 0)", "ops.sort(x_f32, descending=True)",
    "ops.sort(x_i32, axis=0, descending=True)",
    "ops.sort(x_f16)", "ops.sort(Tensor([3, 1, 2], ms.int64))", "ops.sort(Tensor([2., np.nan, 1.]))",
    "ops.sort(x_f32, dim=0)",
    "ops.sort(Tensor([1., 1., 1., 0.]))",
    "ops.topk(x_f32, 2)", "ops.topk(x_f32, 1, dim=0)", "ops.topk(x_f32, 2, largest=False)",
    "ops.topk(x_i32, 2, 1, True, False)",
    "ops.topk(x_f16, 3)", "ops.topk(x_f32, 4)", "ops.topk(Tensor([1., 1., 1., 0.]), 2)", "ops.topk(x_f32, Tensor(2))",
    "ops.clip_by_value(x_f32, 0, 1)", "ops.clip_by_value(x_f32, Tensor(0.), Tensor(1.))",
    "ops.clip_by_value(x_i32, 0.5, 2.5)",
    "ops.clip_by_value(x_f32, clip_value_max=0)", "ops.clip_by_value(x_f32)", "ops.clip_by_value([x_f32, y_f32], 0, 1)",
    "ops.clip_by_value(x_f32, 1, 0)",
    "ops.clamp(x_f32, 0, 1)", "ops.clamp(x_f32, min=0)", "ops.clamp(x_i32, max=1)", "ops.clamp(x_i32, 0.5, 2.5)",
    "ops.clamp(x_f32)", "ops.clamp(x_f32, Tensor([0., 1., 2.]), 2)", "ops.clamp(x_f16, -1, 1)",
]

PRIMITIVES = [
    "ops.ReLU()(x_f32)", "ops.ReLU()(x_i32)", "ops.Sigmoid()(x_f32)", "ops.Tanh()(x_f16)", "ops.Softmax()(x_f32)",
    "ops.Softmax(0)(x_f32)", "ops.Softmax(axis=(1,))(x_f32)", "ops.ReduceSum()(x_f32)", "ops.ReduceSum()(x_f32, 1)",
    "ops.ReduceSum(keep_dims=True)(x_f32, (0, 1))", "ops.ReduceSum(True)(x_i32, 1)", "ops.ReduceSum()(x_f32, ())",
    "ops.ReduceSum()(x_bool)", "ops.ReduceMean()(x_f32)", "ops.ReduceMean(True)(x_f32, 0)",
    "ops.ReduceMean()(x_i32, 1)",
    "ops.ReduceMax()(x_f32)", "ops.ReduceMax(keep_dims=True)(x_f32, 1)", "ops.ReduceMax()(x_i32, (0, 1))",
    "ops.Argmax()(x_f32)", "ops.Argmax(axis=0)(x_f32)", "ops.Argmax(output_type=ms.int64)(x_f32)",
    "ops.Argmax(0, ms.int64)(x_i32)", "ops.Argmax(output_type=ms.float32)(x_f32)",
    "ops.Reshape()(x_f32, (3, 2))", "ops.Reshape()(x_f32, (-1,))", "ops.ExpandDims()(x_f32, 0)",
    "ops.ExpandDims()(x_f32, -1)",
    "ops.Squeeze()(Tensor(np.zeros((1, 3, 1), np.float32)))", "ops.Squeeze(0)(Tensor(np.zeros((1, 3, 1), np.float32)))",
    "ops.Squeeze((0, 2))(Tensor(np.zeros((1, 3, 1), np.float32)))",
    "ops.Squeeze(1)(Tensor(np.zeros((1, 3, 1), np.float32)))",
    "ops.Transpose()(g, (2, 0, 1))", "ops.Transpose()(x_f32, (1, 0))", "ops.Concat()((x_f32, y_f32))",
    "ops.Concat(1)([x_f32, y_f32])",
    "ops.Concat(axis=-1)((x_f32, x_f32, x_f32))", "ops.Stack()([x_f32, y_f32])", "ops.Stack(1)((x_f32, y_f32))",
    "ops.Stack(axis=-1)([x_f32, y_f32])", "ops.Cast()(x_f32, ms.int32)", "ops.Cast()(x_i32, ms.float16)",
    "ops.Cast()(1.5, ms.int32)",
    "ops.Add()(x_f32, y_f32)", "ops.Add()(x_i32, 1.5)", "ops.Add()(x_i32, y_f16)", "ops.Sub()(x_f32, 1)",
    "ops.Sub()(x_i32, y_i8)",
    "ops.Mul()(x_f32, y_f32)", "ops.Mul()(x_i32, 2)", "ops.Div()(x_f32, y_f32)", "ops.Div()(x_i32, y_i32)",
    "ops.Div()(x_i32, 2)",
    "ops.MatMul()(x_f32, y_f32.T)", "ops.MatMul(transpose_b=True)(x_f32, y_f32)",
    "ops.MatMul(True, False)(x_f32, y_f32)",
    "ops.MatMul()(x_f32, y_f32)", "ops.MatMul()(x_i32, y_i32.T)", "ops.MatMul()(x_f16, y_f16.T)",
    "ops.MatMul()(x_f32, y_f16.T)",
    "ops.Sort()(x_f32)", "ops.Sort(0)(x_f32)", "ops.Sort(descending=True)(x_f32)",
    "ops.Sort(axis=0, descending=True)(x_i32)",
    "ops.TopK()(x_f32, 2)", "ops.TopK(sorted=False)(x_f32, 1)", "ops.TopK()(Tensor([1., 3., 2.]), 3)",
    "ops.UnsortedSegmentSum()(Tensor([1., 2., 3.]), Tensor([0, 1, 0]), 2)",
    "ops.UnsortedSegmentSum()(x_f32, Tensor([1, 1]), 3)",
    "ops.Shape()(x_f32)", "ops.Shape()(s_f32)", "ops.DType()(x_f32)", "ops.DType()(x_i8)", "str(ops.DType()(x_f32))",
    "ops.Fill()(ms.float32, (2, 2), 1.5)", "ops.Fill()(ms.int32, (3,), 2)", "ops.ZerosLike()(x_f32)",
    "ops.ZerosLike()(x_i32)",
    "ops.OnesLike()(x_f16)", "ops.Select()(x_f32 > 0, x_f32, y_f32)", "ops.Select()(x_f32 > 0, x_f32, 0.)",
    "ops.MaskedFill()(x_f32, x_f32 > 0, Tensor(0.))", "ops.MaskedFill()(x_f32, x_f32 > 0, 2.)",
    "ops.Maximum()(x_f32, y_f32)",
    "ops.Maximum()(x_i32, 1)", "ops.Minimum()(x_f32, y_f32)", "ops.Minimum()(x_i32, y_f32)",
    "ops.ReLU()(Parameter(Tensor([-1., 2.]), name='w'))", "ops.ReduceSum()(Parameter(Tensor([-1., 2.]), name='w'))",
    "ops.Add()(Parameter(Tensor([-1., 2.]), name='w'), 1)",
    # printed forms and attributes
    "repr(ops.ReLU())", "str(ops.ReLU())", "repr(ops.Softmax())", "repr(ops.Softmax(0))", "repr(ops.ReduceSum())",
    "repr(ops.ReduceSum(True))", "repr(ops.ReduceMean())", "repr(ops.Argmax())", "repr(ops.Squeeze())",
    "repr(ops.Squeeze(0))",
    "repr(ops.Squeeze((0, 1)))", "repr(ops.Concat(1))", "repr(ops.Stack())", "repr(ops.MatMul(True))",
    "repr(ops.Sort())",
    "repr(ops.TopK())", "repr(ops.Cast())", "repr(ops.Add())", "repr(ops.Fill())", "ops.ReLU().name",
    "ops.Softmax(0).axis",
    "ops.ReduceSum(True).keep_dims", "ops.MatMul(True).transpose_a", "ops.Sort(0, True).descending",
    "ops.Concat(1).axis",
    "ops.Squeeze(0).axis", "ops.TopK().sorted", "isinstance(ops.ReLU(), ops.Primitive)",
    # bad arguments
    "ops.Softmax(1.5)", "ops.ReduceSum(1)", "ops.Concat(1.5)", "ops.MatMul(1)", "ops.Sort(axis=1.5)", "ops.TopK(1)",
    "ops.ReLU()(1.5)", "ops.ReLU()([1., 2.])", "ops.Argmax(axis=1.5)",
]

def _seed_box_select(ms):
    ops = ms.ops
    ms.set_seed(1)
    box = np.random.uniform(0, 1, (3, 4)).astype(np.float32)
    iou_score = np.random.uniform(0, 1, (3,)).astype(np.float32)
    mask = (ms.Tensor(iou_score) > 0.3).expand_dims(1)
    return "box_select_ms " + str(ops.masked_select(ms.Tensor(box), mask))


def _seed_box_select_mask(ms):
    ms.set_seed(1)
    box = ms.Tensor(np.random.uniform(0, 1, (3, 4)).astype(np.float32))
    iou_score = ms.Tensor(np.random.uniform(0, 1, (3,)).astype(np.float32))
    mask = (iou_score > 0.3).expand_dims(1)
    return [str(box * mask), str(mask), str((box * mask).dtype)]


def _class_loss_inputs(ms):
    ms.set_seed(1)
    pred = np.random.uniform(0, 1, (5, 2)).astype(np.float32)
    label = np.array([-1, 0, 1, 1, 0]).astype(np.int32)
    return ms.Tensor(pred), ms.Tensor(label)


def _top70_loss(ms, con, mask):
    """The ops part of the seed's ClassLoss_ms (after the cross entropy)."""
    ops = ms.ops
    con = con * mask
    con_sort, _ = ops.Sort(descending=True)(con)
    pos_num = ops.maximum(mask.sum() * 0.7, 1).astype(ms.int32)
    con_k = con_sort[pos_num - 1]
    con_mask = (con >= con_k).astype(con.dtype)
    loss = con * con_mask
    # float results are returned as Tensors (compared with a tolerance), the rest as printed text
    return [str(pos_num), repr(pos_num), con_sort, con_k, str(con_mask), loss.sum() / con_mask.sum()]


def _seed_class_loss_ops(ms):
    """ClassLoss_ms with the cross entropy written with ops (log-sum-exp minus the picked logit)."""
    ops = ms.ops
    pred, label = _class_loss_inputs(ms)
    mask = label > 0
    valid_label = label * mask
    onehot = (ms.Tensor(np.arange(2, dtype=np.int32)) == valid_label.astype(ms.int32).expand_dims(1)).astype(ms.float32)
    con = ops.log(ops.sum(ops.exp(pred), 1)) - ops.sum(pred * onehot, 1)
    return [str(mask), str(valid_label), str(mask.sum()), repr(mask.sum() * 0.7), con] + _top70_loss(ms, con, mask)


def _seed_class_loss_nn(ms):
    """The whole ClassLoss_ms cell of seed 001 (needs nn.SoftmaxCrossEntropyWithLogits)."""
    pred, label = _class_loss_inputs(ms)
    mask = label > 0
    loss_fn = ms.nn.SoftmaxCrossEntropyWithLogits(sparse=True, reduction="none")
    con = loss_fn(pred, (label * mask).astype(ms.int32))
    return _top70_loss(ms, con, mask)


def _seed_control_flow(ms, masked):
    ops = ms.ops
    np.random.seed(1)
    x = ms.Tensor(np.random.uniform(0, 1, (10)).astype(np.float32))
    cond = (x > 0.5).any()
    if masked:
        y = x * ((x > 0.5).astype(x.dtype) if cond else ops.zeros_like(x))
    else:
        y = ops.masked_select(x, x > 0.5) if cond else ops.zeros_like(x)
    return [str(x), str(cond), str(y)]


SEEDS = {
    "seed001_cell27_masked_select": _seed_box_select,
    "seed001_cell29_mask_multiply": _seed_box_select_mask,
    "seed001_cell35_class_loss_ops": _seed_class_loss_ops,
    "seed001_cell35_class_loss_nn": _seed_class_loss_nn,
    "seed001_cell37_masked_select_branch": lambda ms: _seed_control_flow(ms, False),
    "seed001_cell39_mask_branch": lambda ms: _seed_control_flow(ms, True),
}

CASES = {"reduce": REDUCE, "shape": SHAPES, "create": CREATE, "elementwise": ELEMENTWISE, "select": SELECT,
         "primitive": PRIMITIVES, "seed": SEEDS}


if __name__ == "__main__":
    import mindspore
    from mindspore.common.api import _pynative_executor

    from recorder import Recorder

    rec = Recorder("ops_core")
    record_cases(rec, CASES, mindspore, _pynative_executor.sync)
    rec.save()
