// Remark plugin: the home page's figures, computed while the site builds. An MDX element named in
// FIGURES (`<ExamplesExecuted />`) becomes the plain number, so the page ships digits, not data or
// a component, and the figure follows the data it comes from: src/data/verification.json (what the
// docs-examples suite ran, written after a full green run) and the reference JSON of the release.
import type {MdastNode} from '../../../../plugins/shared/mdast';
import {djangoConfig} from '../../../data/reference';
import verification from '../../../data/verification.json';

const pages = Object.values(verification.pages);

const format = (value: number) => value.toLocaleString('en-US');

/** Every figure an MDX file may name, by element name. */
export const FIGURES: Readonly<Record<string, () => string>> = {
  ExamplesExecuted: () => format(pages.reduce((sum, page) => sum + page.executed, 0)),
  PythonExamples: () => format(pages.reduce((sum, page) => sum + page.python, 0)),
  PagesWithExamples: () => format(pages.filter((page) => page.python > 0).length),
  DjangoConfigFields: () => format(djangoConfig().fields.length),
  DjangoVersion: () => verification.release.django,
};

export default function remarkHomeNumbers() {
  const visit = (node: MdastNode): void => {
    node.children?.forEach((child, index, siblings) => {
      const figure =
        typeof child.name === 'string' && child.type.startsWith('mdxJsx') ? FIGURES[child.name] : undefined;
      if (figure) siblings[index] = {type: 'text', value: figure()};
      else visit(child);
    });
  };
  return visit;
}
