// HTML shaped like Docusaurus 3.10 output (meta tags, doc article, TOC, hash links, Prism code).

export const docPage = `<!doctype html><html lang="en" class="plugin-docs plugin-id-fundamentals docs-doc-page docs-doc-id-database/routing"><head>
<meta name="docsearch:language" content="en"/><meta name="docsearch:version" content="current"/>
<meta name="docsearch:docusaurus_tag" content="docs-fundamentals-current"/>
<meta name="description" content="Send each app&#x27;s queries to its own database."/>
<title>Database routing | Django-CFG</title></head><body>
<nav class="navbar"><a class="navbar__item navbar__link">Docs</a></nav>
<main><article>
<nav class="theme-doc-breadcrumbs"><ul><li>Fundamentals</li></ul></nav>
<div class="theme-doc-toc-mobile"><button>On this page</button></div>
<div class="theme-doc-markdown markdown"><header><h1>Database routing</h1></header>
<p>When a database lists <code>apps</code>, one router is installed &amp; used.</p>
<h2 id="how-rules-work">How rules work<a href="#how-rules-work" class="hash-link">\u200b</a></h2>
<p>Rules map an app label to a database alias.</p>
<div class="theme-code-block"><pre class="prism-code"><code>
<div class="token-line">from django_cfg import DatabaseConfig</div>
<div class="token-line">DATABASE_ROUTING_RULES = migrate_all()</div>
</code></pre><button>Copy</button></div>
<h3 id="reads">Reads &lt;script&gt;alert(1)&lt;/script&gt;</h3>
<ul><li>Reads go to the app's database.</li></ul>
<div class="docusaurus-mermaid-container"><svg><text>diagram text</text></svg></div>
<h2 id="empty-heading">Empty heading</h2>
</div>
<footer class="theme-doc-footer">Edit this page</footer>
<nav class="pagination-nav">Next page</nav>
</article></main></body></html>`;

export const listingPage = `<html><head><meta name="docsearch:docusaurus_tag" content="blog_posts_list"/></head>
<body><main><h1>Blog</h1><p>Post one</p></main></body></html>`;

export const noindexPage = `<html><head><meta name="robots" content="noindex, follow"/></head>
<body><main><h1>Search</h1><p>Results</p></main></body></html>`;

export const blogPost = `<html lang="en" class="blog-wrapper blog-post-page plugin-blog plugin-id-default"><head><meta name="docsearch:docusaurus_tag" content="default"/></head>
<body><main><article><header><h1>Configuration debt</h1></header>
<div class="markdown"><p>Settings drift over time.</p><h2 id="cost">What it costs</h2><p>Hours per month.</p></div>
</article></main></body></html>`;

export const blogArchivePage = `<html lang="en" class="plugin-blog plugin-id-default"><head></head>
<body><main><h1>Archive</h1><h2 id="2026">2026</h2><ul><li><a href="/blog/debt">Configuration debt</a></li></ul></main></body></html>`;

export const generatedIndexPage = `<html lang="en" class="docs-wrapper plugin-docs plugin-id-guides docs-doc-page">
<head><meta name="docsearch:docusaurus_tag" content="docs-guides-current"/></head>
<body><main><article><h1>Docker</h1><a class="card" href="/guides/docker/overview">Overview</a></article></main></body></html>`;
