import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { defineConfig, minify, type Plugin, type Rollup } from 'vite';
import react from '@vitejs/plugin-react';

// In production and with `npm start` the API is served from the same origin. For `vite dev`,
// /api is forwarded to a running local API host (default: the Functions host port).
const apiTarget = process.env.API_PROXY_TARGET ?? 'http://localhost:7071';

export default defineConfig({
  plugins: [react(), leanReactRouter(), paintBeforeScripts()],
  server: {
    proxy: { '/api': { target: apiTarget, changeOrigin: false } },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    // Every browser the app supports (es2022) knows modulepreload; where one does not, the links are
    // only hints and the modules still load when imported.
    modulePreload: { polyfill: false },
  },
});

/**
 * React Router 7's package points bundlers at its development build (warnings on) and makes Link,
 * NavLink, Form, ScrollRestoration, ... with top-level calls followed by `displayName` assignments,
 * which a bundler must keep even when nothing uses them. Building from its production files and
 * marking those calls pure (the names only label DevTools) leaves out what the app does not use:
 * about 1.5 KiB gzipped on every page. A newer release that no longer matches changes nothing.
 */
function leanReactRouter(): Plugin {
  const require = createRequire(import.meta.url);
  const packageDir = path.dirname(require.resolve('react-router/package.json', { paths: [path.dirname(require.resolve('react-router-dom'))] }));
  const production = (file: string) => path.join(packageDir, 'dist/production', file);
  return {
    name: 'lunch:lean-react-router',
    apply: 'build',
    config: () => ({
      resolve: {
        alias: [
          { find: /^react-router$/, replacement: production('index.mjs') },
          { find: /^react-router\/dom$/, replacement: production('dom-export.mjs') },
        ],
      },
    }),
    transform: {
      filter: { id: /react-router[\\/]dist[\\/]production[\\/]chunk-[^/\\]+\.mjs$/ },
      handler: (code) => ({
        code: code
          .replace(/^[\w$]+\.displayName = "[^"]*";$/gm, '')
          .replace(/^(var [\w$]+ = )(React\d*\.(?:createContext|forwardRef|memo)\()/gm, '$1/* @__PURE__ */ $2'),
        map: null, // lines stay where they were
      }),
    },
  };
}

/**
 * index.html paints the header, the home hero and the cookie banner as plain HTML. For that paint to
 * need nothing but the page itself and boot.js:
 * - the site stylesheet is inlined (one round trip less before the first paint);
 * - the app's entry script and its modulepreloads are not in the HTML: boot.js adds them once the
 *   page has painted, together with the chunk of the route being opened, so the scripts never compete
 *   with the first paint for the network or the main thread. The attributes below tell boot.js what
 *   to load: data-app (the entry), data-preload (its imports), data-routes (route name, i.e. the
 *   first path segment or "home", to that route's JS and CSS; app/routes/<name>.tsx by convention).
 */
function paintBeforeScripts(): Plugin {
  let inlinedCss: string[] = [];
  let publicDir = '';
  let boot = '';
  return {
    name: 'lunch:paint-before-scripts',
    apply: 'build',
    configResolved(config) {
      publicDir = config.publicDir;
    },
    generateBundle: {
      // Before Vite links the entry's CSS from index.html and lists it among the files a lazy chunk
      // needs (it would then load it a second time, after the chunk's own CSS).
      order: 'pre',
      handler(_options, bundle) {
        inlinedCss = [];
        for (const output of Object.values(bundle)) {
          if (output.type !== 'chunk' || !output.isEntry || !output.viteMetadata) continue;
          inlinedCss.push(...output.viteMetadata.importedCss);
          output.viteMetadata.importedCss.clear();
        }
      },
    },
    transformIndexHtml: {
      order: 'post',
      async handler(html, { bundle, chunk }) {
        if (!bundle || !chunk) return html;
        const url = (fileName: string) => `/${fileName}`;
        let entry = '';
        const preloads: string[] = [];
        let out = html
          .replace(/\s*<script type="module" crossorigin src="([^"]+)"><\/script>/g, (_, src: string) => {
            entry = src;
            return '';
          })
          .replace(/\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g, (_, href: string) => {
            preloads.push(href);
            return '';
          });
        if (entry !== url(chunk.fileName)) throw new Error('paint-before-scripts: entry script not found in index.html');

        const css = inlinedCss.map((fileName) => {
          const asset = bundle[fileName];
          if (asset?.type !== 'asset') throw new Error(`paint-before-scripts: no CSS asset ${fileName}`);
          delete bundle[fileName];
          return String(asset.source).trim();
        });
        if (css.length) out = out.replace('</head>', `  <style>${css.join('\n')}</style>\n  </head>`);

        const loadedWithEntry = staticClosure(bundle, chunk.fileName);
        const routes: Record<string, string[]> = {};
        for (const output of Object.values(bundle)) {
          const routeFile = output.type === 'chunk' && output.isDynamicEntry ? output.facadeModuleId?.match(/\/src\/app\/routes\/([a-z-]+)\.tsx$/) : null;
          if (!routeFile) continue;
          const files = [...staticClosure(bundle, output.fileName)].filter((f) => !loadedWithEntry.has(f));
          const routeCss = files.flatMap((f) => [...((bundle[f] as Rollup.OutputChunk).viteMetadata?.importedCss ?? [])]);
          routes[routeFile[1]] = [...files, ...new Set(routeCss)].map(url);
        }
        // public/ is copied as it is; boot.js blocks the first paint, so it ships without its comments,
        // and under a new URL whenever it changes (a cached older one would not start this build's app).
        const minified = await minify('boot.js', fs.readFileSync(path.join(publicDir, 'boot.js'), 'utf8'), { compress: true, mangle: true });
        if (minified.errors.length) throw new Error(`paint-before-scripts: boot.js: ${minified.errors[0].message}`);
        boot = minified.code;
        const version = createHash('sha256').update(boot).digest('hex').slice(0, 10);
        const attributes = ` data-app="${entry}" data-preload="${preloads.join(' ')}" data-routes='${JSON.stringify(routes)}'`;
        out = out.replace('<script src="/boot.js"></script>', `<script src="/boot.js?v=${version}"${attributes}></script>`);
        if (!out.includes('data-app=')) throw new Error('paint-before-scripts: <script src="/boot.js"></script> not found in index.html');
        return out;
      },
    },
    writeBundle(options, bundle) {
      for (const output of Object.values(bundle)) {
        const loads = output.type === 'chunk' && inlinedCss.find((fileName) => output.code.includes(fileName));
        if (loads) throw new Error(`paint-before-scripts: ${output.fileName} still loads ${loads}, which is inlined in index.html`);
      }
      fs.writeFileSync(path.join(options.dir!, 'boot.js'), boot);
    },
  };
}

/** A chunk and every chunk it imports statically. */
function staticClosure(bundle: Rollup.OutputBundle, fileName: string, seen = new Set<string>()): Set<string> {
  if (seen.has(fileName)) return seen;
  seen.add(fileName);
  const output = bundle[fileName];
  if (output?.type === 'chunk') for (const imported of output.imports) staticClosure(bundle, imported, seen);
  return seen;
}
