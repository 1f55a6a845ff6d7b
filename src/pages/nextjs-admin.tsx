import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Layout from '@theme/Layout';
import AdminIllustration from '@site/src/components/AdminIllustration';
import FlowSteps from '@site/src/components/FlowSteps';
import CodeSamples from '@site/src/components/CodeSamples';
import GenerateClient from '@site/src/pages/_snippets/generate-client.mdx';
import NextJsAdminConfig from '@site/src/pages/_snippets/nextjs-admin-config.mdx';
import {links} from '@site/src/data/links';
import styles from './nextjs-admin.module.css';

const steps = [
  {
    title: 'Generate clients',
    text: 'generate_client writes typed TypeScript clients for your API groups into the Next.js app.',
  },
  {title: 'Build and bundle', text: 'The app is exported as static files and packed into static/nextjs_admin.zip.'},
  {
    title: 'Django serves it',
    text: 'Staff open /cfg/nextjs-admin/; Django unpacks the bundle when it changes and serves the SPA.',
  },
  {
    title: 'JWT hand-off',
    text: 'Django injects tokens for the signed-in user into the page, so the React admin calls your API as them.',
  },
] as const;

const audiences = [
  {
    title: 'Teams with a product front end',
    text: 'Reuse your React components and design system for internal screens.',
  },
  {
    title: 'Dashboards beyond CRUD',
    text: 'Charts, live updates and multi-step workflows that Django templates make hard.',
  },
  {
    title: 'Typed end to end',
    text: 'The admin talks to the same OpenAPI schema as your app, through generated clients.',
  },
] as const;

export default function NextjsAdminPage(): ReactNode {
  const login = links.admin.login;
  return (
    <Layout
      title="Next.js admin for Django"
      description="Run a React and Next.js admin beside Django's admin, with generated TypeScript clients and a JWT hand-off from the Django session.">
      <main>
        <header className={styles.hero}>
          <p className={styles.eyebrow}>Integration · NextJsAdminConfig</p>
          <h1 className={styles.title}>A Next.js admin that lives inside your Django project</h1>
          <p className={styles.lead}>
            Keep Django&apos;s admin for data entry and add a React admin for everything else. django-cfg serves your
            Next.js build at <code>/cfg/nextjs-admin/</code>, signs it in with the staff user&apos;s session, and keeps
            its API client in step with your backend.
          </p>
          <div className={styles.actions}>
            <Link className="button button--primary button--lg" href={links.admin.url}>
              Open the live demo
            </Link>
            <Link
              className="button button--secondary button--outline button--lg"
              to="/features/integrations/nextjs-admin">
              Read the integration guide
            </Link>
          </div>
        </header>

        <section className={styles.section} aria-labelledby="what-title">
          <h2 id="what-title">What your staff see</h2>
          <p className={styles.prose}>
            Staff still sign in to the Django admin they know. Its start page gains two tabs: a built-in dashboard that
            ships with django-cfg, and a second tab that holds your own Next.js application in a frame. The tab is
            called &ldquo;Next.js Admin&rdquo; unless you give it another name with <code>tab_title</code>, and the page
            keeps a button to open the app in a window of its own.
          </p>
          <p className={styles.prose}>
            Inside that frame the app is an ordinary React project. You build the screens Django&apos;s model forms are
            poor at: dashboards with charts, queues that update live, review flows that span several models, or tools
            that reuse the components of your customer-facing product. In production Django serves the static export
            from <code>/cfg/nextjs-admin/</code> to signed-in users only; with <code>DEBUG</code> on, the frame points
            at your Next.js development server instead (<code>http://localhost:3001</code> by default), so hot reload
            works while you edit.
          </p>
          <AdminIllustration />
        </section>

        <section className={styles.section} aria-labelledby="who-title">
          <h2 id="who-title">Who it is for</h2>
          <ul className={styles.cards}>
            {audiences.map((a) => (
              <li key={a.title} className={styles.card}>
                <h3>{a.title}</h3>
                <p>{a.text}</p>
              </li>
            ))}
          </ul>
        </section>

        <section className={styles.section} aria-labelledby="how-title">
          <h2 id="how-title">How it works</h2>
          <FlowSteps steps={steps} />
        </section>

        <section className={styles.section} aria-labelledby="enable-title">
          <h2 id="enable-title">Enable it</h2>
          <p>
            Add a <code>NextJsAdminConfig</code> to your config. Output paths, the static URL and the development server
            URL have defaults; the <Link to="/features/integrations/nextjs-admin">integration guide</Link> lists them
            all.
          </p>
          <CodeSamples>
            <NextJsAdminConfig />
            <p>Then generate the clients and build the bundle:</p>
            <GenerateClient />
          </CodeSamples>
        </section>

        <section className={styles.section} aria-labelledby="demo-title">
          <h2 id="demo-title">Try the demo</h2>
          <p>
            The public demo runs a django-cfg back end with both admins. It resets regularly, so change anything you
            like.
          </p>
          {login ? (
            <dl className={styles.login}>
              <dt>Username</dt>
              <dd>
                <code>{login.username}</code>
              </dd>
              <dt>Password</dt>
              <dd>
                <code>{login.password}</code>
              </dd>
            </dl>
          ) : (
            <p>The demo&apos;s sign-in screen shows the current public login.</p>
          )}
          <p className={styles.actionsLeft}>
            <Link className="button button--primary" href={links.admin.url}>
              Open the demo
            </Link>
            {links.demoVideoUrl ? (
              <Link className="button button--secondary button--outline" href={links.demoVideoUrl}>
                Watch the walkthrough video
              </Link>
            ) : null}
          </p>
        </section>
      </main>
    </Layout>
  );
}
