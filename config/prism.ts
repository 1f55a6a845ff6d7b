import type {ThemeConfig} from '@docusaurus/preset-classic';
import {themes} from 'prism-react-renderer';

// Languages beyond prism-react-renderer's defaults that the docs use in code fences.
export const prismLanguages = ['bash', 'docker', 'ini', 'json', 'nginx', 'python', 'toml', 'yaml', 'diff'];

export const prism = {
  theme: themes.github,
  darkTheme: themes.vsDark,
  additionalLanguages: prismLanguages,
} satisfies ThemeConfig['prism'];
