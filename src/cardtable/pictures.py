"""Pictures of the table: any game's state or view drawn as SVG.

In Jupyter a state or a view draws itself (its ``_repr_svg_``): a seat's view shows the
seats around the table with their stacks or scores, the dealer and who is to act, the
pot, piles or trick in the middle, the seat's own hand at the bottom, and every card it
may not see as a back; the state shows every hand face up. Anywhere else, ``to_svg``
gives the same picture as text and ``save`` writes it to a file.

>>> from cardtable import kings_mercy as km
>>> state = km.new_game(km.Rules(players=3), seed=7)
>>> picture = to_svg(km.view(state, 2))
>>> picture.startswith("<svg"), picture.count('data-card="back"')
(True, 6)

Each card drawn carries its name in ``data-card`` (``data-card="9♦"``, a back
``data-card="back"``) and the seat it lies before in ``data-seat``, so a program can read
a picture back. A game draws its table through the layout types re-exported here
(``Table``, ``Seat``, ``Pile``, ``Face``, ``BACK``) and registers the description with
``draws``: see ``<game>/picture.py`` in any game's package.
"""

from cardtable.core.layout import BACK, Back, Face, Pile, Seat, Table, french
from cardtable.core.picture import Pictured, draws, save, table_of, to_svg

__all__ = [
    "BACK",
    "Back",
    "Face",
    "Pictured",
    "Pile",
    "Seat",
    "Table",
    "draws",
    "french",
    "save",
    "table_of",
    "to_svg",
]
