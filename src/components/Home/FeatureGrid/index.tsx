import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {homeFeatures} from '@site/src/data/homeFeatures';
import section from '../section.module.css';
import styles from './styles.module.css';

export default function FeatureGrid(): ReactNode {
  return (
    <section className={section.section} aria-labelledby="features-title">
      <h2 id="features-title" className={section.headingSpaced}>
        Everything a SaaS back end needs, switched on from one class
      </h2>
      <ul className={styles.grid}>
        {homeFeatures.map((feature) => (
          <li key={feature.title} className={styles.card}>
            <h3 className={styles.cardTitle}>
              <Link to={feature.to} className={styles.cardLink}>
                {feature.title}
              </Link>
            </h3>
            <p className={styles.cardText}>{feature.description}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
