"""How a game's randomness becomes OpenSpiel chance nodes.

The engine takes the first hand's deck order (``new_game(rules, deck=order)``)
and a seed for everything random after it (reshuffles, blind draws, later
hands: ``chance.Chance``). A ``Dealer`` turns both into chance nodes:

- the deal, card by card: one chance node per position of the deck order, top
  first, whose outcomes are the cards still undealt, each as likely as its
  copies left (Open Mercy's deck holds several copies of most cards: an outcome
  is a kind of card, numbered in the order of ``full_deck()``). Once a single
  kind is left, the rest of the order is forced and takes no node. Or, with
  ``decks=k`` (a reduced game), one node choosing uniformly among ``k`` fixed
  orders, order ``i`` being the deck's cards (kind by kind, in canonical order)
  shuffled by ``Chance.from_seed(i)``;
- the seed: one node choosing uniformly among ``seeds`` engine streams
  (``new_game(seed=i)``), a sample of the engine's own randomness, which is far
  too large to list. With ``seeds=1``, or when the game has no randomness
  after the deal, there is no such node and the seed is 0.

>>> dealer = Dealer(kinds=("a", "b"), counts=(2, 1), decks=0, seeds=1, sampled=True)
>>> deal = dealer.start()
>>> dealer.outcomes(deal)
[(0, 0.6666666666666666), (1, 0.3333333333333333)]
>>> deal = dealer.draw(deal, 1)
>>> dealer.stage(deal), dealer.order(deal)
('play', ('b', 'a', 'a'))
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, Literal

import attrs

from cardtable.chance import Chance

Stage = Literal["deal", "seed", "play"]


@attrs.frozen(slots=True)
class Deal:
    """How far the chance nodes have gone: the outcomes drawn so far, the copies left
    of each kind (card by card) and how many kinds have any, and the seed once drawn."""

    drawn: tuple[int, ...]
    left: tuple[int, ...]
    kinds_left: int
    seed: int | None


@attrs.frozen(slots=True)
class Dealer:
    """The chance nodes of one game configuration (see the module docstring).

    ``kinds`` are the deck's distinct cards in canonical order and ``counts`` their
    copies; ``sampled`` says whether the game draws anything after the deal.
    """

    kinds: tuple[Any, ...]
    counts: tuple[int, ...]
    decks: int
    seeds: int
    sampled: bool

    @classmethod
    def of_deck(cls, deck: Sequence[Any], *, decks: int, seeds: int, sampled: bool) -> Dealer:
        """The dealer for a full deck in canonical order (equal cards next to each other or not).

        >>> Dealer.of_deck("abca", decks=0, seeds=1, sampled=False).counts
        (2, 1, 1)
        """
        kinds = tuple(dict.fromkeys(deck))
        return cls(kinds, tuple(deck.count(kind) for kind in kinds), decks, seeds, sampled)

    @property
    def max_outcomes(self) -> int:
        """The most outcomes any of these chance nodes has."""
        deal = self.decks if self.decks else len(self.kinds)
        return max(deal, self.seeds if self.has_seed_node else 1)

    @property
    def has_seed_node(self) -> bool:
        """Whether a node draws the engine's seed (``seeds`` above 1, and something to draw)."""
        return self.sampled and self.seeds > 1

    @property
    def max_nodes(self) -> int:
        """The most chance nodes in one game: the deal's and the seed's.

        >>> Dealer.of_deck("abc", decks=0, seeds=4, sampled=True).max_nodes
        3
        """
        deal = 1 if self.decks else max(sum(self.counts) - 1, 0)
        return deal + int(self.has_seed_node)

    def start(self) -> Deal:
        """Nothing drawn yet."""
        kinds_left = sum(1 for count in self.counts if count)
        return Deal((), self.counts, kinds_left, None if self.has_seed_node else 0)

    def stage(self, deal: Deal) -> Stage:
        """What comes next: a card (or deck) of the deal, the seed, or play."""
        if self.decks:
            if not deal.drawn:
                return "deal"
        elif deal.kinds_left > 1:
            return "deal"
        return "seed" if deal.seed is None else "play"

    def outcomes(self, deal: Deal) -> list[tuple[int, float]]:
        """The outcomes of the chance node at ``deal`` and their probabilities, ascending."""
        stage = self.stage(deal)
        if stage == "seed" or (stage == "deal" and self.decks):
            count = self.seeds if stage == "seed" else self.decks
            return [(outcome, 1.0 / count) for outcome in range(count)]
        if stage != "deal":
            raise ValueError("the deal and the seed are drawn: this is not a chance node")
        total = sum(deal.left)
        return [(kind, left / total) for kind, left in enumerate(deal.left) if left]

    def draw(self, deal: Deal, outcome: int) -> Deal:
        """The deal after ``outcome``; ``ValueError`` for an outcome that cannot happen now.

        >>> dealer = Dealer.of_deck("ab", decks=0, seeds=1, sampled=False)
        >>> dealer.draw(dealer.start(), 2)
        Traceback (most recent call last):
        ...
        ValueError: 2 is not a chance outcome here (see chance_outcomes)
        """
        stage = self.stage(deal)
        if stage == "play":
            raise ValueError("the deal and the seed are drawn: this is not a chance node")
        count = self.seeds if stage == "seed" else self.decks if self.decks else len(self.kinds)
        if (
            not isinstance(outcome, int)
            or isinstance(outcome, bool)
            or not 0 <= outcome < count
            or not (stage == "seed" or self.decks or deal.left[outcome])
        ):
            raise ValueError(f"{outcome!r} is not a chance outcome here (see chance_outcomes)")
        if stage == "seed":
            return attrs.evolve(deal, seed=outcome)
        if self.decks:
            return attrs.evolve(deal, drawn=(outcome,))
        left = (*deal.left[:outcome], deal.left[outcome] - 1, *deal.left[outcome + 1 :])
        return Deal((*deal.drawn, outcome), left, deal.kinds_left - (left[outcome] == 0), deal.seed)

    def order(self, deal: Deal) -> tuple[Any, ...]:
        """The first hand's deck order (index 0 on top) once the deal is drawn."""
        if self.decks:
            return deck_of(self.kinds, self.counts, deal.drawn[0])
        drawn = [self.kinds[kind] for kind in deal.drawn]
        rest = (kind for kind, left in zip(self.kinds, deal.left, strict=True) for _ in range(left))
        return (*drawn, *rest)

    def describe(self, deal: Deal, outcome: int) -> str:
        """An outcome of the node at ``deal`` in words.

        >>> dealer = Dealer.of_deck("ab", decks=0, seeds=1, sampled=False)
        >>> dealer.describe(dealer.start(), 1)
        'deal b'
        """
        stage = self.stage(deal)
        if stage == "seed":
            return f"seed {outcome}"
        if self.decks:
            return f"deck {outcome}"
        if 0 <= outcome < len(self.kinds):
            return f"deal {self.kinds[outcome]}"
        return f"outcome {outcome}"

    def progress(self, deal: Deal) -> str:
        """The chance drawn so far, in words (a state's ``str`` before play).

        >>> dealer = Dealer.of_deck("ab", decks=0, seeds=1, sampled=False)
        >>> dealer.progress(dealer.start()), dealer.progress(dealer.draw(dealer.start(), 1))
        ('dealing', 'dealing: b')
        """
        if self.decks:
            drawn = [f"deck {number}" for number in deal.drawn]
        else:
            drawn = [str(self.kinds[kind]) for kind in deal.drawn]
        if deal.seed is not None and self.has_seed_node:
            drawn.append(f"seed {deal.seed}")
        return "dealing: " + " ".join(drawn) if drawn else "dealing"


def deck_of(kinds: tuple[Any, ...], counts: tuple[int, ...], number: int) -> tuple[Any, ...]:
    """Fixed deck order ``number`` of a reduced game: the full deck shuffled by seed ``number``.

    >>> deck_of(("a", "b"), (1, 2), 5) == deck_of(("a", "b"), (1, 2), 5)
    True
    """
    full = [kind for kind, count in zip(kinds, counts, strict=True) for _ in range(count)]
    return Chance.from_seed(number).shuffled(full)[0]
