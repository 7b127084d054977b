/** Quick rate's sentences, each written once. */
export const QUICK_RATE_TEXTS = {
  exit: 'Back to list',
  tried: "I've tried this",
  enjoyed: 'How much did you enjoy it?',
  pickStars: 'Pick how much you enjoyed it to go on.',
  details: 'Details',
  detailsTitle: 'Detailed preferences',
  done: 'Done',
  keys: 'Keys 1-5 rate, arrow keys move between activities.',
  invite: 'Invite your partner',
  nextCategory: 'Next category',
  finished: 'Everything rated!',
} as const;

export const categoryPosition = (position: number, total: number, category: string) =>
  `${position} of ${total} in ${category}`;
/** '41 of 136 rated', or with the list's choice: '3 of 11 rated in Bondage'. */
export const overallRated = (rated: number, total: number, scope: string | null = null) =>
  `${rated} of ${total} rated${scope ? ` ${scope}` : ''}`;
export const categoryDone = (count: number) => `${count} rated: invite your partner`;
export const allRated = (total: number, scope: string | null) =>
  `You rated all ${total} activities${scope ? ` ${scope}` : ''}.`;
