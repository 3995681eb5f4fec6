import os
import sys

# golden/goldens.py is imported by the tests as ``goldens``
sys.path.insert(0, os.path.join(os.path.dirname(__file__), "golden"))
