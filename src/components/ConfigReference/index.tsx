import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {
  allFields,
  shortName,
  type EnumInfo,
  type Export,
  type ModelData,
  type ModelField,
  type SubclassAttribute,
} from '../../data/reference/types';
import {codeBreaks} from '../../../plugins/param-tables/breaks';
import {describeConstraints, describeDefault, fieldAnchor} from './format';
import {modelGuides, replacements} from './guides';
import styles from './styles.module.css';

/** A docstring's first line without the decorative emoji some upstream docstrings start with. */
function plainDoc(doc: string): string {
  return doc.replace(/^[^\p{L}\p{N}`]+/u, '');
}

/** Inline code that may wrap before a dot or after an underscore or slash, never inside a word. */
function Code({children}: {children: string}): ReactNode {
  const parts = codeBreaks(children);
  return (
    <code>
      {parts.map((part, i) => (
        <span key={i}>
          {i > 0 && <wbr />}
          {part}
        </span>
      ))}
    </code>
  );
}

/** Inline `code` spans of a hand-written replacement note. */
function Note({text}: {text: string}): ReactNode {
  return text
    .split(/(`[^`]+`)/)
    .map((part, i) => (part.startsWith('`') ? <code key={i}>{part.slice(1, -1)}</code> : <span key={i}>{part}</span>));
}

function ModelFacts({data: {model, packagePath}}: {data: ModelData}): ReactNode {
  const guide = modelGuides[model.name];
  const bases = model.bases.map(shortName);
  return (
    <dl className={styles.facts}>
      <dt>Import</dt>
      <dd>
        {model.exported ? (
          <Code>{`from django_cfg import ${model.exportedAs[0] ?? model.name}`}</Code>
        ) : (
          <>
            <Code>{`from ${model.module} import ${model.name}`}</Code> (not a top-level export)
          </>
        )}
      </dd>
      <dt>Inherits</dt>
      <dd>{bases.join(', ')}</dd>
      <dt data-search-ignore>Source</dt>
      <dd data-search-ignore>
        <Code>{`${packagePath}/${model.file}`}</Code>
      </dd>
      {model.settingsMethods.length > 0 && (
        <>
          <dt>Settings method</dt>
          <dd>
            {model.settingsMethods.map((m, i) => (
              <span key={m}>
                {i > 0 && ', '}
                <Code>{`${m}()`}</Code>
              </span>
            ))}
          </dd>
        </>
      )}
      {guide && (
        <>
          <dt>Guide</dt>
          <dd>
            <Link to={guide}>{guide}</Link>
          </dd>
        </>
      )}
    </dl>
  );
}

function CodeList({items, max}: {items: string[]; max: number}): ReactNode {
  return (
    <>
      {items.slice(0, max).map((item, i) => (
        <span key={item}>
          {i > 0 && ', '}
          <Code>{item}</Code>
        </span>
      ))}
      {items.length > max && ` and ${items.length - max} more`}
    </>
  );
}

/**
 * What changing the field does to the generated settings, as measured by
 * scripts/reference/generate.py: the setting keys that change, or "changes no setting" (with the
 * files that read the attribute by name, when there are any). Fields of models no DjangoConfig holds
 * get no line: the model's note says so once.
 */
function Feeds({field, reachable}: {field: ModelField; reachable: boolean}): ReactNode {
  if (!reachable) return null;
  const label = (
    <span className="param__label" data-search-ignore>
      Feeds:
    </span>
  );
  let main: ReactNode;
  if (!field.measured) main = <>not measured ({field.unmeasured})</>;
  else if (field.settings.length > 0) main = <CodeList items={field.settings} max={6} />;
  else if (field.readIn && field.readIn.length > 0)
    main = (
      <>
        changes no setting; <code>.{field.name}</code> is read at runtime in <CodeList items={field.readIn} max={3} />
      </>
    );
  else main = <>changes no setting</>;
  return (
    <p className={styles.detail}>
      {label} {main}
      {(field.settingsWhen ?? []).map((w) => (
        <span key={w.when}>
          {' '}
          (when {w.when}: {w.settings.length > 0 ? <CodeList items={w.settings} max={6} /> : 'changes no setting'})
        </span>
      ))}
    </p>
  );
}

/*
 * The data props of these components (`data`, `enums`, `exports`, `count`, `attributes`) are not
 * written in the MDX pages: plugins/reference-data/remark.ts adds them at build time from the
 * reference JSON, so each page bundles only what it shows.
 */

/**
 * One model of the reference: where it comes from, whether anything reads it, and a table of every
 * field with type, default, constraints and the Django settings it feeds. The MDX page writes the
 * model's heading, so the table of contents and the anchor carry the model's name.
 */
export function ModelReference({data}: {name: string; data: ModelData}): ReactNode {
  const {model, version} = data;
  const fields = allFields(model);
  const unused = model.exported && !model.consumed.used;
  const replacement = replacements[model.name];
  return (
    <div className={styles.model}>
      {model.doc && <p>{plainDoc(model.doc)}</p>}
      {!model.reachable && !unused && fields.length > 0 && (
        <p className={styles.detail}>
          <strong>Not part of DjangoConfig.</strong> No field of <code>DjangoConfig</code> (or attribute the settings
          code reads from a subclass) holds <code>{model.name}</code>, so its fields feed no Django setting and have no
          Feeds line below.
        </p>
      )}
      {unused && (
        <div className="alert alert--warning" role="note">
          <strong>Read by nothing at {version}.</strong> No generator or runtime code uses <code>{model.name}</code>, so
          setting it changes no Django setting. {replacement && <Note text={replacement} />}
        </div>
      )}
      <ModelFacts data={data} />
      {fields.length === 0 ? (
        <p>This model declares no fields of its own.</p>
      ) : (
        // A parameter list, as src/css/_tables.scss draws every field table: name, type and default
        // on one line, then the meaning, constraints and the settings the field feeds. Types and
        // defaults are never what a reader searches for; data-search-ignore keeps them out of the
        // search index, which has a size budget.
        <dl className="param-list" aria-label={`${model.name} fields`}>
          {fields.map((f) => {
            const constraints = describeConstraints(f.constraints);
            const validators = f.validators.map((v) => v.name);
            return (
              <div key={f.name} id={fieldAnchor(model.name, f.name)} className="param">
                <dt className="param__head">
                  <span className="param__name">
                    <code>{f.name}</code>
                  </span>{' '}
                  <span className="param__type" data-search-ignore>
                    <Code>{f.type}</Code>
                  </span>{' '}
                  <span className="param__default" data-search-ignore>
                    {f.required ? (
                      <em className="param__required">required</em>
                    ) : (
                      <>
                        <span className="param__label" data-search-ignore>
                          Default:
                        </span>{' '}
                        <Code>{describeDefault(f)}</Code>
                      </>
                    )}
                  </span>
                </dt>
                <dd className="param__body">
                  {f.description && <p className={styles.description}>{f.description}</p>}
                  {(constraints.length > 0 || validators.length > 0) && (
                    <p className={styles.detail}>
                      <span className="param__label" data-search-ignore>
                        Constraints:
                      </span>{' '}
                      {constraints.join('; ')}
                      {validators.length > 0 && (
                        <>
                          {constraints.length > 0 && '; '}
                          checked by <Code>{validators.join(', ')}</Code>
                        </>
                      )}
                    </p>
                  )}
                  <Feeds field={f} reachable={model.reachable} />
                </dd>
              </div>
            );
          })}
        </dl>
      )}
    </div>
  );
}

/** How many names `django_cfg.__all__` has. */
export function ExportsCount({count}: {count: number}): ReactNode {
  return <span>{count}</span>;
}

/** Every name in `django_cfg.__all__`, grouped by registry file, with whether it imports. */
export function ExportsTable({exports}: {exports: Export[]}): ReactNode {
  const groups = new Map<string, Export[]>();
  for (const e of exports) {
    const list = groups.get(e.registry) ?? [];
    list.push(e);
    groups.set(e.registry, list);
  }
  return (
    <div className="table-scroll" tabIndex={0} role="region" aria-label="Top-level exports">
      {/* Its module paths make it wider than the docs column: it may use the contents' gutter. */}
      <table className="table--stack table--wide">
        <thead>
          <tr>
            <th scope="col">Name</th>
            <th scope="col">Kind</th>
            <th scope="col">Resolves to</th>
            <th scope="col">Status</th>
          </tr>
        </thead>
        <tbody>
          {[...groups.entries()].map(([registry, list]) => [
            <tr key={registry} className={styles.group}>
              <th colSpan={4} scope="colgroup">
                <code>{registry}</code>
              </th>
            </tr>,
            ...list.map((e) => (
              <tr key={e.name} id={`export-${e.name.toLowerCase()}`}>
                <th scope="row">
                  <code>{e.name}</code>
                </th>
                <td data-label="Kind">{e.resolves ? e.kind : '—'}</td>
                <td data-label="Resolves to">
                  <Code>{e.definedIn ?? `${e.module}.${e.attribute}`}</Code>
                </td>
                <td data-label="Status">
                  {e.resolves ? (
                    'imports'
                  ) : (
                    <>
                      <strong className={styles.broken}>broken:</strong> {e.problem}.{' '}
                      {replacements[e.name] && <Note text={replacements[e.name] ?? ''} />}
                    </>
                  )}
                </td>
              </tr>
            )),
          ])}
        </tbody>
      </table>
    </div>
  );
}

/** Attributes the settings code reads from a DjangoConfig subclass without DjangoConfig declaring them. */
export function SubclassAttributes({attributes}: {attributes: SubclassAttribute[]}): ReactNode {
  return (
    <div className="table-scroll" tabIndex={0} role="region" aria-label="Attributes read from your subclass">
      <table className="table--stack">
        <thead>
          <tr>
            <th scope="col">Attribute</th>
            <th scope="col">Model</th>
            <th scope="col">Read in</th>
            <th scope="col">Feeds</th>
          </tr>
        </thead>
        <tbody>
          {attributes.map((a) => (
            <tr key={a.name} id={`subclass-${a.name}`}>
              <th scope="row">
                <code>{a.name}</code>
              </th>
              <td data-label="Model">{a.model ? <code>{shortName(a.model)}</code> : '—'}</td>
              <td data-label="Read in">
                {a.readIn.map((file, i) => (
                  <span key={file}>
                    {i > 0 && ', '}
                    <Code>{file}</Code>
                  </span>
                ))}
              </td>
              <td data-label="Feeds">
                {a.settings.filter((s) => !s.includes('.')).length > 0
                  ? a.settings
                      .filter((s) => !s.includes('.'))
                      .slice(0, 4)
                      .map((s, i) => (
                        <span key={s}>
                          {i > 0 && ', '}
                          <code>{s}</code>
                        </span>
                      ))
                  : '—'}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Members of the named enums, with the string each member stands for. */
export function EnumTable({names, enums}: {names: string[]; enums: EnumInfo[]}): ReactNode {
  return (
    <div className="table-scroll" tabIndex={0} role="region" aria-label={`Members of ${names.join(' and ')}`}>
      <table className="table--stack">
        <thead>
          <tr>
            <th scope="col">Enum</th>
            <th scope="col">Member</th>
            <th scope="col">Value</th>
          </tr>
        </thead>
        <tbody>
          {enums.flatMap((e) =>
            e.members.map((m) => (
              <tr key={`${e.name}.${m.name}`}>
                <th scope="row">
                  <code>{e.name}</code>
                </th>
                <td data-label="Member">
                  <code>{m.name}</code>
                </td>
                <td data-label="Value">
                  <Code>{JSON.stringify(m.value)}</Code>
                </td>
              </tr>
            )),
          )}
        </tbody>
      </table>
    </div>
  );
}
