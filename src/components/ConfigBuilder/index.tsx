import {useEffect, useId, useState, type ReactNode} from 'react';
import {
  APPS,
  DEFAULT_CHOICES,
  INTEGRATIONS,
  buildProject,
  type Cache,
  type Choices,
  type Database,
  type EmailBackend,
} from './build';
import {copyText} from '@site/src/utils/clipboard';
import styles from './styles.module.css';

function Output({title, file, text}: {title: string; file: string; text: string}): ReactNode {
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');
  useEffect(() => {
    if (state === 'idle') return undefined;
    const timer = window.setTimeout(() => setState('idle'), 2000);
    return () => window.clearTimeout(timer);
  }, [state]);
  return (
    <section className={styles.output} aria-label={title}>
      <div className={styles.outputHead}>
        <span className={styles.outputTitle}>{file}</span>
        <button
          type="button"
          className={styles.copy}
          onClick={() =>
            void copyText(text).then(
              () => setState('copied'),
              () => setState('failed'),
            )
          }>
          {state === 'copied' ? 'Copied' : state === 'failed' ? 'Select and copy' : 'Copy'}
          <span className="sr-only"> {title}</span>
        </button>
        <span role="status" aria-live="polite" className="sr-only">
          {state === 'copied' ? `${title} copied to the clipboard` : ''}
        </span>
      </div>
      <pre className={styles.code} tabIndex={0}>
        <code>{text}</code>
      </pre>
    </section>
  );
}

function Radio<T extends string>({
  legend,
  name,
  value,
  options,
  onChange,
}: {
  legend: string;
  name: string;
  value: T;
  options: {value: T; label: string}[];
  onChange: (v: T) => void;
}): ReactNode {
  return (
    <fieldset className={styles.group}>
      <legend>{legend}</legend>
      {options.map((o) => (
        <label key={o.value} className={styles.option}>
          <input
            type="radio"
            name={name}
            value={o.value}
            checked={value === o.value}
            onChange={() => onChange(o.value)}
          />
          {o.label}
        </label>
      ))}
    </fieldset>
  );
}

/**
 * Picks a database, cache, email backend, apps and integrations, and writes the config.py, .env,
 * settings.py and pip line for them. The server render shows the default choice, so the page reads
 * the same without JavaScript.
 */
export default function ConfigBuilder(): ReactNode {
  const [choices, setChoices] = useState<Choices>(DEFAULT_CHOICES);
  const id = useId();
  const out = buildProject(choices);
  const toggle = <K extends 'apps' | 'integrations'>(key: K, item: Choices[K][number]) =>
    setChoices((c) => {
      const list = c[key] as string[];
      const next = list.includes(item) ? list.filter((x) => x !== item) : [...list, item];
      return {...c, [key]: next};
    });

  return (
    <div className={styles.builder}>
      <form className={styles.controls} aria-label="Configuration choices" onSubmit={(e) => e.preventDefault()}>
        <Radio<Database>
          legend="Database"
          name={`${id}-db`}
          value={choices.database}
          options={[
            {value: 'sqlite', label: 'SQLite file'},
            {value: 'postgres', label: 'PostgreSQL URL'},
          ]}
          onChange={(database) => setChoices((c) => ({...c, database}))}
        />
        <Radio<Cache>
          legend="Cache"
          name={`${id}-cache`}
          value={choices.cache}
          options={[
            {value: 'none', label: 'None (local memory)'},
            {value: 'redis', label: 'Redis'},
          ]}
          onChange={(cache) => setChoices((c) => ({...c, cache}))}
        />
        <Radio<EmailBackend>
          legend="Email"
          name={`${id}-email`}
          value={choices.email}
          options={[
            {value: 'console', label: 'Console (prints mail)'},
            {value: 'smtp', label: 'SMTP server'},
          ]}
          onChange={(email) => setChoices((c) => ({...c, email}))}
        />
        <fieldset className={styles.group}>
          <legend>Built-in apps</legend>
          {APPS.map((a) => (
            <label key={a.id} className={styles.option}>
              <input type="checkbox" checked={choices.apps.includes(a.id)} onChange={() => toggle('apps', a.id)} />
              {a.label}
            </label>
          ))}
        </fieldset>
        <fieldset className={styles.group}>
          <legend>Integrations</legend>
          {INTEGRATIONS.map((a) => (
            <label key={a.id} className={styles.option}>
              <input
                type="checkbox"
                checked={choices.integrations.includes(a.id)}
                onChange={() => toggle('integrations', a.id)}
              />
              {a.label}
            </label>
          ))}
        </fieldset>
      </form>
      <div className={styles.outputs}>
        <Output title="Install command" file="shell" text={out.pip} />
        <Output title="Config class" file="api/config.py" text={out.configPy} />
        <Output title="Environment file" file=".env (next to manage.py)" text={out.env} />
        <Output title="Settings module" file="api/settings.py" text={out.settingsPy} />
      </div>
    </div>
  );
}
