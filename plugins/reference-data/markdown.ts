// The configuration-reference components as Markdown, for a page's Markdown twin and llms-full.txt
// (plugins/ai-docs builds those from the MDX source, where `<ModelReference name="…" />` is only a
// tag). Same data as the HTML: the reference JSON the remark plugin hands the components.
import {describeConstraints, describeDefault} from '../../src/components/ConfigReference/format';
import {allFields, modelByName, reference, shortName, type EnumInfo, type ModelField} from '../../src/data/reference';

/** A table cell: one line, pipes escaped. */
const cell = (text: string): string => text.replace(/\s*\n\s*/g, ' ').replaceAll('|', '\\|');
const code = (text: string): string => (text ? `\`${text.replaceAll('`', "'")}\`` : '');

function table(header: string[], rows: string[][]): string {
  return [
    `| ${header.join(' | ')} |`,
    `|${header.map(() => '---').join('|')}|`,
    ...rows.map((row) => `| ${row.map(cell).join(' | ')} |`),
  ].join('\n');
}

function feeds(field: ModelField): string {
  if (!field.measured) return `not measured (${field.unmeasured ?? 'unknown'})`;
  return field.settings.length > 0 ? field.settings.map(code).join(', ') : 'no setting';
}

export function modelMarkdown(name: string): string {
  const model = modelByName(name);
  const rows = allFields(model).map((field) => [
    code(field.name),
    code(field.type),
    field.required ? 'required' : code(describeDefault(field)),
    [field.description, ...describeConstraints(field.constraints)].filter(Boolean).join('; '),
    feeds(field),
  ]);
  return [
    `\`${model.name}\` (\`${model.module}\`, django-cfg ${reference.version})`,
    '',
    table(['Field', 'Type', 'Default', 'Meaning and constraints', 'Django settings it feeds'], rows),
  ].join('\n');
}

function enumMarkdown(info: EnumInfo): string {
  return [
    `\`${info.name}\` (\`${info.module}\`)`,
    '',
    table(
      ['Member', 'Value'],
      info.members.map((m) => [code(m.name), code(m.value === null ? 'None' : String(m.value))]),
    ),
  ].join('\n');
}

function exportsMarkdown(): string {
  const rows = reference.exports.map((e) => [
    code(e.name),
    code(e.registry),
    e.resolves ? e.kind : '—',
    code(e.definedIn ?? `${e.module}.${e.attribute}`),
    e.resolves ? 'imports' : `broken: ${e.problem ?? 'does not resolve'}`,
  ]);
  return table(['Name', 'Registry', 'Kind', 'Resolves to', 'Status'], rows);
}

function subclassAttributesMarkdown(): string {
  const rows = reference.subclassAttributes.map((a) => [
    code(a.name),
    a.model ? code(shortName(a.model)) : '—',
    a.readIn.map(code).join(', '),
    a.settings
      .filter((s) => !s.includes('.'))
      .map(code)
      .join(', ') || '—',
  ]);
  return table(['Attribute', 'Model', 'Read in', 'Feeds'], rows);
}

const SELF_CLOSING = /<(ModelReference|EnumTable|ExportsTable|ExportsCount|SubclassAttributes)\b([^>]*?)\/>/g;

/** Replaces each reference component tag in a twin with the Markdown of what it renders. */
export function referenceTagsToMarkdown(markdown: string): string {
  return markdown.replace(SELF_CLOSING, (tag, component: string, attributes: string) => {
    switch (component) {
      case 'ModelReference': {
        const name = /\bname="([^"]+)"/.exec(attributes)?.[1];
        if (!name) throw new Error(`${tag}: <ModelReference> needs name="…"`);
        return modelMarkdown(name);
      }
      case 'EnumTable': {
        const names = [...attributes.matchAll(/'([^']+)'|"([^"]+)"/g)].map((m) => m[1] ?? m[2] ?? '');
        return names
          .map((name) => {
            const found = Object.values(reference.enums).find((e) => e.name === name);
            if (!found) throw new Error(`${tag}: no enum named ${name}`);
            return enumMarkdown(found);
          })
          .join('\n\n');
      }
      case 'ExportsTable':
        return exportsMarkdown();
      case 'ExportsCount':
        return String(reference.exports.length);
      default:
        return subclassAttributesMarkdown();
    }
  });
}
