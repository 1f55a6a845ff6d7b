import type {ReactNode} from 'react';
import {Prerendered} from '../Prerendered';
import section from '../section.module.css';

export default function HowItWorks(): ReactNode {
  return (
    <section className={section.section} aria-labelledby="how-title">
      <h2 id="how-title" className={section.headingSpaced}>
        How it works
      </h2>
      {/* Four steps, from the class you declare to the running project: ../Prerendered/content.tsx */}
      <Prerendered name="how-steps" />
    </section>
  );
}
