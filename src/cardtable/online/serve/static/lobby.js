// Getting in (PLAY NOW, SIGN IN, an invite link), the lobby's four ways in and today's deal, and the
// waiting room (the code, SHARE LINK and COPY LINK, START GAME, the countdown, bots, LEAVE ROOM).

import { $, ACCOUNT_KEY, botName, el, ladder, redraw, send, state, tableName, vsBot } from "./page.js";
import { OPEN_MERCY, createMessage, gameInfo, showGamePick } from "./options.js";
import { ladderList } from "./stats.js";

export function showHome() {
  $("invite").hidden = !state.invite;
  $("invite-code").textContent = state.invite || "";
  $("play-now").disabled = state.asked;
}

export function showLobby() {
  const account = state.account;
  $("claim-box").hidden = !account || account.claimed;
  $("stats-open").hidden = !account;
  $("name").placeholder = account ? account.handle : "your name";
  const progress = ladder();
  const next = botName(progress.next);
  $("bot-next").textContent = progress.complete ? `You have beaten all eight: ${next} waits for a rematch.` : `You face ${next}. Beat it to unlock the next bot.`;
  $("ladder").replaceChildren(...ladderList(progress));
  $("vs-bot-lobby").textContent = `PLAY VS ${next.toUpperCase()}`;
  showGamePick();
}

export function inviteLink(code) {
  return `${location.origin}/?room=${code}`;
}

export function showWaiting() {
  const room = state.room;
  const host = room.host === state.name;
  const people = room.members.length;
  const mercy = !room.game || room.game === OPEN_MERCY;
  const [fewest, most] = room.seats_range || [2, 20];
  $("waiting-title").textContent = room.public ? "Quick match: it starts by itself" : mercy ? `Private room, ${room.stacking.toUpperCase()} stacking` : `${room.title}: a private room`;
  $("code").textContent = room.code;
  $("link").textContent = inviteLink(room.code);
  $("copied").hidden = $("copied").dataset.code !== room.code; // said of this room's link only
  $("members-title").textContent = `Players (${people} of ${most})`;
  $("members").replaceChildren(...room.members.map((name) => memberItem(room, name)));
  $("start").hidden = !host || room.public;
  $("start").textContent = `START GAME (${people} in)`;
  $("start").disabled = people < fewest;
  $("start").title = people < fewest ? `You need at least ${fewest} players` : "";
  $("bot-controls").hidden = !(host || room.public);
  const game = mercy ? null : gameInfo(room.game);
  const bots = game ? game.bots : state.bots;
  if ($("bot").dataset.game !== (room.game || OPEN_MERCY) || $("bot").options.length !== bots.length) {
    $("bot").dataset.game = room.game || OPEN_MERCY;
    $("bot").replaceChildren(...bots.map((bot) => Object.assign(el("option", botName(bot)), { value: bot })));
    const best = game ? game.best : state.best;
    if (best !== null) $("bot").value = best; // the strongest, unless the person picks another
  }
  $("vs-bot").hidden = !mercy; // a game against a bot is Open Mercy's way in
  $("wait-longer").hidden = !room.public || state.waitedLonger === room.code; // once per room
  $("countdown").hidden = room.countdown === null;
  $("vs-bot").textContent = `PLAY VS BOT INSTEAD (${botName(ladder().next)})`;
  showCountdown();
}

function memberItem(room, name) {
  const item = el("li", name === state.name ? `${name} (you)` : name);
  if (name === room.host) item.append(el("span", "host", "tag"));
  if (room.bots.includes(name)) item.append(el("span", "bot", "tag"));
  if (room.away.includes(name)) item.append(el("span", "away", "tag"));
  return item;
}

export function showCountdown() {
  const room = state.room;
  if (!room || room.countdown === null || room.phase !== "waiting") return;
  const left = Math.max(0, room.countdown - (performance.now() - state.roomAt) / 1000);
  $("countdown").textContent = `Starts in ${Math.ceil(left)} s`;
}

async function copyLink() {
  const link = inviteLink(state.room.code);
  try {
    await navigator.clipboard.writeText(link);
  } catch {
    // No clipboard API (an insecure origin, an old browser): copy through a selected text box.
    const box = Object.assign(el("textarea"), { value: link });
    document.body.append(box);
    box.select();
    document.execCommand("copy");
    box.remove();
  }
  $("copied").textContent = `Link copied: ${link}`;
  $("copied").dataset.code = state.room.code;
  $("copied").hidden = false;
}

async function shareLink() {
  const code = state.room.code;
  if (!navigator.share) return copyLink();
  try {
    const title = state.room.title || "Open Mercy";
    await navigator.share({ title, text: `Join my ${title} room: ${code}`, url: inviteLink(code) });
  } catch {
    // The person closed the share sheet: nothing to do.
  }
}

export function playNow() {
  state.asked = true;
  const token = localStorage.getItem(ACCOUNT_KEY);
  send(token ? { type: "play_now", token } : { type: "play_now" });
}

// Joining by an invite link: with an account the handle is the name unless another is typed;
// without one, PLAY NOW first, then join.
export function joinInvite(typed = $("invite-name").value) {
  if (state.account || state.accountless) {
    const name = tableName(typed);
    if (name) send({ type: "join", code: state.invite, name });
    return;
  }
  state.joinAfterAccount = typed;
  playNow();
}

export function wireLobby() {
  $("play-now").onclick = playNow;
  $("invite-join").onclick = () => joinInvite();
  $("sign-in").onclick = () => send({ type: "sign_in", handle: $("sign-in-handle").value.trim(), password: $("sign-in-password").value });
  $("claim").onclick = () => send({ type: "claim", handle: $("claim-handle").value.trim(), password: $("claim-password").value });
  const stacking = () => document.querySelector("input[name=stacking]:checked").value;
  const named = (make) => () => {
    const name = tableName($("name").value);
    if (name) send(make(name));
  };
  $("create").onclick = named((name) => createMessage(name, stacking()));
  $("join").onclick = named((name) => ({ type: "join", code: $("join-code").value.trim().toUpperCase(), name }));
  $("quick").onclick = named((name) => ({ type: "quick_match", name }));
  $("vs-bot-lobby").onclick = vsBot;
  $("daily").onclick = () => send({ type: "daily" });
  $("daily-results-link").onclick = (event) => {
    event.preventDefault();
    state.panel = "results";
    state.results = null;
    send({ type: "daily_results" });
    redraw();
  };
  $("start").onclick = () => send({ type: "start" });
  $("add-bot").onclick = () => send({ type: "add_bot", bot: $("bot").value });
  $("wait-longer").onclick = () => {
    state.waitedLonger = state.room.code;
    send({ type: "wait_longer" });
  };
  $("vs-bot").onclick = vsBot;
  $("leave-room").onclick = () => send({ type: "leave" });
  $("copy").onclick = copyLink;
  $("share").onclick = shareLink;
  for (const input of ["join-code", "name"]) $(input).onkeydown = (event) => event.key === "Enter" && $(input === "name" ? "create" : "join").click();
  setInterval(showCountdown, 500);
}
