/** A menu's price, falling back to the restaurant's fallback_price when the price is 0 or absent. */
export function effectivePrice(menuPrice: number | null | undefined, fallbackPrice: number | null | undefined): number | null {
  if (typeof menuPrice === 'number' && Number.isFinite(menuPrice) && menuPrice > 0) return menuPrice;
  if (typeof fallbackPrice === 'number' && Number.isFinite(fallbackPrice) && fallbackPrice > 0) return fallbackPrice;
  return null;
}

/** "N SEK", or null when no price is known. */
export function priceText(menuPrice: number | null | undefined, fallbackPrice: number | null | undefined): string | null {
  const price = effectivePrice(menuPrice, fallbackPrice);
  return price === null ? null : `${price} SEK`;
}
