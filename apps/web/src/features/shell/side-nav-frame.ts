/**
 * The side navigation's box, from the large breakpoint up: the side navigation (side-nav.tsx) and
 * the empty stand-in the signed-in shell draws while its code loads, so the screen beside it never moves.
 */
export const SIDE_NAV_FRAME_CLASSES =
  'sticky top-topbar hidden h-[calc(100dvh-var(--spacing-topbar))] w-sidenav shrink-0 flex-col gap-6 overflow-y-auto border-r border-line px-4 py-6 lg:flex';
