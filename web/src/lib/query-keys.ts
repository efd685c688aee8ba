/**
 * Every React Query key of the web app, in one place: a prefix invalidates everything below it (a
 * restaurant write refreshes every admin restaurant query, whichever feature made it), so the tree
 * must be one tree. Features build their queries from these and never spell a key themselves.
 */
const admin = ['admin'] as const;
const adminRestaurants = [...admin, 'restaurants'] as const;
const workflow = [...admin, 'workflow'] as const;
const menuReviews = [...admin, 'menu-reviews'] as const;
const ownerClaims = [...admin, 'owner-claims'] as const;

export const queryKeys = {
  todos: ['todos'] as const,
  /** The owner's week editor (/agare). */
  owner: {
    restaurants: ['owner', 'restaurants'] as const,
    week: (restaurantId: string, week: string) => ['owner', 'week', restaurantId, week] as const,
  },
  ownerInvite: (token: string) => ['owner-invite', token] as const,
  admin: {
    cities: [...admin, 'cities'] as const,
    restaurants: adminRestaurants,
    restaurantPage: (filters: unknown, page: number) => [...adminRestaurants, 'list', filters, page] as const,
    selectedRestaurant: (id: string) => [...adminRestaurants, 'selected', id] as const,
    newRestaurants: [...adminRestaurants, 'new'] as const,
    restaurantSearch: (search: string) => [...adminRestaurants, 'menu-import-search', search] as const,
    logs: (filters: unknown) => [...admin, 'logs', filters] as const,
    extractStatus: [...admin, 'extract', 'status'] as const,
    aiResponseAnalysis: [...admin, 'ai-responses', 'analysis'] as const,
    weeklyRestaurants: [...admin, 'weekly-restaurants'] as const,
    weeklyRestaurantsOf: (city: string) => [...admin, 'weekly-restaurants', city] as const,
    comparison: (city: string) => [...admin, 'comparison', city] as const,
    uploadHistory: [...admin, 'excel-upload', 'history'] as const,
    workflowStatus: [...workflow, 'status'] as const,
    workflowRun: (runId: string) => [...workflow, 'runs', runId] as const,
    menuReviews,
    menuReviewList: (status: string) => [...menuReviews, 'list', status] as const,
    menuReview: (id: string) => [...menuReviews, 'detail', id] as const,
    ownerClaims,
    ownerClaimList: (status: string) => [...ownerClaims, 'list', status] as const,
    restaurantOwners: (restaurantId: string) => [...admin, 'restaurant-owners', restaurantId] as const,
    analyticsSummary: (city: string) => [...admin, 'analytics', 'summary', city] as const,
  },
} as const;
