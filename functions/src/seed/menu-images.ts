import sharp from 'sharp';
import { Rng } from './demo-random';

/**
 * Illustrations for the demo menus: a plate on a table cloth with simple shapes per dish kind, drawn
 * as SVG and encoded to WebP by sharp. No text and no fonts, so rendering needs nothing external.
 */
export const MENU_IMAGE_CONTENT_TYPE = 'image/webp';
export const MENU_IMAGE_WIDTH = 640;
export const MENU_IMAGE_HEIGHT = 400;

const CX = 320;
const CY = 205;

type Draw = (rng: Rng) => string;

const circle = (x: number, y: number, r: number, fill: string, extra = '') =>
  `<circle cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" r="${r.toFixed(1)}" fill="${fill}" ${extra}/>`;
const ellipse = (x: number, y: number, rx: number, ry: number, fill: string, angle = 0, extra = '') =>
  `<ellipse cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" rx="${rx.toFixed(1)}" ry="${ry.toFixed(1)}" fill="${fill}" transform="rotate(${angle.toFixed(0)} ${x.toFixed(1)} ${y.toFixed(1)})" ${extra}/>`;
const rect = (x: number, y: number, w: number, h: number, fill: string, rx = 0, angle = 0, extra = '') =>
  `<rect x="${(x - w / 2).toFixed(1)}" y="${(y - h / 2).toFixed(1)}" width="${w.toFixed(1)}" height="${h.toFixed(1)}" rx="${rx}" fill="${fill}" transform="rotate(${angle.toFixed(0)} ${x.toFixed(1)} ${y.toFixed(1)})" ${extra}/>`;

/** n points scattered in a disc around (x, y). */
function scatter(rng: Rng, n: number, x: number, y: number, radius: number): [number, number][] {
  return Array.from({ length: n }, () => {
    const a = rng.next() * Math.PI * 2;
    const r = radius * Math.sqrt(rng.next());
    return [x + r * Math.cos(a), y + r * Math.sin(a)] as [number, number];
  });
}

const leaves = (rng: Rng, n: number, x: number, y: number, spread: number, colours = ['#3f8f3a', '#5aa845']) =>
  scatter(rng, n, x, y, spread).map(([lx, ly]) => ellipse(lx, ly, 7, 3.5, rng.pick(colours), rng.int(0, 180))).join('');

function plate(r = 160): string {
  return ellipse(CX + 8, CY + 12, r, r * 0.97, '#000', 0, 'opacity="0.18"') + circle(CX, CY, r, 'url(#plate)') +
    circle(CX, CY, r - 30, 'none', 'stroke="#ddd8cc" stroke-width="3"');
}

function rice(rng: Rng, x: number, y: number, r: number): string {
  return circle(x, y, r, '#ece3c8') + scatter(rng, 45, x, y, r - 8).map(([gx, gy]) => ellipse(gx, gy, 8, 4, '#fdfaf0', rng.int(0, 180))).join('');
}

function cutlery(): string {
  const fork = rect(95, CY, 12, 230, '#b9bec4', 6) + [-10, -3.5, 3.5, 10].map((dx) => rect(95 + dx, CY - 115, 4, 40, '#b9bec4', 2)).join('');
  const knife = rect(545, CY + 10, 12, 230, '#b9bec4', 6) + rect(548, CY - 80, 16, 90, '#cfd4d9', 8);
  return fork + knife;
}

const meatballs: Draw = (rng) =>
  plate() + ellipse(CX - 10, CY + 20, 95, 70, '#b9804c', 15) +
  circle(CX + 60, CY - 40, 48, '#f4e6bd') + circle(CX + 85, CY - 15, 40, '#f1e0b0') +
  [[-60, -10], [-20, 30], [-70, 50], [-15, -40], [20, 60]].map(([dx, dy]) => circle(CX + dx, CY + dy, 26, '#7a4527') + circle(CX + dx - 8, CY + dy - 8, 8, '#9b6139')).join('') +
  scatter(rng, 12, CX + 70, CY + 70, 22).map(([x, y]) => circle(x, y, 6, '#b3122e')).join('') + leaves(rng, 6, CX + 70, CY - 60, 25);

