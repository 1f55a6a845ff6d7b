import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {links} from '@site/src/data/links';
import styles from './styles.module.css';

export default function CallToAction(): ReactNode {
  return (
    <section className={styles.section} aria-labelledby="cta-title">
      <h2 id="cta-title" className={styles.title}>
        Build your first project in ten minutes
      </h2>
      <p className={styles.lead}>
        Follow the guide from an empty folder to a running API with admin, docs and health checks.
      </p>
      <div className={styles.actions}>
        <Link className="button button--primary button--lg" to="/getting-started/first-project">
          Start the tutorial
        </Link>
        <Link className="button button--secondary button--outline button--lg" href={links.github}>
          Star on GitHub
        </Link>
      </div>
    </section>
  );
}
