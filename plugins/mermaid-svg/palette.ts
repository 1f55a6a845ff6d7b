// The site's colours for build-time diagrams. An SVG shown through <img> cannot read the page's CSS
// custom properties, so the values are copied here; each names the token in src/css/_tokens.scss
// (or Infima's default) it mirrors. Change them together.

export type ColourMode = 'dark' | 'light';

export interface DiagramPalette {
  /** Page background behind the diagram. */
  readonly background: string;
  /** Boxes, actors. */
  readonly surface: string;
  /** Subgraphs, notes, alternate blocks. */
  readonly surfaceRaised: string;
  readonly border: string;
  readonly text: string;
  readonly textMuted: string;
  /** Box outlines, arrows. */
  readonly primary: string;
  /** Decision diamonds and activations. */
  readonly accent: string;
}

export const palettes: Record<ColourMode, DiagramPalette> = {
  dark: {
    background: '#0b1120', // [data-theme='dark'] --ifm-background-color
    surface: '#111827', // --dcfg-surface
    surfaceRaised: '#1f2937', // --dcfg-surface-raised
    border: '#334155', // [data-theme='dark'] --ifm-color-emphasis-300
    text: '#e5e7eb', // Infima's dark --ifm-font-color-base
    textMuted: '#aab4c3', // --dcfg-text-muted
    primary: '#60a5fa', // [data-theme='dark'] --ifm-color-primary
    accent: '#22d3ee', // --dcfg-accent
  },
  light: {
    background: '#ffffff', // Infima's light --ifm-background-color
    surface: '#f8fafc',
    surfaceRaised: '#eef2f7',
    border: '#cbd5e1',
    text: '#1c1e21', // Infima's light --ifm-font-color-base
    textMuted: '#475569',
    primary: '#2563eb', // --ifm-color-primary-dark (the light primary has too little contrast on white)
    accent: '#0e7490',
  },
};

/** The site's body font (--ifm-font-family-base), so labels match the text around them. */
export const FONT_FAMILY = "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif";
/** One size for every label: the smallest text then sets how far a diagram may be scaled down. */
export const FONT_SIZE = 16;

/**
 * Tighter spacing and narrower text for the drawing phones get: what sets how narrow a diagram may
 * be shown is its width per pixel of its smallest text, so labels wrap sooner and gaps shrink.
 */
const NARROW = {
  flowchart: {wrappingWidth: 150, nodeSpacing: 24, rankSpacing: 36, padding: 8, diagramPadding: 4},
  sequence: {wrap: true, width: 120, actorMargin: 10, boxMargin: 6, noteMargin: 6, diagramMarginX: 4},
};

/** mermaid.initialize() options drawing diagrams in the site's colours (Mermaid's `base` theme). */
export function mermaidConfig(mode: ColourMode, layout: 'wide' | 'narrow' = 'wide'): Record<string, unknown> {
  const p = palettes[mode];
  return {
    theme: 'base',
    darkMode: mode === 'dark',
    fontFamily: FONT_FAMILY,
    fontSize: FONT_SIZE,
    themeVariables: {
      darkMode: mode === 'dark',
      fontFamily: FONT_FAMILY,
      fontSize: `${FONT_SIZE}px`,
      background: p.background,
      primaryColor: p.surface,
      primaryTextColor: p.text,
      primaryBorderColor: p.primary,
      secondaryColor: p.surfaceRaised,
      secondaryTextColor: p.text,
      secondaryBorderColor: p.border,
      tertiaryColor: p.surfaceRaised,
      tertiaryTextColor: p.text,
      tertiaryBorderColor: p.border,
      textColor: p.text,
      lineColor: p.textMuted,
      mainBkg: p.surface,
      nodeBorder: p.primary,
      nodeTextColor: p.text,
      clusterBkg: p.surfaceRaised,
      clusterBorder: p.border,
      titleColor: p.text,
      edgeLabelBackground: p.background,
      actorBkg: p.surface,
      actorBorder: p.primary,
      actorTextColor: p.text,
      actorLineColor: p.textMuted,
      signalColor: p.textMuted,
      signalTextColor: p.text,
      labelBoxBkgColor: p.surfaceRaised,
      labelBoxBorderColor: p.border,
      labelTextColor: p.text,
      loopTextColor: p.text,
      noteBkgColor: p.surfaceRaised,
      noteTextColor: p.text,
      noteBorderColor: p.accent,
      activationBkgColor: p.surfaceRaised,
      activationBorderColor: p.accent,
      sequenceNumberColor: p.background,
    },
    flowchart: {htmlLabels: true, padding: 12, ...(layout === 'narrow' ? NARROW.flowchart : {})},
    sequence: {
      actorFontSize: FONT_SIZE,
      messageFontSize: FONT_SIZE,
      noteFontSize: FONT_SIZE,
      ...(layout === 'narrow' ? NARROW.sequence : {}),
    },
  };
}