const fish: Draw = (rng) =>
  plate() + rect(CX - 15, CY - 5, 170, 80, '#f0885a', 36, -12) +
  [-50, -20, 10, 40].map((dx) => rect(CX - 15 + dx, CY - 5 + dx * 0.2, 5, 66, '#f7b08d', 2, -12)).join('') +
  [[70, 70], [20, 90], [-50, 80]].map(([dx, dy]) => ellipse(CX + dx, CY + dy, 30, 22, '#e8c872', rng.int(0, 90))).join('') +
  `<path d="M ${CX + 60} ${CY - 90} a 40 40 0 0 1 50 55 z" fill="#f6dd4a"/>` + leaves(rng, 14, CX - 20, CY - 70, 30, ['#4c8c3b', '#6cab4f']);

const chicken: Draw = (rng) =>
  plate() + rice(rng, CX + 55, CY + 35, 60) +
  ellipse(CX - 45, CY - 20, 75, 48, '#d9a441', -20) +
  [-40, -10, 20].map((dx) => rect(CX - 45 + dx, CY - 20, 6, 70, '#9a6a25', 3, 25)).join('') +
  Array.from({ length: 7 }, (_, i) => rect(CX + 60 + i * 6, CY - 70 + (i % 2) * 8, 7, 55, '#4f8a3c', 3, 60 + i * 4)).join('') +
  ellipse(CX - 40, CY + 70, 40, 16, '#c97a2e', 10);

const vegetarian: Draw = (rng) =>
  plate() + ellipse(CX, CY, 105, 95, '#efe3c4') +
  [[-50, -40], [-70, 10], [-45, 50]].map(([dx, dy]) => circle(CX + dx, CY + dy + 14, 6, '#7fae5a') + scatter(rng, 6, CX + dx, CY + dy, 16).map(([x, y]) => circle(x, y, 14, '#3d7d32')).join('')).join('') +
  scatter(rng, 7, CX + 40, CY - 40, 40).map(([x, y]) => circle(x, y, 14, '#f08a24') + circle(x, y, 7, '#f7b25c')).join('') +
  scatter(rng, 6, CX + 50, CY + 50, 35).map(([x, y]) => circle(x, y, 11, '#d63a2f')).join('') +
  scatter(rng, 10, CX - 5, CY + 5, 30).map(([x, y]) => circle(x, y, 6, '#d9b56a')).join('');

const pasta: Draw = (rng) =>
  plate() + ellipse(CX, CY, 105, 95, '#eacb6e') +
  Array.from({ length: 26 }, () => {
    const [x, y] = scatter(rng, 1, CX, CY, 80)[0];
    const r = rng.int(25, 60);
    return `<path d="M ${(x - r).toFixed(0)} ${y.toFixed(0)} a ${r} ${r * 0.7} 0 0 1 ${2 * r} 0" fill="none" stroke="${rng.pick(['#f4d98a', '#e6bf5c', '#f0cf72'])}" stroke-width="5" stroke-linecap="round"/>`;
  }).join('') +
  circle(CX + 5, CY - 5, 45, '#b8322a') + scatter(rng, 6, CX + 5, CY - 5, 30).map(([x, y]) => circle(x, y, 7, '#8e2219')).join('') +
  leaves(rng, 3, CX + 10, CY - 20, 10, ['#2f7d32']) + scatter(rng, 14, CX, CY, 70).map(([x, y]) => circle(x, y, 2.5, '#fffbe8')).join('');

