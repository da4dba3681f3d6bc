// The lobby's choice of game for a private room: the games the server offers (its `games` message),
// each with its seats and its options, every `Rules` field shown with the rules' own words as a
// select, a number box or a checkbox by its kind.

import { $, el, state } from "./page.js";

export const OPEN_MERCY = "open-mercy";

export function gameInfo(name) {
  return state.games.find((game) => game.game === name) || null;
}

// The game picker and the chosen game's options; drawn again only when the game changes.
export function showGamePick() {
  const pick = $("game-pick");
  pick.parentElement.hidden = !state.games.length;
  if (pick.options.length !== state.games.length) {
    pick.replaceChildren(...state.games.map((game) => Object.assign(el("option", game.title), { value: game.game })));
    pick.value = OPEN_MERCY;
    pick.onchange = showOptions;
    showOptions();
  }
}

function showOptions() {
  const game = gameInfo($("game-pick").value);
  const mercy = !game || game.game === OPEN_MERCY;
  $("stacking").hidden = !mercy; // Open Mercy's rooms keep their stacking modes
  $("game-seats").hidden = mercy;
  $("rules-form").hidden = mercy;
  if (mercy) return;
  $("game-seats").textContent = `${game.seats[0]} to ${game.seats[1]} seats; bots fill the empty ones.`;
  $("rules-form").replaceChildren(...game.rules.map(optionField));
}

function optionField(rule) {
  const id = `rule-${rule.name}`;
  const label = el("label", "", `option option-${rule.kind}`);
  label.htmlFor = id;
  let input;
  if (rule.kind === "bool") {
    input = Object.assign(el("input"), { type: "checkbox", checked: Boolean(rule.default) });
  } else if (rule.kind === "choice") {
    input = el("select");
    input.append(...rule.choices.map((choice) => Object.assign(el("option", String(choice)), { value: String(choice) })));
    input.value = String(rule.default);
  } else {
    input = Object.assign(el("input"), { type: "number", inputMode: "numeric", value: rule.default === null ? "" : String(rule.default) });
    if (rule.low !== null) input.min = String(rule.low);
    if (rule.high !== null) input.max = String(rule.high);
    if (rule.kind === "int-or-none") input.placeholder = "no limit";
  }
  input.id = id;
  input.dataset.rule = rule.name;
  input.dataset.kind = rule.kind;
  // The option's name, then the rules' own words for it.
  const words = el("span", "", "option-words");
  words.append(el("strong", optionName(rule.name)), document.createTextNode(` ${rule.words}`));
  if (rule.kind === "bool") label.append(input, words);
  else label.append(words, input);
  return label;
}

// "max_hands" as "Max hands"; `players` is the most seats of the room.
function optionName(name) {
  if (name === "players") return "Seats, at most:";
  const words = name.replaceAll("_", " ");
  return `${words.charAt(0).toUpperCase()}${words.slice(1)}:`;
}

// What CREATE GAME sends: Open Mercy as today, another game with its options as chosen.
export function createMessage(name, stacking) {
  const game = $("game-pick").value || OPEN_MERCY;
  if (game === OPEN_MERCY) return { type: "create", name, stacking };
  const rules = {};
  for (const input of $("rules-form").querySelectorAll("[data-rule]")) rules[input.dataset.rule] = optionValue(input);
  return { type: "create", name, game, rules };
}

function optionValue(input) {
  const kind = input.dataset.kind;
  if (kind === "bool") return input.checked;
  if (kind === "int") return Number(input.value);
  if (kind === "int-or-none") return input.value.trim() === "" ? null : Number(input.value);
  const rule = gameInfo($("game-pick").value).rules.find((each) => each.name === input.dataset.rule);
  return rule.choices.find((choice) => String(choice) === input.value);
}
