# Seed 000 ("building training and evaluation networks"), cells [1], [2], [4]-[8], run deterministically.
# Changes to the tutorial, each needed for reproducible numbers: np.random.seed before the data; shuffle=False in
# GeneratorDataset (the seed's list source is shuffled by default); LinearNet's weights set after construction
# (initializer draws are not bit-equal across frameworks); BertTrainOneStepCell gets the `mstype` import it
# lacks on MindSpore 2.10 too; the Wide&Deep wrapper is driven by a small two-output network and config.
import numpy as np
import mindspore as ms
import mindspore.nn as nn
import mindspore.ops as ops
import mindspore.dataset as ds
from mindspore import ParameterTuple
from mindspore.common import dtype as mstype
from mindspore.common.initializer import Normal
from mindspore.context import get_auto_parallel_context, ParallelMode
from mindspore.nn import DistributedGradReducer


class LinearNet(nn.Cell):
    def __init__(self):
        super().__init__()
        self.fc = nn.Dense(1, 1, Normal(0.02), Normal(0.02))

    def construct(self, x):
        return self.fc(x)


def fixed_linear_net():
    net = LinearNet()
    net.fc.weight.set_data(ms.Tensor([[0.01]], ms.float32))
    net.fc.bias.set_data(ms.Tensor([-0.02], ms.float32))
    return net


def get_data(num, w=2.0, b=3.0):
    for _ in range(num):
        x = np.random.uniform(-10.0, 10.0)
        noise = np.random.normal(0, 1)
        y = x * w + b + noise
        yield np.array([x]).astype(np.float32), np.array([y]).astype(np.float32)


def create_dataset(num_data, batch_size=16):
    dataset = ds.GeneratorDataset(list(get_data(num_data)), column_names=['data', 'label'], shuffle=False)
    dataset = dataset.batch(batch_size)
    return dataset


np.random.seed(0)
train_dataset = create_dataset(num_data=160)


def train(train_net, epochs=2):
    for epoch in range(epochs):
        for d in train_dataset.create_dict_iterator():
            result = train_net(d["data"], d["label"])
            print(result)


# [2] + [5]: TrainOneStepCell with Momentum, then the same with Adam
for make_opt in (lambda p: nn.Momentum(p, learning_rate=0.005, momentum=0.9), lambda p: nn.Adam(p, 0.05)):
    net = fixed_linear_net()
    crit = nn.MSELoss()
    net_with_criterion = nn.WithLossCell(net, crit)
    opt = make_opt(net.trainable_params())
    train_net = nn.TrainOneStepCell(net_with_criterion, opt)
    train_net.set_train()
    train(train_net)
    print(net.fc.weight.value(), net.fc.bias.value())

# [6]: Bert's gradient-clipping training wrapper
GRADIENT_CLIP_TYPE = 1
GRADIENT_CLIP_VALUE = 1.0
clip_grad = ops.MultitypeFuncGraph("clip_grad")


@clip_grad.register("Number", "Number", "Tensor")
def _clip_grad(clip_type, clip_value, grad):
    if clip_type not in (0, 1):
        return grad
    dt = ops.dtype(grad)
    if clip_type == 0:
        new_grad = ops.clip_by_value(grad, ops.cast(ops.tuple_to_array((-clip_value,)), dt),
                                     ops.cast(ops.tuple_to_array((clip_value,)), dt))
    else:
        new_grad = nn.ClipByNorm()(grad, ops.cast(ops.tuple_to_array((clip_value,)), dt))
    return new_grad


class BertTrainOneStepCell(nn.TrainOneStepCell):
    def __init__(self, network, optimizer, sens=1.0, enable_clip_grad=True):
        super(BertTrainOneStepCell, self).__init__(network, optimizer, sens)
        self.cast = ops.Cast()
        self.hyper_map = ops.HyperMap()
        self.enable_clip_grad = enable_clip_grad

    def construct(self, *inputs):
        weights = self.weights
        loss = self.network(*inputs)
        grads = self.grad(self.network, weights)(*inputs, self.cast(ops.tuple_to_array((self.sens,)),
                                                                     mstype.float32))
        if self.enable_clip_grad:
            grads = self.hyper_map(ops.partial(clip_grad, GRADIENT_CLIP_TYPE, GRADIENT_CLIP_VALUE), grads)
        grads = self.grad_reducer(grads)
        self.optimizer(grads)
        return loss


net = fixed_linear_net()
bert_net = BertTrainOneStepCell(nn.WithLossCell(net, nn.MSELoss()),
                                nn.Momentum(net.trainable_params(), learning_rate=0.005, momentum=0.9))
