// The table: the game as the seat sees it, its choices as the seed's windows, every event in words,
// and how the game ends (SPECTATING, REMATCH, NEXT BOT, BACK TO LOBBY, today's deal's result).
// The page knows no rules: what may be played comes from the "legal" moves the server sends.

import { colorDot, direction, meterText, seatItem, stackText, tell, topCard } from "./board.js";
import { COLORS, cardElement, sortCards } from "./cards.js";
import { $, botName, button, el, ladder, redraw, send, state, vsBot } from "./page.js";
import { resultsList } from "./stats.js";
import { showGameTable } from "./tables.js";

export function seatNames() {
  const view = state.view;
  if (state.solo) return [state.account ? state.account.handle : state.name || "You", state.solo.name];
  if (state.room) return state.room.seats;
  const seats = view.hand_sizes || view.units || view.scores || view.hands_won || [];
  return seats.map((_, seat) => `Player ${seat + 1}`);
}

export function showTable() {
  const other = state.table !== "open-mercy";
  for (const part of document.querySelectorAll(".om-part")) part.hidden = other;
  $("game").hidden = !other;
  if (other) return showGameTable();
  const view = state.view;
  const me = view.player;
  const names = seatNames();
  const over = view.winners.length > 0;
  const out = me === null || view.eliminated[me];
  $("badge").hidden = over || out || !view.to_act.includes(me);
  $("table-title").textContent = tableTitle();
  $("leave-table").hidden = over || out;
  const counted = state.solo && state.solo.mode === "daily" && state.solo.counted && !over;
  $("table-note").hidden = !counted;
  $("table-note").textContent = counted ? "Your first game today: its result counts, and leaving before the end counts as a loss." : "";
  $("spectating").hidden = over || !out;
  $("spectating-why").textContent = me === null ? "" : "You are out: 25 cards. Watch the rest, or leave.";
  const away = state.room ? state.room.away : [];
  const others = playOrder(view).filter((seat) => seat !== me);
  $("seats").replaceChildren(...others.map((seat) => seatItem(view, seat, names[seat], away.includes(names[seat]))));
  $("direction").textContent = direction(view);
  colorDot($("color-dot"), view.color);
  $("stack").textContent = stackText(view);
  $("stack").className = view.stack ? "live" : "";
  $("meter").textContent = meterText(view);
  $("meter").className = me !== null && view.hand_sizes[me] >= 20 ? "near" : "";
  showDeck(view);
  topCard($("top"), view);
  showWindow(view, names);
  showCalls(names);
  showHand(view);
  showOver(view, names);
  showNarration(names);
}

export function tableTitle() {
  const solo = state.solo;
  if (!solo) return state.room ? `Room ${state.room.code}` : "";
  return solo.mode === "daily" ? `TODAY'S DEAL vs ${solo.name}` : `vs ${solo.name}`;
}

// The seats in the order play goes round, starting after the viewer's own.
function playOrder(view) {
  const count = view.hand_sizes.length;
  const from = view.player === null ? 0 : view.player;
  return Array.from({ length: count }, (_, step) => (from + view.direction * (step + 1) + count * count) % count);
}

function showDeck(view) {
  const draw = state.legal.find((move) => move.move === "Draw");
  $("deck-size").textContent = String(view.deck_size);
  $("deck-take").textContent = draw && view.stack ? `TAKE ${view.stack}` : "";
  $("deck").disabled = !draw;
  $("deck").classList.toggle("ready", Boolean(draw));
  $("deck").onclick = () => draw && play(draw);
}

function showHand(view) {
  const hand = sortCards(view.hand).map((card) => {
    const moves = state.legal.filter((move) => move.move === "Play" && move.card === card);
    const chosen = () => (moves.length === 1 ? play(moves[0]) : pickColor(moves));
    return cardElement(card, { onclick: chosen, playable: moves.length > 0 });
  });
  $("hand").replaceChildren(...hand);
}

function pickColor(moves) {
  state.colorsFor = moves;
  redraw();
}

