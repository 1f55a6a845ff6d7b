import type {ThemeConfig} from '@docusaurus/preset-classic';
import {themes} from 'prism-react-renderer';

// Languages the docs use in code fences that prism-react-renderer does not bundle. Its defaults
// already cover python, json, yaml, sql, typescript/tsx and markdown; listing one of those again
// adds a second copy to every page's main bundle. `docker` also highlights `dockerfile` fences.
const prismLanguages = ['bash', 'docker', 'ini', 'nginx'];

export const prism = {
  theme: themes.github,
  darkTheme: themes.vsDark,
  additionalLanguages: prismLanguages,
} satisfies ThemeConfig['prism'];
