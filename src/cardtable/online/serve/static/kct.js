// King Cut-Throat at the table: the three discards made at once, the turned kitty card and the two
// naming rounds, the receiver's exchange, the trick in progress and whose lead it was, tricks won,
// King points as they score, the Showdown with its mediator, scores to the target, polite or not.

import { box, handEvents, moveWithCards, movesOf, pickKey, picked, seatBox, seatRow, section, strip, togglePick } from "./felt.js";
import { cardRow, frenchCard, sortHand } from "./french.js";
import { button, el, redraw } from "./page.js";

export const title = "King Cut-Throat";

const SHOWDOWN = ["showdown-discard", "showdown-lead", "showdown-play"];

export function winners(view, events) {
  if (view.phase !== "over") return null;
  const over = events.filter((event) => event.event === "GameOver").pop();
  if (over) return over.winners;
  const most = Math.max(...view.scores);
  return view.scores.flatMap((score, seat) => (score === most ? [seat] : []));
}

export function draw(root, { view, legal, names, events, play, rules }) {
  const me = view.player;
  const polite = rules && "polite" in rules ? rules.polite : view.tricks !== null;
  const hand = handEvents(events);
  const facts = [`HAND ${view.hand_number}`, el("span", view.trump ? `TRUMP ${view.trump}` : "NO TRUMP YET", `trump ${suitColor(view.trump)}`), `FIRST TO ${view.target}`, polite ? "POLITE" : "NOT POLITE"];
  const seats = view.scores.map((score, seat) => seatBox(seat, names[seat], { me: seat === me, facts: [`${score}/${view.target} points`, `${view.tricks_won[seat]} trick${view.tricks_won[seat] === 1 ? "" : "s"}`, `${view.hand_sizes[seat]} in hand`], marks: seatMarks(view, seat) }));
  const parts = [strip(facts), seatRow(seats)];
  if (SHOWDOWN.includes(view.phase) || view.mediator !== null) parts.push(showdownLine(view, names));
  if (view.phase === "discard") parts.push(discardLine(view, names));
  if (view.turned) parts.push(turnedPart(view, names, hand));
  parts.push(...decisions(view, legal, names, play));
  if (["play", "showdown-play"].includes(view.phase) || view.trick.length) parts.push(trickPart(view, names));
  if (me !== null && view.hand.length) parts.push(handPart(view, legal, play));
  const kings = hand.filter((event) => event.event === "KingScored");
  if (kings.length) parts.push(section("KING POINTS THIS HAND", el("ul", "", "kings")));
  if (kings.length) parts[parts.length - 1].lastChild.append(...kings.map((king) => el("li", `${names[king.player]}: ${king.card} took trick ${king.number}, +1`)));
  if (polite && view.tricks && view.tricks.length) parts.push(tricksPart(view.tricks, names));
  if (view.last_hand && (view.phase === "over" || view.phase === "discard")) parts.push(lastHand(view.last_hand, names));
  root.replaceChildren(...parts);
}

function suitColor(suit) {
  return suit && "♥♦".includes(suit) ? "red" : "black";
}

function seatMarks(view, seat) {
  const marks = [];
  if (seat === view.dealer) marks.push(["DEALER", "dealer"]);
  if (seat === view.maker) marks.push(["MAKER", "maker"]);
  if (seat === view.receiver) marks.push(["RECEIVER", "receiver"]);
  if (seat === view.mediator) marks.push(["MEDIATOR", "mediator"]);
  if (view.to_act.includes(seat)) marks.push([view.phase === "discard" ? "DISCARDING" : "TO ACT", "turn"]);
  else if (view.phase === "discard") marks.push(["DISCARDED", "done"]);
  return marks;
}

function discardLine(view, names) {
  const waiting = view.to_act.map((seat) => names[seat]);
  return el("p", `Everyone puts 3 cards outside at once, face down. ${waiting.length ? `Waiting for ${waiting.join(", ")}.` : ""}`, "hint");
}

function turnedPart(view, names, hand) {
  const passes = hand.filter((event) => event.event === "Passed");
  const round = view.phase === "name-trump" ? "Round 2: name any other suit, or pass." : view.phase === "order-up" ? "Round 1: order it up, or pass." : "";
  const words = [`Turned up by ${names[view.dealer]}.`, round, view.barred_suit ? `${view.barred_suit} was turned down.` : "", passes.length ? `Passed: ${passes.map((event) => names[event.player]).join(", ")}.` : ""];
  const node = section("THE KITTY'S TURNED CARD", cardRow([view.turned], { small: true }), el("p", words.filter(Boolean).join(" "), "hint"));
  node.classList.add("turned");
  return node;
}

function decisions(view, legal, names, play) {
  const shown = [];
  const order = movesOf(legal, "OrderUp", "NameTrump");
  const pass = movesOf(legal, "Pass");
  if (order.length || pass.length) {
    const choices = order.map((move) => button(move.move === "OrderUp" ? `ORDER UP ${view.turned_suit}` : `NAME ${move.suit}`, () => play(move), `primary name ${suitColor(move.suit || view.turned_suit)}`));
    choices.push(...pass.map((move) => button("PASS", () => play(move), "pass")));
    const text = order.some((move) => move.move === "OrderUp") ? `Make ${view.turned_suit} trump: the receiver takes the turned card.` : "Name trump (not the turned-down suit), or pass.";
    shown.push(box(view.phase === "order-up" ? "ORDER UP?" : "NAME TRUMP", text, choices));
  }
  const leaders = movesOf(legal, "ChooseLeader");
  if (leaders.length) shown.push(box("WHO LEADS THE SHOWDOWN?", "As mediator you choose who leads the first trick outside.", leaders.map((move) => button(names[move.leader], () => play(move), "leader"))));
  const discards = movesOf(legal, "Discard");
  if (discards.length) shown.push(discardBox(view, discards, play));
  return shown;
}

