// Module hooks that let Node import the site's TypeScript as it is (registered by server.mjs).
//
// Why hooks and not a bundle: Node 22 strips the types of .ts files itself, so the server runs the
// very files the site's search uses (src/search/local/engine.ts and backend.ts), with no build step
// and no generated file that could go stale. Two things Node does not do alone: the site's code uses
// extensionless relative imports (`./engine`), which a bundler resolves, and it imports JSON without
// an import attribute. This resolve hook tries `<specifier>.ts` and `<specifier>/index.ts` for a
// relative import that does not resolve as written, and marks .json imports as JSON.

const RELATIVE = /^\.{1,2}\//;

/** The site's TypeScript is ES modules; saying so spares Node a parse attempt as CommonJS and its warning. */
function typescript(resolved) {
  return resolved.url.endsWith('.ts') ? {...resolved, format: 'module-typescript'} : resolved;
}

export async function resolve(specifier, context, nextResolve) {
  if (specifier.endsWith('.json') && context.importAttributes?.type === undefined) {
    const importAttributes = {...context.importAttributes, type: 'json'};
    const resolved = await nextResolve(specifier, {...context, importAttributes});
    return {...resolved, importAttributes};
  }
  try {
    return typescript(await nextResolve(specifier, context));
  } catch (error) {
    const fromTs = context.parentURL?.endsWith('.ts') ?? false;
    if (error?.code !== 'ERR_MODULE_NOT_FOUND' || !fromTs || !RELATIVE.test(specifier)) throw error;
    for (const suffix of ['.ts', '/index.ts']) {
      try {
        return typescript(await nextResolve(`${specifier}${suffix}`, context));
      } catch {
        // try the next form
      }
    }
    throw error;
  }
}
