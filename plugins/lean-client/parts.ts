// The parts of lean-client and the LEAN_CLIENT switch that turns them off, so a problem in the
// browser bundle can be bisected part by part against the stock client. README.md in this folder.
import type {RuleSetRule} from 'webpack';
import type {Replacement} from './replaceAll';

/** Each part is a subfolder with a README of the upstream files it depends on. */
export const PARTS = ['trims', 'stand-ins', 'runtime', 'chunks'] as const;
export type Part = (typeof PARTS)[number];

/** Which parts the plugin applies; all of them by default. */
export type LeanClientOptions = Readonly<Record<Part, boolean>>;

/**
 * The parts LEAN_CLIENT leaves on, or `null` for none (`off`: the plugin is not registered and the
 * build is Docusaurus's stock client). Unset or `on` keeps every part; a comma list such as
 * `-stand-ins,-chunks` turns those parts off. The trimmed generated files need the route runtime
 * (their routes load through it), so turning the runtime off with the trims on is an error.
 */
export function leanClientParts(value: string | undefined): LeanClientOptions | null {
  const setting = value?.trim() ?? '';
  if (setting === 'off') return null;
  const parts: Record<Part, boolean> = {trims: true, 'stand-ins': true, runtime: true, chunks: true};
  if (setting === '' || setting === 'on') return parts;
  for (const item of setting.split(',').map((text) => text.trim())) {
    const part = item.slice(1) as Part;
    if (!item.startsWith('-') || !PARTS.includes(part))
      throw new Error(
        `LEAN_CLIENT=${setting}: expected off, on or a comma list of ${PARTS.map((name) => `-${name}`).join(', ')}`,
      );
    parts[part] = false;
  }
  if (parts.trims && !parts.runtime)
    throw new Error(`LEAN_CLIENT=${setting}: the trims need the route runtime; add -trims to turn both off`);
  return parts;
}

/** What a part adds to the bundler configuration. */
export interface Contribution {
  /** Aliases for every bundle: server and browser, development and production. */
  readonly alias?: Readonly<Record<string, string>>;
  /** Aliases for the production browser bundle only. */
  readonly browserAlias?: Readonly<Record<string, string>>;
  /** Import requests swapped for files in the production browser bundle (checked by replaceAll). */
  readonly replacements?: readonly Replacement[];
  /** The production browser bundle's entry. */
  readonly entry?: string;
  readonly rules?: readonly RuleSetRule[];
  readonly cacheGroups?: Readonly<Record<string, object>>;
}
