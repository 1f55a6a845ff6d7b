import {Suspense, type ReactNode} from 'react';
import AdminShot from './AdminShot';
import BeforeAfter from './BeforeAfter';
import CallToAction from './CallToAction';
import Comparison from './Comparison';
import FeatureGrid from './FeatureGrid';
import Hero from './Hero';
import HowItWorks from './HowItWorks';
import Install from './Install';
import Numbers from './Numbers';
import Proof from './Proof';
import styles from './styles.module.css';

/**
 * The landing page's sections, in reading order. The Suspense boundary waits, on a visit from another
 * page, for the static parts' chunk (./Prerendered) so the page appears whole; the first page of a
 * visit renders at once.
 */
export default function Home(): ReactNode {
  return (
    <main>
      <Suspense fallback={<div className={styles.pending} />}>
        <Hero />
        <Numbers />
        <BeforeAfter />
        <Proof />
        <FeatureGrid />
        <AdminShot />
        <HowItWorks />
        <Comparison />
        <Install />
        <CallToAction />
      </Suspense>
    </main>
  );
}
