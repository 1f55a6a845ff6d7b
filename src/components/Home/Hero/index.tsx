import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {links} from '@site/src/data/links';
import {Prerendered} from '../Prerendered';
import styles from './styles.module.css';

export default function Hero(): ReactNode {
  return (
    <header className={styles.hero}>
      <div className={styles.inner}>
        {/* The eyebrow, the h1 and the lead: ../Prerendered/content.tsx */}
        <Prerendered name="hero-text" />
        <div className={styles.actions}>
          <Link className="button button--primary button--lg" to="/getting-started/installation">
            Get started
          </Link>
          <Link className="button button--secondary button--outline button--lg" href={links.demo}>
            Try the demo
          </Link>
        </div>
      </div>
    </header>
  );
}
