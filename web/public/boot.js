/*
 * Runs before the first paint (tiny and render-blocking on purpose). index.html ships the header and
 * the home page's hero as plain HTML so they paint before the app's JavaScript arrives; on any other
 * path the hero must not flash, so it is hidden here; nor may the cookie banner once a choice is stored.
 * React replaces all of it on its first render.
 */
if (location.pathname !== '/') document.documentElement.classList.add('not-home');
// The pre-rendered cookie banner is only for visitors who have not chosen yet (see features/consent).
try {
  var consent = JSON.parse(localStorage.getItem('lunchkoll.cookie-consent') || 'null');
  if (consent && consent.version === 1) document.documentElement.classList.add('consent-decided');
} catch (e) {
  /* no storage: show the banner */
}