const pizza: Draw = (rng) =>
  ellipse(CX + 8, CY + 12, 175, 170, '#000', 0, 'opacity="0.18"') + circle(CX, CY, 175, '#a8743f') +
  rect(CX + 200, CY, 70, 26, '#a8743f', 10) + circle(CX, CY, 150, '#dca461') + circle(CX, CY, 132, '#c43b26') +
  scatter(rng, 18, CX, CY, 105).map(([x, y]) => ellipse(x, y, 22, 17, '#f6e08a', rng.int(0, 180))).join('') +
  scatter(rng, 9, CX, CY, 100).map(([x, y]) => circle(x, y, 14, '#9c2a22') + circle(x - 3, y - 3, 4, '#b94233')).join('') +
  leaves(rng, 6, CX, CY, 90, ['#2f7d32']);

const sushi: Draw = (rng) => {
  const board = rect(CX + 8, CY + 10, 540, 280, '#000', 22, -4, 'opacity="0.15"') + rect(CX, CY, 540, 280, '#2f3237', 22, -4);
  const nigiri = [-190, -105, -20].map((dx, i) => {
    const x = CX + dx; const y = CY - 50 + i * 5;
    return rect(x, y + 12, 70, 40, '#f7f5ef', 18, -4) + rect(x, y - 6, 78, 34, i === 1 ? '#c8313a' : '#f27a4d', 16, -4) +
      [-20, 0, 20].map((s) => rect(x + s, y - 6, 4, 28, '#fbc0a4', 2, 30)).join('');
  }).join('');
  const maki = [[70, -55], [142, -55], [70, 30], [142, 30], [210, -12]].map(([dx, dy]) =>
    circle(CX + dx, CY + dy, 34, '#1d3b2a') + circle(CX + dx, CY + dy, 28, '#f7f5ef') + circle(CX + dx, CY + dy, 12, rng.pick(['#f27a4d', '#7dbf5a', '#f27a4d']))).join('');
  return board + nigiri + maki + ellipse(CX - 150, CY + 75, 34, 20, '#8fbf3c') +
    scatter(rng, 7, CX - 50, CY + 75, 24).map(([x, y]) => ellipse(x, y, 20, 11, '#f2b8b0', rng.int(0, 180))).join('');
};

const soup: Draw = (rng) =>
  ellipse(CX + 8, CY + 12, 150, 146, '#000', 0, 'opacity="0.18"') + circle(CX, CY, 150, '#f7f4ec') +
  circle(CX, CY, 122, rng.pick(['#e07b39', '#d9a23c', '#6a9e3f'])) +
  `<path d="M ${CX - 30} ${CY} q 30 -45 60 0 q -30 40 -50 5 q 15 -15 25 0" fill="none" stroke="#fff6e6" stroke-width="8" stroke-linecap="round"/>` +
  leaves(rng, 10, CX + 20, CY + 30, 50, ['#2f7d32', '#4d9a3e']) +
  rect(CX + 225, CY + 70, 110, 70, '#c98a4b', 18, 20) + rect(CX + 225, CY + 70, 92, 54, '#ecd3a5', 14, 20);

const salad: Draw = (rng) =>
  plate() + scatter(rng, 34, CX, CY, 100).map(([x, y]) => ellipse(x, y, 26, 13, rng.pick(['#5aa845', '#3f8f3a', '#7cc05a', '#2e7a30']), rng.int(0, 180))).join('') +
  scatter(rng, 6, CX, CY, 85).map(([x, y]) => circle(x, y, 13, '#e23b2e') + circle(x, y, 6, '#f6a08f')).join('') +
  scatter(rng, 6, CX, CY, 85).map(([x, y]) => circle(x, y, 13, '#cfe6a8') + circle(x, y, 13, 'none', 'stroke="#4f8a3c" stroke-width="3"')).join('') +
  scatter(rng, 7, CX, CY, 75).map(([x, y]) => rect(x, y, 16, 16, '#fbfaf3', 3, rng.int(0, 90))).join('');

