"""The text corpora read from files (text_sources.py: CSV corpora, EnWik9, PennTreebank, WikiText, CoNLL2000,
UDPOS, SST2) against goldens recorded from MindSpore 2.10 (golden/cases_dataset_text_sources.py)."""
import cases_dataset_text_sources as cases
import goldens
import msbridge as ms

G = goldens.load("dataset_text_sources")

test_value_matches_mindspore, test_error_matches_mindspore = goldens.table_tests(cases, G, ms)
