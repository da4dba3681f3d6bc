"""Setting up exact Open Mercy situations for the scenario tests."""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Sequence
from typing import Any

from cardtable.chance import Chance
from cardtable.core import EventLog
from cardtable.game import MoveLog, Origin
from cardtable.open_mercy import NAME, Card, Color, Play, Rules, State, full_deck, legal_moves

PRIYA, MARCUS, JO, SAM = 0, 1, 2, 3


def cards(text: str) -> tuple[Card, ...]:
    """``"blue 2, green 5, wild"`` as cards."""
    return tuple(Card.parse(part) for part in text.split(",") if part.strip())


def arrange(
    hands: Sequence[str | Iterable[Card]],
    top: str,
    *,
    color: Color | None = None,
    deck: str = "",
    rest: str = "pile",
    turn: int = 0,
    direction: int = 1,
    stack: int = 0,
    stacking: str = "official",
    called: Iterable[int] = (),
    catchable: Iterable[int] = (),
    eliminated: Iterable[int] = (),
    run: int = 0,
    seed: int = 0,
) -> State:
    """A state with exactly these hands, top card and deck top.

    Every other card of the 168 goes under the top card of the pile
    (``rest="pile"``) or below the named deck cards (``rest="deck"``), in
    canonical order, so all 168 cards are always somewhere (OM19).
    """
    held = [cards(hand) if isinstance(hand, str) else tuple(hand) for hand in hands]
    top_card = Card.parse(top)
    on_deck = cards(deck)
    left = Counter(full_deck())
    left.subtract([card for hand in held for card in hand])
    left.subtract([top_card, *on_deck])
    assert min(left.values()) >= 0, "more copies than the deck holds"
    spare_cards = []
    for card in full_deck():
        if left[card] > 0:
            spare_cards.append(card)
            left[card] -= 1
    spare = tuple(spare_cards)
    players = len(held)
    out = set(eliminated)
    return State(
        origin=Origin(NAME, Rules(players=players, stacking=stacking), seed, None),  # type: ignore[arg-type]
        log=MoveLog(),
        chance=Chance.from_seed(seed),
        events=(),
        history=EventLog(),
        hands=tuple(held),
        deck=on_deck + (spare if rest == "deck" else ()),
        pile=(*(spare if rest == "pile" else ()), top_card),
        color=color if color is not None else top_card.color,  # type: ignore[arg-type]
        direction=direction,
        turn=turn,
        stack=stack,
        pending=None,
        called=tuple(seat in set(called) for seat in range(players)),
        catchable=tuple(sorted(catchable)),
        eliminated=tuple(seat in out for seat in range(players)),
        run=run,
        idle=(),
        idle_turns=0,
        idle_shuffles=0,
        winners=(),
        to_act=(turn,),
        phase="play",
    )


def everywhere(state: State) -> Counter[Card]:
    """Every card in every place, as a multiset."""
    pending = state.pending.cards if state.pending is not None else ()
    return Counter([*(c for hand in state.hands for c in hand), *state.deck, *state.pile, *pending])


def texts(moves: Iterable[object]) -> list[str]:
    return [str(move) for move in moves]


def plays_of(state: State, seat: int) -> list[str]:
    """The distinct cards ``seat`` may play now, as text."""
    return list(dict.fromkeys(str(move.card) for move in legal_moves(state, seat) if isinstance(move, Play)))


def crowd(
    hands: dict[int, str], top: str, players: int, *, under: str = "", deck: str = "", **options: Any
) -> State:
    """Seats in ``hands`` hold exactly those cards; every card not in them, on the deck
    (``deck``), under the top card (``under``) or on top is spread over the other seats
    still in, so that only ``deck`` and ``under`` can ever be drawn."""
    out = set(options.get("eliminated", ()))
    fixed = {seat: cards(text) for seat, text in hands.items()}
    rest = list(full_deck())
    for card in (*(c for hand in fixed.values() for c in hand), Card.parse(top),
                 *cards(under), *cards(deck)):
        rest.remove(card)
    free = [seat for seat in range(players) if seat not in fixed and seat not in out]
    spread: dict[int, list[Card]] = {seat: [] for seat in free}
    for at, card in enumerate(rest):
        spread[free[at % len(free)]].append(card)
    held = [fixed.get(seat, tuple(spread.get(seat, ()))) for seat in range(players)]
    return arrange(held, top, deck=deck, **options)


F = ("red 1, red 2, red 3", "red 4, red 5, red 6", "yellow 6, yellow 7, yellow 8",
     "green 6, green 7, green 8")
"""Hands of three cards for the seats a test fills but does not look at."""
BLUES = ", ".join(f"blue {n}" for n in (1, 2, 3, 4, 5, 6, 8, 9)) + ", blue skip, blue reverse, blue draw2"
"""Eleven blue cards, none of them a card that could be played on red."""
