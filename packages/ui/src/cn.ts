import { type ClassValue, clsx } from 'clsx';
import { type ClassValidator, createTailwindMerge, validators } from 'tailwind-merge';

const {
  isAny,
  isArbitraryImage,
  isArbitraryLength,
  isArbitrarySize,
  isArbitraryShadow,
  isArbitraryValue: isArbitrary,
  isArbitraryVariable: isVariable,
  isArbitraryVariableImage,
  isArbitraryVariableLength,
  isArbitraryVariableShadow,
  isArbitraryVariableSize,
  isFraction,
  isInteger,
  isNumber,
  isTshirtSize,
} = validators;

// A colour is any name Tailwind's own configuration would read as one (`bg-accent`, `text-ink-muted`):
// the groups that share its prefix with a size or a style are listed, and so checked, first.
const color = [isAny];
const spacing = [isNumber, 'px', 'topbar', 'sidenav', isVariable, isArbitrary];
const inset = [...spacing, isFraction, 'full', 'auto'];
const viewport = ['dvw', 'dvh', 'lvw', 'lvh', 'svw', 'svh'];
const extent = [...spacing, isFraction, 'auto', 'full', 'screen', 'min', 'max', 'fit', ...viewport];
const lineWidth = ['', isNumber, isArbitraryVariableLength, isArbitraryLength];
const radius = ['', 'none', 'full', isTshirtSize, isVariable, isArbitrary];

/** One class group per prefix: `{ p: spacing }` as `p: [{ p: spacing }]`. */
type Scale = ReadonlyArray<string | ClassValidator>;
const scales = <const K extends string>(groups: Record<K, Scale>) =>
  Object.fromEntries(
    Object.entries<Scale>(groups).map(([prefix, scale]) => [prefix, [{ [prefix]: [...scale] }]]),
  ) as Record<K, [Record<string, (string | ClassValidator)[]>]>;

/**
 * tailwind-merge with the class groups this app's components and screens use, not Tailwind's
 * whole vocabulary: its default configuration was 8.6 KiB gzip of every page's first load and
 * 20-90 ms of a phone's first render building its lookup table. The groups keep tailwind-merge's own
 * names, and apps/web/src/class-merge.test.ts checks every class written in apps/web and
 * packages/ui lands in the group, with the same conflicts, that the default configuration gives
 * it: a class it does not know here would be kept beside its rival instead of replacing it.
 */
