// The table service's page (Open Mercy, and every other game's table through tables.js): plain DOM
// over the server's JSON protocol (docs/serve.md), as ES modules with no build step. This module
// holds the connection, takes in each server message, and shows the screen the page is at: home,
// lobby, waiting room, table, or the stats, replay and results panels.

import { joinInvite, showHome, showLobby, showWaiting, wireLobby } from "./lobby.js";
import { $, ACCOUNT_KEY, LADDER_KEY, SEAT_KEY, ladder, onRedraw, send, showError, state } from "./page.js";
import { download, replayTo, showReplay, showResults, showStats } from "./stats.js";
import { showTable } from "./table.js";

const SCREENS = ["home", "lobby", "waiting", "table", "stats", "replay", "results"];
const NO_ACCOUNTS = "This server keeps no accounts";

function connect() {
  const scheme = location.protocol === "https:" ? "wss" : "ws";
  // The room's code in the socket's address lets a proxy send it to the server holding the room.
  const seat = JSON.parse(localStorage.getItem(SEAT_KEY) || "null");
  const room = new URLSearchParams(location.search).get("room") || (seat && seat.code);
  const socket = new WebSocket(`${scheme}://${location.host}/ws${room ? `?room=${encodeURIComponent(room)}` : ""}`);
  state.socket = socket;
  socket.onopen = () => {
    state.retries = 0;
    send({ type: "games" }); // what the lobby offers: every game, its seats and its options
    const token = localStorage.getItem(ACCOUNT_KEY);
    if (token) {
      state.asked = true; // a returning visitor is the same guest, straight to the lobby
      send({ type: "play_now", token });
    }
    const saved = JSON.parse(localStorage.getItem(SEAT_KEY) || "null");
    if (saved) {
      state.rejoining = true;
      send({ type: "rejoin", code: saved.code, name: saved.name, token: saved.token });
    }
    show();
  };
  socket.onmessage = (event) => receive(JSON.parse(event.data));
  socket.onclose = () => {
    // The server went (a restart, the network): come back with the same token and seat.
    state.socket = null;
    state.retries = (state.retries || 0) + 1;
    $("status").textContent = "Disconnected: reconnecting...";
    setTimeout(connect, Math.min(10, state.retries) * 1000);
  };
}

const TAKE = {
  joined(message) {
    state.name = message.name;
    state.bots = message.bots || [];
    state.best = message.best || null;
    localStorage.setItem(SEAT_KEY, JSON.stringify({ code: message.code, name: message.name, token: message.token }));
    if (state.invite === message.code) {
      state.invite = null;
      history.replaceState(null, "", "/");
    }
  },
  account(message) {
    state.account = message;
    state.asked = false;
    state.entered = true;
    if (message.token) localStorage.setItem(ACCOUNT_KEY, message.token);
    const typed = state.joinAfterAccount;
    state.joinAfterAccount = null;
    if (state.invite && !state.room && !state.rejoining) joinInvite(typed || "");
  },
  ladder(message) {
    state.ladder = { rungs: message.rungs, beaten: message.beaten, next: message.next, complete: message.complete };
    if (!state.account) localStorage.setItem(LADDER_KEY, JSON.stringify(message.beaten));
  },
  room(message) {
    state.room = message;
    state.roomAt = performance.now();
    state.name = message.you;
    state.rejoining = false;
  },
  view(message) {
    const fresh = message.history_from === 0;
    const nextHand = fresh && newHand(message);
    state.said = fresh && !nextHand ? message.said : state.said.concat(message.said).slice(-400);
    state.events = fresh ? message.view.history : state.events.concat(message.view.history);
    state.table = message.table || "open-mercy"; // a message without it is Open Mercy's
    state.saidNew = message.said.length;
    if (fresh) state.resultsAsked = state.recorded = false;
    state.solo = message.solo; // null in a room
    state.view = message.view;
    state.legal = message.legal;
    state.movesMade = message.moves_made;
    state.colorsFor = null;
    state.panel = null;
    document.body.dataset.moves = String(message.moves_made);
    keepLadderHere();
  },
  left() {
    Object.assign(state, { room: null, view: null, legal: [], solo: null, said: [], events: [], colorsFor: null });
    localStorage.removeItem(SEAT_KEY);
  },
  error(message) {
    state.asked = false;
    if (message.message.startsWith(NO_ACCOUNTS)) {
      state.accountless = state.entered = true;
      const typed = state.joinAfterAccount;
      state.joinAfterAccount = null;
      if (state.invite && typed !== null) joinInvite(typed);
      return;
    }
    showError(message.message);
    if (message.message.startsWith("That name and token") || message.message.startsWith("No room with the code")) {
      state.rejoining = false;
      localStorage.removeItem(SEAT_KEY);
    }
  },
  games(message) {
    state.games = message.games;
  },
  stats(message) {
    state.stats = message;
    state.panel = "stats";
  },
  record: download,
  replay(message) {
    state.replay = message;
    state.panel = "replay";
  },
  daily_results(message) {
    state.results = message;
  },
};

