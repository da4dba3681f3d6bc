// Witch of the Woods at the table, with its Faerunian cards (RULINGS WW1): the Mercenary Camp,
// draws and returns, the Witch's forced trade, the betting when it is on, the reveal with each
// hand's score and its breakdown, the tie convention, and hands won.

import { box, moveWithCards, movesOf, pickKey, picked, seatBox, seatRow, seatsJoined, section, strip, togglePick } from "./felt.js";
import { cardRow, cardWords, frenchCard, sortHand } from "./french.js";
import { button, el, redraw } from "./page.js";

export const title = "Witch of the Woods";

const TIES = { A: "ties: rounds off the deck", B: "ties: a tied Witch holder wins", C: "ties: the hand is drawn" };
const BONUSES = [["color", "one colour"], ["suit", "one suit"], ["run", "run"], ["pair", "pair"], ["three_of_a_kind", "three of a kind"]];

export function winners(view) {
  return view.phase === "over" ? view.winners : null;
}

export function draw(root, { view, legal, names, play }) {
  const me = view.player;
  const rules = view.rules;
  const betting = view.pot !== null;
  const facts = [`HAND ${view.hand_number}`, el("span", `CAMP ${view.camp_size}`, "camp"), `DECK ${view.deck_size}`];
  if (betting) facts.push(el("span", `POT ${view.pot}`, "pot"));
  if (betting && ["betting", "clean-up"].includes(view.phase)) facts.push(`TO MATCH ${view.to_match}`);
  facts.push(`FIRST TO ${rules.hands_to_win} HANDS`, `${rules.tie_convention}: ${TIES[rules.tie_convention]}`);
  const seats = view.hands_won.map((won, seat) => seatBox(seat, names[seat], { me: seat === me, facts: seatFacts(view, seat, won), marks: seatMarks(view, seat) }));
  const parts = [strip(facts), seatRow(seats), campPart(view)];
  parts.push(...decisions(view, legal, names, play));
  if (me !== null && view.hand.length) parts.push(handPart(view, legal, names));
  if (view.last_hand && (view.phase === "over" || !view.swapped.some((k) => k !== null))) parts.push(reveal(view.last_hand, view, names));
  root.replaceChildren(...parts);
}

function seatFacts(view, seat, won) {
  const facts = [`${won} hand${won === 1 ? "" : "s"} won`];
  if (view.units) facts.push(`${view.units[seat]} units`, `in the pot: ${view.put_in[seat]}`);
  const swapped = view.swapped[seat];
  if (swapped !== null) facts.push(swapped === 0 ? "stood pat" : `drew ${swapped}`);
  return facts;
}

function seatMarks(view, seat) {
  const marks = [];
  if (seat === view.dealer) marks.push(["DEALER", "dealer"]);
  if (view.sitting_out[seat]) marks.push(["SITTING OUT", "out"]);
  else if (view.folded[seat]) marks.push(["FOLDED", "out"]);
  if (seat === view.witch_holder) marks.push(["THE WITCH", "witch"]);
  if (view.to_act.includes(seat)) marks.push(["TO ACT", "turn"]);
  return marks;
}

function campPart(view) {
  const camp = el("div", "", "camp-cards");
  camp.append(cardRow(Array(view.camp_size).fill(null), { small: true }));
  const node = section("THE MERCENARY CAMP", camp, el("p", "Face down: a draw from it is blind, and cards put back are mixed in.", "hint"));
  node.classList.add("camp-part");
  return node;
}

