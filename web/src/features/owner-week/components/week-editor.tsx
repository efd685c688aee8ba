import { useState } from 'react';
import type { OwnerRestaurantSummary } from '@lunch/shared';
import { Notice } from '../../../components/ui/notice';
import { Spinner } from '../../../components/ui/spinner';
import { serverMessage } from '../../../lib/server-message';
import { useOwnerWeek } from '../api/get-owner-week';
import type { RenderOwnerPreview } from '../lib/preview';
import { WeekForm } from './week-form';

/** Loads one week and edits it; "Ladda om" (after someone else's change) starts again from the server's version. */
export function WeekEditor({ restaurant, week, renderPreview }: { restaurant: OwnerRestaurantSummary; week: string; renderPreview: RenderOwnerPreview }) {
  const query = useOwnerWeek(restaurant.id, week);
  const [generation, setGeneration] = useState(0);
  const [reloading, setReloading] = useState(false);

  const reload = async () => {
    setReloading(true);
    await query.refetch();
    setReloading(false);
    setGeneration((g) => g + 1);
  };

  if (query.isPending || reloading) return <Spinner label="Laddar veckan..." className="spinner--block" />;
  if (query.isError) {
    return (
      <Notice tone="error" title="Kunde inte ladda veckan" as="h3">
        <p>{serverMessage(query.error, 'Ingen kontakt med servern.')}</p>
        <button type="button" className="button" onClick={() => void reload()}>
          Försök igen
        </button>
      </Notice>
    );
  }
  return <WeekForm key={generation} restaurant={restaurant} loaded={query.data} onReload={() => void reload()} renderPreview={renderPreview} />;
}
