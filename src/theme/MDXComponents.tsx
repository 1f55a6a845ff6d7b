// Wraps the theme's MDX map to make Tabs/TabItem available in every page without imports.
import MDXComponents from '@theme-original/MDXComponents';
import TabItem from '@theme/TabItem';
import Tabs from '@theme/Tabs';

export default {
  ...MDXComponents,
  Tabs,
  TabItem,
};
