// A view of the game drawn on the page: the other seats, the strip, the top card, a hand, and what
// was said in words. The live table and the replay both draw with these.

import { cardElement, sortCards } from "./cards.js";
import { el } from "./page.js";

// A sentence the server said, with each "seat N" given its name and a capital to start.
export function tell(line, names) {
  const listed = line.replace(/\bseats ((?:\d+, )*\d+(?:,? and \d+)?)\b/gi, (_, seats) => seats.replace(/\d+/g, (seat) => seatName(names, Number(seat))));
  const named = listed.replace(/\bseat (\d+)\b/gi, (_, seat) => seatName(names, Number(seat)));
  return named.charAt(0).toUpperCase() + named.slice(1);
}

// A seat's name, or its number counted from 1 when nobody's name is known for it.
export function seatName(names, seat) {
  return names[seat] || `Player ${seat + 1}`;
}

export function direction(view) {
  return view.direction === 1 ? "CW" : "CCW";
}

export function stackText(view) {
  return view.stack ? `STACK +${view.stack}` : "NO STACK";
}

export function meterText(view) {
  return view.player === null ? "watching" : `${view.hand_sizes[view.player]}/${view.limit}`;
}

// The marks a seat carries: whose turn it is, a MERCY call, a catch waiting, knocked out, away.
export function marks(view, seat, away = false) {
  const shown = [];
  if (view.eliminated[seat]) shown.push(["OUT", "out"]);
  else if (view.to_act.includes(seat)) shown.push(["TO PLAY", "turn"]);
  if (view.called[seat]) shown.push(["MERCY!", "mercy"]);
  if (view.catchable.includes(seat)) shown.push(["1 CARD, NO MERCY", "catchable"]);
  if (away) shown.push(["AWAY", "away"]);
  if (view.winners.includes(seat)) shown.push(["WON", "won"]);
  return shown;
}

export function seatItem(view, seat, name, away = false) {
  const item = el("li", "", `seat${seat === view.player ? " me" : ""}${view.eliminated[seat] ? " out" : ""}`);
  item.dataset.seat = String(seat);
  item.append(el("span", name, "seat-name"), el("span", `${view.hand_sizes[seat]} card${view.hand_sizes[seat] === 1 ? "" : "s"}`, "seat-count"));
  for (const [text, kind] of marks(view, seat, away)) item.append(el("span", text, `mark ${kind}`));
  return item;
}

export function colorDot(node, color) {
  node.className = `dot ${color || "none"}`;
  node.textContent = color ? color.toUpperCase() : "";
}

export function topCard(node, view) {
  node.replaceChildren(cardElement(view.top));
  node.className = `top ring-${view.color}`;
}

// A read-only board (the replay): seats, strip, top card and the seat's hand, sorted.
export function board(view, names) {
  const root = el("div", "", "board");
  const seats = el("ul", "", "seats");
  seats.replaceChildren(...view.hand_sizes.map((_, seat) => seatItem(view, seat, seatName(names, seat))));
  const strip = el("div", "", "strip");
  const dot = el("span");
  colorDot(dot, view.color);
  strip.append(el("span", direction(view)), dot, el("span", stackText(view)), el("span", meterText(view)));
  const middle = el("div", "", "middle");
  const deck = el("div", "", "deck");
  deck.append(el("span", "DECK", "deck-word"), document.createTextNode(" "), el("span", String(view.deck_size)));
  const top = el("div");
  topCard(top, view);
  middle.append(deck, top);
  const hand = el("div", "", "hand");
  hand.replaceChildren(...sortCards(view.hand).map((card) => cardElement(card, { small: true })));
  root.append(seats, strip, middle, hand);
  return root;
}
