"""``mindspore.train.BleuScore``."""
from collections import Counter

import numpy as np

from ..._checkparam import check_value_type
from .metric import Metric, rearrange_inputs


def _ngrams(tokens, n_gram):
    """Counts of every 1..n_gram-gram of ``tokens``."""
    return Counter(tuple(tokens[j:j + i]) for i in range(1, n_gram + 1) for j in range(len(tokens) - i + 1))


class BleuScore(Metric):
    """``mindspore.train.BleuScore``: corpus BLEU with clipped n-gram counts and brevity penalty (numpy)."""

    def __init__(self, n_gram=4, smooth=False):
        super().__init__()
        self.n_gram = check_value_type(n_gram, [int], "n_gram", "BleuScore")
        if not 1 <= n_gram <= 4:
            raise ValueError(f"For 'BleuScore', the argument 'n_gram' should range from 1 to 4, but got {n_gram}.")
        self.smooth = check_value_type(smooth, [bool], "smooth", "BleuScore")
        self.clear()

    def clear(self):
        """Reset the counts."""
        self._numerator = np.zeros(self.n_gram)
        self._denominator = np.zeros(self.n_gram)
        self._precision_scores = np.zeros(self.n_gram)
        self._c = 0.0
        self._r = 0.0
        self._trans_len = 0
        self._ref_len = 0
        self._is_update = False

    @rearrange_inputs
    def update(self, *inputs):
        """Add (candidate sentences, lists of reference sentences), sentences being token lists."""
        if len(inputs) != 2:
            raise ValueError(f"For 'BleuScore.update', it needs 2 inputs (candidate_corpus, reference_corpus), "
                             f"but got {len(inputs)}.")
        candidates, references_corpus = inputs
        if len(candidates) != len(references_corpus):
            raise ValueError(f"For 'BleuScore.update', the candidate corpus and the reference corpus should be "
                             f"equal in length, but got {len(candidates)}, {len(references_corpus)}")
        for candidate, references in zip(candidates, references_corpus):
            self._c += len(candidate)
            ref_lens = [len(ref) for ref in references]
            gaps = [abs(len(candidate) - n) for n in ref_lens]
            self._r += ref_lens[gaps.index(min(gaps))]
            counts = _ngrams(candidate, self.n_gram)
            best = Counter()
            for ref in references:
                best |= _ngrams(ref, self.n_gram)
            for gram, count in (counts & best).items():
                self._numerator[len(gram) - 1] += count
            for gram, count in counts.items():
                self._denominator[len(gram) - 1] += count
        self._trans_len = np.array(self._c)
        self._ref_len = np.array(self._r)
        self._is_update = True

    def eval(self):
        """The BLEU score as a 0-d numpy array (0.0 when some n-gram order has no match)."""
        if not self._is_update:
            raise RuntimeError("Please call the 'update' method before calling 'eval' method.")
        if min(self._numerator) == 0.0:
            return np.array(0.0)
        if self.smooth:
            precisions = (self._numerator + np.ones(self.n_gram)) / (self._denominator + np.ones(self.n_gram))
        else:
            precisions = self._numerator / self._denominator
        geometric_mean = np.exp(np.sum(np.array([1.0 / self.n_gram] * self.n_gram) * np.log(precisions)))
        brevity = np.array(1.0) if self._c > self._r else np.exp(1 - self._ref_len / self._trans_len)
        return brevity * geometric_mean
