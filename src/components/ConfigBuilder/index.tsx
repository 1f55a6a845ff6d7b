import {useEffect, useId, useMemo, useState, type ReactNode} from 'react';
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
import {changedLines, highlightLines, type OutputLanguage} from './highlight';
import {copyText} from '@site/src/utils/clipboard';
import styles from './styles.module.css';

function Output({
  title,
  file,
  text,
  language,
  changed,
  changeId,
}: {
  title: string;
  file: string;
  text: string;
  language: OutputLanguage;
  /** Indexes of the lines the last choice changed: marked, and flashed once. */
  changed: ReadonlySet<number>;
  /** Counts choices, so a line changed twice in a row flashes again. */
  changeId: number;
}): ReactNode {
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');
  useEffect(() => {
    if (state === 'idle') return undefined;
    const timer = window.setTimeout(() => setState('idle'), 2000);
    return () => window.clearTimeout(timer);
  }, [state]);
  const lines = useMemo(() => highlightLines(text, language), [text, language]);
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
        <code>
          {lines.map((tokens, index) => (
            <span
              // A changed line gets a new key, so its flash starts again on the next change.
              key={changed.has(index) ? `${changeId}-${index}` : index}
              className={changed.has(index) ? `token-line ${styles.changed}` : 'token-line'}
              data-changed={changed.has(index) ? '' : undefined}>
              {tokens.map((token, at) =>
                token.type ? (
                  <span key={at} className={`token ${token.type}`}>
                    {token.text}
                  </span>
                ) : (
                  token.text
                ),
              )}
              {'\n'}
            </span>
          ))}
        </code>
      </pre>
    </section>
  );
}

/** The outputs' anchor (one builder per page). */
const RESULT_ID = 'builder-result';

type OutputKey = 'pip' | 'configPy' | 'env' | 'settingsPy';

const OUTPUTS: readonly {key: OutputKey; title: string; file: string; language: OutputLanguage}[] = [
  {key: 'pip', title: 'Install command', file: 'shell', language: 'shell'},
  {key: 'configPy', title: 'Config class', file: 'api/config.py', language: 'python'},
  {key: 'env', title: 'Environment file', file: '.env (next to manage.py)', language: 'env'},
  {key: 'settingsPy', title: 'Settings module', file: 'api/settings.py', language: 'python'},
];

interface Change {
  readonly id: number;
  readonly lines: Record<OutputKey, ReadonlySet<number>>;
  /** The files the last choice changed, as the panels name them. */
  readonly files: readonly string[];
}

const NO_LINES: ReadonlySet<number> = new Set();
const NO_CHANGE: Change = {
  id: 0,
  lines: {pip: NO_LINES, configPy: NO_LINES, env: NO_LINES, settingsPy: NO_LINES},
  files: [],
};

/** "a", "a and b", "a, b and c". */
function listOf(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1] ?? ''}`;
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
  const [choices, setChoicesState] = useState<Choices>(DEFAULT_CHOICES);
  const [change, setChange] = useState<Change>(NO_CHANGE);
  const id = useId();
  const out = buildProject(choices);
  // Each choice redraws the outputs and records which lines it changed, to mark them and to say on
  // a phone (where the outputs sit below every option) which files changed.
  const setChoices = (update: (c: Choices) => Choices) => {
    const next = update(choices);
    const after = buildProject(next);
    const lines: Change['lines'] = {
      pip: changedLines(out.pip, after.pip),
      configPy: changedLines(out.configPy, after.configPy),
      env: changedLines(out.env, after.env),
      settingsPy: changedLines(out.settingsPy, after.settingsPy),
    };
    const files = OUTPUTS.filter(({key}) => lines[key].size > 0).map(({file}) => file);
    setChoicesState(next);
    setChange({id: change.id + 1, lines, files});
  };
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
        {/* Phones: the outputs sit below every option, so this bar says what a choice changed and
            links down to them. Hidden beside the outputs on wide screens. */}
        <p className={styles.resultBar}>
          <span role="status" aria-live="polite" className={styles.resultStatus}>
            {change.files.length > 0 ? `Updated ${listOf(change.files)}` : change.id > 0 ? 'No change' : ''}
          </span>
          {/* eslint-disable-next-line @docusaurus/no-html-links -- an in-page anchor on a <div>, which the
              broken-anchor check (headings only) would not know */}
          <a href={`#${RESULT_ID}`} className={styles.resultLink}>
            Show the result
          </a>
        </p>
      </form>
      <div className={styles.outputs} id={RESULT_ID}>
        {OUTPUTS.map(({key, title, file, language}) => (
          <Output
            key={key}
            title={title}
            file={file}
            text={out[key]}
            language={language}
            changed={change.lines[key]}
            changeId={change.id}
          />
        ))}
      </div>
    </div>
  );
}
