import type {ReactNode} from 'react';
import BeforeAfter from './BeforeAfter';
import CallToAction from './CallToAction';
import Comparison from './Comparison';
import FeatureGrid from './FeatureGrid';
import Hero from './Hero';
import HowItWorks from './HowItWorks';
import Install from './Install';

/** The landing page's sections, in reading order. */
export default function Home(): ReactNode {
  return (
    <main>
      <Hero />
      <BeforeAfter />
      <FeatureGrid />
      <HowItWorks />
      <Comparison />
      <Install />
      <CallToAction />
    </main>
  );
}
