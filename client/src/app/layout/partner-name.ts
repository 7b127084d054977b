/** The spec shows a partner by the part of their display name before the first hyphen. */
export function partnerShortName(displayName: string | undefined): string {
  const short = displayName?.split('-')[0]?.trim();
  return short || 'Partner';
}
