# Source: MindSpore tutorial "RNN for Sentiment Classification" (application/nlp/sentiment_analysis),
# https://www.mindspore.cn/tutorials/en/r2.3.0/nlp/sentiment_analysis.html
# Adapted: a random vocabulary and token batches instead of IMDB/GloVe, fixed weights, three training steps.
import math
import numpy as np
import mindspore as ms
import mindspore.nn as nn
import mindspore.ops as ops
from mindspore.common.initializer import Uniform, HeUniform


class RNN(nn.Cell):
    def __init__(self, embeddings, hidden_dim, output_dim, n_layers,
                 bidirectional, pad_idx):
        super().__init__()
        vocab_size, embedding_dim = embeddings.shape
        self.embedding = nn.Embedding(vocab_size, embedding_dim, embedding_table=ms.Tensor(embeddings),
                                      padding_idx=pad_idx)
        self.rnn = nn.LSTM(embedding_dim,
                           hidden_dim,
                           num_layers=n_layers,
                           bidirectional=bidirectional,
                           batch_first=True)
        weight_init = HeUniform(math.sqrt(5))
        bias_init = Uniform(1 / math.sqrt(hidden_dim * 2))
        self.fc = nn.Dense(hidden_dim * 2, output_dim, weight_init=weight_init, bias_init=bias_init)

    def construct(self, inputs):
        embedded = self.embedding(inputs)
        _, (hidden, _) = self.rnn(embedded)
        hidden = ops.concat((hidden[-2, :, :], hidden[-1, :, :]), axis=1)
        output = self.fc(hidden)
        return output


rng = np.random.RandomState(0)
embeddings = rng.uniform(-0.5, 0.5, (50, 16)).astype(np.float32)
hidden_size = 8
output_size = 1
num_layers = 2
bidirectional = True
lr = 0.05
pad_idx = 0

model = RNN(embeddings, hidden_size, output_size, num_layers, bidirectional, pad_idx)
w_rng = np.random.RandomState(1)
for p in model.trainable_params():
    if "embedding" not in p.name:
        p.set_data(ms.Tensor(w_rng.uniform(-0.3, 0.3, p.shape).astype(np.float32)))
loss_fn = nn.BCEWithLogitsLoss(reduction='mean')
optimizer = nn.Adam(model.trainable_params(), learning_rate=lr)


def forward_fn(data, label):
    logits = model(data)
    loss = loss_fn(logits, label)
    return loss


grad_fn = ms.value_and_grad(forward_fn, None, optimizer.parameters)


def train_step(data, label):
    loss, grads = grad_fn(data, label)
    optimizer(grads)
    return loss


def binary_accuracy(preds, y):
    rounded_preds = np.around(ops.sigmoid(preds).asnumpy())
    correct = (rounded_preds == y).astype(np.float32)
    acc = correct.sum() / len(correct)
    return acc


batches = [(ms.Tensor(rng.randint(1, 50, (4, 10)).astype(np.int32)),
            ms.Tensor(rng.randint(0, 2, (4, 1)).astype(np.float32))) for _ in range(3)]
model.set_train()
for step, (data, label) in enumerate(batches):
    loss = train_step(data, label)
    print(f"step {step} loss: {loss.asnumpy():.6f}")
model.set_train(False)
preds = model(batches[0][0])
print(preds)
print("acc", binary_accuracy(preds, batches[0][1].asnumpy()))
score = ops.sigmoid(model(ms.Tensor([[3, 7, 11, 0, 0]], ms.int32)))
print(score)
