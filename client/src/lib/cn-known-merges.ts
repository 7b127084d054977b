/*
 * The merges the audited first screens ask for (the user menu's round button, the page loader's
 * larger spinner, a taller outline button), answered without building tailwind-merge during the
 * first render. cn.test.ts checks each answer against twMerge; a list not found here is merged
 * by twMerge as before, so a class changed at a call site costs time, never a wrong result.
 */

/** components/ui/button.tsx's base classes. */
const BUTTON_START = 'inline-flex shrink-0 items-center justify-center gap-2';
const BUTTON_END =
  "text-sm font-medium whitespace-nowrap transition-all outline-none focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50 disabled:pointer-events-none disabled:opacity-50 aria-invalid:border-destructive aria-invalid:ring-destructive/20 [&_svg]:pointer-events-none [&_svg]:shrink-0 [&_svg:not([class*='size-'])]:size-4";
const BUTTON = `${BUTTON_START} rounded-md ${BUTTON_END}`;
const GHOST = 'hover:bg-accent hover:text-accent-foreground';
const OUTLINE = `border border-input bg-background shadow-xs ${GHOST}`;

/** Class lists as clsx joins them, and what twMerge makes of each. */
export const KNOWN_MERGES = new Map<string, string>([
  [
    `${BUTTON} ${GHOST} size-10 size-11 rounded-full`,
    `${BUTTON_START} ${BUTTON_END} ${GHOST} size-11 rounded-full`,
  ],
  ['size-4 animate-spin size-6', 'animate-spin size-6'],
  [
    `${BUTTON} ${OUTLINE} h-10 px-4 py-2 has-[>svg]:px-3 h-11`,
    `${BUTTON} ${OUTLINE} px-4 py-2 has-[>svg]:px-3 h-11`,
  ],
]);
