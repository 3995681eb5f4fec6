"""TedliumDataset (engine/audio_sources.py) against goldens recorded from MindSpore 2.10
(golden/cases_dataset_tedlium.py): MindSpore's row order, fields, sample rates and its all-zero waveforms."""
import cases_dataset_tedlium as cases
import goldens
import msbridge as ms

G = goldens.load("dataset_tedlium")

test_value_matches_mindspore, test_error_matches_mindspore = goldens.table_tests(cases, G, ms)
