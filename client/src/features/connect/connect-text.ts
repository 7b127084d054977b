import { PARTNER_CODE_REQUIRED, PARTNER_NOT_FOUND } from '@core/api/messages';

/** The connect page's sentences: the spec's wording where it has one, one place for all of them. */
export const CONNECT_TEXT = {
  codeRequired: PARTNER_CODE_REQUIRED,
  partnerNotFound: PARTNER_NOT_FOUND,
  invalidInvitation: 'Invalid invitation link. The partner code may have expired or is incorrect.',
  lookupFailed: 'Failed to find partner. Please try again.',
  invalidPartnerData: 'Invalid partner data received. Please try again.',
  connectFailed: 'Failed to connect with partner',
  signInFirst: 'Please sign in before connecting with a partner.',
  keyMismatchTitle: "This link does not match your partner's key",
  keyMismatch:
    'The invitation link vouches for one encryption key, but the server offered a different one, so we did not connect. ' +
    'Someone may be trying to read what you share. Ask your partner to send you a fresh link in person or over a channel you trust, ' +
    'and compare your safety codes once connected.',
  copyFailed: 'Copy failed: Unable to copy to clipboard. Please copy the code manually.',
} as const;
