# Source: MindSpore tutorial "Saving and Loading the Model" (beginner/save_load),
# https://www.mindspore.cn/tutorials/en/r2.3.0/beginner/save_load.html
# Adapted: fixed weights; the checkpoint and the MindIR file are written to a temporary directory.
import os
import tempfile
import numpy as np
import mindspore
from mindspore import nn
from mindspore import Tensor


def network():
    model = nn.SequentialCell(
        nn.Flatten(),
        nn.Dense(28*28, 512),
        nn.ReLU(),
        nn.Dense(512, 512),
        nn.ReLU(),
        nn.Dense(512, 10))
    return model


model = network()
rng = np.random.RandomState(3)
for p in model.trainable_params():
    p.set_data(Tensor(rng.uniform(-0.05, 0.05, p.shape).astype(np.float32)))

tmp = tempfile.mkdtemp()
ckpt = os.path.join(tmp, "model.ckpt")
mindspore.save_checkpoint(model, ckpt)

model = network()
param_dict = mindspore.load_checkpoint(ckpt)
param_not_load, _ = mindspore.load_param_into_net(model, param_dict)
print(param_not_load)
print(sorted(param_dict.keys()))

inputs = Tensor(np.ones([1, 1, 28, 28]).astype(np.float32))
print(model(inputs))

mindspore.export(model, inputs, file_name=os.path.join(tmp, "model"), file_format="MINDIR")
graph = mindspore.load(os.path.join(tmp, "model.mindir"))
model = nn.GraphCell(graph)
outputs = model(inputs)
print(outputs.shape)
print(outputs)
