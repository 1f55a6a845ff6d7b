// Whether the browser bundle can leave the theme's EditMetaRow out (see editMetaRow.ts).

/** Keys of docs, blog and pages metadata that make the theme's footers render EditMetaRow. */
const EDIT_META_KEY = /"(?:editUrl|lastUpdatedAt|lastUpdatedBy)":/;

/** Whether any of the generated metadata files (JSON text) would make a footer render EditMetaRow. */
export function pagesUseEditMetaRow(metadataFiles: Iterable<string>): boolean {
  for (const json of metadataFiles) if (EDIT_META_KEY.test(json)) return true;
  return false;
}
