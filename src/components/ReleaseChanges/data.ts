// The shape of src/data/release/changes.json (written by scripts/release/diff.py) and the Markdown the
// guide's twin gets for each section. Pure functions: the remark plugin, the twin rewrite and the
// unit tests import them without React.

export interface ReleaseInfo {
  readonly version: string;
  readonly date: string;
  readonly django: string;
}

export interface RemovedItem {
  readonly name: string;
  readonly detail: string;
  readonly replacement: string;
  readonly why: string;
  readonly link?: string;
}

export interface AddedItem {
  readonly name: string;
  readonly detail: string;
}

export interface Difference {
  readonly what: string;
  readonly before: string;
  readonly after: string;
}

export interface ChangedItem {
  readonly name: string;
  readonly changes: readonly Difference[];
}

export interface Counts {
  readonly kept: number;
  readonly removed: number;
  readonly added: number;
  readonly changed: number;
}

export interface Category {
  /** The section id on the guide page (stable: other pages link to it). */
  readonly id: string;
  readonly key: string;
  readonly title: string;
  readonly counts: Counts;
  readonly removed: readonly RemovedItem[];
  readonly added: readonly AddedItem[];
  readonly changed: readonly ChangedItem[];
  readonly kept: readonly string[];
}

export interface ReleaseChangesData {
  readonly documented: ReleaseInfo;
  readonly current: ReleaseInfo;
  readonly categories: readonly Category[];
}

/** The section ids the guide page has, in page order; teammates' pages link to them. */
export const SECTION_IDS = [
  'exports',
  'djangoconfig-fields',
  'model-fields',
  'management-commands',
  'cli',
  'extras',
  'urls',
  'removed-apps',
] as const;

export type SectionId = (typeof SECTION_IDS)[number];

/** The props of one <ReleaseChanges section="…" /> (the whole page's summary when section is "summary"). */
export interface SectionProps {
  readonly documented: ReleaseInfo;
  readonly current: ReleaseInfo;
  /** One category, or every category's title and counts for the summary (their item lists empty). */
  readonly categories: readonly Category[];
  readonly summary: boolean;
}

/** The data without the recipe links whose page `exists` says is missing. */
export function withRecipes(data: ReleaseChangesData, exists: (route: string) => boolean): ReleaseChangesData {
  return {
    ...data,
    categories: data.categories.map((c) => ({
      ...c,
      removed: c.removed.map(({link, ...item}) => (link && exists(link) ? {...item, link} : item)),
    })),
  };
}

/** What a page writing <ReleaseChanges section={section} /> renders: only what that section shows. */
export function sectionProps(data: ReleaseChangesData, section: string): SectionProps {
  const base = {documented: data.documented, current: data.current};
  if (section === 'summary') {
    return {
      ...base,
      summary: true,
      categories: data.categories.map((c) => ({...c, removed: [], added: [], changed: [], kept: []})),
    };
  }
  const category = data.categories.find((c) => c.id === section);
  if (!category) {
    throw new Error(`<ReleaseChanges section="${section}">: changes.json has no category with that id`);
  }
  // The kept names stay in the data file (for tools); the page only counts them.
  return {...base, summary: false, categories: [{...category, kept: []}]};
}

const cell = (text: string): string => text.replaceAll('|', '\\|').replaceAll('\n', ' ');
const code = (text: string): string => (text ? `\`${text.replaceAll('`', "'")}\`` : '');

/** A Markdown link for a replacement's recipe, absolute against siteUrl. */
function recipe(item: RemovedItem, siteUrl: string): string {
  return item.link ? `[recipe](${siteUrl}${item.link})` : '';
}

/** The summary counts as a Markdown table. */
export function summaryMarkdown(props: SectionProps): string {
  const rows = props.categories.map(
    (c) => `| ${c.title} | ${c.counts.kept} | ${c.counts.removed} | ${c.counts.added} | ${c.counts.changed} |`,
  );
  return [`| What | Kept | Removed | Added | Changed |`, `| --- | ---: | ---: | ---: | ---: |`, ...rows].join('\n');
}

/** One section's lists as Markdown tables, for the page's twin and llms-full.txt. */
export function sectionMarkdown(props: SectionProps, siteUrl: string): string {
  if (props.summary) return summaryMarkdown(props);
  const [category] = props.categories;
  if (!category) throw new Error('sectionMarkdown: no category in the props');
  const {documented, current} = props;
  const c = category.counts;
  const parts = [
    `${c.kept} kept unchanged, ${c.removed} removed, ${c.added} added, ${c.changed} changed between ${documented.version} and ${current.version}.`,
  ];
  if (category.removed.length > 0) {
    parts.push(
      [
        `**Removed in ${current.version}**`,
        '',
        '| Name | In 1.5.108 | Use instead | Why | Recipe |',
        '| --- | --- | --- | --- | --- |',
        ...category.removed.map(
          (r) =>
            `| ${code(r.name)} | ${cell(r.detail)} | ${cell(r.replacement)} | ${cell(r.why)} | ${recipe(r, siteUrl)} |`,
        ),
      ].join('\n'),
    );
  }
  if (category.changed.length > 0) {
    parts.push(
      [
        `**Changed in ${current.version}**`,
        '',
        `| Name | What | ${documented.version} | ${current.version} |`,
        '| --- | --- | --- | --- |',
        ...category.changed.flatMap((item) =>
          item.changes.map(
            (d) => `| ${code(item.name)} | ${d.what} | ${code(cell(d.before))} | ${code(cell(d.after))} |`,
          ),
        ),
      ].join('\n'),
    );
  }
  if (category.added.length > 0) {
    parts.push(
      [
        `**Added in ${current.version}**`,
        '',
        '| Name | Detail |',
        '| --- | --- |',
        ...category.added.map((a) => `| ${code(a.name)} | ${cell(a.detail)} |`),
      ].join('\n'),
    );
  }
  return parts.join('\n\n');
}
