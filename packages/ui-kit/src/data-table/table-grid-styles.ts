import type { SystemStyleObject } from '@chakra-ui/react';

/** The narrowest table that keeps its pinned columns at the right edge. */
export const PIN_MIN_WIDTH_PX = 600;

/**
 * The colour of a row just added: apart from the selection's (the theme's brand, green by default), from a
 * palette every theme keeps.
 */
export const REVEALED_BG = 'orange.subtle';

/**
 * Body cells are plain elements styled from the container (not one Chakra component per cell): a page of
 * 100 000 rows mounts new rows on every scroll frame, and this keeps each one cheap.
 */
export const gridStyles = (rowHeight: number): SystemStyleObject => ({
  '& table': { tableLayout: 'fixed', borderCollapse: 'separate', borderSpacing: 0, fontSize: 'sm' },
  '& thead th': {
    position: 'sticky',
    top: 0,
    zIndex: 1,
    bg: 'bg.muted',
    color: 'fg',
    fontWeight: 'semibold',
    textAlign: 'start',
    paddingInline: '3',
    height: `${rowHeight}px`,
    borderBottomWidth: '1px',
    borderColor: 'border',
    whiteSpace: 'nowrap',
  },
  '& tbody tr:not(.dt-spacer)': { height: `${rowHeight}px`, cursor: 'default' },
  '& tbody tr:not(.dt-spacer):hover': { bg: 'bg.subtle' },
  // The row just added (revealRow) stands out from its page until the user moves on; a selected row's own
  // colour, after it, wins over it.
  '& tbody tr[data-revealed]': { bg: REVEALED_BG },
  '& tbody tr[data-selected]': { bg: 'colorPalette.subtle' },
  '& .dt-cell': {
    paddingInline: '3',
    borderBottomWidth: '1px',
    borderColor: 'border.muted',
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    whiteSpace: 'nowrap',
    color: 'fg',
  },
  '& .dt-select, & th.dt-select': { textAlign: 'center', paddingInline: '0' },
  // The row's actions stay at the right edge: opaque, over the cells scrolling under them, and drawn in
  // the row's own colour when it is hovered or selected. Only where the table is wide enough: in a phone's
  // narrow table they would cover most of it and leave the other columns nowhere to be read.
  containerType: 'inline-size',
  [`@container (min-width: ${PIN_MIN_WIDTH_PX}px)`]: {
    '& .dt-pin': {
      position: 'sticky',
      right: 'var(--dt-pin-right)',
      bg: 'bg',
      boxShadow: 'inset 1px 0 0 var(--chakra-colors-border)',
    },
    '& thead th.dt-pin': { zIndex: 2, bg: 'bg.muted' },
    '& tbody tr:not(.dt-spacer):hover .dt-pin': { bg: 'bg.subtle' },
    '& tbody tr[data-revealed] .dt-pin': { bg: REVEALED_BG },
    '& tbody tr[data-selected] .dt-pin': { bg: 'colorPalette.subtle' },
  },
  '& input[type=checkbox]': {
    width: '16px',
    height: '16px',
    accentColor: 'var(--chakra-colors-color-palette-solid)',
  },
  // A button does not inherit the cell's ellipsis: it is shortened itself, within the cell's width.
  '& .dt-link': {
    display: 'block',
    maxWidth: '100%',
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    whiteSpace: 'nowrap',
    textAlign: 'start',
    color: 'blue.700',
    textDecoration: 'underline',
    cursor: 'pointer',
    _dark: { color: 'blue.300' },
  },
  '& .dt-sort': {
    display: 'inline-flex',
    alignItems: 'center',
    gap: '1',
    cursor: 'pointer',
    fontWeight: 'inherit',
  },
  '& .dt-sort-mark': { fontSize: 'xs', color: 'fg.muted' },
  '& .dt-empty': { textAlign: 'center', color: 'fg.muted', height: `${rowHeight * 2}px` },
});
