"""The arena's figures as a plot: each bot's win rate with its 95% Wilson interval (matplotlib,
the ``plot`` extra).

``plot(result, path)`` writes a PNG or an SVG, whichever ``path`` names; ``cardtable arena
... --plot FILE`` calls it. Without matplotlib it raises ``ImportError`` naming the extra.

>>> from cardtable.arena.result import ArenaResult
>>> result = ArenaResult(game="kings-mercy", bots=("a", "b"), players=2, deals=5, seatings=2,
...                      games=10, unfinished=0, wins=(7.0, 3.0), beats=((0.0, 7.0), (3.0, 0.0)), seed=0)
>>> plot(result, "rates.pdf")
Traceback (most recent call last):
...
ValueError: the plot is written as PNG or SVG: name the file ...png or ...svg, not 'rates.pdf'
"""

from __future__ import annotations

from pathlib import Path

from cardtable.arena.result import ArenaResult

__all__ = ["FORMATS", "MISSING", "check_plot_path", "plot"]

FORMATS = (".png", ".svg")
"""The kinds of file the plot is written as, by their suffix."""
MISSING = "the arena's plot needs matplotlib, the plot extra: pip install 'cardtable[plot]'"


def check_plot_path(path: str | Path) -> Path:
    """``path`` as a ``Path`` if it names a PNG or SVG file (``ValueError`` otherwise), and
    ``ImportError`` naming the extra when matplotlib is not installed: checked before a
    long arena run rather than after it."""
    target = Path(path)
    if target.suffix.lower() not in FORMATS:
        raise ValueError(
            f"the plot is written as PNG or SVG: name the file ...png or ...svg, not {str(path)!r}"
        )
    try:
        import matplotlib  # noqa: F401  (an optional extra: imported only when a plot is asked for)
    except ImportError as missing:
        raise ImportError(MISSING) from missing
    return target


def plot(result: ArenaResult, path: str | Path) -> Path:
    """Write ``result``'s win rates, each with its 95% interval, to ``path`` (``.png`` or ``.svg``)
    and return its path. A dotted line marks an even share (one win in as many games as
    there are bots)."""
    target = check_plot_path(path)
    # The object-oriented API: no pyplot, so no global figure or backend of the caller's changes.
    from matplotlib.figure import Figure

    records = result.records
    names = [record.name for record in records][::-1]
    rates = [record.rate for record in records][::-1]
    below = [record.rate - record.low for record in records][::-1]
    above = [record.high - record.rate for record in records][::-1]
    figure = Figure(figsize=(7.0, 1.4 + 0.5 * len(records)), layout="constrained")
    axes = figure.add_subplot()
    axes.errorbar(rates, range(len(names)), xerr=[below, above], fmt="o", capsize=5, color="#1d5fd1")
    axes.axvline(1 / len(result.bots), linestyle=":", color="#777777", label="an even share")
    axes.set_yticks(
        range(len(names)), [f"{name}  {rate:.1%}" for name, rate in zip(names, rates, strict=True)]
    )
    axes.set_ylim(-0.6, len(names) - 0.4)
    axes.set_xlim(0, 1)
    axes.xaxis.set_major_formatter(lambda value, _: f"{value:.0%}")
    axes.set_xlabel("win rate, with its 95% interval")
    axes.set_title(f"{result.game}, {result.players} players: {result.finished} games (seed {result.seed})")
    figure.legend(loc="outside lower right", frameon=False)
    axes.grid(axis="x", alpha=0.3)
    figure.savefig(target, format=target.suffix[1:].lower(), dpi=120)
    return target
