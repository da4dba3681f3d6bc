// Stats and history (games and wins by mode, the ladder, the daily results, each game's record to
// download or replay move by move) and the day's results.

import { board, seatName, tell } from "./board.js";
import { $, button, el, send, state } from "./page.js";
import { TABLES } from "./tables.js";

const MODES = ["official", "house", "casual", "quick", "ladder", "daily"];

export function ladderList(ladder) {
  return ladder.rungs.map((rung, index) => {
    const beaten = ladder.beaten.includes(rung.bot);
    const next = !ladder.complete && rung.bot === ladder.next;
    const item = el("li", "", `rung${beaten ? " beaten" : ""}${next ? " next" : ""}`);
    item.dataset.bot = rung.bot;
    item.append(el("span", String(index + 1), "rung-number"), el("span", rung.name, "rung-name"));
    if (beaten) item.append(el("span", "✓ beaten", "rung-mark"));
    if (next) item.append(el("span", "next", "rung-mark"));
    return item;
  });
}

export function resultsList(results) {
  if (!results) return el("p", "Asking for the day's results...", "hint");
  if (!results.results.length) return el("p", "Nobody has a result yet today.", "hint");
  const list = el("ol", "", "results");
  for (const result of results.results) {
    const item = el("li", "", result.won ? "won" : "lost");
    item.append(el("span", result.handle, "who-played"), el("span", result.won ? `won in ${result.moves} moves` : `lost after ${result.moves} moves`));
    list.append(item);
  }
  return list;
}

export function showResults() {
  const results = state.results;
  $("results-title").textContent = results ? `Today's deal: results for ${results.day}` : "Today's deal: results";
  $("results-body").replaceChildren(resultsList(results));
}

export function showStats() {
  const stats = state.stats;
  if (!stats) {
    $("stats-body").replaceChildren(el("p", "Asking for your stats...", "hint"));
    return;
  }
  const parts = [el("p", `${stats.handle}${stats.claimed ? "" : " (guest)"}`, "stats-who")];
  parts.push(el("h3", "Games and wins"), modesTable(stats.modes));
  const rungs = el("ol", "", "ladder");
  rungs.replaceChildren(...ladderList(stats.ladder));
  parts.push(el("h3", "The bot ladder"), rungs);
  parts.push(el("h3", "Today's deal"), dailyList(stats.daily));
  parts.push(el("h3", "Match history"), historyList(stats.history));
  $("stats-body").replaceChildren(...parts);
}

function modesTable(modes) {
  const table = el("table", "", "modes-table");
  const head = el("tr");
  head.append(el("th", "Mode"), el("th", "Games"), el("th", "Wins"));
  table.append(head);
  const games = Object.keys(modes).filter((mode) => !MODES.includes(mode)); // a room of another game
  for (const mode of MODES.concat(games)) {
    const counts = modes[mode] || { games: 0, wins: 0 };
    const row = el("tr");
    row.dataset.mode = mode;
    row.append(el("td", modeName(mode)), el("td", String(counts.games)), el("td", String(counts.wins)));
    table.append(row);
  }
  return table;
}

function dailyList(daily) {
  if (!daily.length) return el("p", "No daily deal played yet.", "hint");
  const list = el("ul", "", "daily-list");
  for (const day of daily) list.append(el("li", `${day.day}: ${day.won ? "won" : "lost"} in ${day.moves} moves`));
  return list;
}

function historyList(history) {
  if (!history.length) return el("p", "No finished game yet.", "hint");
  const list = el("ul", "", "history");
  for (const game of history) {
    const item = el("li", "", `game ${game.won ? "won" : "lost"}`);
    item.dataset.game = String(game.game);
    const when = game.finished.replace("T", " ").slice(0, 16);
    item.append(
      el("span", game.won ? "WON" : "LOST", "outcome"),
      el("span", gameLine(game), "what"),
      el("span", `${game.moves} moves, ${when}`, "when"),
    );
    const buttons = el("span", "", "buttons");
    buttons.append(
      button("DOWNLOAD", () => send({ type: "record", game: game.game }), "download"),
      button("REPLAY", () => send({ type: "replay", game: game.game, step: 0 }), "replay"),
    );
    item.append(buttons);
    list.append(item);
  }
  return list;
}

// Open Mercy's modes by name (OFFICIAL, LADDER...), another game's room by its game's title.
function modeName(mode) {
  const game = state.games.find((each) => each.game === mode);
  return game ? game.title : mode.toUpperCase();
}

function gameLine(game) {
  return `${modeName(game.mode)} ${game.opponent ? `vs ${botLabel(game.opponent)}` : `${game.players} players`}`;
}

function botLabel(bot) {
  const rungs = state.stats ? state.stats.ladder.rungs : [];
  const rung = rungs.find((each) => each.bot === bot);
  return rung ? rung.name : bot;
}

// A game's record as this seat saw it, offered as a file.
export function download(record) {
  const link = el("a");
  link.href = URL.createObjectURL(new Blob([record.text], { type: "application/json" }));
  const played = state.stats ? state.stats.history.find((game) => game.game === record.game) : null;
  const table = played && !MODES.includes(played.mode) ? played.mode : "open-mercy";
  link.download = `${table}-${record.game}.json`;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(link.href), 1000);
}

export function showReplay() {
  const replay = state.replay;
  if (!replay) return;
  const step = replay.step;
  const played = state.stats ? state.stats.history.find((game) => game.game === replay.game) : null;
  $("replay-title").textContent = played ? `Replay: ${gameLine(played)}, ${played.won ? "won" : "lost"}` : `Replay of game ${replay.game}`;
  $("replay-step").textContent = step === 0 ? `The deal (of ${replay.steps} moves)` : `Move ${step} of ${replay.steps}`;
  $("replay-first").disabled = $("replay-back").disabled = step === 0;
  $("replay-forward").disabled = $("replay-last").disabled = step >= replay.steps;
  const table = TABLES[replay.table];
  if (table) {
    // Another game's table, drawn read-only: no moves to offer, the view's own events.
    const names = replay.seats.map((name, seat) => seatName(replay.seats, seat));
    const root = el("div", "", "board game");
    table.draw(root, { view: replay.view, legal: [], names, events: replay.view.history, said: replay.said, play: () => {}, rules: null });
    $("replay-board").replaceChildren(root);
  } else {
    $("replay-board").replaceChildren(board(replay.view, replay.seats));
  }
  $("replay-said").replaceChildren(...replay.said.map((line) => el("li", tell(line, replay.seats))));
}

export function replayTo(step) {
  const replay = state.replay;
  if (replay) send({ type: "replay", game: replay.game, step: Math.max(0, Math.min(step, replay.steps)) });
}
