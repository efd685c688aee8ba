import { StrictMode, useEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app';
import { preloadPage } from './app/router';
import { takeOverShell } from './app/shell-handoff';
import './styles.css';

function render() {
  const handOver = takeOverShell();
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App />
      <AfterFirstRender run={handOver} />
    </StrictMode>,
  );
}

/** Runs once the whole app above it has rendered (effects run in tree order). */
function AfterFirstRender({ run }: { run: () => void }) {
  useEffect(run, [run]);
  return null;
}

// React's first render replaces the pre-rendered shell of index.html: with the page's chunk already
// here (boot.js fetched it alongside this one) it draws the page itself rather than a spinner.
const pageLoaded = preloadPage(window.location.pathname);
if (pageLoaded) pageLoaded.then(render, render);
else render();
