/*
 * Runs before the first paint (tiny and render-blocking on purpose). index.html ships the header and
 * the home page's hero as plain HTML so they paint before the app's JavaScript arrives; on any other
 * path the hero must not flash, so it is hidden here. React replaces all of it on its first render.
 */
if (location.pathname !== '/') document.documentElement.classList.add('not-home');
