"""Building exact King Cut-Throat situations from chosen cards (C3: ``deck=`` orders)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from cardtable.cards import JOKER, Card, Suit, parse_cards
from cardtable.king_cut_throat import (
    Discard,
    NameTrump,
    Pass,
    Play,
    Rules,
    State,
    apply_move,
    full_deck,
    legal_moves,
    new_game,
    to_act,
)


def cards(text: str) -> tuple[Card, ...]:
    return parse_cards(text)


def deck_for(
    hands: Mapping[int, str | Sequence[Card]],
    kitty: str | Sequence[Card] = (),
    *,
    players: int = 3,
    phantom: str | Sequence[Card] = (),
) -> tuple[Card, ...]:
    """A deck order dealing seat 0's first hand so that each seat gets the given
    cards (completed from the rest of the deck in canonical order), the kitty
    its given cards in the given order (turned card first), and the phantom its.
    """

    def read(value: str | Sequence[Card]) -> list[Card]:
        return list(parse_cards(value) if isinstance(value, str) else value)

    wanted = {seat: read(held) for seat, held in hands.items()}
    kitty_cards, phantom_cards = read(kitty), read(phantom)
    used = [card for held in wanted.values() for card in held] + kitty_cards + phantom_cards
    assert len(used) == len(set(used)), "a card is asked for twice"
    rest = [card for card in full_deck() if card not in used]
    full = {seat: wanted.get(seat, []) for seat in range(players)}
    if players == 2:
        full[2] = phantom_cards
    for held in full.values():
        while len(held) < 10:
            held.append(rest.pop(0))
    while len(kitty_cards) < 3:
        kitty_cards.append(rest.pop(0))
    assert not rest and all(len(held) == 10 for held in full.values())
    # Dealer 0: hands are served from seat 1 round to the dealer, then the phantom (KC3).
    receivers = [1, 0, 2] if players == 2 else [1, 2, 0]
    order: list[Card] = []
    taken = dict.fromkeys(receivers, 0)
    for batch in (3, None, 4, 3):
        if batch is None:
            order += kitty_cards
            continue
        for place in receivers:
            order += full[place][taken[place] : taken[place] + batch]
            taken[place] += batch
    return tuple(order)


def apply_all(state: State, *moves: object) -> State:
    for move in moves:
        state = apply_move(state, move)  # type: ignore[arg-type]
    return state


def start_play(
    hands: Mapping[int, str],
    trump: Suit,
    rules: Rules | None = None,
    *,
    namer: int = 1,
) -> State:
    """A state at the first lead of the first hand (dealer 0) with exactly these
    7-card hands and ``trump`` named in round two by ``namer``.

    Each seat is dealt its 7 cards plus 3 filler cards it discards; the kitty is
    filler whose turned card is not of ``trump`` and the namer's left receives
    the two unseen kitty cards and discards them again.
    """
    rules = rules or Rules()
    players = rules.players
    chosen = {seat: list(parse_cards(text)) for seat, text in hands.items()}
    assert sorted(chosen) == list(range(players)) and all(len(h) == 7 for h in chosen.values())
    used = {card for held in chosen.values() for card in held}
    spare = [card for card in full_deck() if card not in used]
    turned = next(card for card in spare if card is not JOKER and card.suit is not trump)
    spare.remove(turned)
    kitty = [turned, spare.pop(), spare.pop()]
    filler = {seat: [spare.pop(0) for _ in range(3)] for seat in range(players)}
    phantom = spare if players == 2 else []
    deck = deck_for(
        {seat: chosen[seat] + filler[seat] for seat in range(players)},
        kitty,
        players=players,
        phantom=phantom,
    )
    state = new_game(rules, deck=deck)
    for seat in to_act(state):
        state = apply_move(state, Discard(seat, filler[seat]))
    for _ in range(players):
        state = apply_move(state, Pass(to_act(state)[0]))
    while to_act(state)[0] != namer:
        state = apply_move(state, Pass(to_act(state)[0]))
    state = apply_move(state, NameTrump(namer, trump))
    receiver = (namer + 1) % players
    return apply_move(state, Discard(receiver, kitty[1:]))


# A hand that ends 1-3-3 (KC13). Trump is clubs and every trump lies outside, so
# each trick goes to the highest card of the suit led.
SHOWDOWN_HANDS = {
    0: "8H 7H JD 10D AS QS KS",
    1: "AH KH QH 7D 8D 9D 7S",
    2: "JH 10H 9H AD KD QD 8S",
}
# Leader first in each trick; seat 1 leads the first (left of dealer 0).
SHOWDOWN_TRICKS = (
    ("AH", "9H", "7H"),  # 1 2 0: seat 1 takes it
    ("KH", "10H", "8H"),  # seat 1, with a King: +1
    ("QH", "JH", "JD"),  # seat 1 (3 tricks); seat 0 has no heart left
    ("7D", "AD", "10D"),  # seat 2
    ("KD", "AS", "8D"),  # 2 0 1: seat 2, with a King: +1
    ("QD", "QS", "9D"),  # seat 2 (3 tricks)
    ("8S", "KS", "7S"),  # 2 0 1: seat 0, with a King: +1 (its only trick)
)


def play_tricks(state: State, tricks: Sequence[Sequence[str]]) -> State:
    """Play the given cards, each trick's seats taken from whoever is to act."""
    for trick in tricks:
        for text in trick:
            state = apply_move(state, Play(to_act(state)[0], Card.parse(text)))
    return state


def showdown_start(rules: Rules | None = None) -> State:
    """The state just after the seventh trick of SHOWDOWN_HANDS: the Showdown's discards."""
    return play_tricks(start_play(SHOWDOWN_HANDS, Suit.CLUBS, rules), SHOWDOWN_TRICKS)


def discard_lowest(state: State, seats: tuple[int, ...] | None = None) -> State:
    """Each seat still to discard (or each of ``seats``) makes its first legal discard."""
    for seat in seats if seats is not None else to_act(state):
        state = apply_move(state, legal_moves(state, seat)[0])
    return state


def plays(state: State, seat: int) -> list[str]:
    """The cards ``seat`` may play now, as printed."""
    return [str(move.card) for move in legal_moves(state, seat) if isinstance(move, Play)]


def play(state: State, seat: int, card: str) -> State:
    """``seat`` plays the card ``card`` names."""
    return apply_move(state, Play(seat, Card.parse(card)))


def play_the_showdown(state: State) -> State:
    """Both Showdown discards and all five tricks, each seat taking its first legal move."""
    for seat in (1, 2):
        state = apply_move(state, legal_moves(state, seat)[0])
    while state.phase == "showdown-play":
        state = apply_move(state, legal_moves(state)[0])
    return state
