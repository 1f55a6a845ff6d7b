// Browser runtime of the trimmed route table that generatedFiles.ts writes: routes made from their
// index in the route chunk names, and docs sections whose routes load with the section.
import type {ComponentType} from 'react';
import {matchRoutes, type RouteConfig} from 'react-router-config';

/** What ComponentCreator returns: a react-loadable component (preload is memoised by it). */
type RouteComponent = ComponentType & {preload?: () => Promise<unknown>};
type MakeComponent = (path: string, hash: string) => RouteComponent;
type RouteProperties = Omit<RouteConfig, 'path' | 'component'>;

/** The path of a route chunk names' key, `<path>-<hash>`. */
export function routePath(key: string): string {
  return key.slice(0, key.lastIndexOf('-'));
}

/**
 * `route(i, properties)`: the route whose key is the i-th of `names` (`<path>-<hash>`, the route
 * chunk names' keys), with its component made on first use. Core reads `component` only of the
 * routes a location matches; making all of them up front (a react-loadable wrapper each) took
 * 12-29 ms of the main bundle's start-up at 4x CPU.
 */
export function routeMaker(
  names: object,
  create: MakeComponent,
): (i: number, properties: RouteProperties) => RouteConfig {
  const keys = Object.keys(names);
  return (i, properties) => {
    const key = keys[i] ?? '';
    const path = routePath(key);
    let component: RouteComponent | undefined;
    return Object.defineProperties(properties, {
      path: {value: path, enumerable: true},
      component: {get: () => (component ??= create(path, key.slice(path.length + 1))), enumerable: true},
    });
  };
}

const tables = new WeakMap<RouteConfig, () => Promise<void>>();

/**
 * A route whose child routes (a docs section's pages) are in a chunk of their own, `load`, which
 * loadRouteTables fetches before anything renders the route. A failed load is not remembered, so
 * the next navigation tries again (and core reloads the page when that fails too).
 */
export function lazyRoutes(route: RouteConfig, load: () => Promise<{default: RouteConfig[]}>): RouteConfig {
  let loading: Promise<void> | undefined;
  route.routes = [];
  tables.set(
    route,
    () =>
      (loading ??= load().then(
        (table) => {
          route.routes = table.default;
        },
        (error: unknown) => {
          loading = undefined;
          throw error;
        },
      )),
  );
  return route;
}

/** Loads the child routes of every lazy route that `pathname` matches (one level: sections). */
export function loadRouteTables(routes: RouteConfig[], pathname: string): Promise<void> {
  const loads = matchRoutes(routes, pathname).flatMap(({route}) => tables.get(route)?.() ?? []);
  return Promise.all(loads).then(() => undefined);
}

/** Preloads the components of the routes `pathname` matches. */
export function preloadComponents(routes: RouteConfig[], pathname: string): Promise<unknown> {
  return Promise.all(
    matchRoutes(routes, pathname).flatMap(
      ({route}) => (route.component as RouteComponent | undefined)?.preload?.() ?? [],
    ),
  );
}
