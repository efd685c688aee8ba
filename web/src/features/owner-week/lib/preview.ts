import type { ReactNode } from 'react';
import type { LunchHourSlot, LunchMenu } from '@lunch/shared';

/** What a preview shows: the week's menus as visitors will get them once it is published. */
export interface OwnerPreviewProps {
  restaurantId: string;
  restaurantName: string;
  week: string;
  menus: LunchMenu[];
  lunchHours: LunchHourSlot[];
  includes: string[];
}

/**
 * The preview is drawn by the public restaurant components, which belong to another feature: the app
 * passes them in (app/routes/agare.tsx), so this feature never imports that one.
 */
export type RenderOwnerPreview = (props: OwnerPreviewProps) => ReactNode;
