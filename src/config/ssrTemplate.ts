/** The latest the app's scripts start, whether the page has painted or not. */
const SAFETY_MS = 3000;

/**
 * The HTML page template of the production build: Docusaurus's own, except
 * for how the app's scripts start.
 *
 * Docusaurus writes `<script defer>` tags. On a fast network they have
 * arrived by the time the HTML is parsed, so the browser runs them (the whole
 * React app, about 50 ms here and four times that on a mid-range phone)
 * before it paints the page it already has. Here the scripts are preloaded,
 * so they download as early as before, but only run once the browser reports
 * the first contentful paint: the server-rendered page is on screen first,
 * then hydrates once the whole page is parsed, as deferred scripts would.
 * (Waiting a frame or two is not enough: with software rasterising, a long
 * doc page reaches the screen after the second frame has begun.) A hidden
 * tab paints nothing, and a browser without paint timing cannot tell, so
 * those start as soon as the page is parsed; so does any page that has not
 * painted after SAFETY_MS, so a page always hydrates.
 *
 * The loader is the same on every page, so the Content-Security-Policy needs
 * one hash for it (plugins/production-assets computes it from the built HTML).
 * What it saves is in UPGRADING.md; `npm run upgrade:diff` shows when the core
 * template changes.
 */
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
    <% it.scripts.forEach((script) => { %>
      <link rel="preload" href="<%= it.baseUrl %><%= script %>" as="script" />
    <% }); %>
    <script>
      (function () {
        var scripts = <%~ JSON.stringify(it.scripts.map((script) => it.baseUrl + script)) %>;
        var started = false;
        function insertScripts() {
          scripts.forEach(function (src) {
            var script = document.createElement('script');
            script.src = src;
            script.async = false;
            document.head.appendChild(script);
          });
        }
        function start() {
          if (started) return;
          started = true;
          // Like deferred scripts, never before the whole page is parsed:
          // React hydrates the page and needs all of it.
          if (document.readyState === 'loading') {
            document.addEventListener('DOMContentLoaded', insertScripts);
          } else {
            insertScripts();
          }
        }
        var paintTiming =
          window.PerformanceObserver &&
          (PerformanceObserver.supportedEntryTypes || []).indexOf('paint') >= 0;
        if (document.visibilityState !== 'visible' || !paintTiming) return start();
        new PerformanceObserver(function (list) {
          if (list.getEntriesByName('first-contentful-paint').length > 0) start();
        }).observe({type: 'paint', buffered: true});
        document.addEventListener('visibilitychange', start);
        setTimeout(start, ${SAFETY_MS});
      })();
    </script>
  </head>
  <body <%~ it.bodyAttributes %>>
    <%~ it.preBodyTags %>
    <div id="__docusaurus"><%~ it.appHtml %></div>
    <%~ it.postBodyTags %>
  </body>
</html>
`;
