"""mindspore.nn layers: MultiheadAttention and the Transformer family, on torch's attention kernel.

``nn.MultiheadAttention`` checks its arguments the way MindSpore 2.10 does (same exception types and messages,
same order), brings its masks to MindSpore's meaning, then makes one ``torch.nn.functional.
multi_head_attention_forward`` call (scaled dot product attention when no weights are asked for). Rows whose keys
are all masked differ: MindSpore's CPU softmax leaves -inf/NaN there, torch NaN (weights) or zeros (no weights).
Its Parameters (``in_proj_weight``/``in_proj_bias`` or ``q_proj_weight``/``k_proj_weight``/``v_proj_weight``, ``bias_k``/``bias_v``,
``out_proj.weight``/``out_proj.bias``) have torch's layouts, so checkpoints of either side load. The Transformer
layers are MindSpore's compositions of Dense, LayerNorm, Dropout and MultiheadAttention Cells.
"""
import copy

import torch
import torch.nn.functional as F

from ... import ops
from ...common import dtype as mstype
from ...common.initializer import XavierNormal, XavierUniform, initializer
from ...common.parameter import Parameter
from ...common.handles import wrap as _wrap
from .._amp_state import cast
from ..cell import Cell
from .activation import GELU, ReLU
from .basic import Dense, Dropout
from .container import CellList
from .normalization import LayerNorm

__all__ = ["MultiheadAttention", "TransformerEncoderLayer", "TransformerDecoderLayer", "TransformerEncoder",
           "TransformerDecoder", "Transformer"]

_KPM_TYPES = "only bool and floating types of key_padding_mask are supported"


def _is_bool_or_float(mask):
    t = mask._t
    return t.dtype == torch.bool or t.is_floating_point()


def _shape(t):
    return tuple(t.shape)


def _check_mha_inputs(q, k, v, kpm, attn_mask, num_heads, embed_dim, separate):
    """MindSpore 2.10's shape checks of ``multi_head_attention_forward`` up to the in-projection, in its order."""
    if q.dim() == 3:
        if k.dim() != 3 or v.dim() != 3:
            raise ValueError(f"For batched `query`, the `key` and `value` must be 3D tensor, "
                             f"but got `key` with {k.dim()}D and `value` with {v.dim()}D.")
    elif q.dim() == 2:
        if k.dim() != 2 or v.dim() != 2:
            raise ValueError(f"For unbatched `query`, the `key` and `value` must be 2D tensor, "
                             f"but got `key` with {k.dim()}D and `value` with {v.dim()}D.")
    else:
        raise ValueError(f"The `query` should be unbatched 2D or batched 3D tensor, "
                         f"but got `query` with {q.dim()}D.")
    batched = q.dim() == 3
    if kpm is not None:
        if batched and kpm.dim() != 2:
            raise ValueError(f"For batched `query`, the `key_padding_mask` must be `None` or 2D, "
                             f"but got `key_padding_mask` with {kpm.dim()}D.")
        if not batched and kpm.dim() != 1:
            raise ValueError(f"For unbatched `query`, the `key_padding_mask` must be `None` or 1D, "
                             f"but got `key_padding_mask` with {kpm.dim()}D.")
    if attn_mask is not None:
        if attn_mask.dim() not in (2, 3):
            kind = "batched" if batched else "unbatched"
            raise ValueError(f"For {kind} `query`, the `attn_mask` must be `None`, 2-D or 3-D, "
                             f"but got `attn_mask` with{attn_mask.dim()}D.")
        if not batched and attn_mask.dim() == 3:
            expected = (num_heads, q.shape[0], k.shape[0])
            if _shape(attn_mask) != expected:
                raise ValueError(f"The shape of `attn_mask` must to be {expected}, but got {_shape(attn_mask)}.")
    if q.shape[-1] != embed_dim:
        raise ValueError(f"The `embed_dim` should be {embed_dim}, but got {q.shape[-1]}.")
    # unbatched inputs are checked as a batch of one, as MindSpore does
    k3, v3 = (k, v) if batched else (k.unsqueeze(1), v.unsqueeze(1))
    if separate:
        if k3.shape[:2] != v3.shape[:2]:
            raise ValueError(f"The sequence length and batch dims of `key`: {_shape(k3)[:2]} do not match "
                             f"`value`: {_shape(v3)[:2]}.")
    elif k3.shape != v3.shape:
        raise ValueError(f"The shape of `key` {_shape(k3)} does not match `value` {_shape(v3)}.")
    elif k.shape[-1] != embed_dim:  # (the in-projection's matmul fails in MindSpore's kernel)
        raise RuntimeError(f"For 'MultiheadAttention', the features of `key` and `value` ({k.shape[-1]}) must be "
                           f"equal to `embed_dim` ({embed_dim}) (MatMulExt's shape1[-1] and shape2[-2]).")
    return batched


