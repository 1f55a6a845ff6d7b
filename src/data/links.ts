// The single source of every outbound link on the site (navbar, footer, help menu, pages).
// Isomorphic: imported by config/ at build time and by components in the browser.

const repo = 'https://github.com/markolofsen/django-cfg';

export interface DemoLogin {
  readonly username: string;
  readonly password: string;
}

export const links = {
  // The maintainers' address from the package metadata (pyproject authors); no contact page is published.
  contact: 'mailto:info@djangocfg.com',
  github: repo,
  demo: 'https://djangocfg.com/demo',
  pypi: 'https://pypi.org/project/django-cfg/',
  /**
   * Walkthrough video of the Next.js admin. No public URL was published at release 1.5.108, so it
   * stays null and pages leave the link out rather than point somewhere invented.
   */
  demoVideoUrl: null as string | null,
  admin: {
    url: 'https://djangocfg.com/demo',
    /**
     * The public demo sign-in pair. None is published in the project's sources at 1.5.108; pages
     * show it only when it is set here.
     */
    login: null as DemoLogin | null,
  },
  issues: `${repo}/issues`,
  license: `${repo}/blob/main/LICENSE`,
  changelog: `${repo}/blob/main/CHANGELOG.md`,
  contributing: `${repo}/blob/main/CONTRIBUTING.md`,
  mcpServer: 'https://mcp.djangocfg.com/mcp',
} as const;
