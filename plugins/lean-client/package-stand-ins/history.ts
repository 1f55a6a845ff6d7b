// Stand-in for the history package (React Router 5's) in the browser bundle. The browser only ever
// makes a browser history: core's clientEntry picks BrowserRouter unless `future.experimental_router`
// is 'hash' (not on this site), and nothing renders a MemoryRouter. The hash and memory histories
// (1 KB gzip) stayed in every page's main bundle all the same, because React Router's modules refer
// to them; here they are stubs, and the functions in use are history's own, so the bundler keeps
// exactly those. The server render keeps the package (StaticRouter).
export {createBrowserHistory, createLocation, createPath, locationsAreEqual} from 'history';

function unavailable(name: string): never {
  throw new Error(`${name} is not in this site's browser bundle (plugins/lean-client/package-stand-ins/history.ts)`);
}

export function createHashHistory(): never {
  return unavailable('createHashHistory (HashRouter)');
}

export function createMemoryHistory(): never {
  return unavailable('createMemoryHistory (MemoryRouter)');
}
