import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import CopyCommand from '@site/src/components/CopyCommand';
import {djangoCfgVersion, pinnedRequirement} from '@site/src/data/release';
import styles from './styles.module.css';

/** Extras a project adds to the one install line, each for one feature. */
const extras = [
  ['rq', 'background jobs and schedules (Django-RQ)'],
  ['grpc', 'the gRPC server'],
  ['centrifugo', 'real-time messages (Centrifugo)'],
  ['ai', 'AI agents (pydantic-ai)'],
] as const;

export default function Install(): ReactNode {
  return (
    <section className={styles.section} aria-labelledby="install-title">
      <h2 id="install-title" className={styles.title}>
        Install in one command
      </h2>
      <p className={styles.lead}>
        Python 3.12 or 3.13. The <code>django52</code> extra brings Django 5.2; this site documents django-cfg{' '}
        {djangoCfgVersion}.
      </p>
      <CopyCommand command={`pip install "${pinnedRequirement('django52')}"`} />
      <p className={styles.more}>Add an extra when you switch its feature on, e.g. django-cfg[django52,rq]:</p>
      <ul className={styles.extras}>
        {extras.map(([name, use]) => (
          <li key={name}>
            <code>+{name}</code> {use}
          </li>
        ))}
      </ul>
      <p className={styles.more}>
        Skip <code>[full]</code> for an application: besides those integrations it installs the project&apos;s own test,
        lint and docs tooling (pytest, black, isort, flake8, mypy, pre-commit, twine, MkDocs). Poetry, uv and every
        extra: <Link to="/getting-started/installation">installation</Link>.
      </p>
    </section>
  );
}
