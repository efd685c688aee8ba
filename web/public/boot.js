/*
 * Runs before the first paint (tiny and render-blocking on purpose). index.html ships the header, the
 * home page's hero and the cookie banner as plain HTML so they paint before the app's JavaScript
 * arrives; on any other path the hero must not flash, so it is hidden here; nor may the cookie banner
 * once a choice is stored. React replaces all of it on its first render.
 */
if (location.pathname !== '/') document.documentElement.classList.add('not-home');
// The pre-rendered cookie banner is only for visitors who have not chosen yet (see features/consent).
try {
  var consent = JSON.parse(localStorage.getItem('lunchkoll.cookie-consent') || 'null');
  if (consent && consent.version === 1) document.documentElement.classList.add('consent-decided');
} catch (e) {
  /* no storage: show the banner */
}

/*
 * The app's JavaScript is requested once that first paint is on screen, so it never competes with it
 * (web/vite.config.ts moved the entry script from index.html into the data-* attributes read here).
 * With it come the chunk of the page being opened and, on the lunch list, the first page of restaurants,
 * so neither waits for the entry to arrive and run.
 */
(function () {
  var boot = document.currentScript;
  var entry = boot && boot.getAttribute('data-app');
  if (!entry) return; // `vite dev`: index.html loads the app itself
  var started = false;

  function add(attributes) {
    var link = document.createElement('link');
    for (var name in attributes) link.setAttribute(name, attributes[name]);
    document.head.appendChild(link);
  }

  function start() {
    if (started) return;
    started = true;
    var routes = JSON.parse(boot.getAttribute('data-routes') || '{}');
    var name = location.pathname.split('/')[1] || 'home';
    var route = Object.prototype.hasOwnProperty.call(routes, name) ? routes[name] : [];
    var files = (boot.getAttribute('data-preload') || '').split(' ').concat(route);
    for (var i = 0; i < files.length; i++) {
      if (!files[i]) continue;
      // crossorigin as the entry's own imports and Vite's loader request them, so these are reused.
      if (/\.css$/.test(files[i])) add({ rel: 'preload', as: 'style', href: files[i], crossorigin: '' });
      else add({ rel: 'modulepreload', href: files[i], crossorigin: '' });
    }
    var list = firstListPage();
    if (list) add({ rel: 'preload', as: 'fetch', href: list, crossorigin: 'use-credentials' });
    var script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = entry;
    document.head.appendChild(script);
  }

  /*
   * The request the lunch list makes first (features/restaurants/api/get-restaurants.ts), for a plain
   * link to a city (/lunch-list?city=X, optionally &selectedDay=D); other views fetch from the app.
   * The day defaults to today in Sweden. features/restaurants/api/__tests__/first-page-preload.test.ts
   * keeps the two in step.
   */
  function firstListPage() {
    if (location.pathname !== '/lunch-list') return null;
    var query = new URLSearchParams(location.search);
    var city = query.get('city');
    var day = query.get('selectedDay');
    var known = 0;
    query.forEach(function (value, key) {
      if (key === 'city' || key === 'selectedDay') known++;
    });
    if (!city || known !== Array.from(query.keys()).length) return null;
    if (!/^(Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)day$/.test(day || '')) {
      day = new Intl.DateTimeFormat('en-US', { weekday: 'long', timeZone: 'Europe/Stockholm' }).format(new Date());
    }
    var params = new URLSearchParams();
    params.set('city', city);
    params.set('selectedDay', day);
    params.set('page', '1');
    params.set('limit', '12');
    return '/api/restaurants?' + params.toString();
  }

  // Until the app runs, the pre-rendered buttons (menu, cookie choice) do nothing: the last one pressed
  // and the element with focus are noted here, and the app, once it has replaced them, presses that
  // button again and puts focus back (app/shell-handoff.ts).
  var html = document.documentElement;
  document.addEventListener('click', function (event) {
    var button = event.target instanceof Element && event.target.closest('.prerendered button');
    if (button) html.setAttribute('data-pressed', describe(button));
  });
  document.addEventListener('focusin', function (event) {
    var target = event.target;
    if (target instanceof Element && target.closest('.prerendered')) html.setAttribute('data-focused', describe(target));
    else html.removeAttribute('data-focused');
  });
  // ".site-header|0 1|BUTTON|Meny": the landmark (site header, main or cookie banner), the place
  // under it, the tag name and the text.
  function describe(element) {
    var path = [];
    var node = element;
    for (; node.parentElement && !node.matches('.site-header, main, .consent'); node = node.parentElement) {
      path.unshift(Array.prototype.indexOf.call(node.parentElement.children, node));
    }
    var landmark = node.matches('main') ? 'main' : '.' + node.className.split(' ')[0];
    return [landmark, path.join(' '), element.tagName, element.textContent].join('|');
  }

  // A page loaded in the background never paints: nothing to wait for.
  if (document.visibilityState !== 'visible') return start();
  // The first paint (with its largest element) is on screen once the browser reports it. A visitor who
  // acts first (a key, a tap) gets the app at once; browsers without paint timing, after one frame.
  var types = (typeof PerformanceObserver === 'function' && PerformanceObserver.supportedEntryTypes) || [];
  var observing = ['paint', 'largest-contentful-paint'].filter(function (type) {
    return types.indexOf(type) >= 0;
  });
  if (observing.length) {
    var observer = new PerformanceObserver(function () {
      observer.disconnect();
      start();
    });
    for (var j = 0; j < observing.length; j++) observer.observe({ type: observing[j], buffered: true });
  } else {
    requestAnimationFrame(function () {
      setTimeout(start, 0);
    });
  }
  addEventListener('keydown', start, { once: true, capture: true });
  addEventListener('pointerdown', start, { once: true, capture: true });
  setTimeout(start, 3000); // whatever happens, the app starts
})();
