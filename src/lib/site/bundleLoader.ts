/**
 * The page's bundles (`runtime~main`, `main`) start loading after the first
 * paint, not with the HTML.
 *
 * Docusaurus puts them in the head as `<script defer>`: the browser fetches
 * them while it parses the HTML and runs them as soon as parsing ends, before
 * it renders anything. The page is server-rendered, so what a reader sees
 * first does not need them, and on a slow connection they share the network
 * with the style sheet the first paint waits for. `SSG_TEMPLATE` (the
 * `ssrTemplate` of docusaurus.config.ts, Docusaurus' own template otherwise)
 * leaves them out of the head and ends the body with `BUNDLE_LOADER`, which
 * adds them, in order, in the task after the first frame is painted (at once
 * in a background tab, where no frame is painted). Lighthouse's simulation
 * counts every file the page had downloaded before its largest paint as part
 * of that paint; with the bundles in the head, the largest paint of a text
 * page was simulated at 2.2 s instead of 1.1 s (PERFORMANCE.md).
 *
 * The loader is the last element of the body, so the document is parsed when
 * the bundles run, as with `defer`. Its text is the same on every page (the
 * addresses are in its `data-scripts` attribute), so the Content-Security-Policy
 * needs one hash for it (src/plugins/hosting). ES5 on purpose.
 */

export const BUNDLE_LOADER =
  '(function(s){var d=!1,u=s.getAttribute("data-scripts").split(" ");' +
  'function g(){if(d)return;d=!0;for(var i=0;i<u.length;i++){var e=document.createElement("script");' +
  'e.src=u[i];e.async=!1;document.head.appendChild(e)}}' +
  'if(document.hidden)g();else{document.addEventListener("visibilitychange",g);' +
  'requestAnimationFrame(function(){setTimeout(g,0)})}})(document.currentScript)';

/**
 * Docusaurus 3's SSG template (@docusaurus/core/lib/ssg/ssgTemplate.html.js)
 * with the head's `<script defer>` tags replaced by the loader at the end of
 * the body. Rendered with Eta, with the same data as the default.
 */
export const SSG_TEMPLATE = `
<!DOCTYPE html>
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
    <% if (it.scripts.length > 0) { %>
      <script data-scripts="<%= it.scripts.map((script) => it.baseUrl + script).join(' ') %>">${BUNDLE_LOADER}</script>
    <% } %>
  </body>
</html>
`;
