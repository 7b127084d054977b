/** Shown when a partner has no usable name (the spec's fallback for a failed name lookup). */
export const PARTNER_FALLBACK_NAME = 'Partner';

/**
 * The part of a display name before the first hyphen, as the spec shortens names in the menu
 * and the guide (connection codes look like "name-x7k!"); 'Partner' when nothing is left.
 */
export function partnerFirstName(displayName: string | null | undefined): string {
  const first = (displayName ?? '').split('-')[0]?.trim() ?? '';
  return first === '' ? PARTNER_FALLBACK_NAME : first;
}
