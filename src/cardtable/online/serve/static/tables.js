// The table of a game other than Open Mercy: the game's own module (chosen by the view message's
// `table`) draws it into #game; around it the page keeps what every table has: YOUR TURN, the
// room's title, LEAVE, the end of the game with REMATCH, and every event in words with names.

import * as kct from "./kct.js";
import * as km from "./km.js";
import { $, button, el, send, state } from "./page.js";
import { play, seatNames, showNarration, tableTitle } from "./table.js";
import * as ww from "./ww.js";

export const TABLES = { "kings-mercy": km, "king-cut-throat": kct, "witch-of-the-woods": ww };

// A game this page has no table for (one a program registered): its moves as plain buttons.
const PLAIN = {
  title: "",
  winners: (view) => (view.phase === "over" && view.winners ? view.winners : null),
  draw(root, { legal, play }) {
    const words = (move) => Object.entries(move).map(([field, value]) => (field === "player" ? "" : String(value))).filter(Boolean).join(" ");
    root.replaceChildren(...legal.map((move) => button(words(move), () => play(move))));
  },
};

export function showGameTable() {
  const view = state.view;
  const game = TABLES[state.table] || PLAIN;
  const names = seatNames();
  const me = view.player;
  const won = game.winners(view, state.events);
  document.body.dataset.phase = view.phase; // the stage of the hand, for a test to wait on
  $("badge").hidden = won !== null || me === null || !view.to_act.includes(me);
  $("table-title").textContent = game.title || tableTitle(); // the room's code is in the status line
  $("leave-table").hidden = won !== null;
  $("table-note").hidden = true;
  const rules = state.room ? state.room.rules : null;
  game.draw($("game"), { view, legal: state.legal, names, events: state.events, said: state.said, play, rules });
  markAway(names);
  showEnd(won, me, names);
  showNarration(names);
}

// A person whose connection went keeps the seat: it says AWAY until they are back.
function markAway(names) {
  const away = state.room ? state.room.away : [];
  for (const item of $("game").querySelectorAll(".game-seats li[data-seat]")) {
    if (away.includes(names[Number(item.dataset.seat)])) item.append(el("span", "AWAY", "mark away"));
  }
}

function showEnd(won, me, names) {
  $("over").hidden = won === null;
  if (won === null) return;
  const mine = me !== null && won.includes(me);
  const who = won.map((seat) => names[seat]).join(" and ");
  $("result").textContent = mine ? (won.length > 1 ? `You won, with ${won.filter((seat) => seat !== me).map((seat) => names[seat]).join(" and ")}!` : "You won!") : won.length ? `${who} won.` : "Nobody won.";
  $("result").className = `result ${mine ? "won" : "lost"}`;
  $("rematch").hidden = !(state.room && state.room.host === state.name);
  $("rematch").onclick = () => send({ type: "rematch" });
  $("next-bot").hidden = true;
  $("back").hidden = false;
  $("over-results").replaceChildren();
}
