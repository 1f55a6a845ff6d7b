// The line each docs page and blog post ends with: what the docs-examples suite (tests/python) ran
// on that page, against the release the site documents and against the current 2.x release. The
// data is src/data/verification.json, which the suite writes after a full green run and compares on
// every run, so the line cannot claim more than ran.
import verification from '../../src/data/verification.json';

/** What the 2.x pass ran of a page (tests/python/verification.py, current_page). */
export interface CurrentRun {
  /** Python blocks that apply to 2.x, and how many of them ran (executed or compiled). */
  readonly python: number;
  readonly ran: number;
  readonly shell: number;
  readonly shell_ran: number;
  /** The first failure, e.g. "ImportError: cannot import name 'X' from 'django_cfg'". */
  readonly failure: string | null;
  /** The section of the guide that explains it, or null when none does. */
  readonly anchor: string | null;
}

export interface PageVerification {
  readonly python: number;
  readonly executed: number;
  readonly compiled: number;
  readonly shell: number;
  /** Python blocks written for 2.x (fence `release="2.x"`), which only the 2.x pass runs. */
  readonly current_only?: number;
  readonly current?: CurrentRun;
}

interface Release {
  readonly django_cfg: string;
  readonly django: string;
}

export interface Verification {
  readonly release: Release;
  /** The release `pip install django-cfg` gives today, installed in .venv-current. */
  readonly current_release?: Release;
  readonly pages: Readonly<Record<string, PageVerification>>;
}

/** The guide that says what changed since 1.5.108, section by section. */
export const WHAT_CHANGED_PATH = '/guides/what-changed-since-1-5-108';

/** A piece of the line: plain text, or a link. */
export type LineSegment = string | {readonly text: string; readonly href: string};

const data: Verification = verification;

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

/** "5.2.19" -> "5.2" */
const minor = (version: string) => version.split('.').slice(0, 2).join('.');

/** " · on django-cfg 2.3.348: …": what the 2.x pass ran, with a link to the guide unless all ran. */
function currentSegments(page: PageVerification, version: string, python: boolean): LineSegment[] {
  const run = page.current;
  if (!run) return [];
  const release = `django-cfg ${version}`;
  const shellFailed = run.shell_ran < run.shell;
  if (run.ran === run.python && !shellFailed) {
    const what = python ? `all ${run.python} also run` : 'they also run';
    const written = page.current_only ? ` (${page.current_only} written for it)` : '';
    return [` · ${what} on ${release}${written}: the page applies to both releases.`];
  }
  const counts = python ? [`${run.ran} of ${run.python} run`] : [];
  if (shellFailed || !python) counts.push(`${run.shell_ran} of ${plural(run.shell, 'shell command block')}`);
  const href = run.anchor ? `${WHAT_CHANGED_PATH}#${run.anchor}` : WHAT_CHANGED_PATH;
  return [` · on ${release}: ${counts.join(', ')}, `, {text: 'see what changed', href}, '.'];
}

/**
 * The verification line of a page, from its source path relative to the site folder
 * (docs/getting-started/intro.mdx), as text and links. Pages without Python blocks say so instead of
 * claiming a run.
 */
export function verificationSegments(source: string, from: Verification = data): LineSegment[] {
  // Adjacent texts become one, so the paragraph holds one text node, or text, link, text.
  return pageSegments(source, from).reduce<LineSegment[]>((merged, segment) => {
    const last = merged.at(-1);
    if (typeof segment === 'string' && typeof last === 'string') merged[merged.length - 1] = last + segment;
    else merged.push(segment);
    return merged;
  }, []);
}

function pageSegments(source: string, from: Verification): LineSegment[] {
  const release = `django-cfg ${from.release.django_cfg} with Django ${minor(from.release.django)}`;
  const current = from.current_release?.django_cfg;
  const page = from.pages[source];
  if (!page || page.python === 0) {
    if (page?.current_only && current) {
      const run = page.current;
      const ran = run ? ` · ${run.ran} of ${plural(run.python, 'Python block')} run` : '';
      return [`Examples run on django-cfg ${current}${ran}, all written for that release.`];
    }
    if (!page?.shell) return ['No Python examples on this page.'];
    const shell = `No Python examples on this page · ${plural(page.shell, 'shell command block')} run on ${release}`;
    const after = current ? currentSegments(page, current, false) : [];
    return after.length ? [shell, ...after] : [`${shell}.`];
  }
  const parts = [`Examples run on ${release}`, `${page.executed} of ${plural(page.python, 'Python block')} executed`];
  if (page.compiled > 0) parts.push(`${page.compiled} compiled only (the block says why)`);
  if (page.shell > 0) parts.push(`${plural(page.shell, 'shell command block')} run`);
  const after = current ? currentSegments(page, current, true) : [];
  return after.length ? [parts.join(' · '), ...after] : [`${parts.join(' · ')}.`];
}

/** The line as Markdown, for the Markdown twins and llms-full.txt. */
export function verificationLine(source: string, from: Verification = data): string {
  return verificationSegments(source, from)
    .map((segment) => (typeof segment === 'string' ? segment : `[${segment.text}](${segment.href})`))
    .join('');
}
