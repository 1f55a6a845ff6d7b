import type {ReactNode} from 'react';
import styles from './styles.module.css';

export interface FlowStep {
  readonly title: string;
  readonly text: string;
}

/** A numbered left-to-right flow drawn with plain HTML, so pages need no diagram library. */
export default function FlowSteps({steps}: {steps: readonly FlowStep[]}): ReactNode {
  return (
    <ol className={styles.flow}>
      {steps.map((step, i) => (
        <li key={step.title} className={styles.step}>
          <span className={styles.number} aria-hidden="true">
            {i + 1}
          </span>
          <h3 className={styles.stepTitle}>{step.title}</h3>
          <p className={styles.stepText}>{step.text}</p>
        </li>
      ))}
    </ol>
  );
}
