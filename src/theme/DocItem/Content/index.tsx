// Wraps the doc body to add the "Copy page" control and point og:image at the page's generated card.
import type {ReactNode} from 'react';
import Head from '@docusaurus/Head';
import useBaseUrl from '@docusaurus/useBaseUrl';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import type {WrapperProps} from '@docusaurus/types';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import Content from '@theme-original/DocItem/Content';
import type ContentType from '@theme/DocItem/Content';
import CopyPage from '@site/src/components/CopyPage';
import {cardPath, twinPath} from '@site/plugins/ai-docs/paths';

type Props = WrapperProps<typeof ContentType>;

export default function ContentWrapper(props: Props): ReactNode {
  const {metadata, frontMatter} = useDoc();
  const {siteConfig} = useDocusaurusContext();
  const card = useBaseUrl(cardPath(metadata.permalink, siteConfig.baseUrl), {absolute: true});
  return (
    <>
      {/* A page with its own front matter image keeps it; the ai-docs plugin renders no card for it. */}
      {!frontMatter.image && (
        <Head>
          <meta property="og:image" content={card} />
          <meta name="twitter:image" content={card} />
        </Head>
      )}
      <CopyPage markdownUrl={twinPath(metadata.permalink)} />
      <Content {...props} />
    </>
  );
}
