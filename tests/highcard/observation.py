"""High Card as a vector: the planes ``seat``, ``to_act``, ``dealer``, ``hand`` (the seat's
three cards), ``up`` (every seat's up cards), ``units`` (at most the units at the table),
``folded`` and ``table`` (the pot, the hand's number, who bet plus one), then the history
planes (``cardtable.core.planes``): a seat is told at most two moves of its own a hand (a
check, then a call or a fold), and a card is named at most twice (dealt, then shown)."""

from __future__ import annotations

from functools import lru_cache

from cardtable.core.history_planes import card_index, history_planes, summarise_history
from cardtable.core.planes import CAP, Layout, Sheet
from tests.highcard import events
from tests.highcard.rules import DECK, Rules
from tests.highcard.view import View

CARDS = card_index(DECK)
KINDS = (events.HandDealt, events.Dealt, events.Moved, events.Shown, events.PotWon, events.GameOver)
_KIND = {kind: number for number, kind in enumerate(KINDS)}


def layout(rules: Rules) -> Layout:
    """The planes: ``seat``, ``to_act``, ``dealer``, ``hand``, ``up``, ``units``, ``folded``,
    ``table`` (the pot, the hand's number, who bet), then the history planes."""
    return _layout(rules.players, rules.players * rules.starting_units)


@lru_cache(maxsize=8)  # one per table
def _layout(players: int, units: int) -> Layout:
    n = players
    return Layout(
        (
            ("seat", n), ("to_act", n), ("dealer", n), ("hand", CARDS.size), ("up", CARDS.size),
            ("units", n, units), ("folded", n), ("table", 3, (units, CAP, n)),
            *history_planes(KINDS, n, CARDS, told=2, named=2),
        )
    )  # fmt: skip


def observe(seen: View) -> Sheet:
    """One seat's view on a sheet of ``layout``'s planes."""
    players = len(seen.units)
    sheet = Sheet(_layout(players, sum(seen.units) + seen.pot))
    sheet.one_hot("seat", seen.player)
    sheet.counts("to_act", seen.to_act)
    sheet.one_hot("dealer", seen.dealer)
    sheet.counts("hand", CARDS.all_of(seen.hand))
    sheet.counts("up", CARDS.all_of(card for up in seen.up for card in up))
    sheet.counts_by_seat("units", seen.units)
    sheet.flags("folded", seen.folded)
    sheet.counts_by_seat("table", (seen.pot, seen.number, seen.bet_by + 1))
    summarise_history(sheet, seen.history, _KIND, players, CARDS)
    return sheet
