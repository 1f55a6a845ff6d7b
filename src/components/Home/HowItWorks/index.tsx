import type {ReactNode} from 'react';
import FlowSteps from '@site/src/components/FlowSteps';
import styles from './styles.module.css';

const steps = [
  {title: 'You declare', text: 'A DjangoConfig subclass in config.py: project name, secret key, databases, services.'},
  {title: 'Pydantic validates', text: 'Types, ranges and cross-field rules are checked when the object is created.'},
  {
    title: 'django-cfg generates',
    text: 'get_all_settings() builds INSTALLED_APPS, MIDDLEWARE, DATABASES, CACHES, REST and more.',
  },
  {
    title: 'Django runs',
    text: 'settings.py loads that dict; add_django_cfg_urls mounts the built-in endpoints under /cfg/.',
  },
] as const;

export default function HowItWorks(): ReactNode {
  return (
    <section className={styles.section} aria-labelledby="how-title">
      <h2 id="how-title" className={styles.title}>
        How it works
      </h2>
      <FlowSteps steps={steps} />
    </section>
  );
}
