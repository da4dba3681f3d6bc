"""Draw the manual's pictures of the table: ``python docs/images/draw.py`` writes each one here.

``tests/test_pictures_docs.py`` checks that every picture checked in is what the code draws now.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from cardtable import king_cut_throat, kings_mercy, open_mercy, pictures, witch_of_the_woods

HERE = Path(__file__).resolve().parent


def kings_mercy_view() -> str:
    """The README's tour: seat 1 bets and seat 2 looks at the table."""
    state = kings_mercy.new_game(kings_mercy.Rules(players=3), seed=7)
    state = kings_mercy.apply_move(state, kings_mercy.Bet(player=1))
    return pictures.to_svg(kings_mercy.view(state, 2))


def king_cut_throat_view() -> str:
    """Trump named, the first tricks under way, seen by seat 0."""
    state = king_cut_throat.new_game(seed=7)
    while state.phase != "play" or len(state.trick) < 2:
        state = king_cut_throat.apply_move(state, king_cut_throat.legal_moves(state)[0])
    return pictures.to_svg(king_cut_throat.view(state, state.to_act[0]))


def open_mercy_view() -> str:
    """A few turns into a four-seat game, seen by the seat to play."""
    state = open_mercy.new_game(seed=7)
    for _ in range(9):
        state = open_mercy.apply_move(state, open_mercy.legal_moves(state)[-1])
    return pictures.to_svg(open_mercy.view(state, open_mercy.to_act(state)[0]))


def witch_of_the_woods_view() -> str:
    """The swaps of a betting game, seen by the seat that just drew from the Camp."""
    state = witch_of_the_woods.new_game(witch_of_the_woods.Rules(betting=True), seed=7)
    while state.phase != "return":
        moves = witch_of_the_woods.legal_moves(state)
        draws = [move for move in moves if isinstance(move, witch_of_the_woods.DrawFromCamp)]
        state = witch_of_the_woods.apply_move(state, draws[-1] if draws else moves[0])
    return pictures.to_svg(witch_of_the_woods.view(state, witch_of_the_woods.to_act(state)[0]))


PICTURES: dict[str, Callable[[], str]] = {
    "kings-mercy-view.svg": kings_mercy_view,
    "king-cut-throat-view.svg": king_cut_throat_view,
    "open-mercy-view.svg": open_mercy_view,
    "witch-of-the-woods-view.svg": witch_of_the_woods_view,
}
"""Each picture of the manual by its file name, and how it is drawn."""


if __name__ == "__main__":
    for name, picture in PICTURES.items():
        (HERE / name).write_text(picture(), encoding="utf-8")
        print(HERE / name)
