// Theme components that the docs, blog and pages layouts render only for pages with some metadata.
// When no page of the build has it, the browser bundle takes a stand-in (unrenderedThemeComponent.ts)
// instead of the component and what only it uses. A page with the metadata keeps the component.

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
