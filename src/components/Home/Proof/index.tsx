import type {ReactNode} from 'react';
import {Prerendered, PrerenderedCode} from '../Prerendered';
import section from '../section.module.css';
import styles from './styles.module.css';

/**
 * A wrong setting and the error django-cfg prints for it. The text is recorded by running the
 * package (scripts/home/capture.py); tests/python/test_home_data.py fails when it goes stale.
 */
export default function Proof(): ReactNode {
  return (
    <section className={section.section} aria-labelledby="proof-title">
      <h2 id="proof-title" className={section.title}>
        A wrong setting stops the process and names the field
      </h2>
      <Prerendered name="proof-lead" as="p" className={section.lead} />
      <div className={`${section.panes} ${styles.panes}`}>
        <div className={section.pane}>
          <PrerenderedCode name="validation-config" />
        </div>
        <div className={section.pane} data-testid="validation-error">
          <PrerenderedCode name="validation-error" />
        </div>
      </div>
    </section>
  );
}
