import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useLocation } from 'wouter';
import { ZodError } from 'zod';
import type { PartnerInfo } from '@core/api/session';
import { fingerprintMatches } from '@core/crypto';
import { partnerFirstName } from '@core/matching';
import { toast } from '@client/lib/toast';
import { describeFailure } from '@client/lib/api-error';
import { connectionsQuery } from '@client/lib/partners/connections-query';
import { forgetInviteFingerprint, inviteFingerprintFor } from '@client/lib/partners/pending-invite';
import { savePin } from '@client/lib/partners/partner-pins';
import { partnersApi } from '@client/lib/partners/partners-api';
import { publishSavedPreferences } from '@client/lib/partners/publish-now';
import { hasSaved, preferenceListQuery } from '@client/lib/preferences/preferences-queries';
import { useAuth } from '@client/lib/session/auth-context';
import { vault } from '@client/lib/vault';
import { CONNECT_TEXT } from './connect-text';
import { PAGES, LINKS } from '@core/pages';

export type ConnectOutcome =
  | { kind: 'connected' }
  | { kind: 'field-error'; message: string }
  | { kind: 'key-mismatch' }
  | { kind: 'failed' };

/** Looks the code up; a miss is a sentence for the field, the spec's wording in each case. */
async function lookUp(code: string, auto: boolean): Promise<PartnerInfo | ConnectOutcome> {
  try {
    return await partnersApi.lookupByCode(code);
  } catch (error) {
    const failure = describeFailure(error, CONNECT_TEXT.lookupFailed);
    if (failure.kind === 'not-found') {
      if (auto)
        toast({
          title: 'Invitation not valid',
          description: CONNECT_TEXT.invalidInvitation,
          variant: 'destructive',
        });
      return {
        kind: 'field-error',
        message: auto ? CONNECT_TEXT.invalidInvitation : CONNECT_TEXT.partnerNotFound,
      };
    }
    // The answer arrived but was not a partner: the shared schema refused it.
    if (error instanceof ZodError) return { kind: 'field-error', message: CONNECT_TEXT.invalidPartnerData };
    return { kind: 'field-error', message: failure.message };
  }
}

/**
 * The connection flow of the spec with the key check of the protocol: look the code up, refuse a
 * key that does not match the invitation's #fp, connect, publish this user's shares for the new
 * partner, then go on (an automatic connection to the dashboard, a manual one to the matches or
 * to the preferences when there are none yet).
 */
export function useConnectPartner() {
  const { user } = useAuth();
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  const [connecting, setConnecting] = useState(false);

  const connect = async (rawCode: string, { auto = false } = {}): Promise<ConnectOutcome> => {
    const code = rawCode.trim();
    if (!code) return { kind: 'field-error', message: CONNECT_TEXT.codeRequired };
    if (!user) return { kind: 'field-error', message: CONNECT_TEXT.signInFirst };
    setConnecting(true);
    try {
      const partner = await lookUp(code, auto);
      if ('kind' in partner) return partner;
      const expected = inviteFingerprintFor(code);
      if (expected && !(await fingerprintMatches(partner.publicKey, expected)))
        return { kind: 'key-mismatch' };

      let answer;
      try {
        answer = await partnersApi.connect(code);
      } catch (error) {
        const failure = describeFailure(error, CONNECT_TEXT.connectFailed);
        if (failure.kind === 'failed' || failure.kind === 'offline') {
          toast({ title: 'Connection failed', description: failure.message, variant: 'destructive' });
          return { kind: 'failed' };
        }
        return { kind: 'field-error', message: failure.message };
      }
      // The key the server paired us with must be the one the invitation vouched for.
      if (answer.partner.publicKey !== partner.publicKey) {
        await partnersApi.disconnect(answer.id);
        return { kind: 'key-mismatch' };
      }
      forgetInviteFingerprint();
      toast({
        title: 'Connected Successfully!',
        description: `You are now connected with ${partnerFirstName(answer.partner.displayName)}.`,
      });
      const connections = await queryClient.fetchQuery({ ...connectionsQuery(user.id), staleTime: 0 });
      const connection = connections.find((item) => item.id === answer.id);
      const keys = vault.get();
      if (connection && keys) {
        // The key checked against the invitation's #fp (when the link had one) is the pin: a key
        // the server gives later for this partner must be this one (step 13a).
        await savePin(keys, user.id, connection, {
          partnerPublicKey: partner.publicKey,
          compared: false,
        }).catch((error: unknown) =>
          console.warn('Pinning the new partner key failed; it is pinned at next use', error),
        );
      }
      if (connection) {
        await publishSavedPreferences(queryClient, user.id, [connection]).catch((error: unknown) =>
          console.warn('Publishing for the new partner failed; the matches page retries', error),
        );
      }
      if (auto) {
        navigate(PAGES.dashboard, { replace: true });
        return { kind: 'connected' };
      }
      const saved = await queryClient.fetchQuery(preferenceListQuery()).catch(() => undefined);
      if (hasSaved(saved)) {
        toast({ title: 'Ready to view matches!', description: 'Your matches update as you both save.' });
        navigate(LINKS.matchesWith(answer.partnerId));
      } else {
        const name = partnerFirstName(answer.partner.displayName);
        navigate(LINKS.connectedPreferences(name, answer.partnerId));
      }
      return { kind: 'connected' };
    } finally {
      setConnecting(false);
    }
  };

  return { connect, connecting };
}