const asian: Draw = (rng) =>
  ellipse(CX + 8, CY + 12, 150, 146, '#000', 0, 'opacity="0.18"') + circle(CX, CY, 150, '#243352') + circle(CX, CY, 128, '#d8a15c') +
  Array.from({ length: 22 }, () => {
    const [x, y] = scatter(rng, 1, CX, CY, 85)[0];
    const r = rng.int(20, 45);
    return `<path d="M ${(x - r).toFixed(0)} ${y.toFixed(0)} q ${r} ${-r} ${2 * r} 0" fill="none" stroke="#f2dfb0" stroke-width="6" stroke-linecap="round"/>`;
  }).join('') +
  scatter(rng, 5, CX, CY, 70).map(([x, y]) => `<path d="M ${x.toFixed(0)} ${y.toFixed(0)} a 16 16 0 1 1 20 12" fill="none" stroke="#f27a4d" stroke-width="9" stroke-linecap="round"/>`).join('') +
  scatter(rng, 16, CX, CY, 90).map(([x, y]) => circle(x, y, 5, 'none', 'stroke="#5aa845" stroke-width="3"')).join('') +
  rect(CX + 150, CY - 60, 250, 10, '#6b4a2b', 5, -30) + rect(CX + 165, CY - 45, 250, 10, '#6b4a2b', 5, -26);

const curry: Draw = (rng) =>
  plate() + rice(rng, CX - 50, CY, 58) +
  ellipse(CX + 45, CY + 5, 70, 85, rng.pick(['#e39a2b', '#c8641e', '#d9822b'])) +
  scatter(rng, 8, CX + 45, CY + 5, 50).map(([x, y]) => rect(x, y, 20, 16, '#f3c98a', 5, rng.int(0, 90))).join('') +
  leaves(rng, 8, CX + 40, CY - 10, 50, ['#2f7d32']) +
  ellipse(CX + 230, CY + 90, 90, 55, '#e6c08a', -20) + scatter(rng, 10, CX + 230, CY + 90, 45).map(([x, y]) => circle(x, y, 6, '#a8692c')).join('');

const burger: Draw = (rng) =>
  plate() + ellipse(CX - 30, CY + 85, 85, 14, '#caa46a') + rect(CX - 30, CY + 62, 150, 26, '#6b3a1f', 12) +
  `<path d="M ${CX - 110} ${CY + 45} l 160 0 l -20 30 l -25 -20 l -30 25 z" fill="#f5c02f"/>` +
  `<path d="M ${CX - 112} ${CY + 40} q 20 -18 40 0 q 20 -18 40 0 q 20 -18 40 0 q 20 -18 40 0 l 4 10 l -164 0 z" fill="#5aa845"/>` +
  `<path d="M ${CX - 110} ${CY + 30} q 80 -150 160 0 z" fill="#d99a4e"/>` +
  scatter(rng, 12, CX - 30, CY - 20, 40).map(([x, y]) => ellipse(x, y, 4, 2, '#fbf1d6', rng.int(0, 180))).join('') +
  Array.from({ length: 12 }, (_, i) => rect(CX + 85 + (i % 4) * 14, CY + (i % 3) * 10, 10, 80, '#f3c542', 3, -20 + i * 4)).join('');

const kebab: Draw = (rng) =>
  plate() + ellipse(CX - 60, CY + 10, 65, 80, '#efd8a8', 10) +
  Array.from({ length: 14 }, () => { const [x, y] = scatter(rng, 1, CX - 55, CY, 55)[0]; return rect(x, y, 34, 11, rng.pick(['#8a4b26', '#a45e31', '#74401f']), 5, rng.int(0, 180)); }).join('') +
  `<path d="M ${CX - 100} ${CY - 30} q 40 30 80 -5 q 20 30 40 10" fill="none" stroke="#fbfaf3" stroke-width="7" stroke-linecap="round"/>` +
  Array.from({ length: 12 }, () => { const [x, y] = scatter(rng, 1, CX + 65, CY - 40, 40)[0]; return rect(x, y, 9, 55, '#f3c542', 3, rng.int(0, 180)); }).join('') +
  scatter(rng, 8, CX + 60, CY + 65, 35).map(([x, y]) => ellipse(x, y, 16, 8, '#5aa845', rng.int(0, 180))).join('') +
  scatter(rng, 3, CX + 60, CY + 65, 30).map(([x, y]) => circle(x, y, 10, '#e23b2e')).join('');

