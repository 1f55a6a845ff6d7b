import type {ReactNode} from 'react';
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

/** The landing page's sections, in reading order. */
export default function Home(): ReactNode {
  return (
    <main>
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
    </main>
  );
}
