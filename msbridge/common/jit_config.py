"""``mindspore.JitConfig``: compile options of a Cell (``Cell.set_jit_config``) as a validated dict."""

__all__ = ["JitConfig"]

_CHOICES = {  # key -> allowed values, MindSpore 2.10's
    "jit_level": ["O0", "O1", "O2"],
    "exc_mode": ["auto", "sink", "no_sink"],
    "jit_syntax_level": ["STRICT", "LAX"],
    "debug_level": ["RELEASE", "DEBUG"],
    "infer_boost": ["on", "off"],
}
_MESSAGES = {  # MindSpore's wording differs per key
    "jit_level": "For 'jit_level' must be one of {}.",
    "exc_mode": "For 'exc_mode' must be one of '{}'.",
    "jit_syntax_level": "For 'jit_syntax_level' must be one of '{}'.",
    "debug_level": "For 'debug_level' must be one of '{}'.",
    "infer_boost": "For 'infer_boost' must be one of '{}'.",
}


class JitConfig:
    """``mindspore.JitConfig(jit_level='', exc_mode='auto', jit_syntax_level='', debug_level='RELEASE',
    infer_boost='off', **kwargs)``: the options ``jit``/GRAPH_MODE read for a Cell. msbridge compiles with
    torch.compile whatever the level; a ``backend`` key names the torch.compile backend (``"inductor"``,
    ``"aot_eager"``, ``"eager"``; MindSpore's ``"ms_backend"``/``"GE"`` mean inductor)."""

    def __init__(self, jit_level="", exc_mode="auto", jit_syntax_level="", debug_level="RELEASE",
                 infer_boost="off", **kwargs):
        values = {"jit_level": jit_level, "exc_mode": exc_mode, "jit_syntax_level": jit_syntax_level,
                  "debug_level": debug_level, "infer_boost": infer_boost}
        for key, value in values.items():
            empty_ok = key in ("jit_level", "jit_syntax_level")
            if not (empty_ok and value == "") and value not in _CHOICES[key]:
                raise ValueError(_MESSAGES[key].format(_CHOICES[key]))
        self.jit_config_dict = dict(kwargs)
        self.jit_config_dict.update(values)
        if jit_level and "backend" not in kwargs:
            self.jit_config_dict["backend"] = "GE" if jit_level == "O2" else "ms_backend"
