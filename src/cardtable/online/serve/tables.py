"""The tables a hall runs: rooms by code, solo games against a bot, the clock over the rooms,
and the bots' offers (which bot seat to ask for which moves, in which order).

A bot seat is made from its name as every runner makes an agent
(``cardtable.agents.agent_for``) and asked as every runner asks one
(``cardtable.agents.ask``): the seats with an optional move (a MERCY call, a
catch) first, clockwise from the seat after the one that moved last, then the
seat the game waits on; each bot sees only its own view (a searcher also gets
``sample=``), and its answer is taken only if it is one of the moves it was
offered.

>>> clock = Clock()
>>> clock.set("ABC234", 20.0); clock.set("XYZ789", 8.0)
>>> clock.next(), clock.due(10.0), clock.next()
(8.0, ['XYZ789'], 20.0)
"""

from __future__ import annotations

import heapq
from typing import Any

import attrs

from cardtable.agents import agent_for, ask, off_turn_seats
from cardtable.game import IllegalMove
from cardtable.games import GAMES
from cardtable.online import rooms
from cardtable.online.rooms.open_mercy import OPEN_MERCY as NAME
from cardtable.online.rooms.open_mercy import Ladder, State, daily_deal, daily_terminator

__all__ = ["Clock", "Offer", "Solo", "Tables", "bot_seed", "solo_key"]

_GAME = GAMES[NAME]
SOLO_PERSON, SOLO_BOT = 0, 1
"""The seats of a game against a bot (OM23: the person at seat 0)."""


def solo_key(client: int, account: int | None = None) -> str:
    """The table name of a game against a bot (never a room code: those have no dash): the
    account's when the player has one (its game is its, whichever connection plays it), else
    the connection's.

    >>> solo_key(12), solo_key(12, account=5)
    ('solo-12', 'solo-a5')
    """
    return f"solo-{client}" if account is None else f"solo-a{account}"


def bot_seed(room_seed: int, game: int, seat: int) -> int:
    """The seed of the bot at ``seat`` in a room's ``game``-th game, from the room's seed.

    >>> bot_seed(5, 1, 2) == bot_seed(5, 1, 2) != bot_seed(5, 2, 2)
    True
    """
    return (room_seed * 1_000_003 + game * 1_009 + seat) % 2**63


class Clock:
    """The rooms' next deadlines, earliest first (a heap; stale entries are skipped)."""

    def __init__(self) -> None:
        self._heap: list[tuple[float, str]] = []
        self._when: dict[str, float] = {}

    def set(self, code: str, deadline: float | None) -> None:
        """Note ``code``'s next deadline (``None``: nothing due)."""
        if deadline is None:
            self._when.pop(code, None)
        elif self._when.get(code) != deadline:
            self._when[code] = deadline
            heapq.heappush(self._heap, (deadline, code))

    def next(self) -> float | None:
        """The earliest deadline of any room."""
        heap = self._heap
        while heap and self._when.get(heap[0][1]) != heap[0][0]:
            heapq.heappop(heap)
        return heap[0][0] if heap else None

    def due(self, now: float) -> list[str]:
        """The rooms whose deadline has come, taken off the clock (``set`` puts them back)."""
        codes = []
        while (earliest := self.next()) is not None and earliest <= now:
            _, code = heapq.heappop(self._heap)
            del self._when[code]
            codes.append(code)
        return codes


@attrs.frozen
class Offer:
    """A bot seat to ask: the game as it stands, the seat's moves, and whether it may pass."""

    key: str
    game: State
    member: str
    seat: int
    agent: Any = attrs.field(repr=False)
    moves: tuple[Any, ...] = attrs.field(repr=False)
    optional: bool
    played: Any = attrs.field(default=_GAME, repr=False)  # the game module of the table

    @property
    def slow(self) -> bool:
        """Whether the bot searches (and is best asked off the event loop)."""
        return bool(getattr(self.agent, "wants_samples", False))

    def ask(self) -> Any:
        """The bot's move, one of ``moves``; ``None`` when it passes (or answers nonsense,
        which the table's clock then deals with as it would with a person's silence)."""
        try:
            return ask(self.played, self.agent, self.game, self.seat, self.moves, optional=self.optional)
        except IllegalMove:
            return None


