"""What a seat observes, as OpenSpiel's Python games hand it over: an observer object
with a ``tensor``, a ``dict`` of named views of it, ``set_from(state, player)`` and
``string_from(state, player)``.

Everything comes from the seat's ``View`` (``view(state, seat)``), never from
the state, so nothing hidden from the seat can reach it:

- the tensor is ``cardtable.adapters.observation.observation(view)`` (its
  documented planes, one ``"observation"`` entry), the same for the
  information-state tensor and the observation tensor (it summarises the hand's
  history in a fixed size);
- the information-state string is ``information_state(view)``: the whole view,
  its ``history`` (all the seat was told this hand) and ``last_hand`` included;
  once a hand is over (a game of several hands, or a redeal), it becomes
  ``{"earlier":[...],"now":...}``, ``earlier`` being every event of the hands
  already over as the seat was told them (``told``), so that the seat recalls
  everything it was ever told (perfect recall);
- the observation string is the view without its ``history``: what the seat
  sees now and what the last move told it (``events``).

Private information ``SINGLE_PLAYER`` (OpenSpiel's default) observes the seat's
view; ``NONE`` the spectator's (``view(state, None)``: public information only,
the same whichever seat asks). ``ALL_PLAYERS`` is refused: a view is one seat's.
The public information is always included (a view holds both). Before the deal is drawn,
no seat has a view: the tensor is zeros and the string says how many cards are
dealt face down so far.

>>> from cardtable.adapters.openspiel import load
>>> state = load("kings-mercy", players=3, decks=1).new_initial_state()
>>> state.observation_string(0)
'seat 0: 0 chance outcomes drawn face down'
>>> state.apply_action(0)
>>> state.observation_string(0)[:40], len(state.observation_tensor(0))
('{"player":0,"hand":["7♦","9♦","5♠"],"to_', 362)
"""

from __future__ import annotations

import json
from typing import Any

import attrs

from cardtable.adapters.observation import information_state, observation, observation_shape
from cardtable.adapters.openspiel.extra import np, spiel
from cardtable.adapters.openspiel.position import Setup
from cardtable.core.events import told
from cardtable.records.convert import event_to_dict, view_to_dict

_COMPACT: dict[str, Any] = {"ensure_ascii": False, "separators": (",", ":")}


class Observer:
    """An OpenSpiel Python observer of one game configuration (see the module docstring)."""

    def __init__(self, setup: Setup, iig_obs_type: Any = None, params: Any = None) -> None:
        if params:
            raise ValueError(f"cardtable observers take no parameters, not {dict(params)!r}")
        if not isinstance(iig_obs_type, spiel.IIGObservationType):
            # OpenSpiel calls make_py_observer(params) when it wants its default observation.
            iig_obs_type = spiel.IIGObservationType(perfect_recall=False)
        private = iig_obs_type.private_info
        if private == spiel.PrivateInfoType.ALL_PLAYERS:
            raise ValueError("a cardtable observation is one seat's view: ALL_PLAYERS is not offered")
        self.setup = setup
        self.public_only = private == spiel.PrivateInfoType.NONE
        self.perfect_recall = bool(iig_obs_type.perfect_recall)
        shape = observation_shape(setup.name, setup.rules)
        self.tensor = np.zeros(int(np.prod(shape)), np.float32)
        self.dict = {"observation": self.tensor.reshape(shape)}

    def _view(self, state: Any, player: int) -> Any:
        position = state.position
        if position.engine is None:
            return None
        seat = None if self.public_only else player
        seen = position.seen
        if seat not in seen:
            seen[seat] = self.setup.module.view(position.engine, seat)
        return seen[seat]

    def set_from(self, state: Any, player: int) -> None:
        """Fill ``tensor`` with what ``player`` observes in ``state``."""
        seen = self._view(state, player)
        if seen is None:
            self.tensor.fill(0.0)
            return
        # The information-state and observation tensors are one: work it out once.
        key = ("tensor", seen.player)
        memo = state.position.seen
        if key not in memo:
            memo[key] = observation(seen).ravel()
        self.tensor[:] = memo[key]

    def string_from(self, state: Any, player: int) -> str:
        """What ``player`` observes in ``state``, as text (see the module docstring)."""
        seen = self._view(state, player)
        if seen is None:
            return f"seat {player}: {len(state.position.deal.drawn)} chance outcomes drawn face down"
        if self.perfect_recall:
            now = information_state(seen)
            earlier = state.position.earlier
            if not earlier:
                return now
            recalled = json.dumps([event_to_dict(event) for event in told(earlier, seen.player)], **_COMPACT)
            return f'{{"earlier":{recalled},"now":{now}}}'
        # Written without its history, which may be long (Open Mercy's is the whole game).
        data = view_to_dict(attrs.evolve(seen, history=()))
        del data["history"]
        return json.dumps(data, **_COMPACT)
