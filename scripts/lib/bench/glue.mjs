// How many bytes the search glue adds to the scripts every page loads (runtime~main.*.js and
// main.*.js). The site is built a second time from a temporary copy whose SearchBar renders
// nothing, and the two builds' gzip sizes are compared. The difference is exactly what the search
// button, hotkeys and whatever they import statically cost, shared code and gzip context included,
// which summing source-map segments cannot give. Costs one extra build (about as long as a cold one).
import {cpSync, mkdtempSync, readdirSync, rmSync, symlinkSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {coldBuild} from './build.mjs';
import {totalSizes} from './sizes.mjs';

const SEARCH_BAR = 'src/theme/SearchBar/index.tsx';
const STUB = `// Bench stub: the site without its search glue.\nexport default function SearchBar(): null {\n  return null;\n}\n`;
/** Not part of a build, or rebuilt by it. */
const SKIP = new Set(['node_modules', 'build', '.docusaurus', '.git', 'bench-results', 'test-results']);

/** The scripts every page loads, as build-relative paths. */
function entryScripts(buildDir) {
  const dir = join(buildDir, 'assets/js');
  return readdirSync(dir)
    .filter((name) => /^(runtime~main|main)\.[0-9a-f]+\.js$/.test(name))
    .map((name) => join(dir, name));
}

/** Sizes of the entry scripts of `buildDir` with and without the search glue, and the difference. */
export async function measureSearchGlue(siteDir, buildDir) {
  const copy = mkdtempSync(join(tmpdir(), 'bench-glue-'));
  try {
    for (const name of readdirSync(siteDir)) {
      if (!SKIP.has(name)) cpSync(join(siteDir, name), join(copy, name), {recursive: true});
    }
    symlinkSync(join(siteDir, 'node_modules'), join(copy, 'node_modules'), 'dir');
    writeFileSync(join(copy, SEARCH_BAR), STUB);
    await coldBuild(copy);
    const withGlue = totalSizes(entryScripts(buildDir));
    const without = totalSizes(entryScripts(join(copy, 'build')));
    return {
      withGlue,
      without,
      glue: {
        raw: withGlue.raw - without.raw,
        gzip: withGlue.gzip - without.gzip,
        brotli: withGlue.brotli - without.brotli,
      },
    };
  } finally {
    rmSync(copy, {recursive: true, force: true});
  }
}
