// The page template (Docusaurus `ssrTemplate`), changed in one place: when the app's scripts start.
// Stock Docusaurus writes them as `defer` scripts in the head. A browser that has them early (a
// repeat visit, a fast connection) then runs them between parsing the page and painting it: on a
// docs page at 4x CPU, 200-300 ms of evaluation before any text shows (first paint 581 ms in a
// trace, 337 ms with this template). Here a small script at the end of the body adds them, in
// order, once the browser reports the first contentful paint (paint timing). A hidden tab paints
// nothing and starts them at once; a browser without paint timing starts them a task after the
// first frame. The cost: on a cold, slow connection their download starts at the first paint
// rather than with the stylesheet (which then has the bandwidth to itself). A preload link would
// keep the early download, but it puts the scripts back in front of the first paint in Lighthouse's
// model (FCP 0.9 -> 1.8 s, or LCP 1.9 s with fetchpriority=low). design/log/performance-round-3.md.
//
// The reported paint rather than the frame (rAF, then a task, as this template once did): a frame
// is drawn first and shown a little later, and on a fast connection main.js could finish
// downloading in between. Lighthouse then counts main.js, and the tasks it ran before the text showed, in its
// LCP: a docs page at 1.8 s instead of 1.0 s in 2 to 3 runs of 10 once main.js ran in short stages
// (plugins/lean-client/route-runtime/clientEntry.ts), and now and then before.
//
// The first paint also waits for that script to be parsed, that is for the whole page
// (`rel=expect` with `blocking=render`, Chromium 124+; other browsers ignore it). Without it, a
// slow CPU or a slow connection paints a half-parsed page: the navbar's right-hand group with only
// its first button, a table with only its first rows. Each part that arrives next moves what is
// already drawn (right-aligned items, auto-sized table columns), a layout shift. Chromium unblocks
// when the element is inserted, not when it is closed, so the target is the last element of the
// body rather than the app's root.
const START_SCRIPTS = (scripts: string) =>
  `(function(s){var d=0,g=function(){if(d)return;d=1;s.forEach(function(u){var e=document.createElement("script");` +
  `e.src=u;e.async=!1;document.body.appendChild(e)})},P=window.PerformanceObserver;` +
  `if(document.visibilityState==="hidden")return g();` +
  `if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf("paint")>=0)new P(function(l,o){` +
  `if(l.getEntriesByName("first-contentful-paint").length){o.disconnect();g()}}).observe({type:"paint",buffered:!0});` +
  `else requestAnimationFrame(function(){setTimeout(g)});setTimeout(g,${FALLBACK_MS})})(${scripts})`;

/** Starts the scripts anyway if a visible page reports no paint by then (stalled rendering). */
const FALLBACK_MS = 3000;

/** The id of the script that starts the app: the last element of the body, see above. */
const PAGE_END_ID = 'start-app';

export const ssrTemplate = `<!DOCTYPE html>
<html <%~ it.htmlAttributes %>>
  <head>
    <meta charset="UTF-8">
    <link rel="expect" href="#${PAGE_END_ID}" blocking="render">
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
    <script id="${PAGE_END_ID}">${START_SCRIPTS('<%~ JSON.stringify(it.scripts.map((script) => it.baseUrl + script)) %>')}</script>
  </body>
</html>
`;
