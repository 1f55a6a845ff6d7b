// config/ssrTemplate.ts is a copy of @docusaurus/core's page template (lib/ssg/ssgTemplate.html.js)
// with one planned change: the app's scripts leave the head and start after the first paint, from a
// script at the end of the body that the first paint waits for. Anything else that differs (core
// adding a tag or a template variable) fails here, so a Docusaurus upgrade cannot drop it unseen.
import {createRequire} from 'node:module';
import {describe, expect, it} from 'vitest';
import {lineDiff} from './lineDiff';
import {ssrTemplate} from './ssrTemplate';

const lines = (template: string): string[] => template.trim().split('\n');

/** The planned change: what leaves core's template and what comes in (config/ssrTemplate.ts says why). */
const PLANNED = {
  removed: [
    '    <% it.scripts.forEach((script) => { %>',
    '      <script src="<%= it.baseUrl %><%= script %>" defer></script>',
    '    <% }); %>',
  ],
  added: [/^ {4}<link rel="expect" href="#start-app" blocking="render">$/, /^ {4}<script id="start-app">.*<\/script>$/],
};

/** Whether a diff is exactly the planned change. */
function isPlanned(diff: {removed: string[]; added: string[]}): boolean {
  return (
    JSON.stringify(diff.removed) === JSON.stringify(PLANNED.removed) &&
    diff.added.length === PLANNED.added.length &&
    diff.added.every((line, n) => PLANNED.added[n]?.test(line))
  );
}

function coreTemplate(): string {
  const require = createRequire(import.meta.url);
  return (require('@docusaurus/core/lib/ssg/ssgTemplate.html.js') as {default: string}).default;
}

describe('ssrTemplate', () => {
  it("differs from the installed core's template only by the planned change", () => {
    const diff = lineDiff(lines(coreTemplate()), lines(ssrTemplate));
    expect(diff.removed).toEqual(PLANNED.removed);
    expect(diff.added).toHaveLength(PLANNED.added.length);
    diff.added.forEach((line, n) => expect(line).toMatch(PLANNED.added[n] ?? /^$/));
  });

  it('notices a line core adds, removes or changes', () => {
    const core = coreTemplate();
    expect(isPlanned(lineDiff(lines(core), lines(ssrTemplate)))).toBe(true);
    const withNewTag = core.replace('<%~ it.postBodyTags %>', '<%~ it.postBodyTags %>\n    <%~ it.newTags %>');
    expect(isPlanned(lineDiff(lines(withNewTag), lines(ssrTemplate)))).toBe(false);
    const changed = core.replace('<meta charset="UTF-8">', '<meta charset="utf-8">');
    expect(isPlanned(lineDiff(lines(changed), lines(ssrTemplate)))).toBe(false);
  });
});
