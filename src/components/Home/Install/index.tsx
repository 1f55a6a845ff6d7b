import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import CopyCommand from '@site/src/components/CopyCommand';
import {djangoCfgVersion, pinnedRequirement} from '@site/src/data/release';
import {Prerendered} from '../Prerendered';
import section from '../section.module.css';
import styles from './styles.module.css';

export default function Install(): ReactNode {
  return (
    <section className={`${section.section} ${styles.install}`} aria-labelledby="install-title">
      <h2 id="install-title" className={section.heading}>
        Install in one command
      </h2>
      <p className={styles.lead}>
        Python 3.12 or 3.13. The <code>django52</code> extra brings Django 5.2; this site documents django-cfg{' '}
        {djangoCfgVersion}.
      </p>
      <CopyCommand command={`pip install "${pinnedRequirement('django52')}"`} />
      {/* The extras a project adds, each for one feature: ../Prerendered/content.tsx */}
      <Prerendered name="install-extras" />
      <p className={styles.more}>
        Skip <code>[full]</code> for an application: besides those integrations it installs the project&apos;s own test,
        lint and docs tooling (pytest, black, isort, flake8, mypy, pre-commit, twine, MkDocs). Poetry, uv and every
        extra: <Link to="/getting-started/installation">installation</Link>.
      </p>
    </section>
  );
}