def _check_separate_weights(q, k, v, w_q, w_k, w_v, bias):
    eq, ek, ev = q.shape[-1], k.shape[-1], v.shape[-1]
    for name, w, expected in (("query", w_q, (eq, eq)), ("key", w_k, (eq, ek)), ("value", w_v, (eq, ev))):
        if _shape(w) != expected:
            raise ValueError(f"Expecting {name} weights shape of {expected}, but got {_shape(w)}")
    if bias is not None and bias.shape[0] != 3 * eq:
        raise ValueError(f"Expecting query bias shape of {(eq,)}, but got {(bias.shape[0] // 3,)}")


def _mindspore_masks(attn_mask, kpm, q, k, num_heads, extra, batched):
    """The masks as MindSpore reads them, in forms torch's kernel reads the same way; their remaining checks.

    A uint8 ``attn_mask`` is a bool one. MindSpore merges the two masks by the attention mask's kind: beside a bool
    ``attn_mask`` a float ``key_padding_mask`` masks where it is nonzero (logical or); beside a float ``attn_mask``
    a bool ``key_padding_mask`` is added as 0/1.
    """
    tgt_len, src_len = q.shape[0], k.shape[0]
    bsz = q.shape[1] if batched else 1
    if attn_mask is not None:
        if attn_mask.dtype == torch.uint8:
            attn_mask = attn_mask.bool()
        elif not attn_mask.is_floating_point() and attn_mask.dtype != torch.bool:
            raise ValueError(f"`attn_mask` only support float, byte, and bool types, "
                             f"but got not {mstype.from_torch_dtype(attn_mask.dtype)}.")
        expected = (tgt_len, src_len) if attn_mask.dim() == 2 else (bsz * num_heads, tgt_len, src_len)
        if _shape(attn_mask) != expected:
            raise ValueError(f"The shape of the `attn_mask` should be {expected}, but got {_shape(attn_mask)}.")
    if kpm is not None:
        got = _shape(kpm) if batched else (1,) + _shape(kpm)
        got = got[:-1] + (got[-1] + extra,)
        if got != (bsz, src_len + extra):
            raise ValueError(f"The shape of `key_padding_mask` should be {(bsz, src_len + extra)}, but got {got}.")
        if attn_mask is not None and attn_mask.dtype != kpm.dtype:
            kpm = kpm != 0 if attn_mask.dtype == torch.bool else kpm.to(attn_mask.dtype)
    return attn_mask, kpm


