"""The moves offered on a person's turn: numbered, typed, or picked card by card.

A ``Menu`` numbers the legal moves, one line each, except where that would
bury the reader: a wild's four colors are one line (picking it asks for the
color), and when a move names several cards out of many (King Cut-Throat's
120 ways to discard three of ten) the cards of the hand are numbered instead
and picked one by one, or typed at once (``7c 9c kd``). ``take`` reads one
line of input and says what it meant, reading it by the game's own grammar
(``cardtable.core.notation``, as the game's ``parse_move`` does); a line that
names no move offered is refused in the words of ``parse_move``, asked of a
state the seat cannot tell from the real one (``sample``).

>>> from cardtable import king_cut_throat as kc
>>> state = kc.new_game(seed=7)
>>> menu = Menu(kc, kc.view(state, 0), kc.legal_moves(state, 0))
>>> menu.picking, len(menu.choices), menu.size
(True, 0, 3)
>>> menu.take("1 2")
Picked(message='picked 2: J♣ 10♣; pick 1 more (a number again puts it back)')
>>> menu.take("ad")
Chosen(move=Discard(player=0, cards=(Card.parse('10♣'), Card.parse('J♣'), Card.parse('A♦'))))
"""

from __future__ import annotations

import enum
import re
from collections.abc import Callable, Sequence
from typing import Any

import attrs

from cardtable.core.notation import enum_types, find, parts, read, spoken
from cardtable.game import Game, IllegalMove

PICK_OVER = 12
"""More moves naming several cards than this, and the cards are picked one by one."""


@attrs.frozen
class Chosen:
    """The input named one legal move."""

    move: Any


@attrs.frozen
class Narrowed:
    """The input fits several moves: the person picks among them."""

    moves: tuple[Any, ...]


@attrs.frozen
class Picked:
    """A card was picked or put back; ``message`` says where the picking stands."""

    message: str


@attrs.frozen
class Refused:
    """The input fits no legal move; ``message`` says what to type instead."""

    message: str


Answer = Chosen | Narrowed | Picked | Refused


@attrs.frozen
class Choice:
    """One numbered line: one move, or a wild's colors (picked next)."""

    label: str
    moves: tuple[Any, ...]


def imperative(text: str) -> str:
    """A move's ``str`` as the person's own option: ``seat 0 passes`` reads ``pass``.

    >>> imperative("seat 0 keeps their hand"), imperative("seat 2 catches seat 1")
    ('keep your hand', 'catch seat 1')
    """
    text = re.sub(r"^seat \d+ ", "", text)
    first, _, rest = text.partition(" ")
    if first == "has":
        first = "have"
    elif first.endswith(("sses", "ches", "shes", "xes")):
        first = first[:-2]
    elif first.endswith("s") and not first.endswith("ss"):
        first = first[:-1]
    return f"{first} {rest.replace('their', 'your')}".strip()


def show_card(game: Game, card: Any) -> str:
    """A card as the game shows it (Witch of the Woods: its Faerunian name)."""
    return game.FACTS.notation.card_name(card)


def sorted_hand(game: Game, view: Any) -> tuple[Any, ...]:
    """The seat's cards in the order a player holds them (the game's ``sort_hand``)."""
    return game.FACTS.notation.sort_hand(tuple(view.hand), view)


