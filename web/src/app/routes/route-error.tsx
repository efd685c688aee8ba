import { Notice } from '../../components/ui/notice';

/**
 * Shown when a page throws while rendering, or its code cannot be loaded (typically right after a
 * new version was deployed): a reload fetches the current files.
 */
export function RouteError() {
  return (
    <div className="container page">
      <Notice as="h1" tone="error" title="Ett fel uppstod">
        <p>Sidan kunde inte visas.</p>
        <button type="button" className="button" onClick={() => window.location.reload()}>
          Ladda om sidan
        </button>
      </Notice>
    </div>
  );
}
