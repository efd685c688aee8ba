/** Every route string of the web app lives here; components link with `paths.x.getHref(...)`. */
export const paths = {
  home: { path: '/', getHref: () => '/' },
  restaurants: { path: '/restaurants', getHref: () => '/restaurants' },
  lunchList: {
    path: '/lunch-list',
    getHref: (city?: string) => (city ? `/lunch-list?${new URLSearchParams({ city })}` : '/lunch-list'),
  },
  restaurant: {
    path: '/restaurant/:id',
    getHref: (id: string) => `/restaurant/${encodeURIComponent(id)}`,
  },
  login: { path: '/login', getHref: () => '/login' },
  about: { path: '/about', getHref: () => '/about' },
  contact: { path: '/contact', getHref: () => '/contact' },
  privacy: { path: '/privacy', getHref: () => '/privacy' },
  admin: { path: '/admin/*', getHref: () => '/admin' },
  owner: { path: '/agare', getHref: () => '/agare' },
  ownerInvite: { path: '/agare/inbjudan/:token', getHref: (token: string) => `/agare/inbjudan/${encodeURIComponent(token)}` },
  notFound: { path: '*' },
  // The admin area's own screens (mounted under /admin/* by app/routes/admin.tsx).
  adminDashboard: { path: '/admin', getHref: (tab?: string) => (tab ? `/admin?tab=${encodeURIComponent(tab)}` : '/admin') },
  adminMonitoring: { path: '/admin/monitoring', getHref: () => '/admin/monitoring' },
  adminWorkflow: { path: '/admin/workflow', getHref: () => '/admin/workflow' },
  adminWeeklyValidation: { path: '/admin/weekly-validation', getHref: () => '/admin/weekly-validation' },
  adminComparison: { path: '/admin/comparison', getHref: () => '/admin/comparison' },
  adminGmapsImport: { path: '/admin/gmaps-import', getHref: () => '/admin/gmaps-import' },
  adminMenuReview: {
    path: '/admin/menu-review',
    getHref: (reviewId?: string) => (reviewId ? `/admin/menu-review?review=${encodeURIComponent(reviewId)}` : '/admin/menu-review'),
  },
} as const;

/** An admin screen's route below /admin/*, as the admin area's router mounts it ('monitoring'). */
export const adminChildPath = (route: { path: string }) => route.path.replace(/^\/admin\//, '');
