import type {ReactNode} from 'react';
import ConfigAfter from '@site/src/pages/_snippets/config-after.mdx';
import SettingsBefore from '@site/src/pages/_snippets/settings-before.mdx';
import CountedCode from '../CountedCode';
import styles from './styles.module.css';

export default function BeforeAfter(): ReactNode {
  return (
    <section className={styles.section} aria-labelledby="before-after-title">
      <h2 id="before-after-title" className={styles.title}>
        From settings strings to one validated object
      </h2>
      <p className={styles.lead}>
        ALLOWED_HOSTS, CORS and CSRF origins come from <code>security_domains</code>; the cache is Redis when{' '}
        <code>redis_url</code> is set; apps, middleware and REST settings are generated.
      </p>
      <CountedCode>
        <div className={styles.grid}>
          <div className={styles.pane}>
            <p className={styles.label}>Before</p>
            <SettingsBefore />
          </div>
          <div className={styles.pane}>
            <p className={styles.label}>After</p>
            <ConfigAfter />
          </div>
        </div>
      </CountedCode>
    </section>
  );
}
