// King's Mercy at the table: the pot, each seat's units and what it has put in this round, the
// raises left, CHECK / BET / CALL / RAISE / FOLD, the Fool holder's KING'S MERCY decision, the
// showdown with its hand names and who takes the pot, and the folded hands shown after.

import { box, handEvents, movesOf, seatBox, seatRow, seatsJoined, section, strip } from "./felt.js";
import { cardRow, sortHand } from "./french.js";
import { button, el } from "./page.js";

const FOOL = { joker: "FOOL" }; // the joker is the Fool (KM2)
const MAX_RAISES = 2;
const BETS = ["Check", "Bet", "Call", "Raise", "Fold"]; // KM8: at most two raises follow the opening bet

export const title = "King's Mercy";

// The winners once the game is over (its GameOver event), else null.
export function winners(view, events) {
  if (view.phase !== "over") return null;
  const over = events.filter((event) => event.event === "GameOver").pop();
  if (over) return over.winners;
  const most = Math.max(...view.units);
  return view.units.flatMap((units, seat) => (units === most ? [seat] : []));
}

export function draw(root, { view, legal, names, events, said, play }) {
  const me = view.player;
  const owed = me === null ? 0 : Math.max(...view.bets) - view.bets[me];
  const facts = [`HAND ${view.number}`, view.phase === "betting" ? `ROUND ${view.round} OF 2` : view.phase.toUpperCase(), el("span", `POT ${view.pot}`, "pot"), `RAISES LEFT ${Math.max(0, MAX_RAISES - view.raises)}`];
  const seats = view.units.map((units, seat) => seatBox(seat, names[seat], { me: seat === me, facts: [`${units} units`, `in this round: ${view.bets[seat]}`], marks: seatMarks(view, seat) }));
  const parts = [strip(facts), seatRow(seats)];
  const mercy = movesOf(legal, "InvokeMercy", "DeclineMercy");
  if (mercy.length) parts.push(mercyBox(mercy, play));
  const bets = BETS.flatMap((kind) => movesOf(legal, kind)); // FOLD last, away from the thumb's first press
  if (bets.length) parts.push(box("YOUR BET", owed ? `${owed} to call. Pot ${view.pot}.` : `Nobody has bet this round. Pot ${view.pot}.`, bets.map((move) => betButton(move, view, owed, play)), "window bets"));
  if (me !== null && view.hand.length) parts.push(section("YOUR HAND", cardRow(sortHand(view.hand), FOOL)));
  if (view.last_hand) parts.push(lastHand(view.last_hand, names, events, said));
  root.replaceChildren(...parts);
}

function seatMarks(view, seat) {
  const marks = [];
  if (seat === view.dealer) marks.push(["DEALER", "dealer"]);
  if (view.sitting_out[seat]) marks.push(["SITTING OUT", "out"]);
  else if (view.folded[seat]) marks.push(["FOLDED", "out"]);
  if (view.to_act.includes(seat)) marks.push(["TO ACT", "turn"]);
  return marks;
}

function betButton(move, view, owed, play) {
  const top = Math.max(...view.bets);
  const words = { Check: "CHECK", Bet: "BET 1", Call: `CALL ${owed}`, Raise: `RAISE TO ${top + 1}`, Fold: "FOLD" }[move.move];
  return button(words, () => play(move), `bet ${move.move.toLowerCase()}`);
}

function mercyBox(moves, play) {
  const choices = moves.map((move) => (move.move === "InvokeMercy" ? button("KING'S MERCY", () => play(move), "primary mercy-call") : button("NO MERCY", () => play(move), "no-mercy")));
  return box("KING'S MERCY?", "You hold the Fool. Say King's Mercy and the weakest active hand wins this showdown instead of the strongest; the decision is final.", choices, "window mercy-window");
}

// The hand just played: every hand shown (with its name from the showdown's words), who took the
// pot, the folded hands, and the cards turned up until the Fool appeared.
function lastHand(record, names, events, said) {
  const named = handNames(said, record.number);
  const hands = el("ul", "", "showdown");
  record.hands.forEach((cards, seat) => {
    if (!cards || !cards.length) return;
    const item = el("li", "", `${record.winners.includes(seat) ? "won" : ""}${record.folded[seat] ? " folded" : ""}`);
    const label = record.folded[seat] ? "folded" : named[seat] || "";
    const paid = record.payouts[seat] ? ` takes ${record.payouts[seat]}` : "";
    item.append(el("span", `${names[seat]}${paid}`, "who"), cardRow(cards, { ...FOOL, small: true }), el("span", label, "hand-name"));
    hands.append(item);
  });
  const how = record.showdown ? (record.mercy === "invoked" ? "King's Mercy was invoked: the weakest hand won." : `Showdown, the strongest hand winning${record.mercy === "declined" ? " (Mercy declined)" : ""}.`) : "Everyone else folded.";
  const parts = [el("p", `${seatsJoined(record.winners, names)} ${record.winners.length > 1 ? "share" : "takes"} the pot of ${record.pot}. ${how}`, "pot-line"), hands];
  if (record.fool_reveal && record.fool_reveal.length) parts.push(el("p", "The Fool was not dealt: turned from the pack until it came", "hint"), cardRow(record.fool_reveal, { ...FOOL, small: true }));
  const node = section(`HAND ${record.number}: ${record.showdown ? "THE SHOWDOWN" : "WON BY FOLDS"}`, ...parts);
  node.classList.add("last-hand");
  return node;
}

// Each seat's hand name, read from the showdown's sentence of that hand ("seat 0 9♦ A♠ 8♥ (high card, 9 high)").
function handNames(said, number) {
  const names = {};
  let hand = null; // words before a hand's first line end the hand before
  for (const line of said) {
    const dealt = /^hand (\d+):/.exec(line);
    if (dealt) hand = Number(dealt[1]);
    if ((hand !== null && hand !== number) || !line.startsWith("showdown")) continue;
    for (const match of line.matchAll(/seat (\d+) [^(]*\(([^)]*)\)/g)) names[Number(match[1])] = match[2];
  }
  return names;
}