// The seed's windows: the color picker, the Roulette, SWAP HANDS, PICK TOP CARD.
function showWindow(view, names) {
  const legal = state.legal;
  const kinds = (kind) => legal.filter((move) => move.move === kind);
  let title = "";
  let text = "";
  let choices = [];
  if (state.colorsFor) {
    title = "CHOOSE A COLOR";
    text = `The next player must match the color your ${state.colorsFor[0].card} names.`;
    choices = colorButtons(state.colorsFor).concat(button("CANCEL", () => pickColor(null), "quiet"));
  } else if (kinds("ChooseColor").length) {
    title = "CHOOSE A COLOR";
    const found = view.pending && view.pending.cards && view.pending.cards[0];
    text = found ? `Your draw found ${found}: name the next color.` : "Name the next color.";
    choices = colorButtons(kinds("ChooseColor"));
  } else if (kinds("NameRouletteColor").length) {
    title = "ROULETTE TRAP DETECTED — CHOOSE YOUR FATE";
    text = "Name a color: you draw until it comes (wilds do not count), and lose your turn.";
    choices = colorButtons(kinds("NameRouletteColor"));
  } else if (kinds("SwapWith").length || kinds("KeepHand").length) {
    title = "SWAP HANDS";
    text = "Trade your whole hand with another player, or keep yours.";
    choices = kinds("SwapWith").map((move) => button(`${names[move.target]} (${view.hand_sizes[move.target]} cards)`, () => play(move), "swap"));
    choices.push(...kinds("KeepHand").map((move) => button("KEEP MY HAND", () => play(move), "keep")));
  } else if (kinds("PickTop").length) {
    title = "PICK TOP CARD";
    text = "Which card ends up on top? Its effect fires as if you had just played it.";
    choices = kinds("PickTop").map((move) => cardElement(move.card, { onclick: () => play(move) }));
  }
  $("window").hidden = !title;
  $("window-title").textContent = title;
  $("window-text").textContent = text;
  $("window-choices").replaceChildren(...choices);
}

function colorButtons(moves) {
  return COLORS.flatMap((color) => moves.filter((move) => move.color === color)).map((move) => button(move.color.toUpperCase(), () => play(move), `color-choice ${move.color}`));
}

function showCalls(names) {
  const calls = state.legal.flatMap((move) => {
    if (move.move === "CallMercy") return [button("MERCY!", () => play(move), "mercy")];
    if (move.move === "Catch") return [button(`CAUGHT! ${names[move.target]} forgot MERCY`, () => play(move), "caught")];
    return [];
  });
  $("calls").replaceChildren(...calls);
}

function showOver(view, names) {
  const over = view.winners.length > 0;
  $("over").hidden = !over;
  if (!over) return;
  const solo = state.solo;
  const won = view.player !== null && view.winners.includes(view.player);
  const winners = view.winners.map((seat) => names[seat]).join(" and ");
  const knocked = view.player !== null && view.eliminated[view.player] ? "You are out (25 cards). " : "";
  $("result").textContent = won ? `You won${solo ? ` against ${solo.name}` : ""}!` : `${knocked}${winners} won.`;
  $("result").className = `result ${won ? "won" : "lost"}`;
  const host = !solo && state.room && state.room.host === state.name;
  const ladderGame = solo && solo.mode !== "daily";
  $("rematch").hidden = !(host || (ladderGame && !won));
  $("rematch").onclick = () => (solo ? vsBot() : send({ type: "rematch" }));
  $("next-bot").hidden = !(ladderGame && won);
  $("next-bot").textContent = `NEXT BOT: ${botName(ladder().next).toUpperCase()}`;
  $("back").hidden = false;
  const daily = solo && solo.mode === "daily";
  const results = daily && state.results && state.results.day === solo.day ? state.results : null;
  const counted = daily ? el("p", solo.counted ? "Your first game today: this result counts." : "Only the day's first game counts: this one is not counted.", "hint") : null;
  const heading = daily ? el("h3", `Today's deal, ${solo.day}: the results`) : null;
  $("over-results").replaceChildren(...(daily ? [counted, heading, resultsList(results)] : []));
  if (daily && !results && !state.resultsAsked) {
    state.resultsAsked = true;
    send({ type: "daily_results", day: solo.day });
  }
}

export function showNarration(names) {
  const lines = state.said.slice(-14);
  const fresh = Math.min(state.saidNew, lines.length);
  $("narration").replaceChildren(...lines.map((line, index) => el("li", tell(line, names), index >= lines.length - fresh ? "new" : "")).reverse());
}

export function play(move) {
  state.colorsFor = null;
  send({ type: "move", move, after: state.movesMade });
}