// A discard of several cards: pick them in the hand, then press DISCARD.
function discardBox(view, moves, play) {
  const count = moves[0].cards.length;
  const key = pickKey(view, view.phase);
  const chosen = picked(key);
  const move = chosen.length === count ? moveWithCards(moves, chosen) : null;
  const go = button(`DISCARD ${count}`, () => move && play(move), "primary discard");
  go.disabled = !move;
  const why = { discard: `Pick ${count} cards to put outside, face down.`, "kitty-discard": `You received ${view.received.join(" ")}: pick ${count} card${count === 1 ? "" : "s"} to put outside.`, "showdown-discard": "Pick 1 card of your 6 to put down: the Showdown is played with 5." }[view.phase];
  return box(view.phase === "kitty-discard" ? "THE RECEIVER'S EXCHANGE" : "DISCARD", `${why || ""} Picked: ${chosen.length} of ${count}.`, [go]);
}

function handPart(view, legal, play) {
  const plays = movesOf(legal, "Play");
  const discards = movesOf(legal, "Discard");
  const key = pickKey(view, view.phase);
  const chosen = discards.length ? picked(key) : [];
  const count = discards.length ? discards[0].cards.length : 0;
  const cards = sortHand(view.hand).map((card) => {
    if (discards.length) return frenchCard(card, { picked: chosen.includes(card), onclick: () => (togglePick(key, card, count), redraw()) });
    const move = plays.find((each) => each.card === card);
    return move ? frenchCard(card, { onclick: () => play(move) }) : frenchCard(card, { onclick: plays.length ? () => {} : null, playable: !plays.length });
  });
  const row = el("div", "", "hand game-hand");
  row.setAttribute("aria-label", "your hand");
  row.append(...cards);
  const node = section(plays.length ? "YOUR HAND: PLAY A CARD" : "YOUR HAND", row);
  if (view.discards.length) node.append(el("p", `You put outside: ${view.discards.join(" ")}`, "hint"));
  return node;
}

function trickPart(view, names) {
  const plays = view.trick.length ? view.trick : [];
  const leader = plays.length ? `${names[plays[0].player]} led.` : view.to_act.length ? `${names[view.to_act[0]]} leads.` : "";
  const row = el("div", "", "trick");
  for (const played of plays) {
    const spot = el("div", "", "trick-card");
    spot.append(frenchCard(played.card, { small: true }), el("span", names[played.player], "who"));
    row.append(spot);
  }
  const last = view.last_trick && !plays.length ? el("p", `Last trick: ${names[view.last_trick.winner]} took it (${view.last_trick.plays.map((each) => each.card).join(" ")}).`, "hint") : "";
  const outside = view.showdown_tricks !== null && SHOWDOWN.includes(view.phase);
  const done = (outside ? view.showdown_tricks : view.tricks_won).reduce((a, b) => a + b, 0);
  const node = section(`${outside ? "SHOWDOWN TRICK" : "TRICK"} ${done + 1}`, el("p", leader, "hint"), row);
  if (last) node.append(last);
  return node;
}

function tricksPart(tricks, names) {
  const list = el("ol", "", "tricks");
  list.append(...tricks.map((trick) => el("li", `${trick.plays.map((each) => `${names[each.player]} ${each.card}`).join(", ")}: ${names[trick.winner]}`)));
  return section("TRICKS PLAYED (POLITE: FACE UP)", list);
}

function showdownLine(view, names) {
  const players = view.scores.map((_, seat) => seat).filter((seat) => seat !== view.mediator);
  const score = view.showdown_tricks ? ` Tricks outside: ${players.map((seat) => `${names[seat]} ${view.showdown_tricks[seat]}`).join(", ")} (best of 5).` : "";
  const node = box("THE SHOWDOWN", `Three tricks each: ${players.map((seat) => names[seat]).join(" and ")} take it outside, ${names[view.mediator]} mediates.${score}`, [], "window info showdown-box");
  return node;
}

function lastHand(record, names) {
  const lines = record.events.map((event) => {
    if (event.event === "KingScored") return `${names[event.player]}: ${event.card} took trick ${event.number}, +1`;
    if (event.event === "HandScored") return `${names[event.player]} scores ${event.points} for the most tricks (${event.tricks})`;
    if (event.event === "ShowdownSettled") return `${names[event.winner]} wins the Showdown ${event.won}-${event.lost}; ${names[event.loser]} loses ${event.points_lost}`;
    return "";
  });
  const list = el("ul", "", "kings");
  list.append(...lines.filter(Boolean).map((line) => el("li", line)));
  const scores = el("p", `Scores: ${record.scores.map((score, seat) => `${names[seat]} ${score}`).join(", ")}. Tricks: ${record.tricks_won.map((won, seat) => `${names[seat]} ${won}`).join(", ")}.`, "pot-line");
  const node = section(`HAND ${record.number}: ${record.result.toUpperCase()}`, scores, list);
  node.classList.add("last-hand");
  return node;
}
