import type {ReactNode} from 'react';
import {Prerendered, PrerenderedCode} from '../Prerendered';
import section from '../section.module.css';
import styles from './styles.module.css';

export default function BeforeAfter(): ReactNode {
  return (
    <section className={section.section} aria-labelledby="before-after-title">
      <h2 id="before-after-title" className={section.title}>
        From settings strings to one validated object
      </h2>
      <Prerendered name="before-after-lead" as="p" className={section.lead} />
      <div className={section.panes}>
        <div className={section.pane}>
          <p className={styles.label}>Before</p>
          <PrerenderedCode name="settings-before" />
        </div>
        <div className={section.pane}>
          <p className={styles.label}>After</p>
          <PrerenderedCode name="config-after" />
        </div>
      </div>
    </section>
  );
}
