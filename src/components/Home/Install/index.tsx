import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import CopyCommand from '@site/src/components/CopyCommand';
import {djangoCfgVersion, pinnedRequirement} from '@site/src/data/release';
import styles from './styles.module.css';

export default function Install(): ReactNode {
  return (
    <section className={styles.section} aria-labelledby="install-title">
      <h2 id="install-title" className={styles.title}>
        Install in one command
      </h2>
      <p className={styles.lead}>
        Python 3.12 or 3.13. The <code>full</code> extra brings Django 5.2 and the gRPC, Centrifugo and Django-RQ
        integrations; add <code>ai</code> for agents. This site documents django-cfg {djangoCfgVersion}.
      </p>
      <CopyCommand command={`pip install '${pinnedRequirement('full')}'`} />
      <p className={styles.more}>
        Prefer Poetry or uv, or a smaller install? See <Link to="/getting-started/installation">installation</Link>.
      </p>
    </section>
  );
}
