# Source: MindSpore tutorial "Automatic Mixed Precision" (beginner/mixed_precision),
# https://www.mindspore.cn/tutorials/en/r2.3.0/beginner/mixed_precision.html
# Adapted: random MNIST-shaped batches, fixed weights, three steps; auto_mixed_precision "O2" on CPU.
import numpy as np
import mindspore as ms
from mindspore import nn, ops
from mindspore.amp import auto_mixed_precision, StaticLossScaler, all_finite


class Network(nn.Cell):
    def __init__(self):
        super().__init__()
        self.flatten = nn.Flatten()
        self.dense_relu_sequential = nn.SequentialCell(
            nn.Dense(28*28, 64),
            nn.ReLU(),
            nn.Dense(64, 64),
            nn.ReLU(),
            nn.Dense(64, 10)
        )

    def construct(self, x):
        x = self.flatten(x)
        logits = self.dense_relu_sequential(x)
        return logits


rng = np.random.RandomState(0)
model = Network()
for p in model.trainable_params():
    p.set_data(ms.Tensor(rng.uniform(-0.08, 0.08, p.shape).astype(np.float32)))
model = auto_mixed_precision(model, 'O2')

loss_fn = nn.CrossEntropyLoss()
optimizer = nn.SGD(model.trainable_params(), 1e-2)

loss_scaler = StaticLossScaler(scale_value=2**10)


def forward_fn(data, label):
    logits = model(data)
    loss = loss_fn(logits, label)
    # scale up the loss value
    loss = loss_scaler.scale(loss)
    return loss, logits


grad_fn = ms.value_and_grad(forward_fn, None, model.trainable_params(), has_aux=True)


def train_step(data, label):
    (loss, _), grads = grad_fn(data, label)
    # scale down the loss value
    loss = loss_scaler.unscale(loss)

    is_finite = all_finite(grads)
    if is_finite:
        grads = loss_scaler.unscale(grads)
        optimizer(grads)
    loss_scaler.adjust(is_finite)

    return loss


model.set_train()
for step in range(3):
    data = ms.Tensor(rng.uniform(-1, 1, (16, 1, 28, 28)).astype(np.float32))
    label = ms.Tensor(rng.randint(0, 10, (16,)).astype(np.int32))
    loss = train_step(data, label)
    print(f"loss: {loss.asnumpy():>7f}  [{step:>3d}/3]", loss.dtype)
out = model(ms.Tensor(np.ones((1, 1, 28, 28), np.float32)))
print(out.dtype, out)
