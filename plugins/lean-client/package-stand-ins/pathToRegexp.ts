// Stand-in for path-to-regexp 1.x, which React Router 5's matchPath compiles route paths with (1.3 KB
// gzip in every page's main bundle). Docusaurus route paths are literal, the not-found route is `*`,
// and NavLink matches the path of its link with every special character escaped (`\/blog`): for
// those this builds the regular expression and keys path-to-regexp builds, and it throws for any
// other pattern (parameters, groups). index.ts fails the build on a route path it would throw for.

export interface PathToRegexpOptions {
  end?: boolean;
  strict?: boolean;
  sensitive?: boolean;
}

/** path-to-regexp's description of the `*` token, the one key a route path here can have. */
export interface PathKey {
  name: number;
  prefix: string;
  delimiter: string;
  optional: boolean;
  repeat: boolean;
  partial: boolean;
  asterisk: boolean;
  pattern: string;
}

const ASTERISK: PathKey = {
  name: 0,
  prefix: '',
  delimiter: '/',
  optional: false,
  repeat: false,
  partial: false,
  asterisk: true,
  pattern: '.*',
};

/** True when path-to-regexp reads the path as text: no parameter, group or `*` outside a `\` escape. */
export function isLiteralPath(path: string): boolean {
  return !/[:(*]/.test(path.replace(/\\./g, ''));
}

const escapeString = (text: string): string => text.replace(/([.+*?=^!:${}()[\]|/\\])/g, '\\$1');

export default function pathToRegexp(path: string, keys: PathKey[], options: PathToRegexpOptions = {}): RegExp {
  let route: string;
  if (path === '*') {
    keys.push({...ASTERISK});
    route = '((?:.*))';
  } else if (isLiteralPath(path)) {
    route = escapeString(path.replace(/\\(.)/g, '$1'));
  } else {
    throw new Error(`lean-client: the route path ${JSON.stringify(path)} needs path-to-regexp's parser`);
  }
  const endsWithDelimiter = route.endsWith('\\/');
  // As path-to-regexp: unless strict, a trailing slash is optional at the end of a match.
  if (!options.strict) route = `${endsWithDelimiter ? route.slice(0, -2) : route}(?:\\/(?=$))?`;
  if (options.end !== false) route += '$';
  else if (!(options.strict && endsWithDelimiter)) route += '(?=\\/|$)';
  return new RegExp(`^${route}`, options.sensitive ? '' : 'i');
}
