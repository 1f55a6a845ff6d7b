// Theme components that the docs, blog and pages layouts render only for pages with some metadata,
// and MDX components that only a page whose source has their element renders. When no page of the
// build has it, the browser bundle takes a stand-in (unrenderedThemeComponent.ts) instead of the
// component and what only it uses. A page with the metadata or the element keeps the component.

interface ConditionalComponent {
  /** The `@theme/…` module. */
  readonly component: string;
  /** Matches generated metadata (JSON text) of a page that renders it. */
  readonly renderedFor: RegExp;
}

export const CONDITIONAL_THEME_COMPONENTS: readonly ConditionalComponent[] = [
  // The docs, blog and pages footers' edit link and last-update row, with LastUpdated, EditThisPage
  // and the edit icon: 0.5 KB gzip of every docs page and post.
  {component: 'EditMetaRow', renderedFor: /"(?:editUrl|lastUpdatedAt|lastUpdatedBy)":/},
  // ContentVisibility's banners, with their translations: 0.3 KB.
  {component: 'ContentVisibility/Unlisted', renderedFor: /"unlisted":\s*true/},
  {component: 'ContentVisibility/Draft', renderedFor: /"draft":\s*true/},
];

/** The components of the list that no page renders, given every generated metadata file (JSON text). */
export function unrenderedThemeComponents(metadataFiles: Iterable<string>): string[] {
  const unrendered = new Set(CONDITIONAL_THEME_COMPONENTS);
  for (const json of metadataFiles) for (const c of unrendered) if (c.renderedFor.test(json)) unrendered.delete(c);
  return [...unrendered].map((c) => c.component);
}

interface ConditionalMdxComponent {
  /** The `@theme/…` module. */
  readonly component: string;
  /** Matches the Markdown or MDX source (text) of a page or partial that renders it. */
  readonly usedIn: RegExp;
}

export const CONDITIONAL_MDX_COMPONENTS: readonly ConditionalMdxComponent[] = [
  // The MDX compiler maps `<details>` and `<Details>` to this: with theme-common's Details 0.35 KB
  // gzip of every docs page and post, and the collapsible code, which a post needs for nothing else.
  {component: 'MDXComponents/Details', usedIn: /<details[\s/>]/i},
];

/** The MDX components of the list that no source uses, given every Markdown and MDX source (text). */
export function unusedMdxComponents(sources: Iterable<string>): string[] {
  const unused = new Set(CONDITIONAL_MDX_COMPONENTS);
  for (const source of sources) for (const c of unused) if (c.usedIn.test(source)) unused.delete(c);
  return [...unused].map((c) => c.component);
}
