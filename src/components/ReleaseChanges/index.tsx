import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import type {Category, ChangedItem, RemovedItem, SectionProps} from './data';
import styles from './styles.module.css';

/**
 * One section of the "What changed since 1.5.108" guide, from src/data/release/changes.json. The
 * page writes `<ReleaseChanges section="exports" />`; the remark plugin beside this file adds the
 * section's data as props at build time, so the page's chunk holds only what it shows and the
 * component renders plain HTML (lists and a native <details>, no state, no effects). The item lists
 * stay out of the search index (data-search-ignore): hundreds of names from both releases would
 * outrank the pages that explain them; the headings and counts stay in.
 */
export default function ReleaseChanges(props: Partial<SectionProps> & {section?: string}): ReactNode {
  const {documented, current, categories, summary} = props;
  if (!documented || !current || !categories) {
    throw new Error(`<ReleaseChanges section="${props.section ?? ''}"> rendered without its build-time data`);
  }
  if (summary) return <Summary categories={categories} />;
  const [category] = categories;
  if (!category) throw new Error(`<ReleaseChanges section="${props.section ?? ''}"> has no category`);
  return <Section category={category} documented={documented.version} current={current.version} />;
}

function Summary({categories}: {categories: readonly Category[]}): ReactNode {
  return (
    <ul className={styles.summary}>
      {categories.map((c) => (
        <li key={c.id} className={styles.summaryCard}>
          <Link to={`#${c.id}`} className={styles.summaryTitle}>
            {c.title}
          </Link>
          <span className={styles.counts}>
            <span>{c.counts.kept} kept</span>
            <span className={c.counts.removed ? styles.removedCount : undefined}>{c.counts.removed} removed</span>
            <span>{c.counts.added} added</span>
            <span>{c.counts.changed} changed</span>
          </span>
        </li>
      ))}
    </ul>
  );
}

function Removed({item}: {item: RemovedItem}): ReactNode {
  return (
    <li className={styles.card}>
      <code className={styles.name}>{item.name}</code>
      {item.detail && <span className={styles.detail}>{item.detail}</span>}
      <span className={styles.instead}>
        <span className={styles.label}>Use instead:</span> {item.replacement}
      </span>
      <span className={styles.why}>
        {item.why}
        {item.link && (
          <>
            {' '}
            <Link to={item.link}>Migration recipe</Link>
          </>
        )}
      </span>
    </li>
  );
}

function Changed({item}: {item: ChangedItem}): ReactNode {
  return (
    <li className={styles.card}>
      <code className={styles.name}>{item.name}</code>
      {item.changes.map((d) => (
        <span key={d.what} className={styles.difference}>
          <span className={styles.label}>{d.what}:</span> <code>{d.before}</code> <span aria-label="became">→</span>{' '}
          <code>{d.after}</code>
        </span>
      ))}
    </li>
  );
}

function Section({
  category,
  documented,
  current,
}: {
  category: Category;
  documented: string;
  current: string;
}): ReactNode {
  const {counts} = category;
  return (
    <div className={styles.section} data-release-section={category.id}>
      <p className={styles.countLine}>
        <strong>{counts.kept}</strong> kept unchanged, <strong>{counts.removed}</strong> removed,{' '}
        <strong>{counts.added}</strong> added, <strong>{counts.changed}</strong> changed between {documented} and{' '}
        {current}.
      </p>
      {category.removed.length > 0 && (
        <>
          <p className={styles.listTitle}>
            Removed in {current} ({category.removed.length})
          </p>
          <ul className={styles.cards} data-search-ignore>
            {category.removed.map((item) => (
              <Removed key={item.name} item={item} />
            ))}
          </ul>
        </>
      )}
      {category.changed.length > 0 && (
        <>
          <p className={styles.listTitle}>
            Changed in {current} ({category.changed.length})
          </p>
          <ul className={styles.cards} data-search-ignore>
            {category.changed.map((item) => (
              <Changed key={item.name} item={item} />
            ))}
          </ul>
        </>
      )}
      {category.added.length > 0 && (
        <details className={styles.added} data-search-ignore>
          <summary>
            Added in {current} ({category.added.length})
          </summary>
          <ul className={styles.addedList}>
            {category.added.map((item) => (
              <li key={item.name}>
                <code>{item.name}</code>
                {item.detail && <span className={styles.detail}> {item.detail}</span>}
              </li>
            ))}
          </ul>
        </details>
      )}
    </div>
  );
}
