import { lazy, Suspense, useId, useState } from 'react';
import { Spinner } from '../../../components/ui/spinner';

// The form (and React Query with it) is fetched only when a visitor opens it: the page stays light.
const OwnerClaimForm = lazy(() => import('./owner-claim-form'));

/** "Är det din restaurang?" on the public restaurant page: a button that opens the short access request form. */
export function OwnerClaimEntry({ restaurantId, restaurantName }: { restaurantId: string; restaurantName: string }) {
  const [open, setOpen] = useState(false);
  const formId = useId();
  return (
    <section className="card info-box owner-claim" aria-label="För restaurangägare">
      <button
        type="button"
        className="button button--secondary owner-claim__toggle"
        aria-expanded={open}
        aria-controls={open ? formId : undefined}
        onClick={() => setOpen((o) => !o)}
      >
        Är det din restaurang?
      </button>
      {open && (
        <div id={formId}>
          <Suspense fallback={<Spinner label="Laddar formulär..." />}>
            <OwnerClaimForm restaurantId={restaurantId} restaurantName={restaurantName} />
          </Suspense>
        </div>
      )}
    </section>
  );
}
