"""``mindspore.scipy``: ``linalg``, ``fft`` and ``optimize`` on torch (issue 17). As in MindSpore 2.10, importing
``msbridge`` does not import it: ``import msbridge.scipy.linalg`` (or ``mindspore.scipy.linalg`` under the
``mindspore`` alias) loads each submodule."""