class MultiheadAttention(Cell):
    """``nn.MultiheadAttention(embed_dim, num_heads, dropout=0.0, has_bias=True, add_bias_kv=False,
    add_zero_attn=False, kdim=None, vdim=None, batch_first=False, dtype=mstype.float32)``.

    torch: ``torch.nn.functional.multi_head_attention_forward`` (the layout of ``torch.nn.MultiheadAttention``).
    ``construct(query, key, value, key_padding_mask=None, need_weights=True, attn_mask=None,
    average_attn_weights=True)`` returns ``(attn_output, attn_weights)``, or ``(attn_output,)`` when
    ``need_weights`` is False.
    """

    def __init__(self, embed_dim, num_heads, dropout=0.0, has_bias=True, add_bias_kv=False,
                 add_zero_attn=False, kdim=None, vdim=None, batch_first=False, dtype=mstype.float32):
        super().__init__()
        self.embed_dim = embed_dim
        self.kdim = kdim if kdim is not None else embed_dim
        self.vdim = vdim if vdim is not None else embed_dim
        self._qkv_same_embed_dim = self.kdim == embed_dim and self.vdim == embed_dim
        self.num_heads = num_heads
        self.dropout = dropout
        self.batch_first = batch_first
        self.head_dim = embed_dim // num_heads
        if self.head_dim * num_heads != self.embed_dim:
            raise ValueError("The init argument 'embed_dim' must be divisible by 'num_heads'.")
        if dtype is None:
            dtype = mstype.float32
        if self._qkv_same_embed_dim:
            self.in_proj_weight = Parameter(initializer(XavierUniform(), (3 * embed_dim, embed_dim), dtype),
                                            "in_proj_weight")
            self.q_proj_weight = self.k_proj_weight = self.v_proj_weight = None
        else:
            self.q_proj_weight = Parameter(initializer(XavierUniform(), (embed_dim, embed_dim), dtype),
                                           "q_proj_weight")
            self.k_proj_weight = Parameter(initializer(XavierUniform(), (embed_dim, self.kdim), dtype),
                                           "k_proj_weight")
            self.v_proj_weight = Parameter(initializer(XavierUniform(), (embed_dim, self.vdim), dtype),
                                           "v_proj_weight")
            self.in_proj_weight = None
        self.in_proj_bias = Parameter(initializer("zeros", (3 * embed_dim,), dtype), "in_proj_bias") \
            if has_bias else None
        # Dense's default initializers are MindSpore's: HeUniform(sqrt(5)) and Uniform(1 / sqrt(embed_dim))
        self.out_proj = Dense(embed_dim, embed_dim, has_bias=has_bias, dtype=dtype)
        if add_bias_kv:
            self.bias_k = Parameter(initializer(XavierNormal(), (1, 1, embed_dim), dtype), "bias_k")
            self.bias_v = Parameter(initializer(XavierNormal(), (1, 1, embed_dim), dtype), "bias_v")
        else:
            self.bias_k = self.bias_v = None
        self.add_zero_attn = add_zero_attn
        self.k_is_v = False
        self.q_is_k = False
        self.dtype = dtype

    def construct(self, query, key, value, key_padding_mask=None, need_weights=True, attn_mask=None,
                  average_attn_weights=True):
        if key_padding_mask is not None and not _is_bool_or_float(key_padding_mask):
            raise ValueError(_KPM_TYPES)
        self.k_is_v = key is value
        self.q_is_k = query is key
        q, k, v = query._t, key._t, value._t
        kpm = None if key_padding_mask is None else key_padding_mask._t
        mask = None if attn_mask is None else attn_mask._t
        separate = not self._qkv_same_embed_dim
        batched = _check_mha_inputs(q, k, v, kpm, mask, self.num_heads, self.embed_dim, separate)
        if self.batch_first and batched:
            # torch's kernel takes one projection for self-attention when its inputs are the same tensor
            q = q.transpose(0, 1)
            k = q if self.q_is_k else k.transpose(0, 1)
            v = k if self.k_is_v else v.transpose(0, 1)
        if batched and q.shape[1] != k.shape[1]:
            # MindSpore fails in a reshape inside its kernel
            raise ValueError(f"For 'MultiheadAttention', the batch size of `query` ({q.shape[1]}) and `key` "
                             f"({k.shape[1]}) must be equal.")
        weight = self.q_proj_weight._t if separate else self.in_proj_weight._t
        if cast(q).dtype != cast(weight).dtype:
            raise TypeError(f"For 'MultiheadAttention', the type of the Parameters should be same as the input's, but "
                            f"got input with type {mstype.from_torch_dtype(q.dtype)} and Parameters with type "
                            f"{mstype.from_torch_dtype(weight.dtype)}.")
        if separate:
            _check_separate_weights(q, k, v, self.q_proj_weight._t, self.k_proj_weight._t, self.v_proj_weight._t,
                                    None if self.in_proj_bias is None else self.in_proj_bias._t)
        extra = int(self.bias_k is not None) + int(bool(self.add_zero_attn))
        mask, kpm = _mindspore_masks(mask, kpm, q, k, self.num_heads, extra, batched)
        out, weights = F.multi_head_attention_forward(
            q, k, v, self.embed_dim, self.num_heads,
            None if separate else self.in_proj_weight._t,
            None if self.in_proj_bias is None else self.in_proj_bias._t,
            None if self.bias_k is None else self.bias_k._t, None if self.bias_v is None else self.bias_v._t,
            bool(self.add_zero_attn), self.dropout, self.out_proj.weight._t,
            None if self.out_proj.bias is None else self.out_proj.bias._t,
            training=self.training, key_padding_mask=kpm, need_weights=bool(need_weights), attn_mask=mask,
            use_separate_proj_weight=separate,
            q_proj_weight=self.q_proj_weight._t if separate else None,
            k_proj_weight=self.k_proj_weight._t if separate else None,
            v_proj_weight=self.v_proj_weight._t if separate else None,
            average_attn_weights=bool(average_attn_weights))
        if self.batch_first and batched:
            out = out.transpose(0, 1)
        if need_weights:
            return _wrap(out), _wrap(weights)
        return (_wrap(out),)


