import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {comparisonRows} from '@site/src/data/homeFeatures';
import styles from './styles.module.css';

export default function Comparison(): ReactNode {
  return (
    <section className={styles.section} aria-labelledby="comparison-title">
      <h2 id="comparison-title" className={styles.title}>
        How it compares
      </h2>
      <div className={styles.scroller}>
        <table className={styles.table}>
          <caption className="sr-only">
            django-cfg compared with plain settings.py and environment-variable libraries
          </caption>
          <thead>
            <tr>
              <th scope="col">Capability</th>
              <th scope="col">django-cfg</th>
              <th scope="col">Plain settings.py</th>
              <th scope="col">django-environ and similar</th>
            </tr>
          </thead>
          <tbody>
            {comparisonRows.map((row) => (
              <tr key={row.capability}>
                <th scope="row">{row.capability}</th>
                <td>{row.djangoCfg}</td>
                <td>{row.plainSettings}</td>
                <td>{row.envLibraries}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className={styles.more}>
        <Link to="/getting-started/django-cfg-vs-alternatives">
          Read the full comparison with django-environ, django-configurations, pydantic-settings and dynaconf
        </Link>
      </p>
    </section>
  );
}
