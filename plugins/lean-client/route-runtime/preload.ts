// Stand-in for @docusaurus/core's client/preload.js, which the first render, every client-side
// navigation and a link's hover preload all go through. Core's version matches the route table and
// preloads the matched components; with docs sections' routes in chunks of their own
// (routeTable.ts), a section's routes are loaded first. The components that already match (the
// section's root) load meanwhile, so the section's table costs no extra round trip for them.
import routes from '@generated/routes';
import {loadRouteTables, preloadComponents} from './routeTable';

export default function preload(pathname: string): Promise<unknown> {
  const paths = Array.from(new Set([pathname, decodeURI(pathname)]));
  return Promise.all(
    paths.map((path) =>
      Promise.all([preloadComponents(routes, path), loadRouteTables(routes, path)]).then(() =>
        preloadComponents(routes, path),
      ),
    ),
  );
}
