// The home page's static parts, rendered into the HTML by the server (./index.tsx). The browser
// loads them, as a chunk of their own, only when it reaches the home page from another page.
import type {ReactNode} from 'react';
import CodeBlock from '@theme/CodeBlock';
import FlowSteps from '@site/src/components/FlowSteps';
import {comparisonRows} from '@site/src/data/homeComparison';
import {command, djangoCfg, error, pydantic} from '@site/src/data/home/validationError.json';
import ConfigAfter from '@site/src/pages/_snippets/config-after.mdx';
import HomeValidation from '@site/src/pages/_snippets/home-validation.mdx';
import SettingsBefore from '@site/src/pages/_snippets/settings-before.mdx';
import CountedCode from '../CountedCode';
import comparison from '../Comparison/styles.module.css';
import hero from '../Hero/styles.module.css';
import install from '../Install/styles.module.css';
import CodeTitle from './CodeTitle';

/** Extras a project adds to the one install line, each for one feature. */
const extras = [
  ['rq', 'background jobs and schedules (Django-RQ)'],
  ['grpc', 'the gRPC server'],
  ['centrifugo', 'real-time messages (Centrifugo)'],
  ['ai', 'AI agents (pydantic-ai)'],
] as const;

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

/** Code blocks: the snippets' fences, labelled with their line counts, and the captured error. */
const code = {
  'settings-before': () => (
    <CountedCode>
      <SettingsBefore />
    </CountedCode>
  ),
  'config-after': () => (
    <CountedCode>
      <ConfigAfter />
    </CountedCode>
  ),
  'validation-config': () => (
    <CountedCode>
      <HomeValidation />
    </CountedCode>
  ),
  'validation-error': () => (
    <CodeBlock language="text" title={<CodeTitle>{`$ ${command}`}</CodeTitle>}>
      {error}
    </CodeBlock>
  ),
} satisfies Record<string, () => ReactNode>;

/** Text and markup, rendered inside the element Prerendered gives them. */
const text = {
  'hero-text': () => (
    <>
      <p className={hero.eyebrow}>django-cfg 1.5 · Python 3.12+ · Django 5.2</p>
      <h1 className={hero.title}>
        One typed config for your <span className={hero.accent}>whole Django project</span>
      </h1>
      <p className={hero.lead}>
        django-cfg replaces <code>settings.py</code> with a Pydantic <code>DjangoConfig</code> that is validated when
        the process starts, then switches on built-in apps, integrations, AI agents and generated API clients from that
        same object.
      </p>
    </>
  ),
  'before-after-lead': () => (
    <>
      ALLOWED_HOSTS, CORS and CSRF origins come from <code>security_domains</code>; the cache is Redis when{' '}
      <code>redis_url</code> is set; apps, middleware and REST settings are generated.
    </>
  ),
  'proof-lead': () => (
    <>
      A placeholder secret key and a misspelled field name, which a <code>settings.py</code> would accept without a
      word. This is the error as django-cfg {djangoCfg} (Pydantic {pydantic}) prints it, captured by running the
      package.
    </>
  ),
  'how-steps': () => <FlowSteps steps={steps} />,
  'comparison-table': () => (
    <table className={comparison.table}>
      <caption className="sr-only">
        django-cfg compared with plain settings.py and environment-variable libraries
      </caption>
      <thead>
        <tr>
          <th scope="col">Capability</th>
          <th scope="col">django-cfg</th>
          <th scope="col">Plain settings.py</th>
          <th scope="col">django-environ and similar</th>
        </tr>
      </thead>
      <tbody>
        {comparisonRows.map((row) => (
          <tr key={row.capability}>
            <th scope="row">{row.capability}</th>
            <td>{row.djangoCfg}</td>
            <td>{row.plainSettings}</td>
            <td>{row.envLibraries}</td>
          </tr>
        ))}
      </tbody>
    </table>
  ),
  'install-extras': () => (
    <>
      <p className={install.more}>Add an extra when you switch its feature on, e.g. django-cfg[django52,rq]:</p>
      <ul className={install.extras}>
        {extras.map(([name, use]) => (
          <li key={name}>
            <code>+{name}</code> {use}
          </li>
        ))}
      </ul>
    </>
  ),
} satisfies Record<string, () => ReactNode>;

export type CodePartName = keyof typeof code;
export type TextPartName = keyof typeof text;
export type PartName = CodePartName | TextPartName;

const parts: Record<PartName, () => ReactNode> = {...code, ...text};

export default function Part({name}: {readonly name: PartName}): ReactNode {
  return parts[name]();
}
