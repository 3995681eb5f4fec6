"""The outcome of ``parity.compare`` and its renderings: an aligned text table, Markdown and JSON."""
import json

__all__ = ["ParityResult"]

_ROW_COLUMNS = (("name", "name"), ("max_abs", "max abs"), ("max_rel", "max rel"), ("rel_fro", "rel fro"),
                ("cosine", "cosine"), ("allclose", "ok"), ("note", "note"))
_STEP_COLUMNS = (("step", "step"), ("loss_ms", "loss ms"), ("loss_torch", "loss torch"),
                 ("loss_abs", "loss diff"), ("weights_max_abs", "w max abs"), ("weights_rel_fro", "w rel fro"),
                 ("ok", "ok"))


def _cell(value):
    if value is None:
        return "-"
    if isinstance(value, bool):
        return "yes" if value else "NO"
    if isinstance(value, float):
        return f"{value:.4g}"
    return str(value)


def _text_table(rows, columns):
    header = [title for _, title in columns]
    body = [[_cell(row.get(key)) for key, _ in columns] for row in rows]
    widths = [max(len(line[i]) for line in [header] + body) for i in range(len(header))]
    return ["  ".join(text.ljust(width) for text, width in zip(line, widths)).rstrip() for line in [header] + body]


def _md_table(rows, columns):
    lines = ["| " + " | ".join(title for _, title in columns) + " |", "|" + "---|" * len(columns)]
    lines += ["| " + " | ".join(_cell(row.get(key)).replace("|", "\\|") for key, _ in columns) + " |"
              for row in rows]
    return lines


class ParityResult:
    """The outcome of one comparison.

    ``ok``; rows for ``outputs``, ``grads``, ``state`` (moving statistics after the forward) and ``steps``;
    ``first_divergence``; ``explanations``; ``modules`` (one row per paired sub-module); ``weights`` (the
    WeightMap); ``determinism``; ``error`` with ``error_where`` (the sub-Cell that raised).
    """

    def __init__(self, rtol, atol):
        self.rtol, self.atol = rtol, atol
        self.outputs, self.grads, self.state, self.steps, self.modules = [], [], [], [], []
        self.explanations = []
        self.first_divergence = None
        self.weights = None
        self.determinism = {}
        self.error = None
        self.error_where = None

    @property
    def ok(self):
        """True when the forward ran and every output, gradient, state and step row is within tolerance."""
        rows = self.outputs + self.grads + self.state
        return (self.error is None and bool(self.outputs) and all(r["allclose"] for r in rows)
                and all(r["ok"] for r in self.steps))

    def __bool__(self):
        return self.ok

    def to_dict(self):
        """Plain data (what ``to_json`` writes)."""
        return {"ok": self.ok, "rtol": self.rtol, "atol": self.atol, "error": self.error,
                "error_where": self.error_where,
                "outputs": self.outputs, "grads": self.grads, "state": self.state, "steps": self.steps,
                "first_divergence": self.first_divergence, "explanations": self.explanations,
                "modules": self.modules, "determinism": self.determinism,
                "weights": None if self.weights is None else self.weights.to_dict()}

    def to_json(self, indent=1):
        """The result as a JSON string."""
        return json.dumps(self.to_dict(), indent=indent)

    def _sections(self, table):
        status = "PASS" if self.ok else "MISMATCH"
        yield "head", [f"parity: {status} (rtol={self.rtol:g}, atol={self.atol:g})"]
        if self.error:
            yield "MindSpore side raised", [self.error + (f" (in '{self.error_where}')" if self.error_where else "")]
        sections = (("outputs", self.outputs, _ROW_COLUMNS), ("gradients", self.grads, _ROW_COLUMNS),
                    ("state after the forward", self.state, _ROW_COLUMNS),
                    ("training steps", self.steps, _STEP_COLUMNS))
        for title, rows, cols in sections:
            if rows:
                yield title, table(rows, cols)
        div = self.first_divergence
        if div:
            yield "first divergence", [f"MindSpore '{div['ms']}' ({div['ms_type']}) vs torch '{div['torch']}' "
                                       f"({div['torch_type']}): {div['reason']}"]
        if self.explanations:
            yield "explanations", [f"- [{e['api']}] {e['ms']}: {e['cause']} Fix: {e['fix']}"
                                   for e in self.explanations]
        if self.weights is not None and not self.weights.complete:
            yield "weights", str(self.weights).split("\n")
        yield "determinism", [", ".join(f"{k}={v}" for k, v in self.determinism.items())]

    def __str__(self):
        lines = []
        for title, body in self._sections(_text_table):
            lines += (body if title == "head" else [f"{title}:"] + ["  " + line for line in body])
        return "\n".join(lines)

    __repr__ = __str__

    def to_markdown(self):
        """The result as Markdown (a heading per section, tables for rows)."""
        lines = []
        for title, body in self._sections(_md_table):
            lines += [f"**{body[0]}**"] if title == "head" else ["", f"### {title}", ""] + body
        return "\n".join(lines) + "\n"
