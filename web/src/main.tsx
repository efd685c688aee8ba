import { startTransition, StrictMode, useLayoutEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app';
import { preloadPage } from './app/router';
import { handOverShell } from './app/shell-handoff';
import './styles.css';

function render() {
  const root = createRoot(document.getElementById('root')!);
  // A transition: React renders the page in short slices rather than one long task (the shell stays
  // on screen meanwhile), so a tap is never kept waiting long.
  startTransition(() =>
    root.render(
      <StrictMode>
        <App />
        <AfterFirstRender run={handOverShell} />
      </StrictMode>,
    ),
  );
}

/**
 * Runs once the whole app above it is in the page (effects run in tree order), in the same task as
 * React's changes to the page, so no key press or tap can come in between.
 */
function AfterFirstRender({ run }: { run: () => void }) {
  useLayoutEffect(run, [run]);
  return null;
}

// React's first render replaces the pre-rendered shell of index.html: with the page's chunk already
// here (boot.js fetched it alongside this one) it draws the page itself rather than a spinner.
const pageLoaded = preloadPage(window.location.pathname);
if (pageLoaded) pageLoaded.then(render, render);
else render();
