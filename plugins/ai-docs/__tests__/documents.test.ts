import {describe, expect, it} from 'vitest';
import {llmsFullTxt, llmsTxt, twinDocument, type Page} from '../documents';

const site = {title: 'Django-CFG', tagline: 'Typed Django configuration.', url: 'https://djangocfg.com', baseUrl: '/'};

function page(permalink: string, title: string, description: string, unlisted = false): Page {
  return {title, description, permalink, source: `/site/docs${permalink}.mdx`, unlisted};
}

const intro = page('/getting-started/intro', 'Introduction', 'What django-cfg is\nand who it is for.');
const install = page('/getting-started/installation', 'Installation', '');
const hidden = page('/getting-started/draft-notes', 'Draft notes', 'Not in the sitemap.', true);
const routing = page('/fundamentals/database/routing', 'Database routing', 'How apps map to databases.');
const post = page(
  '/blog/configuration-debt',
  'Configuration debt: what it costs',
  'A worked look at configuration debt.',
);

describe('llmsTxt', () => {
  it('lists every section and listed page, with one-line descriptions, linking to the twins', () => {
    const sections = [
      {
        id: 'getting-started',
        label: 'Getting Started',
        summary: 'Install it and run a first project.',
        pages: [{...intro, note: '(Examples: 2 of 2 run.)'}, install, hidden],
      },
      {label: 'Fundamentals', pages: [routing]},
      {label: 'Empty', pages: []},
    ];
    expect(llmsTxt(site, sections, [post], ['The docs MCP server: see the README.'])).toBe(`# Django-CFG

> Typed Django configuration.

Every page below is linked as Markdown (its URL plus \`.md\`). Each docs section's full text is one file, /llms/<section>.txt, linked under its heading; [llms-full.txt](https://djangocfg.com/llms-full.txt) holds all documentation pages in reading order.

The docs MCP server: see the README.

## Getting Started

Install it and run a first project. Full text: [llms/getting-started.txt](https://djangocfg.com/llms/getting-started.txt).

- [Introduction](https://djangocfg.com/getting-started/intro.md): What django-cfg is and who it is for. (Examples: 2 of 2 run.)
- [Installation](https://djangocfg.com/getting-started/installation.md)

## Fundamentals

- [Database routing](https://djangocfg.com/fundamentals/database/routing.md): How apps map to databases.

## Optional

- [Configuration debt: what it costs](https://djangocfg.com/blog/configuration-debt.md): A worked look at configuration debt.
`);
  });
});

describe('llmsFullTxt', () => {
  it('joins the listed pages in the given order, each under its title and source URL', () => {
    const text = llmsFullTxt(site, [
      {page: intro, markdown: 'Intro body.\n'},
      {page: hidden, markdown: 'Hidden body.\n'},
      {page: routing, markdown: '# Routing, titled in the body\n\n## Rules\n\nRules body.\n'},
    ]);
    expect(text).toBe(`# Django-CFG

> Typed Django configuration.

The full text of the Django-CFG documentation in reading order, one page per part.

---

# Introduction

Source: https://djangocfg.com/getting-started/intro

Intro body.

---

# Routing, titled in the body

Source: https://djangocfg.com/fundamentals/database/routing

## Rules

Rules body.
`);
  });
});

describe('twinDocument', () => {
  it('puts title and description in front matter, quoting YAML only when needed', () => {
    expect(twinDocument({page: intro, markdown: 'Body.\n'})).toBe(
      '---\ntitle: Introduction\ndescription: What django-cfg is and who it is for.\n---\n\n# Introduction\n\nBody.\n',
    );
    expect(twinDocument({page: post, markdown: 'Body.\n'})).toContain('title: "Configuration debt: what it costs"\n');
    expect(twinDocument({page: page('/cli/yes', 'Yes', '2024'), markdown: ''})).toContain(
      'title: "Yes"\ndescription: "2024"\n',
    );
    expect(twinDocument({page: install, markdown: '# Install it\n\nBody.\n'})).toBe(
      '---\ntitle: Installation\n---\n\n# Install it\n\nBody.\n',
    );
  });
});

describe('llmsFullTxt for one section', () => {
  it('says which section it holds and what the section is for', () => {
    const text = llmsFullTxt(site, [{page: routing, markdown: 'Rules body.\n'}], {
      id: 'fundamentals',
      label: 'Fundamentals',
      summary: 'How the config becomes settings.',
      pages: [routing],
    });
    expect(text.split('\n---\n')[0]).toBe(`# Django-CFG

> Typed Django configuration.

The full text of the Fundamentals section of the Django-CFG documentation in reading order, one page per part. How the config becomes settings.
`);
    expect(text).toContain('Source: https://djangocfg.com/fundamentals/database/routing');
  });
});
