// Open Mercy's page: plain DOM over the server's JSON protocol (docs/serve.md).
// The page knows no rules: what may be played comes from the "legal" moves the server sends.
"use strict";

const $ = (id) => document.getElementById(id);
const COLORS = ["red", "blue", "green", "yellow"];
const state = { socket: null, room: null, view: null, legal: [], history: [], movesMade: 0, name: null, bots: [], best: null, account: null };
// Kept across visits (localStorage): the account's long-lived token, and the seat to rejoin.
const ACCOUNT_KEY = "cardtable-account";
const SEAT_KEY = "open-mercy";

function connect() {
  const scheme = location.protocol === "https:" ? "wss" : "ws";
  // The room's code in the socket's address lets a proxy send it to the server holding the room.
  const seat = JSON.parse(localStorage.getItem(SEAT_KEY) || "null");
  const room = new URLSearchParams(location.search).get("room") || (seat && seat.code);
  const socket = new WebSocket(`${scheme}://${location.host}/ws${room ? `?room=${encodeURIComponent(room)}` : ""}`);
  state.socket = socket;
  socket.onopen = () => {
    const token = localStorage.getItem(ACCOUNT_KEY);
    if (token) send({ type: "play_now", token }); // a returning visitor is the same guest
    const saved = JSON.parse(localStorage.getItem(SEAT_KEY) || "null");
    if (saved) {
      send({ type: "rejoin", code: saved.code, name: saved.name, token: saved.token });
    }
    show();
  };
  socket.onmessage = (event) => receive(JSON.parse(event.data));
  socket.onclose = () => {
    $("status").textContent = "Disconnected: reload the page to come back.";
  };
}

function send(message) {
  $("error").hidden = true;
  state.socket.send(JSON.stringify(message));
}

function receive(message) {
  if (message.type === "joined") {
    state.name = message.name;
    state.bots = message.bots || [];
    state.best = message.best || null;
    localStorage.setItem(SEAT_KEY, JSON.stringify({ code: message.code, name: message.name, token: message.token }));
  } else if (message.type === "account") {
    state.account = message;
    if (message.token) localStorage.setItem(ACCOUNT_KEY, message.token);
    if (!$("name").value) $("name").value = message.handle;
  } else if (message.type === "room") {
    state.room = message;
    state.roomAt = performance.now();
    state.name = message.you;
  } else if (message.type === "view") {
    state.history = message.history_from === 0 ? message.view.history : state.history.concat(message.view.history);
    state.view = message.view;
    state.legal = message.legal;
    state.movesMade = message.moves_made;
    document.body.dataset.moves = String(message.moves_made);
    state.solo = message.code === null;
  } else if (message.type === "left") {
    state.room = null;
    state.view = null;
    state.legal = [];
    localStorage.removeItem(SEAT_KEY);
  } else if (message.type === "error") {
    $("error").textContent = message.message;
    $("error").hidden = false;
    if (message.message.startsWith("That name and token") || message.message.startsWith("No room with the code")) {
      localStorage.removeItem(SEAT_KEY);
    }
  }
  show();
}

function show() {
  const account = state.account;
  $("who").textContent = account ? `Playing as ${account.handle}${account.claimed ? "" : " (guest)"}` : "Not signed in";
  $("play-now").hidden = account !== null;
  $("claim-box").hidden = !account || account.claimed;
  $("sign-in-box").hidden = account !== null && account.claimed;
  const room = state.room;
  const playing = state.view !== null && (state.solo || (room && room.phase !== "waiting"));
  $("lobby").hidden = room !== null || playing;
  $("waiting").hidden = !(room && room.phase === "waiting") || playing;
  $("table").hidden = !playing;
  $("status").textContent = room ? `Room ${room.code}, as ${state.name}` : state.solo && playing ? "Against a bot" : "In the lobby";
  if (room && room.phase === "waiting") showWaiting(room);
  if (playing) showTable();
}

function showWaiting(room) {
  $("code").textContent = room.code;
  const host = room.host === state.name;
  const count = room.members.length;
  $("members").replaceChildren(...room.members.map((name) => item(name + (name === room.host ? " (host)" : ""))));
  $("start").hidden = !host;
  $("start").textContent = `START GAME (${count} in)`;
  $("bot-controls").hidden = !(host || room.public);
  if ($("bot").options.length !== state.bots.length) {
    $("bot").replaceChildren(...state.bots.map((name) => Object.assign(document.createElement("option"), { value: name, textContent: name })));
    if (state.best !== null) $("bot").value = state.best; // the strongest, unless the person picks another
  }
  $("wait-longer").hidden = !room.public;
  $("countdown").hidden = room.countdown === null;
  showCountdown();
}

function showCountdown() {
  const room = state.room;
  if (!room || room.countdown === null) return;
  const left = Math.max(0, room.countdown - (performance.now() - state.roomAt) / 1000);
  $("countdown").textContent = `Starts in ${Math.ceil(left)} s`;
}

