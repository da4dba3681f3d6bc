"""Seats: the order round the table from the dealer, one seat's entry, a split pot."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TypeVar

T = TypeVar("T")


def clockwise_from(dealer: int, players: int, among: Sequence[object] | None = None) -> tuple[int, ...]:
    """The seats clockwise from the dealer's left, the dealer last (C1); with ``among``,
    only the seats it marks (a true value: a flag, a stack of units).

    >>> clockwise_from(2, 4)
    (3, 0, 1, 2)
    >>> clockwise_from(2, 4, among=(True, False, True, True))
    (3, 0, 2)
    """
    order = (*range(dealer + 1, players), *range(dealer + 1))
    if among is None:
        return order
    return tuple([seat for seat in order if among[seat]])


def replace_at(values: tuple[T, ...], seat: int, value: T) -> tuple[T, ...]:
    """``values`` with the entry at ``seat`` replaced: states hold tuples, never lists.

    >>> replace_at((5, 5, 5), 1, 4)
    (5, 4, 5)
    """
    changed = list(values)
    changed[seat] = value
    return tuple(changed)


def most(points: Sequence[int]) -> tuple[int, ...]:
    """The seats holding the most (units, score, hands won): a game's winners when no
    one took the game outright (KM14, KC15, WW8).

    >>> most((3, 9, 1, 9))
    (1, 3)
    """
    top = max(points)
    return tuple(seat for seat, held in enumerate(points) if held == top)


def split_pot(pot: int, tied: Sequence[int], dealer: int, players: int) -> tuple[int, ...]:
    """Each seat's share of a pot split among tied winners: equal shares, and the
    odd units one each to the tied players clockwise from the dealer's left (KM11, WW8).

    >>> split_pot(7, [0, 2], dealer=1, players=4)
    (3, 0, 4, 0)
    >>> split_pot(5, [0, 2], dealer=0, players=3)
    (2, 0, 3)
    """
    share, odd = divmod(pot, len(tied))
    payouts = [0] * players
    for seat in tied:
        payouts[seat] = share
    winners = [seat in tied for seat in range(players)]
    for seat in clockwise_from(dealer, players, winners)[:odd]:
        payouts[seat] += 1
    return tuple(payouts)
