"""A plain-text progress bar: the games done (and the chunks, when a run is split into them).

On a terminal the bar is redrawn in place as work is done; on any other
stream it is written once, when the run closes it.

>>> import io
>>> stream = io.StringIO()
>>> bar = Bar(stream, 10, "open-mercy", chunks=2)
>>> bar.advance(5)
>>> bar.advance(5)
>>> bar.close()
>>> stream.getvalue()
'open-mercy [##############################] 2/2 chunks, 10/10 games\\n'
"""

from __future__ import annotations

from typing import TextIO

__all__ = ["Bar"]

WIDTH = 30
"""The bar's length in characters."""


class Bar:
    """A bar of ``total`` games on ``stream``, titled ``title``; ``chunks`` counts them too when given."""

    def __init__(self, stream: TextIO, total: int, title: str, *, chunks: int = 0) -> None:
        self.stream, self.total, self.title, self.chunks = stream, max(total, 1), title, chunks
        self.done = self.chunks_done = 0
        self.shown = -1
        self.live = bool(getattr(stream, "isatty", lambda: False)())

    def advance(self, games: int) -> None:
        """Count one more chunk (or deal) done, of ``games`` games; redraw on a terminal.

        >>> import io
        >>> bar = Bar(io.StringIO(), 4, "kings-mercy")
        >>> bar.advance(3)
        >>> bar.done
        3
        """
        self.done += games
        self.chunks_done += 1
        thousandths = self.done * 1000 // self.total
        if self.live and thousandths != self.shown:  # at most a thousand redraws a run
            self.shown = thousandths
            self.stream.write("\r" + self._line())
            self.stream.flush()

    def _line(self) -> str:
        filled = min(self.done * WIDTH // self.total, WIDTH)
        counted = f"{self.chunks_done}/{self.chunks} chunks, " if self.chunks else ""
        return (
            f"{self.title} [{'#' * filled}{'.' * (WIDTH - filled)}] {counted}{self.done}/{self.total} games"
        )

    def close(self) -> None:
        """Draw the bar as it ends and finish its line.

        >>> import io
        >>> stream = io.StringIO()
        >>> Bar(stream, 2, "kings-mercy").close()
        >>> stream.getvalue()
        'kings-mercy [..............................] 0/2 games\\n'
        """
        self.stream.write(("\r" if self.live else "") + self._line() + "\n")
        self.stream.flush()