export const classMergeConfig = () => ({
  cacheSize: 500,
  theme: {},
  classGroups: {
    ...scales({
      p: spacing,
      px: spacing,
      py: spacing,
      pt: spacing,
      pr: spacing,
      pb: spacing,
      pl: spacing,
      m: [...spacing, 'auto'],
      mx: [...spacing, 'auto'],
      my: [...spacing, 'auto'],
      mt: [...spacing, 'auto'],
      mr: [...spacing, 'auto'],
      mb: [...spacing, 'auto'],
      ml: [...spacing, 'auto'],
      gap: spacing,
      'gap-x': spacing,
      'gap-y': spacing,
      'scroll-mt': spacing,
      inset,
      'inset-x': inset,
      'inset-y': inset,
      top: inset,
      right: inset,
      bottom: inset,
      left: inset,
      w: [...extent, 'content', 'form'],
      h: [...extent, 'lh'],
      size: extent,
      'min-w': extent,
      'min-h': [...extent, 'lh'],
      'max-w': [...extent, 'none', 'content', 'form', isTshirtSize],
      'max-h': [...extent, 'none', 'lh'],
      'translate-x': [isFraction, 'full', ...spacing],
      'translate-y': [isFraction, 'full', ...spacing],
      rotate: ['none', isNumber, isVariable, isArbitrary],
      flex: [isNumber, isFraction, 'auto', 'initial', 'none', isArbitrary],
      shrink: ['', isNumber, isVariable, isArbitrary],
      order: [isInteger, 'first', 'last', 'none', isVariable, isArbitrary],
      'grid-cols': [isInteger, 'none', 'subgrid', isVariable, isArbitrary],
      'auto-rows': ['auto', 'min', 'max', 'fr', isVariable, isArbitrary],
      z: [isInteger, 'auto', isVariable, isArbitrary],
      opacity: [isNumber, isVariable, isArbitrary],
      duration: [isNumber, 'initial', isVariable, isArbitrary],
      'line-clamp': [isNumber, 'none', isVariable, isArbitrary],
      leading: [isNumber, 'none', 'tight', 'snug', 'normal', 'relaxed', 'loose', isVariable, isArbitrary],
      tracking: ['tighter', 'tight', 'normal', 'wide', 'wider', 'widest', isVariable, isArbitrary],
      accent: color,
      fill: ['none', ...color],
      'outline-offset': [isNumber, isVariable, isArbitrary],
      'underline-offset': [isNumber, 'auto', isVariable, isArbitrary],
      rounded: radius,
      'rounded-bl': radius,
      'rounded-br': radius,
      shadow: [
        '',
        'none',
        'card',
        'raised',
        'glow',
        isTshirtSize,
        isArbitraryVariableShadow,
        isArbitraryShadow,
      ],
      blur: ['', 'none', isTshirtSize, isVariable, isArbitrary],
      'backdrop-blur': ['', 'none', isTshirtSize, isVariable, isArbitrary],
      animate: [
        'none',
        'spin',
        'ping',
        'pulse',
        'bounce',
        'fade-in',
        'pop-in',
        'slide-in-right',
        isArbitrary,
      ],
      transition: ['', 'all', 'colors', 'opacity', 'shadow', 'transform', 'none', isVariable, isArbitrary],
    }),
    // Prefixes shared by groups, told apart by their value (`text-sm` a size, `text-ink` a colour).
    'font-size': [{ text: ['base', 'display', isTshirtSize, isArbitraryVariableLength, isArbitraryLength] }],
    'text-color': [{ text: color }],
    'border-w': [{ border: lineWidth }],
    'border-w-y': [{ 'border-y': lineWidth }],
    'border-w-t': [{ 'border-t': lineWidth }],
    'border-w-r': [{ 'border-r': lineWidth }],
    'border-w-b': [{ 'border-b': lineWidth }],
    'border-w-l': [{ 'border-l': lineWidth }],
    'outline-w': [{ outline: lineWidth }],
    'ring-w': [{ ring: lineWidth }],
    'bg-clip': [{ 'bg-clip': ['border', 'padding', 'content', 'text'] }],
    'bg-size': [{ bg: ['auto', 'cover', 'contain', isArbitraryVariableSize, isArbitrarySize] }],
    'bg-image': [
      {
        bg: [
          'none',
          { linear: [{ to: ['t', 'tr', 'r', 'br', 'b', 'bl', 'l', 'tl'] }] },
          isArbitraryVariableImage,
          isArbitraryImage,
        ],
      },
    ],
    'bg-color': [{ bg: color }],
    'border-color': [{ border: color }],
    'divide-color': [{ divide: color }],
    'outline-color': [{ outline: color }],
    'ring-color': [{ ring: color }],
    'gradient-from': [{ from: color }],
    'gradient-to': [{ to: color }],
    'divide-y': [{ 'divide-y': lineWidth }],
    'flex-direction': [{ flex: ['row', 'row-reverse', 'col', 'col-reverse'] }],
    'flex-wrap': [{ flex: ['nowrap', 'wrap', 'wrap-reverse'] }],
    'col-start-end': [{ col: ['auto', { span: ['full', isInteger, isVariable, isArbitrary] }] }],
    'font-family': [{ font: ['sans', 'serif', 'mono'] }],
    'font-weight': [
      { font: ['thin', 'extralight', 'light', 'normal', 'medium', 'semibold', 'bold', 'extrabold', 'black'] },
    ],
    'text-alignment': [{ text: ['left', 'center', 'right', 'justify', 'start', 'end'] }],
    'align-items': [{ items: ['start', 'end', 'center', 'stretch', { baseline: ['', 'last'] }] }],
    'align-self': [{ self: ['auto', 'start', 'end', 'center', 'stretch', { baseline: ['', 'last'] }] }],
    'justify-content': [
      { justify: ['normal', 'start', 'end', 'center', 'between', 'around', 'evenly', 'stretch'] },
    ],
    'list-style-type': [{ list: ['disc', 'decimal', 'none', isVariable, isArbitrary] }],
    'object-fit': [{ object: ['contain', 'cover', 'fill', 'none', 'scale-down'] }],
    overflow: [{ overflow: ['auto', 'hidden', 'clip', 'visible', 'scroll'] }],
    'overflow-x': [{ 'overflow-x': ['auto', 'hidden', 'clip', 'visible', 'scroll'] }],
    'overflow-y': [{ 'overflow-y': ['auto', 'hidden', 'clip', 'visible', 'scroll'] }],
    'outline-style': [{ outline: ['solid', 'dashed', 'dotted', 'double', 'none', 'hidden'] }],
    'border-style': [{ border: ['solid', 'dashed', 'dotted', 'double', 'hidden', 'none'] }],
    'pointer-events': [{ 'pointer-events': ['auto', 'none'] }],
    cursor: [
      {
        cursor: [
          'auto',
          'default',
          'pointer',
          'wait',
          'text',
          'move',
          'not-allowed',
          isVariable,
          isArbitrary,
        ],
      },
    ],
    select: [{ select: ['none', 'text', 'all', 'auto'] }],
    resize: [{ resize: ['none', '', 'y', 'x'] }],
    appearance: [{ appearance: ['none', 'auto'] }],
    'field-sizing': [{ 'field-sizing': ['fixed', 'content'] }],
    break: [{ break: ['normal', 'words', 'all', 'keep'] }],
    whitespace: [{ whitespace: ['normal', 'nowrap', 'pre', 'pre-line', 'pre-wrap', 'break-spaces'] }],
    display: [
      'block',
      'inline-block',
      'inline',
      'flex',
      'inline-flex',
      'table',
      'table-row',
      'table-cell',
      'grid',
      'inline-grid',
      'contents',
      'list-item',
      'hidden',
    ],
    position: ['static', 'fixed', 'absolute', 'relative', 'sticky'],
    visibility: ['visible', 'invisible', 'collapse'],
    isolation: ['isolate', 'isolation-auto'],
    sr: ['sr-only', 'not-sr-only'],
    'font-style': ['italic', 'not-italic'],
    'fvn-spacing': ['proportional-nums', 'tabular-nums'],
    'text-decoration': ['underline', 'overline', 'line-through', 'no-underline'],
    'text-overflow': ['truncate', 'text-ellipsis', 'text-clip'],
    'text-transform': ['uppercase', 'lowercase', 'capitalize', 'normal-case'],
    filter: [{ filter: ['', 'none'] }],
    transform: [{ transform: ['', 'none', 'cpu', 'gpu'] }],
  },
  conflictingClassGroups: {
    p: ['px', 'py', 'pt', 'pr', 'pb', 'pl'],
    px: ['pr', 'pl'],
    py: ['pt', 'pb'],
    m: ['mx', 'my', 'mt', 'mr', 'mb', 'ml'],
    mx: ['mr', 'ml'],
    my: ['mt', 'mb'],
    gap: ['gap-x', 'gap-y'],
    inset: ['inset-x', 'inset-y', 'top', 'right', 'bottom', 'left'],
    'inset-x': ['right', 'left'],
    'inset-y': ['top', 'bottom'],
    size: ['w', 'h'],
    flex: ['shrink'],
    'font-size': ['leading'],
    'line-clamp': ['display', 'overflow'],
    overflow: ['overflow-x', 'overflow-y'],
    rounded: ['rounded-br', 'rounded-bl'],
    'border-w': ['border-w-y', 'border-w-t', 'border-w-r', 'border-w-b', 'border-w-l'],
    'border-w-y': ['border-w-t', 'border-w-b'],
  },
  conflictingClassGroupModifiers: { 'font-size': ['leading'] },
  orderSensitiveModifiers: [
    '*',
    '**',
    'after',
    'backdrop',
    'before',
    'details-content',
    'file',
    'first-letter',
    'first-line',
    'marker',
    'placeholder',
    'selection',
  ],
});

const merge = createTailwindMerge(classMergeConfig);

/**
 * Joins class names and lets the caller's classes win over a component's own when both set the
 * same property (`hidden` from the caller beats the Button's `inline-flex`).
 */
export function cn(...values: ClassValue[]): string {
  return merge(clsx(values));
}
