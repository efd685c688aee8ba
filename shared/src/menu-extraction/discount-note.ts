/**
 * 'Studentrabatt 10 % mot giltig legitimation', '10 % discount for students': a discount and its condition is a note
 * about the price, never a dish (no dish is named by a discount word).
 */
const DISCOUNT = /\p{L}*(?:rabatt|discount)(?!\p{L})|\d\s*%\s*(?:off|rabatt)(?!\p{L})/iu;

export function isDiscountNote(text: string): boolean {
  return DISCOUNT.test(text);
}

/**
 * 'Rooms from 1 095 SEK.', 'Breakfast for non-residents SEK 165.', 'Mer på hotellet', 'Konferens heldag från 595 kr':
 * a hotel's other offers (rooms, breakfast, conferences, spa) below its lunch are notes, never a lunch dish.
 */
const STAY_OFFER = /(?<!\p{L})(?:rum|rummet|rooms?|hotell|hotellet|hotel|frukost|frukostbuffé|breakfast|konferens|conference|spa|övernattning|per natt|per night|logi)(?!\p{L})/iu;

export function isStayOffer(text: string): boolean {
  // 'Frukost: Havregrynsgröt': a meal's label before a colon is read as that meal's line elsewhere.
  return STAY_OFFER.test(text) && !/^\p{L}+\s*:/u.test(text);
}

/** 'Hela veckans meny (PDF)', 'Ladda ner menyn som pdf': a link to the menu as a file, no dish. */
const FILE_LINK = /(?<!\p{L})pdf(?!\p{L})/iu;

export function isFileLink(text: string): boolean {
  return FILE_LINK.test(text);
}
