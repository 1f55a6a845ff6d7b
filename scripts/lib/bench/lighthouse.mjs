// Lighthouse runs (mobile = Lighthouse's default Moto G Power emulation with simulated slow 4G and
// 4x CPU slowdown; desktop = its desktop preset) against the system Chromium.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import {chromeArgs, chromePath} from '../chrome.mjs';

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

/** Starts one headless Chromium for a series of Lighthouse runs. */
export async function launchChrome() {
  return chromeLauncher.launch({
    chromePath: chromePath(),
    chromeFlags: [...chromeArgs, '--headless=new', '--disable-dev-shm-usage'],
    logLevel: 'silent',
  });
}

function summarise(lhr) {
  const score = (id) => {
    const value = lhr.categories[id]?.score;
    return value === null || value === undefined ? null : Math.round(value * 100);
  };
  const audit = (id) => lhr.audits[id]?.numericValue ?? null;
  const failing = Object.values(lhr.audits)
    .filter(
      (a) => a.score !== null && a.score < 1 && a.scoreDisplayMode !== 'informative' && a.scoreDisplayMode !== 'manual',
    )
    .filter((a) => ['binary', 'numeric', 'metricSavings'].includes(a.scoreDisplayMode))
    .map((a) => a.id);
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    fcpMs: audit('first-contentful-paint'),
    lcpMs: audit('largest-contentful-paint'),
    tbtMs: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    speedIndexMs: audit('speed-index'),
    mainThreadMs: audit('mainthread-work-breakdown'),
    bootupMs: audit('bootup-time'),
    failing,
    runWarnings: lhr.runWarnings,
  };
}

/** One Lighthouse run of `url`; formFactor is 'mobile' or 'desktop'. */
export async function runLighthouse(chrome, url, formFactor) {
  const flags = {port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES};
  const result = await lighthouse(url, flags, formFactor === 'desktop' ? desktopConfig : undefined);
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  if (result.lhr.runtimeError) throw new Error(`Lighthouse ${url}: ${result.lhr.runtimeError.message}`);
  return summarise(result.lhr);
}

/**
 * Median run by performance score (odd run counts), so one noisy run does not decide, plus the
 * spread: the worst score, and the median and worst TBT and LCP over all runs.
 */
export async function medianLighthouse(chrome, url, formFactor, runs) {
  const results = [];
  for (let i = 0; i < runs; i++) results.push(await runLighthouse(chrome, url, formFactor));
  results.sort((a, b) => (a.performance ?? 0) - (b.performance ?? 0));
  const values = (key) => results.map((r) => r[key] ?? 0).sort((a, b) => a - b);
  const mid = Math.floor(results.length / 2);
  return {
    ...results[mid],
    runs: results.map((r) => r.performance),
    worstPerformance: results[0].performance,
    tbtMedianMs: values('tbtMs')[mid],
    tbtWorstMs: Math.max(...values('tbtMs')),
    lcpMedianMs: values('lcpMs')[mid],
    lcpWorstMs: Math.max(...values('lcpMs')),
  };
}
