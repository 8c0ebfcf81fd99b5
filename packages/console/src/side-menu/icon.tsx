import { chakra } from '@chakra-ui/react';

/*
 * The shell's line icons, drawn on a 24-unit grid with a 2-unit stroke. The catalogue names each group's
 * icon; names without a drawing of their own fall back to a folder, so a new group never shows a hole.
 */

const PATHS: Record<string, string> = {
  home: 'M3 11l9-7 9 7M5 10v10h5v-6h4v6h5V10',
  folder: 'M3 6h6l2 2h10v11H3z',
  settings:
    'M12 8a4 4 0 1 0 0 8a4 4 0 1 0 0-8M12 2v3M12 19v3M2 12h3M19 12h3M5 5l2 2M17 17l2 2M5 19l2-2M17 7l2-2',
  book: 'M4 4h7a2 2 0 0 1 2 2v14a2 2 0 0 0-2-2H4zM20 4h-5a2 2 0 0 0-2 2v14a2 2 0 0 1 2-2h5z',
  'book-open': 'M2 5h7a3 3 0 0 1 3 3v12a2 2 0 0 0-2-2H2zM22 5h-7a3 3 0 0 0-3 3v12a2 2 0 0 1 2-2h8z',
  'book-read': 'M4 4h12v16H4zM8 8h5M8 12h5M8 16h3M16 6h4v14h-4',
  briefcase: 'M3 8h18v12H3zM8 8V5h8v3M3 13h18',
  building: 'M4 21V3h10v18M14 9h6v12M7 7h2M7 11h2M7 15h2M2 21h20',
  school: 'M2 9l10-5 10 5-10 5zM6 11v5c2 2 10 2 12 0v-5M22 9v6',
  cloud: 'M7 18a5 5 0 0 1 0-10a6 6 0 0 1 11 2a4 4 0 0 1 0 8z',
  team: 'M9 11a3 3 0 1 0 0-6a3 3 0 0 0 0 6M3 20c0-4 3-6 6-6s6 2 6 6M16 5a3 3 0 0 1 0 6M18 14c2 1 3 3 3 6',
  'user-star':
    'M10 11a4 4 0 1 0 0-8a4 4 0 0 0 0 8M3 21c0-4 3-7 7-7M17 14l1.5 3 3 .5-2 2 .5 3-3-1.5-3 1.5.5-3-2-2 3-.5z',
  global: 'M12 3a9 9 0 1 0 0 18a9 9 0 0 0 0-18M3 12h18M12 3c3 3 3 15 0 18M12 3c-3 3-3 15 0 18',
  database: 'M4 6c0-3 16-3 16 0v12c0 3-16 3-16 0zM4 6c0 3 16 3 16 0M4 12c0 3 16 3 16 0',
  'file-list': 'M6 3h9l4 4v14H6zM9 10h7M9 14h7M9 18h4',
  compass: 'M12 3a9 9 0 1 0 0 18a9 9 0 0 0 0-18M15 9l-2 5-4 1 2-5z',
  footprint: 'M8 3c2 0 3 3 3 6s-1 4-3 4-3-1-3-4 1-6 3-6M16 9c2 0 3 3 3 6s-1 4-3 4-3-1-3-4 1-6 3-6',
  lightbulb: 'M9 18h6M10 21h4M12 3a6 6 0 0 0-4 10c1 1 1 2 1 3h6c0-1 0-2 1-3a6 6 0 0 0-4-10',
  presentation: 'M3 4h18M4 4v11h16V4M12 15v4M8 21l4-2 4 2',
  'price-tag': 'M3 12V3h9l9 9-9 9zM8 8h.01',
  rocket: 'M12 15l-3-3c2-5 5-8 11-9-1 6-4 9-8 12zM9 12l-4 1-2 3 5 0M12 15l-1 4 3 2 0-5',
  video: 'M3 6h13v12H3zM16 10l5-3v10l-5-3',
  // The top bar's tools.
  bug: 'M8 8h8v8a4 4 0 0 1-8 0zM9 8a3 3 0 0 1 6 0M3 12h5M16 12h5M4 7l4 2M20 7l-4 2M4 18l4-2M20 18l-4-2',
  search: 'M11 4a7 7 0 1 0 0 14a7 7 0 0 0 0-14M20 20l-4-4',
  bell: 'M6 16V11a6 6 0 0 1 12 0v5l2 2H4zM10 20a2 2 0 0 0 4 0',
  expand: 'M4 9V4h5M20 9V4h-5M4 15v5h5M20 15v5h-5',
  shrink: 'M9 4v5H4M15 4v5h5M9 20v-5H4M15 20v-5h5',
  palette:
    'M12 3a9 9 0 1 0 0 18c1 0 2-1 1-3s0-3 2-3h2a4 4 0 0 0 4-4c0-4-4-8-9-8M7.5 11h.01M10 7h.01M15 7h.01',
  refresh: 'M20 11a8 8 0 0 0-14-5L4 8M4 4v4h4M4 13a8 8 0 0 0 14 5l2-2M20 20v-4h-4',
  fold: 'M4 6h16M10 12h10M4 18h16M7 9l-3 3 3 3',
  menu: 'M4 6h16M4 12h16M4 18h16',
  more: 'M5 11a1 1 0 1 0 0 2a1 1 0 1 0 0-2M12 11a1 1 0 1 0 0 2a1 1 0 1 0 0-2M19 11a1 1 0 1 0 0 2a1 1 0 1 0 0-2',
  unfold: 'M4 6h16M4 12h10M4 18h16M17 9l3 3-3 3',
  chevron: 'M9 6l6 6-6 6',
  close: 'M6 6l12 12M18 6L6 18',
  back: 'M15 5l-7 7 7 7',
  user: 'M12 11a4 4 0 1 0 0-8a4 4 0 0 0 0 8M4 21c0-4 4-7 8-7s8 3 8 7',
};

export interface IconProps {
  name?: string;
  size?: string;
}

export function Icon({ name, size = '1em' }: IconProps) {
  const d = (name && PATHS[name]) || PATHS.folder;
  return (
    <chakra.svg
      viewBox="0 0 24 24"
      width={size}
      height={size}
      flexShrink={0}
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
    >
      <path d={d} />
    </chakra.svg>
  );
}
