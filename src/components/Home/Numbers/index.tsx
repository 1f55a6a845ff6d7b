import type {ReactNode} from 'react';
import HomeNumbers from '@site/src/pages/_snippets/home-numbers.mdx';
import styles from './styles.module.css';

/**
 * Figures a reader can check, each with where to check it. The numbers are written into the MDX
 * while the site builds (./remark.ts), from the suite's verification data and the reference JSON.
 */
export default function Numbers(): ReactNode {
  return (
    <section className={styles.section} aria-label="What the docs check">
      <HomeNumbers />
    </section>
  );
}
