/** The score out of 5 from an answer's 'x/5' string (the spec parses the stars from it); 0 when unreadable. */
export function parseRating(rating: string): number {
  const score = Number.parseFloat(rating.split('/')[0] ?? '');
  return Number.isFinite(score) && score >= 0 && score <= 5 ? score : 0;
}
