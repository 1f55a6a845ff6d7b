// Usage: npm run shots [-- <playwright test options>]
// Writes the appearance screenshots (tests/e2e/appearance-screenshots.spec.ts: key pages and states
// at 360 and 1440 px) into shots/ for a person to look at. Builds nothing: it serves the existing
// build/ (run `npm run build` first) and leaves the committed baselines alone.
import {spawnSync} from 'node:child_process';
import {existsSync} from 'node:fs';
import {join} from 'node:path';

const root = join(import.meta.dirname, '..');
const out = join(root, 'shots');

if (!existsSync(join(root, 'build/index.html'))) {
  console.error('No build/ to serve: run `npm run build` first.');
  process.exit(1);
}

const result = spawnSync(
  'npx',
  ['playwright', 'test', 'tests/e2e/appearance-screenshots.spec.ts', ...process.argv.slice(2)],
  {cwd: root, stdio: 'inherit', env: {...process.env, SHOTS_DIR: out}},
);
if (result.status === 0) console.log(`Screenshots in ${out}`);
process.exit(result.status ?? 1);
