/**
 * The page's bundles (`runtime~main`, `main`) start loading after the first
 * paint, not with the HTML.
 *
 * Docusaurus puts them in the head as `<script defer>`: the browser fetches
 * them while it parses the HTML and runs them as soon as parsing ends, before
 * it renders anything. The page is server-rendered, so what a reader sees
 * first does not need them, and on a slow connection they share the network
 * with the style sheet the first paint waits for. `withBundleLoader`, applied
 * to Docusaurus' own template in docusaurus.config.ts (its `ssrTemplate`; the
 * template is a private module, src/internals.ts, "ssg-template"), leaves them out of the head and ends the body with `BUNDLE_LOADER`, which
 * adds them (then the route's chunks, which src/plugins/route-scripts makes
 * Docusaurus list), in order, in the task after the first frame is painted
 * (at once in a background tab, where no frame is painted). Lighthouse's simulation
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

const HEAD_SCRIPTS = /\n[ \t]*<% it\.scripts\.forEach\(\(script\) => \{ %>[\s\S]*?<% \}\); %>/;

const LOADER_TAG = `<% if (it.scripts.length > 0) { %>
      <script data-scripts="<%= it.scripts.map((script) => it.baseUrl + script).join(' ') %>">${BUNDLE_LOADER}</script>
    <% } %>`;

/**
 * A Docusaurus SSG template (Eta, rendered with the same data) with the
 * head's `<script defer>` loop removed and the loader put last in the body.
 * Throws if the template no longer has that loop or a `</body>`, so that an
 * upgrade of Docusaurus that changes its template fails the build instead of
 * loading the bundles twice or not at all.
 */
export function withBundleLoader(template: string): string {
  if (!HEAD_SCRIPTS.test(template) || !template.includes('</body>')) {
    throw new Error("bundleLoader: Docusaurus' page template has changed; update src/lib/site/bundleLoader.ts");
  }
  return template.replace(HEAD_SCRIPTS, '').replace('</body>', `${LOADER_TAG}\n  </body>`);
}