const buffet: Draw = (rng) =>
  [[-150, -80], [0, -85], [150, -80], [-150, 85], [0, 85], [150, 85]].map(([dx, dy], i) => {
    const x = CX + dx; const y = CY + dy - 5;
    const food = ['#fbf8ef', '#e39a2b', '#5aa845', '#c43b26', '#d8a15c', '#8a4b26'][i];
    return ellipse(x + 5, y + 6, 68, 62, '#000', 0, 'opacity="0.16"') + circle(x, y, 66, '#f4f1ea') + circle(x, y, 52, food) +
      scatter(rng, 6, x, y, 36).map(([px, py]) => circle(px, py, 6, i === 0 ? '#efe6cf' : '#ffffff', 'opacity="0.35"')).join('') +
      rect(x + 30, y - 30, 8, 70, '#9aa1a8', 4, 40);
  }).join('');

const DRAW: Record<string, Draw> = {
  meat: meatballs, fish, chicken, vegetarian, pasta, pizza, sushi, soup, salad, asian, curry, burger, kebab, buffet,
};

/** Table-cloth colours (base, check) per kind. */
const CLOTH: Record<string, [string, string]> = {
  meat: ['#e9dccb', '#dccab3'], fish: ['#d8e6ee', '#c6d9e4'], chicken: ['#efe2c6', '#e4d2ac'], vegetarian: ['#dfeccf', '#cfe1ba'],
  pasta: ['#f0d9d3', '#e6c5bd'], pizza: ['#e9d2c9', '#ddbfb2'], sushi: ['#dfe3e6', '#d2d8dc'], soup: ['#eee4cf', '#e2d4b7'],
  salad: ['#e6efdc', '#d6e5c6'], asian: ['#efdcd0', '#e4c9b8'], curry: ['#f1e2c3', '#e8d2a6'], burger: ['#dde3ea', '#ccd5df'],
  kebab: ['#ecdcc8', '#dfc9ae'], buffet: ['#e7e1d6', '#d9d0c1'],
};

export function menuImageSvg(kind: string): string {
  const key = DRAW[kind] ? kind : 'buffet';
  const [base, check] = CLOTH[key];
  const withCutlery = !['pizza', 'sushi', 'buffet', 'soup', 'curry', 'asian'].includes(key);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${MENU_IMAGE_WIDTH}" height="${MENU_IMAGE_HEIGHT}" viewBox="0 0 ${MENU_IMAGE_WIDTH} ${MENU_IMAGE_HEIGHT}">` +
    '<defs><radialGradient id="plate" cx="45%" cy="40%" r="65%"><stop offset="0" stop-color="#ffffff"/><stop offset="1" stop-color="#e9e5dc"/></radialGradient>' +
    `<pattern id="cloth" width="80" height="80" patternUnits="userSpaceOnUse"><rect width="80" height="80" fill="${base}"/><rect width="40" height="40" fill="${check}"/><rect x="40" y="40" width="40" height="40" fill="${check}"/></pattern></defs>` +
    '<rect width="100%" height="100%" fill="url(#cloth)"/>' +
    (withCutlery ? cutlery() : '') + DRAW[key](new Rng(`menu-image|${key}`)) + '</svg>';
}

const cache = new Map<string, Promise<Buffer>>();

/** A 640×400 WebP illustration for a dish kind (see DISH_KINDS); unknown kinds get the buffet picture. */
export function renderMenuImage(kind: string): Promise<Buffer> {
  let pending = cache.get(kind);
  if (!pending) {
    pending = sharp(Buffer.from(menuImageSvg(kind)))
      .webp({ quality: 70, effort: 2 })
      .toBuffer();
    pending.catch(() => cache.delete(kind));
    cache.set(kind, pending);
  }
  return pending;
}
