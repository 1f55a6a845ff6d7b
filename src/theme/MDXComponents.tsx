// Wraps the theme's MDX map: Tabs/TabItem in every page without imports, and keyboard-scrollable tables.
import type {ComponentProps} from 'react';
import MDXComponents from '@theme-original/MDXComponents';
import TabItem from '@theme/TabItem';
import Tabs from '@theme/Tabs';

/** Wide tables scroll sideways inside themselves; tabIndex lets keyboard users scroll them too. */
function Table(props: ComponentProps<'table'>) {
  return <table tabIndex={0} {...props} />;
}

export default {
  ...MDXComponents,
  Tabs,
  TabItem,
  table: Table,
};
