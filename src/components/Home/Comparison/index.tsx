import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {Prerendered} from '../Prerendered';
import section from '../section.module.css';
import styles from './styles.module.css';

export default function Comparison(): ReactNode {
  return (
    <section className={section.narrow} aria-labelledby="comparison-title">
      <h2 id="comparison-title" className={`${section.heading} ${styles.title}`}>
        How it compares
      </h2>
      {/* The table (src/data/homeComparison.ts): ../Prerendered/content.tsx */}
      <Prerendered name="comparison-table" className={styles.scroller} />
      <p className={styles.more}>
        <Link to="/getting-started/django-cfg-vs-alternatives">
          Read the full comparison with django-environ, django-configurations, pydantic-settings and dynaconf
        </Link>
      </p>
    </section>
  );
}
