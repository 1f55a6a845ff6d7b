// The theme shows this badge only for a version with `badge: true`; each docs section here has one
// version, without a badge (config/docsSections.ts). Replacing it keeps its code out of every docs
// page. Restore it (delete this file) if a section ever gets several versions.
export default function DocVersionBadge(): null {
  return null;
}
