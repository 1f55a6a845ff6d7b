// Wraps the not-found page to give it a description (the theme sets none) and a sentence-case title.
import type {ReactNode} from 'react';
import {PageMetadata} from '@docusaurus/theme-common';
import NotFound from '@theme-original/NotFound';

export default function NotFoundWrapper(): ReactNode {
  return (
    <>
      <NotFound />
      {/* After the original: the last <title> and description rendered win. */}
      <PageMetadata
        title="Page not found"
        description="This address is not part of the django-cfg site; search the docs or start from one of its sections."
      />
    </>
  );
}
