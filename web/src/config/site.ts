/** Site-wide constants shown in the interface. The spec leaves the brand open; it is set once, here. */
export const SITE_NAME = 'Lunchkoll';
export const SUPPORT_EMAIL = 'support@example.se';
