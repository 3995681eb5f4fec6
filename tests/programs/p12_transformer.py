# Source: MindSpore API examples of nn.MultiheadAttention, nn.TransformerEncoderLayer/TransformerEncoder and
# nn.Transformer, https://www.mindspore.cn/docs/en/r2.3.0/api_python/nn/mindspore.nn.Transformer.html (and the
# MultiheadAttention / TransformerEncoder pages), combined into a small sequence classifier trained two steps.
# Adapted: smaller sizes, fixed weights, fixed inputs, dropout 0.
import numpy as np
import mindspore as ms
from mindspore import nn, Tensor

rng = np.random.RandomState(0)


def fix(cell):
    for p in cell.trainable_params():
        p.set_data(Tensor(rng.uniform(-0.2, 0.2, p.shape).astype(np.float32)))


embed_dim, num_heads = 16, 4
multihead_attn = nn.MultiheadAttention(embed_dim, num_heads)
fix(multihead_attn)
query = Tensor(rng.randn(5, 2, embed_dim), ms.float32)
key = Tensor(rng.randn(6, 2, embed_dim), ms.float32)
value = Tensor(rng.randn(6, 2, embed_dim), ms.float32)
attn_output, attn_output_weights = multihead_attn(query, key, value)
print(attn_output.shape, attn_output_weights.shape)
print(attn_output[0])
print(attn_output_weights[1])

encoder_layer = nn.TransformerEncoderLayer(d_model=16, nhead=4, dim_feedforward=32, dropout=0.0)
transformer_encoder = nn.TransformerEncoder(encoder_layer, num_layers=2)
fix(transformer_encoder)
src = Tensor(rng.rand(6, 2, 16), ms.float32)
out = transformer_encoder(src)
print(out.shape)
print(out[-1])

transformer_model = nn.Transformer(d_model=16, nhead=4, num_encoder_layers=1, num_decoder_layers=1,
                                   dim_feedforward=32, dropout=0.0)
fix(transformer_model)
src = Tensor(rng.rand(6, 2, 16), ms.float32)
tgt = Tensor(rng.rand(4, 2, 16), ms.float32)
out = transformer_model(src, tgt)
print(out.shape)
print(out[0])


class Classifier(nn.Cell):
    def __init__(self):
        super().__init__()
        layer = nn.TransformerEncoderLayer(d_model=16, nhead=4, dim_feedforward=32, dropout=0.0, batch_first=True)
        self.encoder = nn.TransformerEncoder(layer, num_layers=1)
        self.head = nn.Dense(16, 3)

    def construct(self, x):
        return self.head(self.encoder(x).mean(1))


net = Classifier()
fix(net)
loss_fn = nn.CrossEntropyLoss()
opt = nn.Adam(net.trainable_params(), 1e-2)
x = Tensor(rng.rand(4, 6, 16), ms.float32)
y = Tensor(np.array([0, 1, 2, 1]), ms.int32)
grad_fn = ms.value_and_grad(lambda a, b: loss_fn(net(a), b), None, opt.parameters)
net.set_train()
for step in range(2):
    loss, grads = grad_fn(x, y)
    opt(grads)
    print(step, loss)
print(net(x))
