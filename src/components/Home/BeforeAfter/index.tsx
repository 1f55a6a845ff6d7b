import type {ReactNode} from 'react';
import CodeSamples from '@site/src/components/CodeSamples';
import ConfigAfter from '@site/src/pages/_snippets/config-after.mdx';
import SettingsBefore from '@site/src/pages/_snippets/settings-before.mdx';
import styles from './styles.module.css';

export default function BeforeAfter(): ReactNode {
  return (
    <section className={styles.section} aria-labelledby="before-after-title">
      <h2 id="before-after-title" className={styles.title}>
        From 300 lines of strings to one validated object
      </h2>
      <p className={styles.lead}>
        ALLOWED_HOSTS, CORS and CSRF origins come from <code>security_domains</code>; the cache is Redis when{' '}
        <code>redis_url</code> is set; apps, middleware and REST settings are generated. A typo is a startup error that
        names the field.
      </p>
      <CodeSamples>
        <div className={styles.grid}>
          <div className={styles.pane}>
            <p className={styles.label}>Before: settings.py</p>
            <SettingsBefore />
          </div>
          <div className={styles.pane}>
            <p className={styles.label}>After: config.py</p>
            <ConfigAfter />
          </div>
        </div>
      </CodeSamples>
    </section>
  );
}