@attrs.frozen
class Solo:
    """A person's game against one bot, seat 0 the person, seat 1 the bot: a ladder game
    (``mode`` ``"ladder"``, against ``ladder.opponent``) or today's deal (``"daily"``, against
    Terminator on ``day``'s deal, ``counted`` if its result is the account's for the day), and
    the account that plays it, if any."""

    state: State
    bot: str
    ladder: Ladder
    agent: Any = attrs.field(eq=False, repr=False)
    mode: str = "ladder"
    day: str | None = None
    counted: bool = False
    account: int | None = None

    @classmethod
    def start(cls, state: State, bot: str, ladder: Ladder, account: int | None = None) -> Solo:
        """A ladder game (a deal of ``LADDER_RULES``), the bot seeded from the game's seed."""
        agent = agent_for(_GAME, bot, bot_seed(state.origin.seed, 1, 1))
        return cls(state, bot, ladder, agent, account=account)

    @classmethod
    def daily(
        cls, day: str, *, counted: bool, account: int | None = None, state: State | None = None
    ) -> Solo:
        """Today's deal for ``day`` (OM24): ``daily_deal(day)`` (or ``state``, that game further on)
        against ``daily_terminator(day)``.

        >>> Solo.daily("2026-12-02", counted=False).state == daily_deal("2026-12-02")
        True
        """
        dealt = daily_deal(day) if state is None else state
        return cls(dealt, "terminator", Ladder(), daily_terminator(day), "daily", day, counted, account)

    @property
    def over(self) -> bool:
        """Whether the game has ended."""
        return bool(self.state.winners)

    @property
    def won(self) -> bool:
        """Whether the person (seat 0) won the game."""
        return SOLO_PERSON in self.state.winners

    def played(self, move: Any) -> Solo:
        """The person's move; another seat's move or a host move is refused."""
        if getattr(move, "player", None) != SOLO_PERSON or getattr(move, "by_host", False):
            raise IllegalMove("That move is not yours to make: you play seat 0")
        return attrs.evolve(self, state=_GAME.apply_move(self.state, move))

    def moved(self, move: Any) -> Solo:
        """The bot's move (one it was offered)."""
        return attrs.evolve(self, state=_GAME.apply_move(self.state, move))

    def host_move(self) -> Any:
        """The host move to make when the game waits on no one (as ``cardtable.agents.play`` does)."""
        if _GAME.to_act(self.state):
            return None
        return next(iter(_GAME.host_moves(self.state)), None)


class Tables:
    """Every room by code (public ones also listed in joining order), solo games, clock and bots."""

    def __init__(self) -> None:
        self.rooms: dict[str, rooms.Room] = {}
        self.public: dict[str, None] = {}
        self.solos: dict[str, Solo] = {}
        self.clock = Clock()
        self._agents: dict[str, tuple[int, dict[int, Any]]] = {}

    def put(self, room: rooms.Room, deadline: float | None) -> None:
        """Store a room's latest value and its next deadline."""
        self.rooms[room.code] = room
        if room.public and room.phase == "waiting":
            self.public[room.code] = None
        else:
            self.public.pop(room.code, None)
        self.clock.set(room.code, deadline)

    def remove(self, code: str) -> None:
        """Forget a closed room, its clock and its bots."""
        self.rooms.pop(code, None)
        self.public.pop(code, None)
        self.clock.set(code, None)
        self._agents.pop(code, None)

    def game_of(self, key: str) -> State | None:
        """The game in progress at a table (a room or a solo game), if any."""
        solo = self.solos.get(key)
        if solo is not None:
            return solo.state
        room = self.rooms.get(key)
        return None if room is None else room.game

    def has_bots(self, key: str) -> bool:
        """Whether a table has a bot to ask (a solo game always has one).

        >>> Tables().has_bots("ABC234")
        False
        """
        room = self.rooms.get(key)
        return key in self.solos or (room is not None and bool(room.bots))

    def offers(self, key: str) -> list[Offer]:
        """The bot seats with a legal move at a table, in the order they are asked."""
        solo = self.solos.get(key)
        if solo is not None:
            return _offers(key, solo.state, {SOLO_BOT: ("bot", solo.agent)})
        room = self.rooms.get(key)
        if room is None or room.game is None or room.phase != "playing":
            return []
        seated = {
            seat: (room.seats[seat], self._agent(room, seat, bot)) for seat, bot in rooms.bot_seats(room)
        }
        return _offers(key, room.game, seated, GAMES[room.table])

    def _agent(self, room: rooms.Room, seat: int, bot: str) -> Any:
        """The bot at ``seat`` of the room's current game, made once a game."""
        game, agents = self._agents.get(room.code, (room.games, {}))
        if game != room.games:
            agents = {}
        if seat not in agents:
            agents[seat] = agent_for(GAMES[room.table], bot, bot_seed(room.seed, room.games, seat))
        self._agents[room.code] = (room.games, agents)
        return agents[seat]


def _offers(key: str, state: Any, seated: dict[int, tuple[str, Any]], game: Any = _GAME) -> list[Offer]:
    """The bot seats to ask: those with an optional move off turn, then every bot seat the
    game waits on (several at once in King Cut-Throat's discards; the first answer is made,
    the others, asked at a state gone by, are asked again)."""
    if game.outcome(state) is not None or not seated:
        return []
    log = state.log
    last_move = log.tail[-1] if log.tail else log.chunks[-1][-1] if log.chunks else None
    last = None if last_move is None else last_move.player
    offers = [
        Offer(key, state, seated[seat][0], seat, seated[seat][1], game.legal_moves(state, seat), True, game)
        for seat in off_turn_seats(game, state, last)
        if seat in seated
    ]
    for seat in game.to_act(state):
        if seat in seated:
            member, agent = seated[seat]
            offers.append(Offer(key, state, member, seat, agent, game.legal_moves(state, seat), False, game))
    return offers
