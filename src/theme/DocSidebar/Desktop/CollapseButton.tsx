// The theme renders this button only when the docs sidebar is hideable, which it is not here
// (themeConfig.docs.sidebar.hideable: false). Replacing it keeps it and its arrow icon out of every
// docs page. Delete this file and ../../DocRoot/Layout/Sidebar/ExpandButton.tsx to make it hideable.
export default function CollapseButton(): null {
  return null;
}