def _activation_fn(activation):
    """MindSpore's checks of a layer's ``activation``; a name becomes ``ops.relu`` or ``ops.gelu``."""
    if not isinstance(activation, (str, Cell)) and not callable(activation):
        raise ValueError(f"The argument 'activation' must be str, callable or Cell instance, but get {activation}.")
    if isinstance(activation, Cell) and not isinstance(activation, (ReLU, GELU)):
        raise ValueError(f"The argument 'activation' must be nn.ReLU or nn.GELU instance, but get {activation}.")
    # a Cell is callable too: MindSpore 2.10 refuses nn.ReLU() and nn.GELU() here
    if callable(activation) and activation is not ops.relu and activation is not ops.gelu:
        raise ValueError(f"The argument 'activation' must be ops.relu or ops.gelu instance, but get {activation}.")
    if isinstance(activation, str):
        if activation == "relu":
            return ops.relu
        if activation == "gelu":
            return ops.gelu
        raise ValueError(f"The activation must be relu/gelu, but get {activation}")
    return activation


# the attributes that keep a layer's positional arguments, in order (MindSpore's names)
_LAYER_ARGS = ("d_model", "nhead", "dim_feedforward", "dropout_num", "activation1", "layernorm_eps", "batch_first",
               "norm_first")


class _TransformerLayer(Cell):
    """What the encoder and decoder layers share: attention, the feed-forward block, norms and dropouts."""

    _num_norms = 2
    _cross_attention = False

    def __init__(self, d_model, nhead, dim_feedforward=2048, dropout=0.1, activation="relu", layer_norm_eps=1e-5,
                 batch_first=False, norm_first=False, dtype=mstype.float32):
        super().__init__()
        self.self_attn = MultiheadAttention(d_model, nhead, dropout=dropout, batch_first=batch_first, dtype=dtype)
        if self._cross_attention:
            self.multihead_attn = MultiheadAttention(d_model, nhead, dropout=dropout, batch_first=batch_first,
                                                     dtype=dtype)
        # MindSpore's initializers of these two are Dense's defaults
        self.dense1 = Dense(d_model, dim_feedforward, dtype=dtype)
        self.dropout = Dropout(p=dropout)
        self.dense2 = Dense(dim_feedforward, d_model, dtype=dtype)
        for i in range(1, self._num_norms + 1):
            setattr(self, f"norm{i}", LayerNorm((d_model,), epsilon=layer_norm_eps, dtype=dtype))
        for i in range(1, self._num_norms + 1):
            setattr(self, f"dropout{i}", Dropout(p=dropout))
        self.activation = _activation_fn(activation)
        for name, value in zip(_LAYER_ARGS, (d_model, nhead, dim_feedforward, dropout, activation, layer_norm_eps,
                                             batch_first, norm_first)):
            setattr(self, name, value)
        self.dtype = dtype

    def _sa_block(self, x, attn_mask, key_padding_mask):
        x = self.self_attn(x, x, x, attn_mask=attn_mask, key_padding_mask=key_padding_mask, need_weights=False)[0]
        return self.dropout1(x)

    def _ff_block(self, x, dropout):
        return dropout(self.dense2(self.dropout(self.activation(self.dense1(x)))))


