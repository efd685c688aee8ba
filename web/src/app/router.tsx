import { lazy, useState, type ComponentType } from 'react';
import { BrowserRouter, useRoutes, type RouteObject } from 'react-router-dom';
import { paths } from '../config/paths';
import { RootRoute } from './routes/root';

/**
 * A page in its own chunk. Once its chunk is loaded it renders at once, without a Suspense fallback:
 * main.tsx loads the chunk of the page being opened before React's first render, so React draws that
 * page straight over the pre-rendered shell of index.html instead of a spinner first.
 */
function page(load: () => Promise<{ default: ComponentType }>) {
  let loaded: ComponentType | undefined;
  let loading: Promise<unknown> | undefined;
  const preload = () =>
    (loading ??= load().then(
      (module) => (loaded = module.default),
      (error: unknown) => {
        loading = undefined; // a later visit tries again
        throw error;
      },
    ));
  const Lazy = lazy(() => preload().then(() => ({ default: loaded! })));
  function Page() {
    // Chosen once: switching from Lazy to the loaded component later would remount the page.
    const [Loaded] = useState(() => loaded);
    return Loaded ? <Loaded /> : <Lazy />;
  }
  return Object.assign(Page, { preload });
}

// Every page is its own chunk, loaded on first visit.
const HomePage = page(() => import('./routes/home'));
const RestaurantsPage = page(() => import('./routes/restaurants'));
const LunchListPage = page(() => import('./routes/lunch-list'));
const RestaurantPage = page(() => import('./routes/restaurant'));
const LoginPage = page(() => import('./routes/login'));
const AboutPage = page(() => import('./routes/about'));
const ContactPage = page(() => import('./routes/contact'));
const PrivacyPage = page(() => import('./routes/privacy'));
const AdminPage = page(() => import('./routes/admin'));
const OwnerPage = page(() => import('./routes/agare'));
const OwnerInvitePage = page(() => import('./routes/agare-inbjudan'));
const NotFoundPage = page(() => import('./routes/not-found'));

/**
 * The pages by the first segment of their path ("home" for /), which is also the name of their file
 * in app/routes/: the build hands boot.js the files of each (vite.config.ts), so the chunk of the page
 * being opened is fetched together with the entry.
 */
const pagesByFirstSegment: Record<string, { preload: () => Promise<unknown> }> = {
  home: HomePage,
  restaurants: RestaurantsPage,
  'lunch-list': LunchListPage,
  restaurant: RestaurantPage,
  login: LoginPage,
  about: AboutPage,
  contact: ContactPage,
  privacy: PrivacyPage,
  admin: AdminPage,
  agare: OwnerPage,
  // Two segments: /agare/inbjudan/{token} is its own page, not the owner's editor at /agare.
  'agare-inbjudan': OwnerInvitePage,
};

/** Loads the chunk of the page at `pathname` (undefined for the not-found page). */
export function preloadPage(pathname: string): Promise<unknown> | undefined {
  const [, first, second] = pathname.split('/');
  const twoSegments = `${first}-${second}`;
  const name = second && Object.hasOwn(pagesByFirstSegment, twoSegments) ? twoSegments : first || 'home';
  return Object.hasOwn(pagesByFirstSegment, name) ? pagesByFirstSegment[name].preload() : undefined;
}

const routes: RouteObject[] = [
  {
    element: <RootRoute />,
    children: [
      { path: paths.home.path, element: <HomePage /> },
      { path: paths.restaurants.path, element: <RestaurantsPage /> },
      { path: paths.lunchList.path, element: <LunchListPage /> },
      { path: paths.restaurant.path, element: <RestaurantPage /> },
      { path: paths.login.path, element: <LoginPage /> },
      { path: paths.about.path, element: <AboutPage /> },
      { path: paths.contact.path, element: <ContactPage /> },
      { path: paths.privacy.path, element: <PrivacyPage /> },
      { path: paths.admin.path, element: <AdminPage /> },
      { path: paths.owner.path, element: <OwnerPage /> },
      { path: paths.ownerInvite.path, element: <OwnerInvitePage /> },
      { path: paths.notFound.path, element: <NotFoundPage /> },
    ],
  },
];

function AppRoutes() {
  return useRoutes(routes);
}

/**
 * Declarative routing (<BrowserRouter>, route objects) rather than createBrowserRouter: the data
 * router adds about 17 KiB gzipped to every page and nothing here uses loaders or actions. Route
 * objects rather than <Routes>/<Route> elements spare every page the code that reads JSX children.
 */
export function AppRouter() {
  return (
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
  );
}