bert_net.set_train()
train(bert_net)


# [7]: Wide&Deep's two-loss training wrapper
class IthOutputCell(nn.Cell):
    def __init__(self, network, output_index):
        super(IthOutputCell, self).__init__()
        self.network = network
        self.output_index = output_index

    def construct(self, *inputs):
        predict = self.network(*inputs)[self.output_index]
        return predict


class TrainStepWrap(nn.Cell):
    def __init__(self, network, config, sens=1000.0):
        super(TrainStepWrap, self).__init__()
        self.network = network
        self.network.set_train()
        self.trainable_params = network.trainable_params()
        weights_w = []
        weights_d = []
        for params in self.trainable_params:
            if 'wide' in params.name:
                weights_w.append(params)
            else:
                weights_d.append(params)
        self.weights_w = ParameterTuple(weights_w)
        self.weights_d = ParameterTuple(weights_d)
        self.optimizer_w = nn.FTRL(learning_rate=config.ftrl_lr, params=self.weights_w, l1=5e-4, l2=5e-4,
                                   initial_accum=0.1, loss_scale=sens)
        self.optimizer_d = nn.Adam(self.weights_d, learning_rate=config.adam_lr, eps=1e-6, loss_scale=sens)
        self.hyper_map = ops.HyperMap()
        self.grad_w = ops.GradOperation(get_by_list=True, sens_param=True)
        self.grad_d = ops.GradOperation(get_by_list=True, sens_param=True)
        self.sens = sens
        self.loss_net_w = IthOutputCell(network, output_index=0)
        self.loss_net_d = IthOutputCell(network, output_index=1)
        self.loss_net_w.set_grad()
        self.loss_net_w.set_grad()
        self.reducer_flag = False
        self.grad_reducer_w = None
        self.grad_reducer_d = None
        parallel_mode = get_auto_parallel_context("parallel_mode")
        if parallel_mode in (ParallelMode.DATA_PARALLEL, ParallelMode.HYBRID_PARALLEL):
            self.reducer_flag = True
        if self.reducer_flag:
            mean = get_auto_parallel_context("gradients_mean")
            degree = get_auto_parallel_context("device_num")
            self.grad_reducer_w = DistributedGradReducer(self.optimizer_w.parameters, mean, degree)
            self.grad_reducer_d = DistributedGradReducer(self.optimizer_d.parameters, mean, degree)

    def construct(self, *inputs):
        weights_w = self.weights_w
        weights_d = self.weights_d
        loss_w, loss_d = self.network(*inputs)
        sens_w = ops.Fill()(ops.DType()(loss_w), ops.Shape()(loss_w), self.sens)
        sens_d = ops.Fill()(ops.DType()(loss_d), ops.Shape()(loss_d), self.sens)
        grads_w = self.grad_w(self.loss_net_w, weights_w)(*inputs, sens_w)
        grads_d = self.grad_d(self.loss_net_d, weights_d)(*inputs, sens_d)
        if self.reducer_flag:
            grads_w = self.grad_reducer_w(grads_w)
            grads_d = self.grad_reducer_d(grads_d)
        return ops.depend(loss_w, self.optimizer_w(grads_w)), ops.depend(loss_d, self.optimizer_d(grads_d))


class WideDeep(nn.Cell):
    """Two outputs: the loss of a wide (linear) part and of a deep (MLP) part on the same data."""

    def __init__(self):
        super().__init__()
        self.wide = nn.Dense(1, 1)
        self.deep1 = nn.Dense(1, 4)
        self.deep2 = nn.Dense(4, 1)
        self.relu = nn.ReLU()
        self.loss = nn.MSELoss()
        rng = np.random.RandomState(7)
        for p in self.trainable_params():
            p.set_data(ms.Tensor(rng.uniform(-0.5, 0.5, p.shape).astype(np.float32)))

    def construct(self, x, label):
        return self.loss(self.wide(x), label), self.loss(self.deep2(self.relu(self.deep1(x))), label)


class Config:
    ftrl_lr = 0.01
    adam_lr = 0.01


wide_deep = TrainStepWrap(WideDeep(), Config())
for d in train_dataset.create_dict_iterator():
    loss_w, loss_d = wide_deep(d["data"], d["label"])
    print(loss_w, loss_d)

# [8]: the evaluation network
eval_net = nn.WithEvalCell(net, nn.MSELoss())
eval_net.set_train(False)
for d in train_dataset.create_dict_iterator():
    loss, outputs, label = eval_net(d["data"], d["label"])
    print(loss, outputs.shape, label.shape)
    break