class TransformerEncoderLayer(_TransformerLayer):
    """``nn.TransformerEncoderLayer(d_model, nhead, dim_feedforward=2048, dropout=0.1, activation='relu',
    layer_norm_eps=1e-5, batch_first=False, norm_first=False, dtype=mstype.float32)``.

    torch: the composition of ``torch.nn.TransformerEncoderLayer`` (its slow path) over msbridge Cells;
    ``construct(src, src_mask=None, src_key_padding_mask=None)``.
    """

    def construct(self, src, src_mask=None, src_key_padding_mask=None):
        if src_key_padding_mask is not None and not _is_bool_or_float(src_key_padding_mask):
            raise AssertionError(_KPM_TYPES)
        x = src
        if self.norm_first:
            x = x + self._sa_block(self.norm1(x), src_mask, src_key_padding_mask)
            x = x + self._ff_block(self.norm2(x), self.dropout2)
        else:
            x = self.norm1(x + self._sa_block(x, src_mask, src_key_padding_mask))
            x = self.norm2(x + self._ff_block(x, self.dropout2))
        return x


class TransformerDecoderLayer(_TransformerLayer):
    """``nn.TransformerDecoderLayer(d_model, nhead, dim_feedforward=2048, dropout=0.1, activation='relu',
    layer_norm_eps=1e-5, batch_first=False, norm_first=False, dtype=mstype.float32)``.

    torch: the composition of ``torch.nn.TransformerDecoderLayer`` over msbridge Cells; ``construct(tgt, memory,
    tgt_mask=None, memory_mask=None, tgt_key_padding_mask=None, memory_key_padding_mask=None)``.
    """

    _num_norms = 3
    _cross_attention = True

    def _mha_block(self, x, mem, attn_mask, key_padding_mask):
        x = self.multihead_attn(x, mem, mem, attn_mask=attn_mask, key_padding_mask=key_padding_mask,
                                need_weights=False)[0]
        return self.dropout2(x)

    def construct(self, tgt, memory, tgt_mask=None, memory_mask=None, tgt_key_padding_mask=None,
                  memory_key_padding_mask=None):
        x = tgt
        if self.norm_first:
            x = x + self._sa_block(self.norm1(x), tgt_mask, tgt_key_padding_mask)
            x = x + self._mha_block(self.norm2(x), memory, memory_mask, memory_key_padding_mask)
            x = x + self._ff_block(self.norm3(x), self.dropout3)
        else:
            x = self.norm1(x + self._sa_block(x, tgt_mask, tgt_key_padding_mask))
            x = self.norm2(x + self._mha_block(x, memory, memory_mask, memory_key_padding_mask))
            x = self.norm3(x + self._ff_block(x, self.dropout3))
        return x


def _stacked(layer, num_layers):
    """MindSpore's stack: a fresh layer built from ``layer``'s arguments (not its weights), copied ``num_layers``
    times, so every copy starts from the same values."""
    fresh = type(layer)(*(getattr(layer, name) for name in _LAYER_ARGS), dtype=layer.dtype)
    return CellList([copy.deepcopy(fresh) for _ in range(num_layers)])


class TransformerEncoder(Cell):
    """``nn.TransformerEncoder(encoder_layer, num_layers, norm=None)``: ``num_layers`` copies of a fresh layer with
    ``encoder_layer``'s arguments, then ``norm``. torch: ``torch.nn.TransformerEncoder`` (its slow path)."""

    def __init__(self, encoder_layer, num_layers, norm=None):
        super().__init__()
        self.layers = _stacked(encoder_layer, num_layers)
        self.num_layers = num_layers
        self.norm = norm

    def construct(self, src, src_mask=None, src_key_padding_mask=None):
        if src_key_padding_mask is not None and not _is_bool_or_float(src_key_padding_mask):
            raise AssertionError(_KPM_TYPES)
        output = src
        for mod in self.layers:
            output = mod(output, src_mask=src_mask, src_key_padding_mask=src_key_padding_mask)
        if self.norm is not None:
            output = self.norm(output)
        return output


