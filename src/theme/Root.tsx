// Wraps the app root to add the floating help menu to every page.
import type {ReactNode} from 'react';
import HelpMenu from '@site/src/components/HelpMenu';

export default function Root({children}: {children: ReactNode}): ReactNode {
  return (
    <>
      {children}
      <HelpMenu />
    </>
  );
}
