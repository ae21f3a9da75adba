"""Shared settings of the spec-derived tests."""

import numpy as np

np.seterr(all="ignore")
