import {describe, expect, it} from 'vitest';
import {djangoConfig, reference} from '../../../src/data/reference';
import {referenceTagsToMarkdown} from '../markdown';

describe('referenceTagsToMarkdown', () => {
  it('turns <ModelReference> into a Markdown table with every field and the settings it feeds', () => {
    const markdown = referenceTagsToMarkdown('Intro.\n\n<ModelReference name="DjangoConfig" />\n\nAfter.');
    expect(markdown).not.toContain('<ModelReference');
    const rows = markdown.split('\n').filter((line) => line.startsWith('| `'));
    expect(rows).toHaveLength(djangoConfig().fields.length + djangoConfig().inheritedFields.length);
    const redis = rows.find((row) => row.startsWith('| `redis_url` |'));
    const field = djangoConfig().fields.find((f) => f.name === 'redis_url');
    expect(field?.settings.length).toBeGreaterThan(0);
    for (const setting of field?.settings ?? []) expect(redis).toContain(`\`${setting}\``);
    expect(markdown.startsWith('Intro.')).toBe(true);
    expect(markdown.endsWith('After.')).toBe(true);
  });

  it('renders the exports, the subclass attributes, the enums and the export count', () => {
    const markdown = referenceTagsToMarkdown(
      "<ExportsTable />\n\n<SubclassAttributes />\n\n<EnumTable names={['EnvironmentMode']} />\n\nAll <ExportsCount /> names.",
    );
    expect(markdown).not.toMatch(/<(ExportsTable|SubclassAttributes|EnumTable|ExportsCount)\b/);
    for (const e of reference.exports) expect(markdown).toContain(`| \`${e.name}\` |`);
    for (const a of reference.subclassAttributes) expect(markdown).toContain(`| \`${a.name}\` |`);
    expect(markdown).toContain('| `PRODUCTION` |');
    expect(markdown).toContain(`All ${reference.exports.length} names.`);
  });

  it('keeps a table cell on one line and escapes pipes', () => {
    const markdown = referenceTagsToMarkdown('<ModelReference name="DjangoConfig" />');
    for (const row of markdown.split('\n').filter((line) => line.startsWith('|'))) {
      expect(row.replaceAll('\\|', '').split('|').length, row).toBe(7);
    }
  });

  it('names the component when a tag lacks what it needs', () => {
    expect(() => referenceTagsToMarkdown('<ModelReference />')).toThrow(/needs name/);
    expect(() => referenceTagsToMarkdown('<ModelReference name="NoSuchModel" />')).toThrow(/NoSuchModel/);
  });
});
