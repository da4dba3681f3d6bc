"""The server's messages to a client, as JSON-ready dicts: ``room``, ``view``, ``error`` and the rest.

A ``view`` message carries the seat's own view (``view_to_dict``) and that
seat's legal moves (``move_to_dict``), nothing else about the game. A view's
``history`` grows by a few events a move, so a client is sent only the events
it has not had yet: ``history_from`` is the index of the first one sent, 0 when
the whole history is sent (a new game, a (re)join).

>>> error("Game is full")
{'type': 'error', 'message': 'Game is full'}
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import attrs

from cardtable.bots import best, names
from cardtable.core.events import Event
from cardtable.games import GAMES
from cardtable.online.rooms import Room, bot_seats
from cardtable.online.rooms.games import rules_to_dict, seat_range
from cardtable.online.rooms.open_mercy import LADDER, Ladder
from cardtable.online.rooms.open_mercy import OPEN_MERCY as NAME
from cardtable.records.convert import event_to_dict, move_to_dict, view_to_dict

__all__ = [
    "account",
    "daily_results",
    "error",
    "joined",
    "ladder",
    "left",
    "record",
    "replay",
    "room_key",
    "room_message",
    "solo",
    "stats",
    "view_message",
]

_GAME = GAMES[NAME]


def error(message: str) -> dict[str, Any]:
    """The answer to a message that changed nothing: what was wrong, in a player's words.

    >>> error("That name is taken")["message"]
    'That name is taken'
    """
    return {"type": "error", "message": message}


def joined(code: str, name: str, token: str, game: str = NAME) -> dict[str, Any]:
    """A member's welcome: the room, the name, the secret ``token`` that lets only them
    ``rejoin``, the room's game (``game``, its name, and ``title``), the bots of that game
    that may be seated (``add_bot``) and the one seated when none is named, the game's
    strongest (``best``, ``cardtable.bots.best``).

    >>> joined("ABC234", "Jo", "s3cret")
    {'type': 'joined', 'code': 'ABC234', 'name': 'Jo', 'token': 's3cret', 'bots': ['random', ...],
     'best': ..., 'game': 'open-mercy', 'title': 'Open Mercy'}
    """
    return {
        "type": "joined",
        "code": code,
        "name": name,
        "token": token,
        "bots": list(names(game)),
        "best": best(game),
        "game": game,
        "title": GAMES[game].FACTS.title,
    }


def account(handle: str, claimed: bool, token: str | None) -> dict[str, Any]:
    """Who the connection now plays as: the account's handle, whether it is claimed, and a
    new long-lived token to keep (``None`` when the browser's own token still holds).

    >>> account("BraveOtter12", False, "t0ken")
    {'type': 'account', 'handle': 'BraveOtter12', 'claimed': False, 'token': 't0ken'}
    """
    return {"type": "account", "handle": handle, "claimed": claimed, "token": token}


def bot_name(bot: str) -> str:
    """How the page names a bot: ``"pilot"`` is Pilot.

    >>> bot_name("terminator")
    'Terminator'
    """
    return bot.capitalize()


def ladder(progress: Ladder) -> dict[str, Any]:
    """An account's (or a browser's) ladder progress (OM23): the eight rungs in order, the bots
    beaten, the bot faced next and whether every one has been beaten.

    >>> message = ladder(Ladder(("scrap",)))
    >>> message["rungs"][:2], message["beaten"], message["next"], message["complete"]
    ([{'bot': 'scrap', 'name': 'Scrap'}, {'bot': 'pilot', 'name': 'Pilot'}], ['scrap'], 'pilot', False)
    """
    return {
        "type": "ladder",
        "rungs": [{"bot": bot, "name": bot_name(bot)} for bot in LADDER],
        "beaten": list(progress.beaten),
        "next": progress.opponent,
        "complete": progress.complete,
    }


def solo(mode: str, bot: str, day: str | None, counted: bool) -> dict[str, Any]:
    """What a ``view`` message says of a game against a bot: a ``"ladder"`` game or today's deal
    (``"daily"``, on ``day``), the bot, and whether the game's result counts as the day's.

    >>> solo("daily", "terminator", "2026-12-02", True)
    {'mode': 'daily', 'bot': 'terminator', 'name': 'Terminator', 'day': '2026-12-02', 'counted': True}
    """
    return {"mode": mode, "bot": bot, "name": bot_name(bot), "day": day, "counted": counted}


def stats(
    handle: str,
    claimed: bool,
    modes: dict[str, tuple[int, int]],
    progress: Ladder,
    daily: Sequence[dict[str, Any]],
    history: Sequence[dict[str, Any]],
) -> dict[str, Any]:
    """An account's stats: games and wins by mode, its ladder, its days' results and its latest
    games (each ``daily`` and ``history`` entry already a JSON-ready dict, newest first).

    >>> message = stats("Jo_88", True, {"ladder": (3, 1)}, Ladder(), [], [])
    >>> message["modes"], message["ladder"]["next"], "type" in message["ladder"]
    ({'ladder': {'games': 3, 'wins': 1}}, 'scrap', False)
    """
    rungs = ladder(progress)
    del rungs["type"]
    return {
        "type": "stats",
        "handle": handle,
        "claimed": claimed,
        "modes": {mode: {"games": games, "wins": wins} for mode, (games, wins) in modes.items()},
        "ladder": rungs,
        "daily": list(daily),
        "history": list(history),
    }


def record(game: int, seat: int, text: str) -> dict[str, Any]:
    """A finished game's record as ``seat`` saw it (``records.dumps(state, seat=seat)``'s text).

    >>> record(7, 0, "{}")
    {'type': 'record', 'game': 7, 'seat': 0, 'text': '{}'}
    """
    return {"type": "record", "game": game, "seat": seat, "text": text}


def replay(
    game: int,
    step: int,
    steps: int,
    seen: Any,
    said: Sequence[str],
    seats: Sequence[str | None],
    table: str = NAME,
) -> dict[str, Any]:
    """A seat's view of a finished game after ``step`` of its ``steps`` moves, for replay: the
    view with an empty history, that step's events in words, who sat at each seat, and the
    game's name (``table``), so that the page draws its table.

    >>> from cardtable import open_mercy as om
    >>> seen = om.view(om.new_game(seed=4), 0)
    >>> message = replay(7, 0, 31, seen, ["the opening card is red 1"], ["Jo", None])
    >>> message["steps"], message["view"]["history"], message["seats"]
    (31, [], ['Jo', None])
    """
    data = view_to_dict(attrs.evolve(seen, history=()))
    return {
        "type": "replay",
        "game": game,
        "step": step,
        "steps": steps,
        "view": data,
        "said": list(said),
        "seats": list(seats),
        "table": table,
    }


def daily_results(day: str, results: Sequence[tuple[str, bool, int]]) -> dict[str, Any]:
    """A day's counted results of today's deal, winners first, then fewest moves.

    >>> daily_results("2026-12-02", [("Jo_88", True, 40)])["results"]
    [{'handle': 'Jo_88', 'won': True, 'moves': 40}]
    """
    return {
        "type": "daily_results",
        "day": day,
        "results": [{"handle": handle, "won": won, "moves": moves} for handle, won, moves in results],
    }


def left(code: str | None) -> dict[str, Any]:
    """The answer to ``leave`` (and to being replaced by the same member's ``rejoin`` elsewhere).

    >>> left("ABC234")
    {'type': 'left', 'code': 'ABC234'}
    """
    return {"type": "left", "code": code}


def room_key(room: Room) -> tuple[Any, ...]:
    """What a ``room`` message tells; a new one is sent only when this changes.

    >>> from cardtable.online.rooms import create_room
    >>> room_key(create_room("Jo", seed=1, now=0.0))[1:4]
    (('Jo',), 'Jo', 'waiting')
    """
    return (room.code, room.members, room.host, room.phase, room.deadline, room.games, room.bots, room.away)
    # The game and rules never change in a room: its first message told them.


def room_message(room: Room, name: str | None, now: float) -> dict[str, Any]:
    """The room as its members see it: code, members in joining order, host, phase, countdown.

    ``countdown`` is the seconds left before a quick match starts (``None`` when
    no countdown runs); ``bots`` names the members that are bots; ``away`` the
    members whose connection is gone (the clock draws for them, OM18); ``seats``
    the member at each seat of the game in progress or just ended; ``game``, ``title``,
    ``rules`` (the host's, field by field; ``None`` in Open Mercy, whose rules are its
    ``stacking``) and ``seats_range`` (the fewest and the most seats) its game.

    >>> from cardtable.online.rooms import create_room
    >>> message = room_message(create_room("Jo", seed=1, now=0.0), "Jo", 0.0)
    >>> message["members"], message["host"], message["phase"], message["countdown"]
    (['Jo'], 'Jo', 'waiting', None)
    """
    deadline = room.deadline
    return {
        "type": "room",
        "code": room.code,
        "you": name,
        "members": list(room.members),
        "host": room.host,
        "phase": room.phase,
        "countdown": None if deadline is None else round(max(0.0, deadline - now), 1),
        "public": room.public,
        "stacking": room.stacking,
        "bots": [member for member, _ in room.bots],
        "away": [member for member, _ in room.away],
        "seats": list(room.seats),
        "bot_seats": [seat for seat, _ in bot_seats(room)],
        "games": room.games,
        "game": room.table,
        "title": GAMES[room.table].FACTS.title,
        "rules": None if room.rules is None else rules_to_dict(room.rules),
        "seats_range": list(seat_range(room.table)),
    }


def view_message(
    code: str | None,
    game: int,
    state: Any,
    seen: Any,
    history: Sequence[Event],
    history_from: int,
    solo: dict[str, Any] | None = None,
    table: str = NAME,
    said: Sequence[Event] | None = None,
) -> dict[str, Any]:
    """A seat's view after a change, with its legal moves; ``history`` holds the told events
    from number ``history_from`` on (``seen``'s own history is not written), and ``said`` the
    same events in words, the sentences the terminal prints (``Event.describe``), which name
    seats as ``seat N`` for the page to put names on. ``solo`` says what game against a bot
    this is (``solo``), ``None`` in a room; ``table`` names the game (``"kings-mercy"``, ...),
    so that the page draws its table. ``said`` are the events told in words when they are
    not ``history`` (a new hand's first view: the whole last move, the end of the hand before).

    ``moves_made`` counts the moves of the game so far (a move may name it as
    ``after``, to be refused if the table has moved on since).

    >>> from cardtable import open_mercy as om
    >>> state = om.new_game(seed=4)
    >>> seen = om.view(state, 0)
    >>> message = view_message("ABC234", 1, state, seen, seen.history[3:], 3)
    >>> message["moves_made"], len(message["view"]["hand"]), message["legal"][-1]
    (0, 7, {'move': 'Draw', 'player': 0})
    >>> [event["event"] for event in message["view"]["history"]]
    ['HandDealt', 'OpeningCard']
    >>> message["said"]
    ['seat 3 is dealt 7 cards', 'the opening card is red 1']
    """
    if seen.history:
        seen = attrs.evolve(seen, history=())
    data = view_to_dict(seen)
    data["history"] = [event_to_dict(event) for event in history]
    seat = seen.player
    legal = () if seat is None else GAMES[table].legal_moves(state, seat)
    return {
        "type": "view",
        "code": code,
        "game": game,
        "moves_made": len(state.log),
        "history_from": history_from,
        "view": data,
        "said": [event.describe(state.rules) for event in (history if said is None else said)],
        "legal": [move_to_dict(move) for move in legal],
        "solo": solo,
        "table": table,
    }
