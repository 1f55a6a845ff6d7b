// The line each docs page and blog post ends with: what the docs-examples suite (tests/python) ran
// on that page, against which release. The data is src/data/verification.json, which the suite
// writes after a full green run and compares on every run, so the line cannot claim more than ran.
import verification from '../../src/data/verification.json';

export interface PageVerification {
  readonly python: number;
  readonly executed: number;
  readonly compiled: number;
  readonly shell: number;
}

export interface Verification {
  readonly release: {readonly django_cfg: string; readonly django: string};
  readonly pages: Readonly<Record<string, PageVerification>>;
}

const data: Verification = verification;

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

/** "5.2.19" -> "5.2" */
const minor = (version: string) => version.split('.').slice(0, 2).join('.');

/**
 * The verification line of a page, from its source path relative to the site folder
 * (docs/getting-started/intro.mdx). Pages without Python blocks say so instead of claiming a run.
 */
export function verificationLine(source: string, from: Verification = data): string {
  const release = `django-cfg ${from.release.django_cfg} with Django ${minor(from.release.django)}`;
  const page = from.pages[source];
  if (!page || page.python === 0) {
    const shell = page?.shell ? ` · ${plural(page.shell, 'shell command block')} run on ${release}` : '';
    return `No Python examples on this page${shell}.`;
  }
  const parts = [`Examples run on ${release}`, `${page.executed} of ${plural(page.python, 'Python block')} executed`];
  if (page.compiled > 0) parts.push(`${page.compiled} compiled only (the block says why)`);
  if (page.shell > 0) parts.push(`${plural(page.shell, 'shell command block')} run`);
  return `${parts.join(' · ')}.`;
}
