// Hydration long-task check: each page loaded in Chromium with the main thread slowed 4x (CDP
// Emulation.setCPUThrottlingRate, as Lighthouse's mobile preset), a buffered `longtask` observer
// installed before any script runs, and every task read once React has hydrated (the theme sets
// <html data-has-hydrated>) and one more second has passed for idle work. Network is not throttled:
// this isolates main-thread work from download time, which Lighthouse covers. Two figures per load:
// the longest task of the whole load (the server HTML's first style and layout included) and the
// longest task from the first app script's request on (the app's scripts start after the first
// paint, config/ssrTemplate.ts): evaluation, hydration and the work hydration starts.
import {chromium} from 'playwright-core';
import {chromeArgs, chromePath} from '../chrome.mjs';
import {serveStatic} from './serve.mjs';

const RATE = 4;
const SETTLE_MS = 1000;

function observeLongTasks() {
  const tasks = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) tasks.push({start: entry.startTime, duration: entry.duration});
  }).observe({type: 'longtask', buffered: true});
  Object.defineProperty(window, '__benchLongTasks', {value: tasks});
}

async function oneLoad(browser, url) {
  const context = await browser.newContext({viewport: {width: 412, height: 823}});
  try {
    await context.addInitScript(observeLongTasks);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', {rate: RATE});
    await page.goto(url, {waitUntil: 'load'});
    await page.waitForFunction(() => document.documentElement.dataset.hasHydrated === 'true', null, {
      timeout: 30_000,
    });
    await page.waitForTimeout(SETTLE_MS);
    const {tasks, scriptsStart} = await page.evaluate(() => ({
      tasks: window.__benchLongTasks,
      scriptsStart: Math.min(
        ...performance
          .getEntriesByType('resource')
          .filter((e) => e.initiatorType === 'script' && new URL(e.name).pathname.startsWith('/assets/js/'))
          .map((e) => e.startTime),
      ),
    }));
    const longest = Math.max(0, ...tasks.map((t) => t.duration));
    const hydrating = Math.max(0, ...tasks.filter((t) => t.start + t.duration > scriptsStart).map((t) => t.duration));
    const blocking = tasks.reduce((sum, t) => sum + Math.max(0, t.duration - 50), 0);
    return {longest, hydrating, blocking, count: tasks.length};
  } finally {
    await context.close();
  }
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** For each page: longest main-thread task while loading and hydrating at 4x CPU, median and worst of `runs`. */
export async function benchHydration(buildDir, pages, runs) {
  const server = await serveStatic(buildDir);
  const browser = await chromium.launch({executablePath: chromePath(), args: chromeArgs});
  const result = {};
  try {
    for (const page of pages) {
      const loads = [];
      for (let i = 0; i < runs; i++) loads.push(await oneLoad(browser, server.url + page));
      result[page] = {
        rate: RATE,
        longestMs: median(loads.map((l) => l.longest)),
        worstMs: Math.max(...loads.map((l) => l.longest)),
        hydratingMs: median(loads.map((l) => l.hydrating)),
        hydratingWorstMs: Math.max(...loads.map((l) => l.hydrating)),
        blockingMs: median(loads.map((l) => l.blocking)),
        tasksOver50: loads.map((l) => l.count),
      };
    }
  } finally {
    await browser.close();
    await server.close();
  }
  return result;
}
