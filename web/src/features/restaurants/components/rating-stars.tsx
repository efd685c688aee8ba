import type { CSSProperties } from 'react';

const ONE_DECIMAL = new Intl.NumberFormat('sv-SE', { minimumFractionDigits: 1, maximumFractionDigits: 1 });
const COUNT = new Intl.NumberFormat('sv-SE');
const oneDecimal = (n: number) => ONE_DECIMAL.format(n);

/** Five stars filled to the rating, the rating with one decimal and the number of reviews. */
export function RatingStars({ rating, reviewCount }: { rating: number; reviewCount: number }) {
  const value = Number.isFinite(rating) ? Math.min(5, Math.max(0, rating)) : 0;
  const reviews = Number.isFinite(reviewCount) ? reviewCount : 0;
  return (
    <p className="rating">
      <span
        className="rating__stars"
        role="img"
        aria-label={`Betyg ${oneDecimal(value)} av 5`}
        style={{ '--rating-fill': `${(value / 5) * 100}%` } as CSSProperties}
      >
        ★★★★★
      </span>
      <span className="rating__value" aria-hidden="true">
        {oneDecimal(value)}
      </span>
      <span className="rating__count">
        ({COUNT.format(reviews)} {reviews === 1 ? 'omdöme' : 'omdömen'})
      </span>
    </p>
  );
}
