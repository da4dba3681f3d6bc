// Open Mercy's cards drawn as cards, from their text ("red 5", "blue skip", "wild draw10").

export const COLORS = ["red", "blue", "green", "yellow"];

// Each action's symbol on the card and its word under it; a number is its own symbol.
const FACES = {
  skip: ["⊘", "SKIP"],
  reverse: ["⇄", "REVERSE"],
  draw2: ["+2", "DRAW 2"],
  draw4: ["+4", "DRAW 4"],
  "skip-everyone": ["⊘⊘", "SKIP ALL"],
  "discard-all": ["≡", "DISCARD ALL"],
  "": ["W", "WILD"],
  "reverse-draw4": ["⇄+4", "REVERSE +4"],
  draw6: ["+6", "WILD +6"],
  draw10: ["+10", "WILD +10"],
  roulette: ["?", "ROULETTE"],
};
// The hand's order: by color (wilds last), then number, then action in this order.
const ACTIONS = ["skip", "reverse", "draw2", "draw4", "skip-everyone", "discard-all", "", "reverse-draw4", "draw6", "draw10", "roulette"];

export function parse(card) {
  const [first, ...rest] = String(card).split(" ");
  const kind = rest.join(" ");
  if (first === "wild") return { color: "wild", kind, number: null };
  const number = /^\d$/.test(kind) ? Number(kind) : null;
  return { color: first, kind, number };
}

function rank(card) {
  const { color, kind, number } = parse(card);
  const colorRank = color === "wild" ? COLORS.length : COLORS.indexOf(color);
  return [colorRank, number === null ? 10 + ACTIONS.indexOf(kind) : number];
}

export function sortCards(cards) {
  return [...cards].sort((a, b) => {
    const [ra, rb] = [rank(a), rank(b)];
    return ra[0] - rb[0] || ra[1] - rb[1];
  });
}

export function colorOf(card) {
  return parse(card).color;
}

// A card as an element: a button when `onclick` is given, the top card or a replay's card otherwise.
export function cardElement(card, { onclick = null, playable = true, small = false } = {}) {
  const { color, kind, number } = parse(card);
  const [symbol, word] = number !== null ? [String(number), color.toUpperCase()] : FACES[kind] || [kind, kind.toUpperCase()];
  const node = document.createElement(onclick ? "button" : "div");
  node.className = `card ${color}${playable ? "" : " dim"}${small ? " small" : ""}${symbol.length > 2 ? " long" : ""}`;
  node.dataset.card = card;
  node.title = String(card);
  node.setAttribute("aria-label", String(card));
  const corner = document.createElement("span");
  corner.className = "corner";
  corner.textContent = symbol;
  const face = document.createElement("span");
  face.className = "face";
  face.textContent = symbol;
  const label = document.createElement("span");
  label.className = "word";
  label.textContent = word;
  node.append(corner, face, label);
  if (onclick) {
    node.onclick = onclick;
    node.disabled = !playable;
  }
  return node;
}
