import type {ReactNode} from 'react';
import Head from '@docusaurus/Head';
import Link from '@docusaurus/Link';
import Layout from '@theme/Layout';
import {links} from '@site/src/data/links';
import {pinnedRequirement} from '@site/src/data/release';
import styles from './maintenance.module.css';

export default function MaintenancePage(): ReactNode {
  return (
    <Layout
      title="Scheduled maintenance"
      description="The django-cfg demo or documentation is being updated. Where to follow progress and what still works.">
      {/* Out of the sitemap, so noindex (src/search/nonContentRoutes.ts). */}
      <Head>
        <meta name="robots" content="noindex, follow" />
      </Head>
      <main className={styles.page}>
        <h1>We are updating django-cfg</h1>
        <p className={styles.lead}>
          The live demo or part of this site is being redeployed. Updates usually take a few minutes; nothing you saved
          in the demo is lost beyond its regular reset.
        </p>
        <h2>What still works</h2>
        <ul>
          <li>
            The documentation you are reading is static and cached; <Link to="/getting-started/intro">start here</Link>{' '}
            or browse the <Link to="/guides/faq">FAQ</Link>.
          </li>
          <li>
            Installing from PyPI is not affected: <code>{`pip install "${pinnedRequirement('django52')}"`}</code>.
          </li>
        </ul>
        <h2>Follow the status</h2>
        <ul>
          <li>
            Releases and open incidents: <Link href={links.github}>the GitHub repository</Link> and its{' '}
            <Link href={links.issues}>issue tracker</Link>.
          </li>
          <li>
            Something urgent: <Link href={links.contact}>contact the team</Link>.
          </li>
        </ul>
        <p>
          <Link className="button button--primary" to="/">
            Back to the home page
          </Link>
        </p>
      </main>
    </Layout>
  );
}
