/**
 * Writes the configuration builder's output (src/components/ConfigBuilder/build.ts) for every
 * combination of choices the form offers, as JSON lines, one combination per line:
 *   {"id": 0, "choices": {...}, "pip": "pip install ...", "files": {"api/config.py": "...", ...}}
 * The text comes from the builder's own buildProject(), so tests/python/test_builder.py runs
 * exactly what a reader copies. `id` is the combination's index in allCombinations().
 *
 *   node --experimental-strip-types scripts/builder/export.mts              every combination
 *   node --experimental-strip-types scripts/builder/export.mts --choices    ids and choices only
 *   node --experimental-strip-types scripts/builder/export.mts --ids=0,17   these combinations
 *
 * The builder's modules import each other without a file extension, as the site's bundler allows;
 * the resolve hook below lets Node's type stripping load them the same way.
 */
import {registerHooks} from 'node:module';

registerHooks({
  resolve(specifier, context, nextResolve) {
    const local = specifier.startsWith('.') && !/\.[cm]?[jt]sx?$/.test(specifier);
    const resolved = nextResolve(local ? `${specifier}.ts` : specifier, context);
    // The site's package.json has no "type"; say these are ES modules so Node need not guess.
    return resolved.url.endsWith('.ts') ? {...resolved, format: 'module-typescript'} : resolved;
  },
});

// A URL, not a literal path: the type checker refuses a literal `.ts` import path.
const builder = new URL('../../src/components/ConfigBuilder/build.ts', import.meta.url).href;
const {PROJECT_PACKAGE, allCombinations, buildProject} = (await import(
  builder
)) as typeof import('../../src/components/ConfigBuilder/build');

const arg = (name: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
const combos = allCombinations();
const idList = arg('ids');
const ids = idList === undefined ? combos.map((_, i) => i) : idList.split(',').map(Number);
const choicesOnly = process.argv.includes('--choices');

for (const id of ids) {
  const choices = combos[id];
  if (!choices) throw new Error(`No combination ${id}: there are ${combos.length}`);
  let record: object = {id, choices};
  if (!choicesOnly) {
    const out = buildProject(choices);
    record = {
      ...record,
      pip: out.pip,
      files: {
        [`${PROJECT_PACKAGE}/config.py`]: out.configPy,
        '.env': out.env,
        [`${PROJECT_PACKAGE}/settings.py`]: out.settingsPy,
      },
    };
  }
  // One write per line keeps memory flat for the 65,536 combinations (about 180 MB of JSON).
  if (!process.stdout.write(`${JSON.stringify(record)}\n`)) {
    await new Promise((resolve) => process.stdout.once('drain', resolve));
  }
}
