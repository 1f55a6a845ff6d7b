// The SVG of a page's 1200×630 social card: section label, title and brand on the site's dark
// palette. Pure: text is wrapped with a width function so tests need no font.

export interface Card {
  readonly title: string;
  /** The docs section, drawn above the title. */
  readonly label: string;
  readonly brand: string;
  readonly domain: string;
  /** The site logo as a data: URI. */
  readonly logo: string;
}

/** Width of `text` in ems, in the card's bold font. */
export type Measure = (text: string) => number;

export const CARD_WIDTH = 1200;
export const CARD_HEIGHT = 630;
const LEFT = 96;
const TEXT_WIDTH = CARD_WIDTH - 2 * LEFT;
/** Title sizes, largest first, with the most lines each may take; the last one cuts the title. */
const SMALLEST_TITLE = {size: 60, lines: 4};
const TITLE_SIZES = [{size: 72, lines: 3}, SMALLEST_TITLE];

function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** Greedy word wrap; a word wider than the line is kept whole, and overflow is cut with an ellipsis. */
export function wrapText(text: string, fits: (line: string) => boolean, maxLines: number): string[] {
  const lines: string[] = [];
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const last = lines.at(-1);
    if (last !== undefined && fits(`${last} ${word}`)) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, maxLines);
  let cut = `${kept[maxLines - 1] ?? ''} ${lines[maxLines] ?? ''}`;
  while (cut.includes(' ') && !fits(`${cut}…`)) cut = cut.slice(0, cut.lastIndexOf(' '));
  kept[maxLines - 1] = `${cut.replace(/[\s,.:;–—-]+$/, '')}…`;
  return kept;
}

function titleLayout(title: string, measure: Measure): {size: number; lines: string[]} {
  const fits = (size: number) => (line: string) => measure(line) * size <= TEXT_WIDTH;
  const chosen =
    TITLE_SIZES.find(({size, lines}) => wrapText(title, fits(size), Infinity).length <= lines) ?? SMALLEST_TITLE;
  return {size: chosen.size, lines: wrapText(title, fits(chosen.size), chosen.lines)};
}

export function cardSvg(card: Card, measure: Measure): string {
  const {size, lines} = titleLayout(card.title, measure);
  const lineHeight = Math.round(size * 1.18);
  // The title block is centred in the band between the label and the footer.
  const top = 300 - ((lines.length - 1) * lineHeight) / 2;
  const title = lines
    .map((line, i) => `<tspan x="${LEFT}" y="${top + i * lineHeight}">${escapeXml(line)}</tspan>`)
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${CARD_WIDTH}" height="${CARD_HEIGHT}" viewBox="0 0 ${CARD_WIDTH} ${CARD_HEIGHT}">
<defs>
<radialGradient id="glow" cx="1" cy="0" r="0.9"><stop offset="0" stop-color="#3b82f6" stop-opacity="0.35"/><stop offset="1" stop-color="#3b82f6" stop-opacity="0"/></radialGradient>
<linearGradient id="bar" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#60a5fa"/><stop offset="1" stop-color="#1d4ed8"/></linearGradient>
</defs>
<rect width="${CARD_WIDTH}" height="${CARD_HEIGHT}" fill="#0b1120"/>
<rect width="${CARD_WIDTH}" height="${CARD_HEIGHT}" fill="url(#glow)"/>
<rect width="16" height="${CARD_HEIGHT}" fill="url(#bar)"/>
<g font-family="DejaVu Sans" font-weight="bold">
<text x="${LEFT}" y="120" font-size="30" letter-spacing="3" fill="#60a5fa">${escapeXml(card.label.toUpperCase())}</text>
<text font-size="${size}" fill="#f8fafc">${title}</text>
<image x="${LEFT}" y="490" width="72" height="72" href="${escapeXml(card.logo)}"/>
<text x="${LEFT + 96}" y="540" font-size="38" fill="#f8fafc">${escapeXml(card.brand)}</text>
<text x="${CARD_WIDTH - LEFT}" y="540" font-size="28" font-weight="normal" text-anchor="end" fill="#94a3b8">${escapeXml(card.domain)}</text>
</g>
</svg>`;
}
