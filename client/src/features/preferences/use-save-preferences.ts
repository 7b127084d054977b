import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useLocation } from 'wouter';
import type { Kink } from '@core/api/catalogue';
import { savePreferencesResponseSchema } from '@core/api/preferences';
import { toast } from '@client/components/ui/use-toast';
import { useAuth } from '@client/lib/session/auth-context';
import { connectionsQuery } from '@client/lib/partners/connections-query';
import { prepareShares, uploadShares } from '@client/lib/partners/publish-shares';
import { MATCHES_QUERY_ROOT } from '@client/lib/partners/matches-query';
import { apiRequest } from '@client/lib/api-client';
import { mark, measureSince, PERF } from '@client/lib/perf-marks';
import { vault } from '@client/lib/vault';
import type { PreferenceValue } from '@client/lib/preferences/preference-values';
import { sealAllPreferences } from '@client/lib/preferences/preference-vault';
import { preferenceListQuery } from '@client/lib/preferences/preferences-queries';

/** Seal everything on the device, upload in one request, then go on to the matches. */
export function useSavePreferences() {
  const { user, setUnlockOpen } = useAuth();
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  const [saving, setSaving] = useState(false);

  const save = async (kinks: readonly Kink[], values: ReadonlyMap<number, PreferenceValue>) => {
    if (!user) {
      toast({
        title: 'Error',
        description: 'User ID not found. Please create a profile first.',
        variant: 'destructive',
      });
      navigate('/');
      return;
    }
    const keys = vault.get();
    if (!keys) {
      toast({
        title: 'Encryption key not available',
        description: 'Please log in again to set your preferences securely.',
        variant: 'destructive',
      });
      setUnlockOpen(true);
      return;
    }
    setSaving(true);
    mark(PERF.saveStart);
    try {
      let rows;
      try {
        rows = await sealAllPreferences(keys.dataKey, user.id, kinks, values);
      } catch (error) {
        console.error('Sealing preferences failed', error);
        toast({
          title: 'Encryption failed',
          description: 'Failed to encrypt your preferences. Please try again.',
          variant: 'destructive',
        });
        return;
      }
      mark(PERF.saveSealed);
      // The rows travel while the share sets are sealed; the sets go up only once the rows are saved.
      const upload = apiRequest('POST', '/api/preferences', savePreferencesResponseSchema, {
        preferences: rows,
        overwrite: true,
      });
      const connections = await queryClient.fetchQuery(connectionsQuery(user.id)).catch(() => null);
      const sets =
        connections && connections.length > 0
          ? prepareShares({ userId: user.id, keys, kinks, values, connections })
          : null;
      // Awaited below once the rows are saved; until then a sealing failure must not go unhandled.
      sets?.catch(() => undefined);
      try {
        await upload;
      } catch (error) {
        console.error('Saving preferences failed', error);
        toast({
          title: 'Error',
          description: 'Failed to save preferences. Please try again.',
          variant: 'destructive',
        });
        return;
      }
      mark(PERF.saveUploaded);
      if (sets) {
        // Every partner gets a fresh set now, so a lowered rating disappears from their view at once.
        try {
          await uploadShares(await sets);
        } catch (error) {
          console.warn('Sharing with a partner failed; the matches page retries', error);
          toast({
            title: 'Saved, not yet shared',
            description: 'Your partner will see your changes once your matches page has loaded.',
          });
        }
        await queryClient.invalidateQueries({ queryKey: [MATCHES_QUERY_ROOT] });
      }
      measureSince(PERF.save, PERF.saveStart);
      // The list on the server changed: read again when next needed (the matches page waits for
      // it), not now. This page is left in the same tick, so its 136 cards are not drawn again.
      void queryClient.invalidateQueries({ queryKey: preferenceListQuery().queryKey, refetchType: 'none' });
      toast({ title: 'Preferences saved', description: 'Encrypted on this device and stored safely.' });
      navigate(connections && connections.length > 0 ? '/matches' : '/matches?showInviteModal=true');
    } finally {
      setSaving(false);
    }
  };

  return { save, saving };
}
