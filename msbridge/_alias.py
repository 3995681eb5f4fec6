"""Makes ``import mindspore[.X.Y]`` resolve to ``msbridge[.X.Y]`` (opt-in: never done by ``import msbridge``)."""
import importlib
import importlib.abc
import importlib.util
import sys
import types

from ._numpy_compat import print_as_numpy1

_ALIAS = "mindspore"
_TARGET = "msbridge"


class _AliasLoader(importlib.abc.Loader):
    """Hands back the already-imported msbridge module for a mindspore name."""

    def __init__(self, target):
        self._target = target

    def create_module(self, spec):
        module = importlib.import_module(self._target)
        # a package attribute that shadows its submodule stays what the import binds, as in MindSpore:
        # mindspore.scipy.optimize.linear_sum_assignment is the function (the import system then sets it on the parent)
        parent, _, child = self._target.rpartition(".")
        value = getattr(sys.modules.get(parent), child, module)
        return module if isinstance(value, types.ModuleType) else value

    def exec_module(self, module):
        pass


class _MindSporeFinder(importlib.abc.MetaPathFinder):
    """Finds ``mindspore`` and ``mindspore.*`` as the msbridge modules of the same path."""

    def find_spec(self, fullname, path=None, target=None):
        if fullname != _ALIAS and not fullname.startswith(_ALIAS + "."):
            return None
        target_name = _TARGET + fullname[len(_ALIAS):]
        if importlib.util.find_spec(target_name) is None:
            return None
        return importlib.util.spec_from_loader(fullname, _AliasLoader(target_name),
                                               is_package=hasattr(importlib.import_module(target_name), "__path__"))


def install_as_mindspore():
    """Make ``import mindspore`` (and every ``mindspore.X.Y``) import msbridge in this process, and numpy print as
    numpy 1.x, which MindSpore 2.10 runs on."""
    print_as_numpy1()
    if not any(isinstance(f, _MindSporeFinder) for f in sys.meta_path):
        sys.meta_path.insert(0, _MindSporeFinder())
    for name in [n for n in sys.modules if n == _ALIAS or n.startswith(_ALIAS + ".")]:
        if not getattr(sys.modules[name], "__name__", "").startswith(_TARGET):
            del sys.modules[name]
