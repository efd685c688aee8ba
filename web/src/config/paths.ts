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
  notFound: { path: '*' },
} as const;
