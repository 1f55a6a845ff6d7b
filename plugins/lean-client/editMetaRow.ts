// Stand-in for the theme's EditMetaRow in the browser bundle. The docs, blog and pages footers render
// it only for a page with an edit link or a last-update date; it is swapped in only when no page's
// generated metadata has one (editMetaRowUse.ts), so it never renders. Left in, it and what only
// it uses (LastUpdated, EditThisPage, the edit icon) were 0.5 KB gzip of every docs page and post.
export default function EditMetaRow(): never {
  throw new Error('lean-client: a page has an edit link or a last-update date; keep the theme EditMetaRow');
}
