import { useId } from 'react';
import { RANK_GUIDELINE } from '@lunch/shared';
import { useRerank } from '../api/rerank';

/** The re-rank button, what it does, and the spec's rank guideline (section 9). */
export function RerankPanel() {
  const titleId = useId();
  const rerank = useRerank();
  return (
    <section className="wv-card" aria-labelledby={titleId}>
      <h2 id={titleId}>Ranking</h2>
      <p className="muted">
        Re-ranking computes every restaurant's rank from the guideline below (place, weekly updates, price, rating). Ranks an admin set by
        hand are kept.
      </p>
      <button type="button" className="button" onClick={() => rerank.mutate()} disabled={rerank.isPending}>
        {rerank.isPending ? 'Re-ranking…' : 'Re-rank restaurants'}
      </button>
      <table className="wv-guideline">
          <caption>Rank guideline</caption>
          <thead>
            <tr>
              <th scope="col">Rank</th>
              <th scope="col">Meaning</th>
            </tr>
          </thead>
          <tbody>
            {RANK_GUIDELINE.map((g) => (
              <tr key={g.rank}>
                <td>{g.rank}</td>
                <td>{g.meaning}</td>
              </tr>
            ))}
          </tbody>
        </table>
    </section>
  );
}
