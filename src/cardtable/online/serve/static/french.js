// The French cards of King's Mercy and King Cut-Throat ("10♥", "A♠", "JK" the joker), and Witch of
// the Woods' Faerunian cards drawn from the same text as RULINGS WW1 maps them (Clubs = Crowns,
// Diamonds = Swords, Hearts = Shields, Spades = Coins; the Ace is the 1 and the Jack the Prince; the
// black joker the Jester, the red joker the Witch).

const SUITS = "♣♦♥♠";
const RANKS = ["A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K"];
const FAERUN = { "♣": ["Crowns", "♛", "gold"], "♦": ["Swords", "⚔", "silver"], "♥": ["Shields", "⬟", "silver"], "♠": ["Coins", "◉", "gold"] };
const JOKERS = { JK: ["★", "JOKER"], BJ: ["★", "JESTER"], RJ: ["✶", "WITCH"] };

// A rank as the Faerunian deck says it: the Ace is its 1, the Jack its Prince (WW1).
function faerunRank(rank, prince) {
  return { A: "1", J: prince }[rank] || rank;
}

// A card's rank and suit from its text; a joker has no suit.
export function parseCard(card) {
  const text = String(card);
  if (JOKERS[text]) return { rank: text, suit: null };
  return { rank: text.slice(0, -1), suit: text.slice(-1) };
}

// The name of a suit as its game says it: ♥ for the French decks, "Shields" for the Faerunian.
export function suitWord(suit, faerun = false) {
  if (!faerun) return suit;
  return FAERUN[suit] ? FAERUN[suit][0] : suit;
}

// The card's face as words, as a screen reader says it.
export function cardWords(card, faerun = false, joker = "JOKER") {
  const { rank, suit } = parseCard(card);
  if (!suit) return faerun ? (rank === "RJ" ? "the Witch" : "the Jester") : `the ${joker.charAt(0)}${joker.slice(1).toLowerCase()}`;
  const shown = faerun ? faerunRank(rank, "Prince") : rank;
  return `${shown} of ${faerun ? FAERUN[suit][0] : suit}`;
}

// The hand's order: by suit (jokers last), then rank.
export function sortHand(cards) {
  const rank = (card) => {
    const { rank: r, suit } = parseCard(card);
    return suit ? SUITS.indexOf(suit) * 20 + RANKS.indexOf(r) : 100 + (r === "RJ" ? 1 : 0);
  };
  return [...cards].sort((a, b) => rank(a) - rank(b));
}

// A card as an element: a button when `onclick` is given. `picked` marks a card chosen for a move.
export function frenchCard(card, { faerun = false, joker = "JOKER", onclick = null, playable = true, picked = false, small = false } = {}) {
  const { rank, suit } = parseCard(card);
  const node = document.createElement(onclick ? "button" : "div");
  let corner;
  let face;
  let look;
  if (!suit) {
    [face, corner] = faerun ? JOKERS[rank] : ["★", joker];
    look = rank === "RJ" ? "joker witch" : "joker";
  } else if (faerun) {
    corner = faerunRank(rank, "P");
    face = FAERUN[suit][1];
    look = `faerun ${FAERUN[suit][2]}`;
  } else {
    corner = rank;
    face = suit;
    look = `french ${"♥♦".includes(suit) ? "red" : "black"}`;
  }
  node.className = `pcard ${look}${playable ? "" : " dim"}${picked ? " picked" : ""}${small ? " small" : ""}`;
  node.dataset.card = card;
  node.title = cardWords(card, faerun, joker);
  node.setAttribute("aria-label", node.title);
  const top = document.createElement("span");
  top.className = "corner";
  top.textContent = suit ? `${corner}${faerun ? "" : suit}` : face;
  const middle = document.createElement("span");
  middle.className = "face";
  middle.textContent = suit ? face : corner;
  node.append(top, middle);
  if (suit && faerun) {
    const word = document.createElement("span");
    word.className = "word";
    word.textContent = FAERUN[suit][0].toUpperCase();
    node.append(word);
  } else if (!suit) {
    middle.className = "face joker-word";
  }
  if (onclick) {
    node.onclick = onclick;
    node.disabled = !playable;
    node.setAttribute("aria-pressed", String(picked));
  }
  return node;
}

// A row of cards; a face-down card for each unknown one (`null`).
export function cardRow(cards, options = {}) {
  const row = document.createElement("div");
  row.className = "card-row";
  row.append(...cards.map((card) => (card === null ? cardBack(options.small) : frenchCard(card, options))));
  return row;
}

export function cardBack(small = false) {
  const node = document.createElement("div");
  node.className = `pcard back${small ? " small" : ""}`;
  node.setAttribute("aria-label", "a face-down card");
  return node;
}
