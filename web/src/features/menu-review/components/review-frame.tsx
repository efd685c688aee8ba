import { Notice } from '../../../components/ui/notice';
import { paths } from '../../../config/paths';
import { useFramedPage, type FrameProblem } from '../../../hooks/use-frame-policy';
import { FRAME_LOAD_TIMEOUT_MS, frameUrl } from '../../../lib/framed-page';

export const MENU_REVIEW_PATH = paths.adminMenuReview.path;

/**
 * The lunch page the reading was made from, in a sandboxed frame, as on the Menu Comparison screen.
 * Only the review screen's own route may show other sites in a frame (its Content-Security-Policy,
 * staticwebapp.config.json); the dashboard tab runs under the strict policy, so there it links to that
 * route and to the page in a new tab instead.
 */
export function ReviewFrame({ url, name, reviewId, framed }: { url: string; name: string; reviewId: string; framed: boolean }) {
  const shown = frameUrl(url);
  if (!shown) return <Notice title="Ingen URL">Läsningen har ingen sidadress att visa.</Notice>;
  if (!framed) {
    return (
      <Notice title="Lunchsidan">
        <p>
          Sidan visas i en ram på <a href={paths.adminMenuReview.getHref(reviewId)}>granskningssidan</a>, eller{' '}
          <a href={shown} target="_blank" rel="noopener noreferrer">
            öppna {name} i ny flik
          </a>
          .
        </p>
      </Notice>
    );
  }
  return <LoadedFrame key={shown} name={name} url={shown} />;
}

const PROBLEM_TEXT: Record<FrameProblem, string> = {
  'mixed-content': 'Sidan använder http och kan inte visas i en https-sida.',
  policy: 'Den här sidans säkerhetspolicy tillåter inte ramen.',
  timeout: `Sidan laddades inte inom ${FRAME_LOAD_TIMEOUT_MS / 1000} sekunder; webbplatsen kanske inte vill visas i andra sidor.`,
};

function LoadedFrame({ name, url }: { name: string; url: string }) {
  const frame = useFramedPage(url, FRAME_LOAD_TIMEOUT_MS);
  const problem = frame.problem && PROBLEM_TEXT[frame.problem];

  return (
    <div className="mr-frame">
      <div className="mr-frame__bar">
        <p className="mr-frame__url" title={url}>
          {url}
        </p>
        <a className="button button--small" href={url} target="_blank" rel="noopener noreferrer">
          Öppna i ny flik<span className="visually-hidden"> (öppnas i ny flik)</span>
        </a>
      </div>
      {problem ? (
        <Notice title="Sidan kan inte visas här">
          <p>{problem}</p>
        </Notice>
      ) : (
        <iframe
          className="mr-frame__iframe"
          src={url}
          title={`Lunchsidan för ${name}`}
          sandbox="allow-scripts allow-same-origin allow-forms"
          referrerPolicy="no-referrer"
          onLoad={frame.onLoad}
        />
      )}
    </div>
  );
}
