/**
 * What a Google Maps URL itself says about a place, without any network call: the name in
 * /maps/place/<name>/, the place's own position in the data part (!3d<lat>!4d<lng>) or else the map
 * centre (@lat,lng,zoom), and its identity (query_place_id / place_id, a cid, or the feature id
 * 0x…:0x… of the data part). Short links (maps.app.goo.gl, goo.gl/maps) hold none of that.
 */
export type MapsUrlParse =
  | { ok: true; kind: 'place' | 'search'; name?: string; latitude?: number; longitude?: number; placeId?: string; cid?: string; featureId?: string }
  | { ok: true; kind: 'short-link'; url: string }
  | { ok: false; message: string };

const GOOGLE_HOST = /^(www\.|maps\.)?google\.[a-z]{2,3}(\.[a-z]{2})?$/;

export function parseMapsUrl(input: string): MapsUrlParse {
  const text = input.trim();
  if (!text) return { ok: false, message: 'Please enter a Google Maps URL' };
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return { ok: false, message: 'That is not a URL: paste the address of a place from Google Maps' };
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return { ok: false, message: 'Only http(s) Google Maps URLs can be read' };
  const host = url.hostname.toLowerCase();
  if (host === 'maps.app.goo.gl' || (host === 'goo.gl' && url.pathname.startsWith('/maps'))) return { ok: true, kind: 'short-link', url: url.toString() };
  const isMapsPath = url.pathname.startsWith('/maps');
  if (!GOOGLE_HOST.test(host) || (!isMapsPath && host !== 'maps.google.com' && !(host.startsWith('maps.')))) {
    return { ok: false, message: 'Not a Google Maps URL: expected google.com/maps/... or maps.app.goo.gl/...' };
  }

  const path = safeDecode(url.pathname);
  const result: Extract<MapsUrlParse, { kind: 'place' | 'search' }> = { ok: true, kind: path.includes('/place/') ? 'place' : 'search' };
  const name = /\/place\/([^/@]+)/.exec(path)?.[1];
  if (name) result.name = name.replace(/\+/g, ' ').trim();

  const data = /!3d(-?\d+(?:\.\d+)?)!4d(-?\d+(?:\.\d+)?)/.exec(path);
  const centre = /@(-?\d+(?:\.\d+)?),(-?\d+(?:\.\d+)?)(?:,[\d.]+[zm])?/.exec(path);
  const position = data ?? centre;
  if (position) {
    const latitude = Number(position[1]);
    const longitude = Number(position[2]);
    if (Math.abs(latitude) <= 90 && Math.abs(longitude) <= 180) Object.assign(result, { latitude, longitude });
  }

  const placeId = url.searchParams.get('query_place_id') ?? url.searchParams.get('place_id') ?? /place_id:([A-Za-z0-9_-]+)/.exec(url.searchParams.get('q') ?? '')?.[1] ?? /!19s([A-Za-z0-9_-]{10,})/.exec(path)?.[1];
  if (placeId && /^[A-Za-z0-9_-]{10,300}$/.test(placeId)) result.placeId = placeId;
  const cid = url.searchParams.get('cid');
  if (cid && /^\d{1,25}$/.test(cid)) result.cid = cid;
  const featureId = /!1s(0x[0-9a-f]+:0x[0-9a-f]+)/i.exec(path)?.[1];
  if (featureId) {
    result.featureId = featureId;
    // The feature id's second half is the place's cid in hex.
    if (!result.cid) result.cid = BigInt(featureId.split(':')[1]).toString();
  }
  if (result.kind === 'search' && !result.name) {
    const query = url.searchParams.get('query') ?? url.searchParams.get('q');
    if (query && !query.startsWith('place_id:')) result.name = query.trim();
    const searchName = /\/search\/([^/@]+)/.exec(path)?.[1];
    if (!result.name && searchName) result.name = searchName.replace(/\+/g, ' ').trim();
  }
  if (!result.name && result.latitude === undefined && !result.placeId && !result.cid) {
    return { ok: false, message: 'This Google Maps URL holds no place: open the place in Google Maps and copy its address' };
  }
  return result;
}

function safeDecode(s: string): string {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}
