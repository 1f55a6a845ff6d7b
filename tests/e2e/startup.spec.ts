// How the app starts on a page load: when its scripts are requested (config/ssrTemplate.ts) and
// how their evaluation is spread over tasks (plugins/lean-client/clientEntry.ts). Order and task
// boundaries only, no timings, so it does not flake on a busy machine.
import {expect, hydrated, test} from './fixtures';

const DOCS_PAGE = '/fundamentals/configuration/database';

test('the app scripts start after the page is parsed and its first paint is shown (config/ssrTemplate.ts)', async ({
  page,
}) => {
  await page.goto(DOCS_PAGE);
  await hydrated(page);
  const {parsed, painted, scripts} = await page.evaluate(() => ({
    parsed: (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).domContentLoadedEventEnd,
    painted: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Infinity,
    scripts: performance
      .getEntriesByType('resource')
      .filter((e) => /\/assets\/js\/(runtime~)?main\.[0-9a-f]+\.js$/.test(e.name))
      .map((e) => e.startTime),
  }));
  // Stock `defer` scripts in the head are requested while the head is parsed, long before this.
  expect(scripts).toHaveLength(2);
  for (const start of scripts) expect(start).toBeGreaterThan(parsed);
  // Requested once the text is on screen, not merely once its frame is drawn (the first
  // contentful paint's time is when it was shown).
  for (const start of scripts) expect(start).toBeGreaterThan(painted);
  // In the HTML as served (once hydrated, the page adds chunk scripts to the head as it prefetches).
  const html = await (await page.request.get(DOCS_PAGE)).text();
  expect(html.slice(0, html.indexOf('</head>'))).not.toMatch(/<script[^>]*\ssrc=/);
});

test('running main.js evaluates neither React DOM nor the app: later tasks do (plugins/lean-client/clientEntry.ts)', async ({
  page,
}) => {
  // React DOM reports its evaluation to a devtools hook (checkDCE); a disabled hook is otherwise ignored.
  await page.addInitScript(() => {
    const evaluated: string[] = [];
    Object.defineProperty(window, '__reactDomEvaluated', {value: evaluated});
    Object.defineProperty(window, '__REACT_DEVTOOLS_GLOBAL_HOOK__', {
      value: {isDisabled: true, checkDCE: () => evaluated.push('react-dom')},
    });
  });
  // A statement after main.js's own code runs at the end of the task that runs the script: what
  // main.js evaluates synchronously (core's entry sets window.docusaurus) has run by then.
  await page.route(/\/assets\/js\/main\.[0-9a-f]+\.js$/, async (route) => {
    const response = await route.fetch();
    const body = `${await response.text()}
;window.__atMainEnd = {reactDom: window.__reactDomEvaluated.length, app: 'docusaurus' in window};`;
    await route.fulfill({response, body});
  });
  await page.goto(DOCS_PAGE);
  await hydrated(page);
  const seen = await page.evaluate(() => ({
    atMainEnd: (window as unknown as {__atMainEnd: unknown}).__atMainEnd,
    reactDom: (window as unknown as {__reactDomEvaluated: string[]}).__reactDomEvaluated.length,
    app: 'docusaurus' in window,
  }));
  expect(seen.atMainEnd).toEqual({reactDom: 0, app: false});
  expect(seen.reactDom).toBeGreaterThan(0);
  expect(seen.app).toBe(true);
});
