// Shown only after the sidebar has been hidden with its collapse button, which this site does not
// render (see ../../../DocSidebar/Desktop/CollapseButton.tsx).
export default function ExpandButton(): null {
  return null;
}
