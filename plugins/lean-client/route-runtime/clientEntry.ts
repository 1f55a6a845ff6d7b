// The browser bundle's entry in production builds, in place of core's clientEntry (./index.ts).
// Core's entry imports the whole app statically, so main.js evaluated every module in the one task
// that ran the script: 85-130 ms at 4x CPU on every page type, the longest task after the first
// layout. This entry evaluates the same modules in stages, one task each, and lets the browser run
// between them (input, paint); core's entry comes last, finds its imports evaluated, and preloads
// and hydrates as before. An `eager` import adds no chunk and no request: the modules stay in
// main.js and only their evaluation waits for the import (design/performance.md, staged entry).
import {nextTask} from '../../../src/utils/nextTask';

async function start(): Promise<void> {
  // Running main.js itself (defining its modules) is a stage of its own.
  await nextTask();
  // React DOM, React and the scheduler: one module of about 30 ms at 4x, the largest stage.
  await import(/* webpackMode: "eager" */ 'react-dom/client');
  await nextTask();
  // The route table, and the current page's chunks requested while the other stages run. Core's
  // entry preloads the same path later and gets the same loads (preload.ts, routeTable.ts); it
  // reports a failure itself.
  const {default: preload} = await import(/* webpackMode: "eager" */ './preload');
  preload(window.location.pathname).catch(() => undefined);
  await nextTask();
  // The plugins' client modules (the service worker's registration among them).
  await import(/* webpackMode: "eager" */ '@generated/client-modules');
  await nextTask();
  // The app shell: contexts, the theme's root and providers, the route elements.
  await import(/* webpackMode: "eager" */ '@docusaurus/core/lib/client/App');
  await nextTask();
  await import(/* webpackMode: "eager" */ '@docusaurus/core/lib/client/clientEntry');
}

void start();
