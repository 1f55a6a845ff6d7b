import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {links} from '@site/src/data/links';
import styles from './styles.module.css';

export default function Hero(): ReactNode {
  return (
    <header className={styles.hero}>
      <div className={styles.inner}>
        <p className={styles.eyebrow}>django-cfg 1.5 · Python 3.12+ · Django 5.2</p>
        <h1 className={styles.title}>
          One typed config for your <span className={styles.accent}>whole Django project</span>
        </h1>
        <p className={styles.lead}>
          django-cfg replaces <code>settings.py</code> with a Pydantic <code>DjangoConfig</code> that is validated when
          the process starts, then switches on built-in apps, integrations, AI agents and generated API clients from
          that same object.
        </p>
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
