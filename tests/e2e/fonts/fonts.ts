// The browser tests' fonts: Chromium sees only the DejaVu fonts that fonts.conf lists, so what else
// a machine has installed (fonts-liberation, say) changes nothing. Playwright runs the default export
// once before any test (globalSetup in playwright.config.ts): it fails, naming the Debian packages
// to install, when a font the baselines were made with is missing.
import {existsSync} from 'node:fs';
import {join} from 'node:path';

/** The fontconfig file Chromium gets as FONTCONFIG_FILE. */
export const FONTCONFIG_FILE = join(__dirname, 'fonts.conf');

/** The folder fonts.conf lists (Debian's path for the DejaVu packages). */
export const FONT_DIR = '/usr/share/fonts/truetype/dejavu';

/**
 * The faces the site's two font stacks reach in Chromium with fonts.conf (--dcfg-font-sans and
 * --dcfg-font-mono in src/css/_tokens.scss), each with the Debian package that installs it. Without
 * the oblique faces Chromium would slant the upright ones itself, which renders differently; the
 * search modal draws some text in DejaVu Sans ExtraLight (family "DejaVu Sans Light"). DejaVu
 * Serif draws the few characters DejaVu Sans lacks (one on the blog post's "Open full size" link).
 */
export const BASELINE_FONTS: readonly {file: string; pkg: string}[] = [
  {file: 'DejaVuSans.ttf', pkg: 'fonts-dejavu-core'},
  {file: 'DejaVuSans-Bold.ttf', pkg: 'fonts-dejavu-core'},
  {file: 'DejaVuSansMono.ttf', pkg: 'fonts-dejavu-core'},
  {file: 'DejaVuSansMono-Bold.ttf', pkg: 'fonts-dejavu-core'},
  {file: 'DejaVuSerif.ttf', pkg: 'fonts-dejavu-core'},
  {file: 'DejaVuSans-ExtraLight.ttf', pkg: 'fonts-dejavu-extra'},
  {file: 'DejaVuSans-Oblique.ttf', pkg: 'fonts-dejavu-extra'},
  {file: 'DejaVuSans-BoldOblique.ttf', pkg: 'fonts-dejavu-extra'},
  {file: 'DejaVuSansMono-Oblique.ttf', pkg: 'fonts-dejavu-extra'},
  {file: 'DejaVuSansMono-BoldOblique.ttf', pkg: 'fonts-dejavu-extra'},
];

/** The family names Chromium may render the pages with (what BASELINE_FONTS hold). */
export const BASELINE_FAMILIES: readonly string[] = [
  'DejaVu Sans',
  'DejaVu Sans Light',
  'DejaVu Sans Mono',
  'DejaVu Serif',
];

/** How to run the tests where these fonts are not available (macOS, Windows, another distribution). */
export const RUN_ELSEWHERE = 'design/appearance-tests.md ("Fonts") gives the container command';

/** The message for missing font files, or '' when every one is there. */
export function missingFontsMessage(dir: string = FONT_DIR): string {
  const missing = BASELINE_FONTS.filter(({file}) => !existsSync(join(dir, file)));
  if (missing.length === 0) return '';
  const packages = [...new Set(missing.map(({pkg}) => pkg))];
  return (
    `The browser tests render with the DejaVu fonts in ${dir} (tests/e2e/fonts/fonts.conf), and ` +
    `${missing.map(({file}) => file).join(', ')} ${missing.length === 1 ? 'is' : 'are'} missing. ` +
    `On Debian or Ubuntu: apt-get install ${packages.join(' ')}. Elsewhere: ${RUN_ELSEWHERE}.`
  );
}

export default function checkFonts(): void {
  // Chromium reads fontconfig on Linux only; on other systems the screenshot spec's own check
  // (expectBaselineFonts in tests/e2e/fixtures.ts) says where to run it.
  if (process.platform !== 'linux') return;
  const message = missingFontsMessage();
  if (message) throw new Error(message);
}
