import type { IncludeIcon } from '../lib/include-icons';

/** Stroke paths on a 24 × 24 grid, drawn for this site (no icon font, nothing from a CDN). */
const PATHS: Record<IncludeIcon, string[]> = {
  coffee: ['M4 9h12v5a5 5 0 0 1-5 5H9a5 5 0 0 1-5-5z', 'M16 11h1.5a2.5 2.5 0 0 1 0 5H16', 'M8 3.5v2.5M12 3.5v2.5', 'M3 21h16'],
  drinks: ['M6 8h12l-1.6 12.1a1 1 0 0 1-1 .9H8.6a1 1 0 0 1-1-.9z', 'M12.5 8 15 2.5h3', 'M6.7 12.5h10.6'],
  beer: [
    'M5 9h10v10a2 2 0 0 1-2 2H7a2 2 0 0 1-2-2z',
    'M15 11.5h2a2 2 0 0 1 2 2v2a2 2 0 0 1-2 2h-2',
    'M5 9a2.5 2.5 0 0 1 2.2-3.7 3 3 0 0 1 5.6 0A2.5 2.5 0 0 1 15 9',
    'M8.5 12.5v5M11.5 12.5v5',
  ],
  soup: ['M3 12h18', 'M3 12a9 8 0 0 0 18 0', 'M9 21h6', 'M9 3c-1.2 1.5 1.2 2.5 0 4.5M14.5 3c-1.2 1.5 1.2 2.5 0 4.5'],
  salad: [
    'M3 13h18',
    'M3 13a9 8 0 0 0 18 0',
    'M12 13c.6-3.6 3.3-5.8 7-6-.4 3.5-3 5.7-7 6',
    'M11 13c-.2-3-2.2-5.2-5.5-5.6-.3 2.9 1.3 5 4.5 5.6',
    'M12 13V9',
  ],
  buffet: ['M3 17h18', 'M5 17a7 7 0 0 1 14 0', 'M12 10V7.5M10 7.5h4', 'M4.5 20.5h15'],
  bread: ['M3 14a9 7 0 0 1 18 0v4a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2z', 'M8 10.5l1.5 2.5M11.5 9.5 13 12M15 10.5l1.5 2.5'],
  fries: ['M5 10h14l-2 11H7z', 'M7.5 10 7 3.5M10.5 10V2.5M13.5 10l.3-7M16.5 10l.8-5.5', 'M9.5 15.5h5'],
  rice: ['M3 13h18', 'M3 13a9 8 0 0 0 18 0', 'M6.5 13a5.5 4 0 0 1 11 0', 'M14 8.5 20 3M16.5 10l5-4'],
  noodles: [
    'M3 12h18',
    'M3 12a9 8 0 0 0 18 0',
    'M7 12c0-2 2-2 2-4s-2-2-2-4M11 12c0-2 2-2 2-4s-2-2-2-4',
    'M15 3.5 21 6M15 6.5l6 .5',
  ],
  cookies: ['M3 12a9 9 0 1 0 18 0 9 9 0 1 0-18 0', 'M8.5 9.5h.01M14 8h.01M15.5 13.5h.01M10 15h.01M12 11.5h.01'],
  butter: ['M2.5 17.5 4.5 20h15l2-2.5z', 'M6 17.5V11l3-3h9v9.5', 'M6 11h9v6.5', 'M15 11l3-3'],
  water: ['M12 3c3.5 4.4 6 7.6 6 11a6 6 0 0 1-12 0c0-3.4 2.5-6.6 6-11z', 'M9 14.5a3 3 0 0 0 3 3'],
};

/** One include icon, decorative: the element around it carries the accessible name. */
export function IncludeIconSvg({ icon }: { icon: IncludeIcon }) {
  return (
    <svg className="icon include-icon__svg" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      {PATHS[icon].map((d) => (
        <path key={d} d={d} />
      ))}
    </svg>
  );
}