class Menu:
    """The moves offered to the person now, and the reading of what they type.

    ``sample()``, if given, is a state the seat cannot tell from the real one (its
    ``determinize``): a line naming no move offered is refused with what the game's
    ``parse_move`` says of it there, which holds nothing the seat may not know.
    """

    def __init__(
        self,
        game: Game,
        view: Any,
        moves: Sequence[Any],
        *,
        group: bool = True,
        sample: Callable[[], Any] | None = None,
    ) -> None:
        self.game = game
        self.view = view
        self.moves = tuple(moves)
        self.notation = game.FACTS.notation
        self.sample = sample
        several = [move for move in self.moves if parts(move).several]
        self.picking = len(several) > PICK_OVER
        self.card_moves = tuple(several) if self.picking else ()
        offered = {card for move in self.card_moves for card in parts(move).cards}
        self.pickable = tuple(card for card in sorted_hand(game, view) if card in offered)
        self.size = max((len(parts(move).cards) for move in self.card_moves), default=0)
        self.picked: list[Any] = []
        rest = [move for move in self.moves if move not in self.card_moves]
        self.choices = _choices(_in_hand_order(rest, sorted_hand(game, view)), group=group)

    def lines(self) -> list[str]:
        """The menu as printed: numbered cards to pick, then numbered choices."""
        lines = []
        if self.picking:
            verb = imperative(str(self.card_moves[0])).split()[0]
            lines.append(
                f"{verb} {self.size} cards: type their numbers (one by one or together) or the cards"
            )
            numbered = [
                f"{number}) {show_card(self.game, card)}" for number, card in enumerate(self.pickable, 1)
            ]
            for start in range(0, len(numbered), 6):
                lines.append("  " + "   ".join(numbered[start : start + 6]))
        first = len(self.pickable) + 1
        lines.extend(f"  {number}) {choice.label}" for number, choice in enumerate(self.choices, first))
        return lines

    def prompt(self) -> str:
        """The prompt for the next line of input."""
        if self.picking and self.picked:
            return f"pick {self.size - len(self.picked)} more: "
        return f"your move (1-{len(self.pickable) + len(self.choices)} or type it; help; q): "

    def take(self, text: str) -> Answer:
        """What one line of input means here."""
        text = text.strip()
        if not text:
            if self.picked:
                return self._finish(force=True)
            return Refused("type a number from the list, the move itself (help shows how), or q to leave")
        if text.lower() in ("clear", "none", "reset"):
            self.picked.clear()
            return Picked("picked nothing yet")
        typed = read(self.notation, text, enum_types(self.moves))
        if typed.numbers and not (typed.cards or typed.enums or typed.words):
            return self._numbers(typed.numbers)
        if self.picking and typed.cards and not typed.numbers and not typed.enums:
            whole = find(self.notation, self.card_moves, text)
            if len(whole) == 1:
                return Chosen(whole[0])
            if all(card in self.pickable for card in typed.cards):
                return self._pick(list(typed.cards))
        found = find(self.notation, self.moves, text)
        if len(found) == 1:
            return Chosen(found[0])
        if found:
            return Narrowed(found)
        return Refused(self._refusal(text))

    def _refusal(self, text: str) -> str:
        """Why ``text`` names no move offered: the game's own words when there is a sample."""
        if self.sample is None:
            return f"no move you can make now matches {text!r}; type help to see how to type your moves"
        try:
            self.game.parse_move(self.sample(), text, self.view.player)
        except IllegalMove as refused:
            return str(refused)
        return f"{text!r} is not one of the moves offered; type help to see them"

    def _numbers(self, numbers: Sequence[int]) -> Answer:
        count = len(self.pickable) + len(self.choices)
        if any(not 1 <= number <= count for number in numbers):
            return Refused(f"type a number from 1 to {count}, or q to leave")
        if len(numbers) > 1 and any(number > len(self.pickable) for number in numbers):
            return Refused("type one number at a time, or the cards to pick")
        if numbers[0] > len(self.pickable):
            choice = self.choices[numbers[0] - len(self.pickable) - 1]
            return Chosen(choice.moves[0]) if len(choice.moves) == 1 else Narrowed(choice.moves)
        return self._pick([self.pickable[number - 1] for number in numbers])

    def _pick(self, cards: list[Any]) -> Answer:
        for card in cards:
            if card in self.picked:
                self.picked.remove(card)
            else:
                self.picked.append(card)
        return self._finish(force=False)

    def _finish(self, *, force: bool) -> Answer:
        chosen = [move for move in self.card_moves if sorted(parts(move).cards) == sorted(self.picked)]
        if chosen and (force or len(self.picked) >= self.size):
            self.picked.clear()
            return Chosen(chosen[0])
        if len(self.picked) >= self.size or force:
            shown = " ".join(show_card(self.game, card) for card in self.picked)
            self.picked.clear()
            return Refused(f"{shown} is not a move you can make; pick again")
        shown = " ".join(show_card(self.game, card) for card in self.picked)
        left = self.size - len(self.picked)
        if not shown:
            return Picked("picked nothing yet")
        return Picked(f"picked {len(self.picked)}: {shown}; pick {left} more (a number again puts it back)")

    def help(self) -> list[str]:
        """The moves open now, each with how to type it and a one-line reminder of its rule."""
        lines = [self.game.FACTS.summary, "Your moves now:"]
        kinds: dict[type, Any] = {}
        for move in self.moves:
            kinds.setdefault(type(move), move)
        for kind, move in kinds.items():
            doc = (kind.__doc__ or "").strip().split("\n\n")[0]
            reminder = _RULING.sub("", " ".join(doc.split()).replace("``", ""))
            lines.append(f"  {spoken(self.notation, move):<24} {reminder}")
        lines.append(
            "Type a number from the list, or a move in words as above"
            f"{_typed_like(self.game, sorted_hand(self.game, self.view))}; q leaves the table."
        )
        return lines


