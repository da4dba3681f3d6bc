"""What one seat may know (or a spectator, ``player=None``), and how the terminal shows it."""

from __future__ import annotations

import attrs

from cardtable.cards import Card
from cardtable.core.events import Event, told
from cardtable.core.picture import Pictured
from cardtable.game import seat_argument
from cardtable.witch_of_the_woods.deck import Score, breakdown, faerunian_names
from cardtable.witch_of_the_woods.events import ReturnedToCamp
from cardtable.witch_of_the_woods.rules import Rules
from cardtable.witch_of_the_woods.state import FATE, HandRecord, State

_PHASE_TEXT = {
    "betting": "betting: stand or add; once someone adds, match or fold",
    "clean-up": "clean-up: those who stood before the addition match or fold",
    "swap": "swaps: stand pat or draw from the Camp",
    "return": "swaps: put back as many of the cards held before the draw",
    "fate": "the Fate of Play: the Witch holder trades a card for a blind one",
    "over": "the game is over",
}


@attrs.frozen(slots=True)
class View(Pictured):
    """One seat's view of the table. Seat-indexed tuples have one entry per seat.

    ``hand`` is the seat's own cards (during a swap, the three held plus those just
    ``drawn``); ``returned`` the cards it put back in the Camp this hand; ``score``
    its current Hand Score breakdown when it holds a full hand. ``units``,
    ``pot``, ``to_match`` and ``put_in`` (each seat's buy-in plus additions this
    hand) are ``None`` without betting. ``swapped`` is the k each player said
    (0 for standing pat, ``None`` before their turn). ``witch_holder`` is the seat
    taking the Fate of Play, public once it takes its Camp card. ``last_hand`` is
    the public record of the last finished hand (WW10). ``winners`` is empty
    until the game is over. ``events`` are what the seat saw the last move do, and
    ``history`` all it has seen since the hand was dealt (its own cards, what it drew
    and put back, the cards of a Witch's trade it took part in): the view is the
    seat's information state.
    """

    player: int | None
    hand: tuple[Card, ...]
    to_act: tuple[int, ...]
    rules: Rules
    hand_number: int
    dealer: int
    phase: str
    units: tuple[int, ...] | None
    pot: int | None
    to_match: int | None
    put_in: tuple[int, ...] | None
    folded: tuple[bool, ...]
    sitting_out: tuple[bool, ...]
    swapped: tuple[int | None, ...]
    hands_won: tuple[int, ...]
    camp_size: int
    deck_size: int
    witch_holder: int | None
    drawn: tuple[Card, ...]
    returned: tuple[Card, ...]
    score: Score | None
    last_hand: HandRecord | None
    winners: tuple[int, ...]
    events: tuple[Event, ...]
    history: tuple[Event, ...]

    def __str__(self) -> str:
        rules = self.rules
        goal = f"first to {rules.hands_to_win} hands"
        if rules.max_hands is not None:
            goal += f", at most {rules.max_hands} hands"
        lines = [
            f"Witch of the Woods, hand {self.hand_number} ({goal}); dealer seat {self.dealer}",
            f"Now: {_PHASE_TEXT[self.phase]}",
        ]
        if self.pot is not None:
            lines.append(f"Pot {self.pot}; to match {self.to_match}")
        for seat in range(len(self.folded)):
            facts = [f"hands won {self.hands_won[seat]}"]
            if self.units is not None and self.put_in is not None:
                facts.append(f"units {self.units[seat]}, put in {self.put_in[seat]}")
            if self.sitting_out[seat]:
                facts.append("sits out")
            if self.folded[seat]:
                facts.append("folded")
            said = self.swapped[seat]
            if said is not None:
                facts.append("stood pat" if said == 0 else f"swapped {said}")
            if seat == self.witch_holder:
                facts.append("holds the Witch")
            marks = [
                mark
                for mark, on in (
                    ("you", seat == self.player),
                    ("dealer", seat == self.dealer),
                    ("to act", seat in self.to_act),
                )
                if on
            ]
            label = f"seat {seat}" + (f" ({', '.join(marks)})" if marks else "")
            lines.append(f"  {label}: {'; '.join(facts)}")
        lines.append(f"Camp: {self.camp_size} cards face down; deck: {self.deck_size} cards")
        if self.player is not None:
            mine = faerunian_names(self.hand) or "no cards"
            if self.score is not None:
                mine += f"  (score {self.score})"
            lines.append(f"Your hand: {mine}")
            if self.drawn:
                lines.append(f"Just drawn (cannot go back): {faerunian_names(self.drawn)}")
            if self.returned:
                lines.append(f"You put back: {faerunian_names(self.returned)}")
        if self.winners:
            lines.append("Game over, won by " + " and ".join(f"seat {s}" for s in self.winners))
        if self.last_hand is not None:
            lines.append("Last hand: " + str(self.last_hand))
        if self.events:
            lines.append("Last move: " + "; ".join(str(event) for event in self.events))
        return "\n".join(lines)


def view(state: State, player: int | None) -> View:
    """All that ``player`` may know: their own cards, the public table, the last hand's
    record; never the Camp's cards, the deck's order or another seat's cards.

    >>> from cardtable.witch_of_the_woods import new_game
    >>> state = new_game(seed=1)
    >>> seen = view(state, 1)
    >>> len(seen.hand), seen.camp_size, seen.deck_size, seen.to_act, seen.units
    (3, 4, 38, (1,), None)
    >>> view(state, None).hand
    ()
    """
    rules = state.rules
    if player is not None:
        player = seat_argument(player, rules.players)  # an IntEnum seat reads as its number (C8)
    betting = rules.betting
    hand: tuple[Card, ...] = ()
    drawn: tuple[Card, ...] = ()
    returned: tuple[Card, ...] = ()
    score = None
    if player is not None:
        hand = state.hands[player]
        for event in state.history:  # what it put back this hand, as it was told
            if type(event) is ReturnedToCamp and event.player == player and event.cards is not None:
                returned = event.cards
        if state.drawn and state.queue and state.queue[0] == player:
            drawn = state.drawn
            hand = tuple(sorted(hand + drawn))
        elif hand:
            score = breakdown(hand)
    return View(
        player=player,
        hand=hand,
        to_act=state.queue[:1],
        rules=rules,
        hand_number=state.hand_number,
        dealer=state.dealer,
        phase=state.phase,
        units=state.units if betting else None,
        pot=state.pot if betting else None,
        to_match=state.to_match if betting else None,
        put_in=state.put_in if betting else None,
        folded=state.folded,
        sitting_out=tuple(not taking for taking in state.taking_part),
        swapped=state.swapped,
        hands_won=state.hands_won,
        camp_size=len(state.camp),
        deck_size=len(state.deck),
        witch_holder=state.queue[0] if state.phase == FATE else None,
        drawn=drawn,
        returned=returned,
        score=score,
        last_hand=state.last_hand,
        winners=state.winners,
        events=told(state.events, player),
        history=told(state.history, player),
    )
