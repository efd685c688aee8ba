import type { ComparisonRestaurant } from '@lunch/shared';
import { Notice } from '../../../components/ui/notice';
import { useFramedPage, type FrameProblem } from '../../../hooks/use-frame-policy';
import { FRAME_LOAD_TIMEOUT_MS, frameUrl } from '../../../lib/framed-page';

/**
 * The selected restaurant's menu page in a sandboxed frame (spec section 2). Whether a cross-origin page
 * refused to be framed (X-Frame-Options, CSP frame-ancestors) cannot be read from here: the browser
 * reports a refused frame and a shown one alike (load fires, the document is out of reach either way).
 * So the new-tab link stays in sight above the frame, and the frame is replaced by it when what can be
 * known says it will stay empty: no load within the timeout, an http page inside an https page (mixed
 * content), or this page's own policy refusing the frame.
 */
export function SiteFrame({ restaurant }: { restaurant: ComparisonRestaurant | undefined }) {
  if (!restaurant) {
    return <Notice title="Välj en restaurang">Select a restaurant in the list to see its menu page here.</Notice>;
  }
  const url = frameUrl(restaurant.menuUpdateUrl);
  if (!url) {
    return (
      <Notice title="Ingen URL">
        {restaurant.name} has no menu-update URL, lunch link or website to compare with.
      </Notice>
    );
  }
  return <LoadedFrame key={`${restaurant.id} ${url}`} name={restaurant.name} url={url} />;
}

const PROBLEM_TEXT: Record<FrameProblem, string> = {
  'mixed-content': 'The page is served over http and cannot be shown inside this https page.',
  policy: "This page's security policy does not allow the frame.",
  timeout: `The page did not load within ${FRAME_LOAD_TIMEOUT_MS / 1000} seconds; the site may refuse to be shown inside other pages.`,
};

function LoadedFrame({ name, url }: { name: string; url: string }) {
  const frame = useFramedPage(url, FRAME_LOAD_TIMEOUT_MS);
  const problem = frame.problem && PROBLEM_TEXT[frame.problem];

  return (
    <div className="cmp-frame">
      <div className="cmp-frame__bar">
        <p className="cmp-frame__url" title={url}>
          {url}
        </p>
        <a className="button button--small" href={url} target="_blank" rel="noopener noreferrer">
          Öppna i ny flik<span className="visually-hidden"> (öppnas i ny flik)</span>
        </a>
      </div>
      {problem ? (
        <Notice title="Sidan kan inte visas här">
          <p>{problem}</p>
          <p>
            <a href={url} target="_blank" rel="noopener noreferrer">
              Öppna {name} i ny flik
            </a>
          </p>
        </Notice>
      ) : (
        <>
          <p className="cmp-frame__hint muted" role="status">
            {!frame.loaded ? 'Laddar sidan…' : 'Blank or an error page? Some sites refuse to be shown inside other pages: open it in a new tab.'}
          </p>
          <iframe
            className="cmp-frame__iframe"
            src={url}
            title={`Menysida för ${name}`}
            sandbox="allow-scripts allow-same-origin allow-forms"
            referrerPolicy="no-referrer"
            onLoad={frame.onLoad}
          />
        </>
      )}
    </div>
  );
}
