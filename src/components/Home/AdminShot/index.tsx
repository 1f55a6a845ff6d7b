import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import shot from '@site/src/data/home/adminScreenshot.json';
import section from '../section.module.css';
import styles from './styles.module.css';

/**
 * A screenshot of the admin as the package renders it, not a drawing: scripts/home/admin-screenshot.mjs
 * runs the docs-examples project and photographs it. Below the fold, so it loads lazily; width and
 * height reserve its box before it arrives.
 */
export default function AdminShot(): ReactNode {
  return (
    <section className={section.section} aria-labelledby="admin-shot-title">
      <h2 id="admin-shot-title" className={section.title}>
        The admin you start with
      </h2>
      <figure className={styles.figure}>
        <img
          className={styles.image}
          src={shot.src}
          width={shot.width}
          height={shot.height}
          loading="lazy"
          decoding="async"
          alt="The Django admin's users list in django-cfg's dark Unfold theme, with a sidebar of generated sections: Auth Token, Authentication and Authorization, Axes, Constance and Django CFG Support."
        />
        <figcaption className={styles.caption}>
          A screenshot, not a mock-up: the users list at <code>{shot.page}</code> of the docs-examples project, served
          by <code>runserver</code> with django-cfg {shot.djangoCfg} and no admin code of its own. The theme and the
          sidebar come from the config. See <Link to="/features/modules/unfold">the Unfold module</Link>.
        </figcaption>
      </figure>
    </section>
  );
}
