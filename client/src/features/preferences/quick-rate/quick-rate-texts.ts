/** Quick rate's sentences, each written once. */
export const QUICK_RATE_TEXTS = {
  exit: 'Back to list',
  tried: "I've tried this",
  enjoyed: 'How much did you enjoy it?',
  pickStars: 'Pick how much you enjoyed it to go on.',
  detailsInList: 'Detailed preferences are in the full list.',
  keys: 'Keys 1-5 rate, arrow keys move between activities.',
  invite: 'Invite your partner',
  nextCategory: 'Next category',
  finished: 'Everything rated!',
} as const;

export const categoryPosition = (position: number, total: number, category: string) =>
  `${position} of ${total} in ${category}`;
export const overallRated = (rated: number, total: number) => `${rated} of ${total} rated`;
export const categoryDone = (count: number) => `${count} rated: invite your partner`;