// A game that keeps each hand's history alone (all but Open Mercy) sends a new hand from its
// start, with only the last move's events in words: what was said before stays on the page. The
// same hand sent again (a reconnection) starts the words over.
function newHand(message) {
  const first = JSON.stringify(message.view.history[0] || null);
  const same = state.view && state.handOf === `${message.code}/${message.game}`;
  const next = Boolean(same && message.table && message.table !== "open-mercy" && first !== state.handFirst);
  state.handOf = `${message.code}/${message.game}`;
  state.handFirst = first;
  return next;
}

// Without accounts this browser keeps the ladder: a win against the next bot unlocks the one after.
function keepLadderHere() {
  const view = state.view;
  const solo = state.solo;
  if (state.account || state.ladder || !solo || solo.mode !== "ladder" || state.recorded || !view.winners.length) return;
  state.recorded = true;
  const progress = ladder();
  if (view.winners.includes(0) && solo.bot === progress.next && !progress.complete) {
    localStorage.setItem(LADDER_KEY, JSON.stringify(progress.beaten.concat(solo.bot)));
  }
}

function receive(message) {
  const take = TAKE[message.type];
  if (take) take(message);
  show();
}

function screen() {
  const room = state.room;
  if (state.view && (state.solo || (room && room.phase !== "waiting"))) return "table";
  if (room && room.phase === "waiting") return "waiting";
  if (!state.entered) return state.asked && localStorage.getItem(ACCOUNT_KEY) ? "connecting" : "home";
  return state.panel || "lobby";
}

function show() {
  const at = screen();
  document.body.dataset.screen = at;
  for (const id of SCREENS) $(id).hidden = id !== at;
  const account = state.account;
  $("who").textContent = account ? `Playing as ${account.handle}${account.claimed ? "" : " (guest)"}` : state.accountless ? "Playing without an account" : "Not signed in";
  $("status").textContent = status(at);
  const title = state.room && state.room.title ? state.room.title : "Open Mercy"; // the room says its game
  document.querySelector("h1").textContent = title;
  document.title = title;
  const shows = { home: showHome, lobby: showLobby, waiting: showWaiting, table: showTable, stats: showStats, replay: showReplay, results: showResults };
  if (shows[at]) shows[at]();
}

function status(at) {
  if (at === "connecting") return "Connecting...";
  if (at === "table") return state.solo ? `Against ${state.solo.name}` : `Room ${state.room.code}, as ${state.name}`;
  if (at === "waiting") return `Room ${state.room.code}, as ${state.name}`;
  return { home: "Welcome", stats: "Your stats", replay: "Replay", results: "Today's results" }[at] || "Lobby";
}

window.addEventListener("DOMContentLoaded", () => {
  const invite = new URLSearchParams(location.search).get("room");
  state.invite = invite ? invite.trim().toUpperCase().slice(0, 6) : null;
  onRedraw(show);
  wireLobby();
  $("leave-table").onclick = $("spectate-leave").onclick = $("back").onclick = () => send({ type: "leave" });
  $("stats-open").onclick = () => {
    state.panel = "stats";
    state.stats = null;
    send({ type: "stats" });
    show();
  };
  for (const back of document.querySelectorAll(".to-lobby")) {
    back.onclick = () => {
      state.panel = null;
      show();
    };
  }
  $("replay-close").onclick = () => {
    state.panel = "stats";
    show();
  };
  $("replay-first").onclick = () => replayTo(0);
  $("replay-back").onclick = () => replayTo(state.replay.step - 1);
  $("replay-forward").onclick = () => replayTo(state.replay.step + 1);
  $("replay-last").onclick = () => replayTo(state.replay.steps);
  connect();
});
