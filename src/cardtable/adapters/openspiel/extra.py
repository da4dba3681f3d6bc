"""The optional extra this adapter needs: OpenSpiel and numpy (``cardtable[openspiel]``).

Every module of the adapter imports them from here, so that a missing extra
says what to install instead of a bare ``ModuleNotFoundError``.
"""

from __future__ import annotations

from typing import Any

try:
    import numpy
    import pyspiel  # type: ignore[import-not-found]
except ImportError as error:  # pragma: no cover - CI installs every extra
    raise ImportError(
        "the OpenSpiel adapter needs OpenSpiel and numpy: pip install 'cardtable[openspiel]'"
    ) from error

spiel: Any = pyspiel
"""The ``pyspiel`` module (OpenSpiel's Python bindings)."""
np: Any = numpy
"""The ``numpy`` module."""
