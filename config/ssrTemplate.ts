// The page template (Docusaurus `ssrTemplate`), changed in one place: when the app's scripts start.
// Stock Docusaurus writes them as `defer` scripts in the head. A browser that has them early (a
// repeat visit, a fast connection) then runs them between parsing the page and painting it: on a
// docs page at 4x CPU, 200-300 ms of evaluation before any text shows (first paint 581 ms in a
// trace, 337 ms with this template). Here a small script at the end of the body adds them once the
// first frame is painted (rAF, then a task), in order; a hidden tab paints no frames, hence the
// timer fallback. The cost: on a cold, slow connection their download starts at the first paint
// rather than with the stylesheet (which then has the bandwidth to itself). A preload link would
// keep the early download, but it puts the scripts back in front of the first paint in Lighthouse's
// model (FCP 0.9 -> 1.8 s, or LCP 1.9 s with fetchpriority=low). design/performance-round-3.md.
const START_SCRIPTS = (scripts: string) =>
  `(function(s){var d=0,g=function(){if(d)return;d=1;s.forEach(function(u){var e=document.createElement("script");` +
  `e.src=u;e.async=!1;document.body.appendChild(e)})};requestAnimationFrame(function(){setTimeout(g)});` +
  `setTimeout(g,${FALLBACK_MS})})(${scripts})`;

/** Starts the scripts anyway if no frame came by then (background tab, stalled rendering). */
const FALLBACK_MS = 300;

export const ssrTemplate = `<!DOCTYPE html>
<html <%~ it.htmlAttributes %>>
  <head>
    <meta charset="UTF-8">
    <meta name="generator" content="Docusaurus v<%= it.version %>">
    <% it.metaAttributes.forEach((metaAttribute) => { %>
      <%~ metaAttribute %>
    <% }); %>
    <%~ it.headTags %>
    <% it.stylesheets.forEach((stylesheet) => { %>
      <link rel="stylesheet" href="<%= it.baseUrl %><%= stylesheet %>" />
    <% }); %>
  </head>
  <body <%~ it.bodyAttributes %>>
    <%~ it.preBodyTags %>
    <div id="__docusaurus"><%~ it.appHtml %></div>
    <%~ it.postBodyTags %>
    <script>${START_SCRIPTS('<%~ JSON.stringify(it.scripts.map((script) => it.baseUrl + script)) %>')}</script>
  </body>
</html>
`;