class TransformerDecoder(Cell):
    """``nn.TransformerDecoder(decoder_layer, num_layers, norm=None)``: as TransformerEncoder, for decoder layers.
    torch: ``torch.nn.TransformerDecoder``."""

    def __init__(self, decoder_layer, num_layers, norm=None):
        super().__init__()
        self.layers = _stacked(decoder_layer, num_layers)
        self.num_layers = num_layers
        self.norm = norm

    def construct(self, tgt, memory, tgt_mask=None, memory_mask=None, tgt_key_padding_mask=None,
                  memory_key_padding_mask=None):
        output = tgt
        for mod in self.layers:
            output = mod(output, memory, tgt_mask=tgt_mask, memory_mask=memory_mask,
                         tgt_key_padding_mask=tgt_key_padding_mask,
                         memory_key_padding_mask=memory_key_padding_mask)
        if self.norm is not None:
            output = self.norm(output)
        return output


class Transformer(Cell):
    """``nn.Transformer(d_model=512, nhead=8, num_encoder_layers=6, num_decoder_layers=6, dim_feedforward=2048,
    dropout=0.1, activation='relu', custom_encoder=None, custom_decoder=None, layer_norm_eps=1e-5,
    batch_first=False, norm_first=False, dtype=mstype.float32)``.

    torch: ``torch.nn.Transformer``'s composition; every Parameter of more than one dimension is redrawn from
    ``xavier_uniform`` as MindSpore does. ``construct(src, tgt, src_mask=None, tgt_mask=None, memory_mask=None,
    src_key_padding_mask=None, tgt_key_padding_mask=None, memory_key_padding_mask=None)``.
    """

    def __init__(self, d_model=512, nhead=8, num_encoder_layers=6, num_decoder_layers=6, dim_feedforward=2048,
                 dropout=0.1, activation="relu", custom_encoder=None, custom_decoder=None, layer_norm_eps=1e-5,
                 batch_first=False, norm_first=False, dtype=mstype.float32):
        super().__init__()
        layer_args = (d_model, nhead, dim_feedforward, dropout, activation, layer_norm_eps, batch_first, norm_first)
        self.encoder = custom_encoder if custom_encoder is not None else TransformerEncoder(
            TransformerEncoderLayer(*layer_args, dtype=dtype), num_encoder_layers,
            LayerNorm((d_model,), epsilon=layer_norm_eps, dtype=dtype))
        self.decoder = custom_decoder if custom_decoder is not None else TransformerDecoder(
            TransformerDecoderLayer(*layer_args, dtype=dtype), num_decoder_layers,
            LayerNorm((d_model,), epsilon=layer_norm_eps, dtype=dtype))
        for _, p in self.parameters_and_names():
            if p.ndim > 1:
                p.set_data(initializer("xavier_uniform", p.shape, p.dtype))
        self.d_model = d_model
        self.nhead = nhead
        self.batch_first = batch_first

    def construct(self, src, tgt, src_mask=None, tgt_mask=None, memory_mask=None, src_key_padding_mask=None,
                  tgt_key_padding_mask=None, memory_key_padding_mask=None):
        # MindSpore 2.10 compares the batch size of `src` with itself: a `tgt` of another batch size passes here
        if src.shape[-1] != self.d_model or tgt.shape[-1] != self.d_model:
            raise ValueError("The number of features for 'src' and 'tgt' must be equal to `d_model`.")
        memory = self.encoder(src, src_mask=src_mask, src_key_padding_mask=src_key_padding_mask)
        return self.decoder(tgt, memory, tgt_mask=tgt_mask, memory_mask=memory_mask,
                            tgt_key_padding_mask=tgt_key_padding_mask,
                            memory_key_padding_mask=memory_key_padding_mask)
