"""``mindspore.log``: MindSpore's Python logger over the standard ``logging`` logger named ``"mindspore"`` (the one
every msbridge module logs to). Its level comes from ``GLOG_v`` (0 DEBUG, 1 INFO, 2 WARNING (default), 3 ERROR,
4 CRITICAL) and its stderr lines have MindSpore's format::

    [WARNING] ME(pid:thread,MainProcess):2026-01-01-12:00:00.123.456 [file.py:12] message

The logger keeps propagating to the root logger (so ``logging`` tools such as pytest's caplog see its records);
MindSpore's file logging (``GLOG_logtostderr=0`` with ``GLOG_log_dir``) is not reproduced.
"""
import logging
import os
import sys
import time

__all__ = ["debug", "info", "warning", "error", "critical", "get_level", "get_log_config"]

_GLOG_TO_LEVEL = {"0": logging.DEBUG, "1": logging.INFO, "2": logging.WARNING, "3": logging.ERROR,
                  "4": logging.CRITICAL}
_LEVEL_TO_GLOG = {v: k for k, v in _GLOG_TO_LEVEL.items()}
_FORMAT = "[%(levelname)s] ME(%(process)d:%(thread)d,%(processName)s):%(asctime)s [%(filepath)s:%(lineno)d] " \
          "%(message)s"
_HANDLER_NAME = "StreamHandler"
_logger = logging.getLogger("mindspore")


class _Formatter(logging.Formatter):
    """MindSpore's timestamp (``%Y-%m-%d-%H:%M:%S.mmm.uuu``) and file path (from the package directory on)."""

    def formatTime(self, record, datefmt=None):
        stamp = time.strftime("%Y-%m-%d-%H:%M:%S", self.converter(record.created))
        micros = str(round(record.msecs * 1000))
        return f"{stamp}.{micros[:3]}.{micros[3:]}"

    def format(self, record):
        path = record.pathname
        cut = path.rfind("msbridge")
        record.filepath = path[cut:] if cut >= 0 else path
        return super().format(record)


def _level_from_env():
    value = os.environ.get("GLOG_v", "2")
    if value not in _GLOG_TO_LEVEL:
        raise ValueError("Incorrect log level, please check the configuration of GLOG_v or GLOG_stderrthreshold, "
                         "desired log level: 4-CRITICAL, 3-ERROR, 2-WARNING, 1-INFO, 0-DEBUG. But got "
                         f"{value}.")
    return _GLOG_TO_LEVEL[value]


def _setup():
    """Install MindSpore's stderr handler and GLOG_v level on the "mindspore" logger (once per process)."""
    if any(getattr(h, "name", None) == _HANDLER_NAME for h in _logger.handlers):
        return
    handler = logging.StreamHandler(sys.stderr)
    handler.name = _HANDLER_NAME
    handler.setFormatter(_Formatter(_FORMAT))
    _logger.addHandler(handler)
    _logger.setLevel(_level_from_env())


def debug(msg, *args, **kwargs):
    """Log ``msg % args`` at DEBUG (shown with ``GLOG_v=0``)."""
    _logger.debug(msg, *args, stacklevel=2, **kwargs)


def info(msg, *args, **kwargs):
    """Log ``msg % args`` at INFO (shown with ``GLOG_v<=1``)."""
    _logger.info(msg, *args, stacklevel=2, **kwargs)


def warning(msg, *args, **kwargs):
    """Log ``msg % args`` at WARNING (shown by default)."""
    _logger.warning(msg, *args, stacklevel=2, **kwargs)


def error(msg, *args, **kwargs):
    """Log ``msg % args`` at ERROR."""
    _logger.error(msg, *args, stacklevel=2, **kwargs)


def critical(msg, *args, **kwargs):
    """Log ``msg % args`` at CRITICAL."""
    _logger.critical(msg, *args, stacklevel=2, **kwargs)


def get_level():
    """The logger's level as MindSpore's GLOG_v string: '0' DEBUG ... '4' CRITICAL."""
    return _LEVEL_TO_GLOG.get(_logger.getEffectiveLevel())


def get_log_config():
    """``{'GLOG_v': level, 'GLOG_logtostderr': '1'}``: msbridge logs to stderr only."""
    return {"GLOG_v": get_level(), "GLOG_logtostderr": "1"}


_setup()