_RULING = re.compile(r"\s*\((?:[A-Z]{1,2}\d+(?:, )?)+\)")


_PIP_LETTERS = str.maketrans({"♣": "c", "♦": "d", "♥": "h", "♠": "s"})


def _typed_like(game: Game, hand: Sequence[Any]) -> str:
    """How the cards of this hand are typed, a few of them as examples (nothing for no hand),
    each beside the card as it is shown where the two differ.

    >>> from cardtable import open_mercy as om, witch_of_the_woods as ww
    >>> _typed_like(om, [om.Card.parse("red 5"), om.Card.parse("wild draw10")])
    ' (a card is typed like red 5, wild draw10)'
    >>> _typed_like(ww, ww.full_deck()[:2])
    ' (a card is typed like ac for 1 of Crowns, 2c for 2 of Crowns)'
    >>> from cardtable import kings_mercy as km
    >>> _typed_like(km, km.full_deck()[:1])
    ' (a card is typed like ac)'
    """
    notation = game.FACTS.notation
    examples = []
    for card in list(dict.fromkeys(hand))[:3]:
        typed, shown = notation.card_text(card), notation.card_name(card)
        same = typed.lower() == shown.translate(_PIP_LETTERS).lower()  # 8s is 8♠: no need to say so
        examples.append(typed if same else f"{typed} for {shown}")
    return f" (a card is typed like {', '.join(examples)})" if examples else ""


def _in_hand_order(moves: Sequence[Any], hand: Sequence[Any]) -> list[Any]:
    """Moves playing one card in the order of the sorted hand, the others after them."""
    place = {card: at for at, card in reversed(list(enumerate(hand)))}

    def key(move: Any) -> int:
        have = parts(move)
        if have.cards and not have.several and have.cards[0] in place:
            at: int = place[have.cards[0]]
            return at
        return len(hand)

    return sorted(moves, key=key)


def _choices(moves: Sequence[Any], *, group: bool) -> list[Choice]:
    """One choice per move, a wild's colors grouped on one line (with ``group``)."""
    groups: dict[Any, list[Any]] = {}
    for move in moves:
        key: Any = move
        have = parts(move)
        if group and have.cards and not have.several and len(have.enums - _card_enums(have)) == 1:
            key = (type(move), have.cards)
        groups.setdefault(key, []).append(move)
    choices = []
    for same in groups.values():
        if len(same) == 1:
            choices.append(Choice(imperative(str(same[0])), (same[0],)))
            continue
        label = imperative(str(same[0])).split(" naming ")[0]
        names = "/".join(str(member) for member in _named(same))
        choices.append(Choice(f"{label}, naming {names}", tuple(same)))
    return choices


def _card_enums(have: Any) -> frozenset[enum.Enum]:
    return frozenset(
        color for card in have.cards if isinstance(color := getattr(card, "color", None), enum.Enum)
    )


def _named(group: Sequence[Any]) -> list[enum.Enum]:
    named = []
    for move in group:
        have = parts(move)
        named.extend(sorted(have.enums - _card_enums(have), key=lambda member: str(member)))
    return list(dict.fromkeys(named))
