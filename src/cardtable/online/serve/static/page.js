// What every screen of the page shares: what the server has told it, the socket, and small DOM helpers.

export const $ = (id) => document.getElementById(id);

// Kept across visits (localStorage): the account's long-lived token, the seat to rejoin, and the
// ladder progress of a visitor on a server that keeps no accounts.
export const ACCOUNT_KEY = "cardtable-account";
export const SEAT_KEY = "open-mercy";
export const LADDER_KEY = "open-mercy-ladder";

// The ladder's rungs until the server sends its own (OM23): only a server without a database never does.
export const RUNGS = ["Scrap", "Pilot", "Vera", "Rook", "Marla", "Kobra", "Zenith", "Terminator"].map((name) => ({ bot: name.toLowerCase(), name }));

export const state = {
  socket: null,
  retries: 0, // reconnections tried since the socket went
  rejoining: false, // a rejoin was sent for the seat kept in localStorage
  account: null, // the `account` message: handle, claimed
  accountless: false, // the server keeps no accounts (it runs without a database)
  asked: false, // PLAY NOW or the token was sent, no answer yet
  entered: false, // past the home page
  ladder: null,
  room: null,
  roomAt: 0,
  name: null,
  bots: [],
  best: null,
  view: null,
  legal: [],
  movesMade: 0,
  solo: null,
  said: [],
  saidNew: 0,
  events: [], // the view's events so far, as `said` in words
  handOf: "", // the room and game number of the hand on the table, and its first event
  handFirst: "",
  table: "open-mercy", // the game the table draws (the view message's `table`)
  games: [], // the `games` message: every game the lobby offers, its seats and options
  panel: null, // "stats", "replay" or "results" over the lobby
  stats: null,
  replay: null,
  results: null,
  resultsAsked: false, // the day's results were asked for at the end of today's deal
  recorded: false, // the end of this game against a bot is in the ladder this browser keeps
  invite: null, // the room code of an invite link
  waitedLonger: null, // the quick match this page pressed WAIT LONGER in (once per room)
  joinAfterAccount: null,
  colorsFor: null, // the Play moves of a wild whose color is being picked
};

let redrawing = () => {};

// Show the page again after a change of the page's own (the entry module registers how).
export function redraw() {
  redrawing();
}

export function onRedraw(show) {
  redrawing = show;
}

export function send(message) {
  hideError();
  if (state.socket && state.socket.readyState === WebSocket.OPEN) state.socket.send(JSON.stringify(message));
}

export function showError(text) {
  $("error").textContent = text;
  $("error").hidden = false;
}

export function hideError() {
  $("error").hidden = true;
}

export function el(tag, text = "", className = "") {
  const node = document.createElement(tag);
  if (text) node.textContent = text;
  if (className) node.className = className;
  return node;
}

export function button(text, onclick, className = "") {
  const node = el("button", text, className);
  node.onclick = onclick;
  return node;
}

// The ladder as the page shows it: the server's, or one kept in this browser when there are no accounts.
export function ladder() {
  if (state.ladder) return state.ladder;
  const beaten = JSON.parse(localStorage.getItem(LADDER_KEY) || "[]");
  const next = RUNGS[Math.min(beaten.length, RUNGS.length - 1)].bot;
  return { rungs: RUNGS, beaten, next, complete: beaten.length === RUNGS.length };
}

export function botName(bot) {
  const rung = ladder().rungs.find((each) => each.bot === bot);
  return rung ? rung.name : bot;
}

// PLAY VS BOT, NEXT BOT and a solo REMATCH: the server picks the bot from the account's progress,
// or from the bots beaten this browser remembers when there is no account.
export function vsBot() {
  send(state.account ? { type: "vs_bot" } : { type: "vs_bot", beaten: ladder().beaten });
}

// The name a person has at a table: what they typed, else their account's handle.
export function tableName(typed) {
  const name = typed.trim() || (state.account ? state.account.handle : "");
  if (!name) showError("Type your name first");
  return name;
}