function decisions(view, legal, names, play) {
  const shown = [];
  const bets = ["Stand", "Match", "Add", "Fold"].flatMap((kind) => movesOf(legal, kind));
  if (bets.length) {
    const words = (move) => ({ Stand: "STAND", Add: `ADD ${move.amount}`, Match: `MATCH ${view.to_match}`, Fold: "FOLD" })[move.move];
    const text = view.to_match ? `${view.to_match} added: match it or fold.` : "Stand, or add to the pot (no raises).";
    shown.push(box(view.phase === "clean-up" ? "MATCH OR FOLD" : "YOUR BET", text, bets.map((move) => button(words(move), () => play(move), `bet ${move.move.toLowerCase()}`))));
  }
  const swaps = movesOf(legal, "StandPat", "DrawFromCamp");
  if (swaps.length) {
    const words = (move) => (move.move === "StandPat" ? "STAND PAT" : `DRAW ${move.count}`);
    shown.push(box("THE CAMP", "Draw up to 3 blind cards from the Camp, then put back as many of the cards you held; or keep your hand.", swaps.map((move) => button(words(move), () => play(move), move.move === "StandPat" ? "stand-pat" : "draw"))));
  }
  const returns = movesOf(legal, "ReturnToCamp");
  if (returns.length) {
    const count = returns[0].cards.length;
    const chosen = picked(pickKey(view, "return"));
    const move = chosen.length === count ? moveWithCards(returns, chosen) : null;
    const go = button(`RETURN ${count}`, () => move && play(move), "primary return");
    go.disabled = !move;
    const drawn = view.drawn.map((card) => cardWords(card, true)).join(", ");
    shown.push(box("PUT BACK", `You drew ${drawn}. Pick ${count} of the cards you held before to return to the Camp. Picked: ${chosen.length} of ${count}.`, [go]));
  }
  const trades = movesOf(legal, "WitchTrade");
  if (trades.length) {
    const chosen = picked(pickKey(view, "witch"));
    const give = chosen[0];
    const targets = give ? trades.filter((move) => move.give === give) : [];
    const choices = targets.map((move) => button(`TRADE WITH ${names[move.target].toUpperCase()}`, () => play(move), "primary trade"));
    const text = give ? `You give ${cardWords(give, true)}: whose hand do you take a blind card from?` : "You hold the Witch: pick one of your other cards to give, then the player you take a blind card from.";
    shown.push(box("THE WITCH'S TRADE", text, choices));
  }
  return shown;
}

function handPart(view, legal) {
  const returns = movesOf(legal, "ReturnToCamp");
  const trades = movesOf(legal, "WitchTrade");
  let cards;
  if (returns.length) {
    const key = pickKey(view, "return");
    const may = new Set(returns.flatMap((move) => move.cards));
    cards = sortHand(view.hand).map((card) => frenchCard(card, { faerun: true, picked: picked(key).includes(card), playable: may.has(card), onclick: () => (togglePick(key, card, returns[0].cards.length), redraw()) }));
  } else if (trades.length) {
    const key = pickKey(view, "witch");
    const may = new Set(trades.map((move) => move.give));
    const choose = (card) => () => {
      picked(key).splice(0, 1, card);
      redraw();
    };
    cards = sortHand(view.hand).map((card) => frenchCard(card, { faerun: true, picked: picked(key).includes(card), playable: may.has(card), onclick: choose(card) }));
  } else {
    cards = sortHand(view.hand).map((card) => frenchCard(card, { faerun: true }));
  }
  const row = el("div", "", "hand game-hand");
  row.setAttribute("aria-label", "your hand");
  row.append(...cards);
  const parts = [row];
  if (view.score) parts.push(breakdown(view.score));
  return section("YOUR HAND", ...parts);
}

// A hand's score as WW6 counts it: each card's value, then each bonus that applies.
function breakdown(score) {
  const bonus = BONUSES.filter(([field]) => score[field]).map(([field, words]) => `${words} +${score[field]}`);
  const values = score.values.join(" + ");
  return el("p", `Score ${score.total}: cards ${values}${bonus.length ? `, ${bonus.join(", ")}` : ""}`, "score-line");
}

// The reveal of the hand just played: every hand with its score, the tie-break, who won it.
function reveal(record, view, names) {
  const list = el("ul", "", "showdown");
  record.scores.forEach((score, seat) => {
    if (!score) return;
    const item = el("li", "", `${record.winners.includes(seat) ? "won" : ""}${record.folded[seat] ? " folded" : ""}`);
    item.append(el("span", names[seat], "who"), cardRow(score.cards, { faerun: true, small: true }), breakdown(score));
    if (record.totals && record.totals[seat] !== score.total) item.append(el("span", `after the tie-break: ${record.totals[seat]}`, "hand-name"));
    list.append(item);
  });
  const how = { score: "the highest score", deck: "rounds off the deck", witch: "the tied Witch holder", folds: "everyone else folding", camp: "the Camp draw" }[record.decided_by] || record.decided_by;
  const won = record.winners.length ? `${seatsJoined(record.winners, names)} won hand ${record.number} by ${how}.` : `Hand ${record.number} was drawn.`;
  const parts = [el("p", won, "pot-line"), list];
  if (record.tied.length) parts.push(el("p", `Tied at the top: ${seatsJoined(record.tied, names)}; convention ${view.rules.tie_convention} (${TIES[view.rules.tie_convention]}).`, "hint"));
  if (record.witch !== null && record.witch !== undefined) parts.push(el("p", `${names[record.witch]} held the Witch${record.witch_target !== null ? ` and traded with ${names[record.witch_target]}` : ""}.`, "hint"));
  const node = section(`HAND ${record.number}: THE REVEAL`, ...parts);
  node.classList.add("last-hand");
  return node;
}
