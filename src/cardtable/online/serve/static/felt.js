// What the tables of King's Mercy, King Cut-Throat and Witch of the Woods share: the seats in a row,
// a decision box, move buttons built from the legal moves, cards picked for a move of several cards.
// The page knows no rules: every button is one of the seat's `legal` moves, as the server sent it.

import { el } from "./page.js";

// The cards picked for a move of several cards (a discard, a return to the Camp), kept between
// redraws of the same decision; `key` says which decision they were picked for.
export const picking = { key: "", cards: [] };

// The decision cards are picked for: the hand, the stage, and the cards held (a redeal of the same
// hand, or a draw, is a new decision with nothing picked).
export function pickKey(view, stage) {
  return `${view.hand_number}-${stage}-${view.hand.join(" ")}`;
}

export function picked(key) {
  if (picking.key !== key) Object.assign(picking, { key, cards: [] });
  return picking.cards;
}

export function togglePick(key, card, most) {
  const cards = picked(key);
  const at = cards.indexOf(card);
  if (at >= 0) cards.splice(at, 1);
  else if (cards.length < most) cards.push(card);
}

// The legal move whose cards are exactly `cards`, in any order.
export function moveWithCards(moves, cards) {
  const wanted = [...cards].sort().join(" ");
  return moves.find((move) => [...move.cards].sort().join(" ") === wanted) || null;
}

export function movesOf(legal, ...names) {
  return legal.filter((move) => names.includes(move.move));
}

// The events of the hand in progress: those since its deal.
export function handEvents(events, dealt = "HandDealt") {
  let from = 0;
  events.forEach((event, index) => {
    if (event.event === dealt) from = index;
  });
  return events.slice(from);
}

// A seat in the row of seats: its name, then a line per fact, then its marks.
export function seatBox(seat, name, { me = false, facts = [], marks = [] } = {}) {
  const item = el("li", "", `seat${me ? " me" : ""}`);
  item.dataset.seat = String(seat);
  item.append(el("span", me ? `${name} (you)` : name, "seat-name"));
  for (const fact of facts) item.append(el("span", fact, "seat-fact"));
  for (const [text, kind] of marks) item.append(el("span", text, `mark ${kind}`));
  return item;
}

export function seatRow(items) {
  const row = el("ul", "", "seats game-seats");
  row.append(...items);
  return row;
}

// The white box where the seat decides (or reads the end of a hand).
export function box(title, text, choices = [], className = "window") {
  const node = el("div", "", className);
  node.setAttribute("role", "group");
  node.setAttribute("aria-label", title);
  node.append(el("h3", title));
  if (text) node.append(el("p", text, "hint"));
  if (choices.length) {
    const row = el("div", "", "actions");
    row.append(...choices);
    node.append(row);
  }
  return node;
}

// The facts along the top of a table: "POT 12", "ROUND 2"...
export function strip(facts) {
  const node = el("div", "", "strip");
  for (const fact of facts) node.append(typeof fact === "string" ? el("span", fact) : fact);
  return node;
}

export function section(title, ...children) {
  const node = el("div", "", "felt-part");
  node.append(el("h3", title, "felt-title"), ...children);
  return node;
}

export function seatsJoined(seats, names) {
  const named = seats.map((seat) => names[seat]);
  return named.length < 2 ? named.join("") : `${named.slice(0, -1).join(", ")} and ${named[named.length - 1]}`;
}
