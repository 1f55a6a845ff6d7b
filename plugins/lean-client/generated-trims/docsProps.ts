// Browser copies of the docs plugin's route props (.docusaurus/docusaurus-plugin-content-docs/<id>/p/).
// A docs section's version props carry `docs`, the title and description of every doc in the section,
// which every page of the section loads; only `useDocById` reads it, and only for the descriptions on
// a category's generated index page (theme DocCard). The browser copy of the version props leaves the
// map out, and each generated index page's props carry the entries of its own category's docs, which
// src/theme/DocCategoryGeneratedIndexPage hands back to the docs context.

interface SidebarItem {
  readonly type: string;
  readonly href?: string;
  readonly docId?: string;
  readonly items?: readonly SidebarItem[];
}

interface VersionProps {
  readonly version: {
    readonly docs: Readonly<Record<string, unknown>>;
    readonly docsSidebars: Readonly<Record<string, readonly SidebarItem[]>>;
  };
}

interface CategoryIndexProps {
  readonly categoryGeneratedIndex: {readonly permalink: string};
}

function isVersionProps(props: object): props is VersionProps {
  return 'version' in props;
}

function isCategoryIndexProps(props: object): props is CategoryIndexProps {
  return 'categoryGeneratedIndex' in props;
}

function findCategory(items: readonly SidebarItem[], permalink: string): SidebarItem | undefined {
  for (const item of items) {
    if (item.type === 'category' && item.href === permalink) return item;
    const found = item.items && findCategory(item.items, permalink);
    if (found) return found;
  }
  return undefined;
}

function findCategoryIn(
  versions: readonly VersionProps[],
  permalink: string,
): {version: VersionProps; category: SidebarItem} | undefined {
  for (const version of versions)
    for (const sidebar of Object.values(version.version.docsSidebars)) {
      const category = findCategory(sidebar, permalink);
      if (category) return {version, category};
    }
  return undefined;
}

/**
 * Browser copies of the props files of one docs plugin instance (file name -> JSON text), for the
 * files that change: the version props without `docs`, each generated index with its category's
 * docs. Other props files (tags, …) are left out and keep their original.
 */
export function browserDocsProps(files: Readonly<Record<string, string>>): Record<string, string> {
  const parsed = Object.entries(files).map(([file, text]) => [file, JSON.parse(text) as object] as const);
  const versions = parsed.map(([, props]) => props).filter(isVersionProps);
  const copies: Record<string, string> = {};
  for (const [file, props] of parsed) {
    if (isVersionProps(props)) {
      copies[file] = JSON.stringify({...props, version: {...props.version, docs: {}}});
    } else if (isCategoryIndexProps(props)) {
      const {permalink} = props.categoryGeneratedIndex;
      const found = findCategoryIn(versions, permalink);
      if (!found) throw new Error(`lean-client: no sidebar category links to the generated index ${permalink}`);
      const {version, category} = found;
      const docIds = (category.items ?? []).flatMap((item) => (item.type === 'link' && item.docId ? [item.docId] : []));
      const docs = Object.fromEntries(docIds.map((id) => [id, version.version.docs[id]]));
      copies[file] = JSON.stringify({...props, docs});
    }
  }
  return copies;
}
