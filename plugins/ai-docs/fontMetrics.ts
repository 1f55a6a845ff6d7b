// Advance widths from a TrueType font's cmap (format 4) and hmtx tables, so card titles can be
// wrapped to the width resvg will actually draw them at, without a browser or canvas.

function table(font: Buffer, tag: string): number {
  const count = font.readUInt16BE(4);
  for (let i = 0; i < count; i++) {
    const record = 12 + i * 16;
    if (font.toString('latin1', record, record + 4) === tag) return font.readUInt32BE(record + 8);
  }
  throw new Error(`font has no ${tag} table`);
}

/** Maps a code point to a glyph id through the Unicode BMP cmap subtable (format 4). */
function glyphMapper(font: Buffer): (codePoint: number) => number {
  const cmap = table(font, 'cmap');
  let subtable: number | undefined;
  for (let i = 0; i < font.readUInt16BE(cmap + 2); i++) {
    const record = cmap + 4 + i * 8;
    const offset = cmap + font.readUInt32BE(record + 4);
    const unicode =
      font.readUInt16BE(record) === 0 || (font.readUInt16BE(record) === 3 && font.readUInt16BE(record + 2) === 1);
    if (unicode && font.readUInt16BE(offset) === 4) subtable = offset;
  }
  if (subtable === undefined) throw new Error('font has no format 4 cmap subtable');
  const segments = font.readUInt16BE(subtable + 6) / 2;
  const ends = subtable + 14;
  const starts = ends + segments * 2 + 2;
  const deltas = starts + segments * 2;
  const rangeOffsets = deltas + segments * 2;
  return (codePoint) => {
    for (let i = 0; i < segments; i++) {
      if (font.readUInt16BE(ends + i * 2) < codePoint) continue;
      const start = font.readUInt16BE(starts + i * 2);
      if (start > codePoint) return 0;
      const delta = font.readUInt16BE(deltas + i * 2);
      const rangeOffset = font.readUInt16BE(rangeOffsets + i * 2);
      if (rangeOffset === 0) return (codePoint + delta) & 0xffff;
      const glyph = font.readUInt16BE(rangeOffsets + i * 2 + rangeOffset + (codePoint - start) * 2);
      return glyph === 0 ? 0 : (glyph + delta) & 0xffff;
    }
    return 0;
  };
}

/** Returns a function giving the advance width of a string, in ems (multiply by the font size). */
export function advanceWidths(font: Buffer): (text: string) => number {
  const unitsPerEm = font.readUInt16BE(table(font, 'head') + 18);
  const metrics = font.readUInt16BE(table(font, 'hhea') + 34);
  const hmtx = table(font, 'hmtx');
  const glyphFor = glyphMapper(font);
  const advance = (glyph: number) => font.readUInt16BE(hmtx + Math.min(glyph, metrics - 1) * 4);
  return (text) => {
    let units = 0;
    for (const char of text) units += advance(glyphFor(char.codePointAt(0) ?? 0));
    return units / unitsPerEm;
  };
}
