// Replaces the theme's not-found text with one that offers search and the main sections.
import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import SearchBar from '@theme/SearchBar';
import {docsSections, sectionLandingPath} from '@site/src/data/docsSections';
import styles from './styles.module.css';

export default function NotFoundContent({className}: {className?: string}): ReactNode {
  return (
    <main className={className ? `${className} ${styles.page}` : styles.page}>
      <Heading as="h1">Page not found</Heading>
      <p className={styles.lead}>
        This address is not part of the django-cfg site. It may have moved when the docs were reorganised. Search for
        what you need, or start from a section.
      </p>
      <div className={styles.search}>
        <SearchBar />
      </div>
      <h2>Sections</h2>
      <ul className={styles.sections}>
        {docsSections.map((section) => (
          <li key={section.id}>
            <Link to={sectionLandingPath(section)}>{section.label}</Link>
          </li>
        ))}
        <li>
          <Link to="/blog">Blog</Link>
        </li>
      </ul>
    </main>
  );
}
