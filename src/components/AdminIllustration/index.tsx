import type {ReactNode} from 'react';
import styles from './styles.module.css';

/**
 * A drawing, in HTML and CSS, of where the Next.js admin appears: the Django admin's start page with
 * its two tabs, the Next.js app in a frame under the second one, and what passes between them. It is
 * labelled as an illustration; it is not a screenshot of any real screen.
 */
export default function AdminIllustration(): ReactNode {
  return (
    <figure className={styles.figure} aria-labelledby="admin-illustration-caption">
      <p className={styles.badge}>Illustration · not a screenshot</p>
      <div className={styles.window} aria-hidden="true">
        <div className={styles.chrome}>
          <span className={styles.dots}>
            <span />
            <span />
            <span />
          </span>
          <span className={styles.address}>your-site.example/admin/</span>
        </div>
        <div className={styles.body}>
          <div className={styles.sidebar}>
            <span className={styles.sidebarTitle}>Django admin</span>
            <span className={styles.navItem} />
            <span className={styles.navItem} />
            <span className={styles.navItem} />
            <span className={styles.navItem} />
          </div>
          <div className={styles.main}>
            <div className={styles.tabs}>
              <span className={styles.tab}>Built-in Dashboard</span>
              <span className={`${styles.tab} ${styles.tabActive}`}>Next.js Admin</span>
            </div>
            <div className={styles.frame}>
              <span className={styles.frameLabel}>
                Your Next.js app, in a frame · <code>/cfg/nextjs-admin/</code>
              </span>
              <div className={styles.cards}>
                <span className={styles.card} />
                <span className={styles.card} />
                <span className={styles.card} />
              </div>
              <div className={styles.chart}>
                {[40, 65, 50, 80, 70, 90, 60].map((height) => (
                  <span key={height} style={{height: `${height}%`}} />
                ))}
              </div>
            </div>
            <div className={styles.bridge}>
              <span>Django page → frame: staff user&apos;s JWT tokens and the colour theme</span>
              <span>Frame → your API: calls through the generated TypeScript client</span>
            </div>
          </div>
        </div>
      </div>
      <figcaption id="admin-illustration-caption" className={styles.caption}>
        Illustration of the layout, not a screenshot: the Django admin&apos;s start page shows a &ldquo;Built-in
        Dashboard&rdquo; tab and a second tab (titled &ldquo;Next.js Admin&rdquo; unless you set <code>tab_title</code>)
        that frames your own Next.js build.
      </figcaption>
    </figure>
  );
}