function showTable() {
  const view = state.view;
  const me = view.player;
  const mine = me !== null && view.to_act.includes(me);
  $("badge").hidden = !mine;
  $("direction").textContent = view.direction === 1 ? "CW" : "CCW";
  $("color-dot").className = `dot ${view.color}`;
  $("color-dot").textContent = view.color;
  $("stack").textContent = view.stack ? `stack ${view.stack}` : "no stack";
  $("meter").textContent = me === null ? "spectating" : `${view.hand_sizes[me]}/${view.limit}`;
  $("deck-size").textContent = view.deck_size;
  $("top").textContent = view.top;
  $("top").className = `card ${cardColor(view.top)}`;
  $("seats").replaceChildren(...view.hand_sizes.map((size, seat) => item(seatLine(view, seat, size))));
  const draw = state.legal.find((move) => move.move === "Draw");
  $("deck").disabled = !draw;
  $("deck").onclick = () => draw && play(draw);
  showHand(view);
  showChoices();
  const over = view.winners.length > 0;
  $("over").hidden = !over;
  $("result").textContent = over ? `${seatName(view.winners[0])} won.` : "";
  $("rematch").hidden = !(over && state.room && state.room.host === state.name);
  $("events").replaceChildren(...state.history.slice(-8).reverse().map((event) => item(describe(event))));
}

function showHand(view) {
  $("hand").replaceChildren(
    ...view.hand.map((card) => {
      const moves = state.legal.filter((move) => move.move === "Play" && move.card === card);
      const button = Object.assign(document.createElement("button"), { textContent: card, className: `card ${cardColor(card)}` });
      button.disabled = moves.length === 0;
      button.onclick = () => (moves.length === 1 ? play(moves[0]) : pickColor(moves));
      return button;
    }),
  );
}

function pickColor(moves) {
  $("colors").hidden = false;
  $("colors").replaceChildren(
    item("Choose the next color:", "span"),
    ...moves.map((move) => button(move.color.toUpperCase(), () => play(move), `dot ${move.color}`)),
  );
}

const CHOICES = {
  ChooseColor: (move) => `${move.color.toUpperCase()}`,
  NameRouletteColor: (move) => `ROULETTE: ${move.color.toUpperCase()}`,
  SwapWith: (move) => `SWAP HANDS with ${seatName(move.target)}`,
  KeepHand: () => "KEEP MY HAND",
  PickTop: (move) => `PICK TOP CARD: ${move.card}`,
  CallMercy: () => "MERCY!",
  Catch: (move) => `CAUGHT! ${seatName(move.target)} forgot MERCY`,
};

function showChoices() {
  $("colors").hidden = true;
  const choices = state.legal.filter((move) => move.move in CHOICES);
  $("choices").replaceChildren(...choices.map((move) => button(CHOICES[move.move](move), () => play(move), move.move)));
}

function play(move) {
  send({ type: "move", move, after: state.movesMade });
}

function seatName(seat) {
  if (state.solo) return seat === 0 ? "You" : "The bot";
  const name = state.room && state.room.seats[seat];
  return name === state.name ? "You" : name || `seat ${seat}`;
}

function seatLine(view, seat, size) {
  const marks = [];
  if (view.to_act.includes(seat)) marks.push("to play");
  if (view.called[seat]) marks.push("MERCY!");
  if (view.catchable.includes(seat)) marks.push("catchable");
  if (view.eliminated[seat]) marks.push("out");
  if (state.room && state.room.away.includes(state.room.seats[seat])) marks.push("away");
  return `${seatName(seat)}: ${size}/${view.limit} ${marks.join(" ")}`;
}

function describe(event) {
  const who = "player" in event ? seatName(event.player) : "";
  const details = Object.entries(event)
    .filter(([key, value]) => key !== "event" && key !== "player" && value !== null)
    .map(([key, value]) => `${key} ${Array.isArray(value) ? value.join(", ") : value}`);
  return [who, event.event, ...details].filter(Boolean).join(" ");
}

function cardColor(card) {
  const first = String(card).split(" ")[0];
  return COLORS.includes(first) ? first : "wild";
}

function item(text, tag = "li") {
  return Object.assign(document.createElement(tag), { textContent: text });
}

function button(text, onclick, className = "") {
  return Object.assign(document.createElement("button"), { textContent: text, onclick, className });
}

function named() {
  const name = $("name").value.trim();
  if (!name) {
    $("error").textContent = "Type your name first";
    $("error").hidden = false;
  }
  return name;
}

window.addEventListener("DOMContentLoaded", () => {
  $("play-now").onclick = () => {
    const token = localStorage.getItem(ACCOUNT_KEY);
    send(token ? { type: "play_now", token } : { type: "play_now" });
  };
  $("claim").onclick = () => send({ type: "claim", handle: $("claim-handle").value.trim(), password: $("claim-password").value });
  $("sign-in").onclick = () => send({ type: "sign_in", handle: $("sign-in-handle").value.trim(), password: $("sign-in-password").value });
  $("create").onclick = () => named() && send({ type: "create", name: named(), stacking: $("stacking").value });
  $("join").onclick = () => named() && send({ type: "join", code: $("join-code").value.trim().toUpperCase(), name: named() });
  $("quick").onclick = () => named() && send({ type: "quick_match", name: named() });
  $("start").onclick = () => send({ type: "start" });
  $("add-bot").onclick = () => send({ type: "add_bot", bot: $("bot").value });
  $("wait-longer").onclick = () => send({ type: "wait_longer" });
  $("vs-bot").onclick = () => send({ type: "vs_bot" });
  $("rematch").onclick = () => send({ type: "rematch" });
  for (const leave of document.querySelectorAll(".leave")) leave.onclick = () => send({ type: "leave" });
  setInterval(showCountdown, 500);
  connect();
});
