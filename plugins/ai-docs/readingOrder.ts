// Reading order of a docs section: the order its sidebars list docs in, then docs no sidebar lists.

/** The parts of a Docusaurus sidebar item that carry doc order (a structural subset of its type). */
export interface SidebarNode {
  readonly type: string;
  readonly id?: string;
  readonly items?: readonly SidebarNode[];
  readonly link?: {readonly type: string; readonly id?: string};
}

function* docIds(items: readonly SidebarNode[]): Generator<string> {
  for (const item of items) {
    if ((item.type === 'doc' || item.type === 'ref') && item.id !== undefined) yield item.id;
    // A category's own page (its index doc) reads before the pages inside it.
    if (item.link?.type === 'doc' && item.link.id !== undefined) yield item.link.id;
    if (item.items) yield* docIds(item.items);
  }
}

export function inReadingOrder<T extends {readonly id: string}>(
  docs: readonly T[],
  sidebars: Readonly<Record<string, readonly SidebarNode[]>>,
): T[] {
  const byId = new Map(docs.map((d) => [d.id, d]));
  const ordered = new Set<T>();
  for (const items of Object.values(sidebars)) {
    for (const id of docIds(items)) {
      const doc = byId.get(id);
      if (doc) ordered.add(doc);
    }
  }
  for (const doc of docs) ordered.add(doc);
  return [...ordered];
}
