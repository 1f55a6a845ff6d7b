// The home page's comparison table as typed data (src/components/Home/Prerendered/content.tsx renders it).

export interface ComparisonRow {
  readonly capability: string;
  readonly djangoCfg: string;
  readonly plainSettings: string;
  readonly envLibraries: string;
}

/** The home page's short comparison; the full, sourced one lives in the docs. */
export const comparisonRows: readonly ComparisonRow[] = [
  {
    capability: 'Type validation at startup',
    djangoCfg: 'Yes (Pydantic v2)',
    plainSettings: 'No',
    envLibraries: 'Casting per variable',
  },
  {
    capability: 'IDE completion for settings',
    djangoCfg: 'Yes, typed fields',
    plainSettings: 'No',
    envLibraries: 'Partial',
  },
  {
    capability: 'Derived settings (hosts, CORS, CSRF)',
    djangoCfg: 'Generated from security_domains',
    plainSettings: 'Written by hand',
    envLibraries: 'Written by hand',
  },
  {
    capability: 'Apps, admin, API docs out of the box',
    djangoCfg: 'Switched on by fields',
    plainSettings: 'Install and wire each',
    envLibraries: 'Out of scope',
  },
  {capability: 'Generated API clients', djangoCfg: 'TypeScript and Python', plainSettings: 'No', envLibraries: 'No'},
];
