import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useLocation } from 'wouter';
import { toast } from '@client/lib/toast';
import { useAuth } from '@client/lib/session/auth-context';
import { connectionsQuery } from '@client/lib/partners/connections-query';
import { VaultLockedError } from '@client/lib/preferences/autosave-queue';
import { vault } from '@client/lib/vault';
import { SaveFailed } from './save-preferences';
import type { Autosave } from './use-autosave';
import { PAGES, LINKS } from '@core/pages';

/**
 * 'Save Preferences': saves whatever autosave has not saved yet (nothing, when all is saved), with
 * the spec's toasts, then goes on to the matches.
 */
export function useSavePreferences(flush: Autosave['flush']) {
  const { user, setUnlockOpen } = useAuth();
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  const [saving, setSaving] = useState(false);

  const keyMissing = () => {
    toast({
      title: 'Encryption key not available',
      description: 'Please log in again to set your preferences securely.',
      variant: 'destructive',
    });
    setUnlockOpen(true);
  };

  const save = async () => {
    if (!user) {
      toast({
        title: 'Error',
        description: 'User ID not found. Please create a profile first.',
        variant: 'destructive',
      });
      navigate('/');
      return;
    }
    if (!vault.get()) {
      keyMissing();
      return;
    }
    setSaving(true);
    try {
      const result = await flush();
      if (!result.ok) {
        if (result.error instanceof VaultLockedError) keyMissing();
        else if (result.error instanceof SaveFailed && result.error.stage === 'seal') {
          console.error('Sealing preferences failed', result.error.cause);
          toast({
            title: 'Encryption failed',
            description: 'Failed to encrypt your preferences. Please try again.',
            variant: 'destructive',
          });
        } else {
          console.error('Saving preferences failed', result.error);
          toast({
            title: 'Error',
            description: 'Failed to save preferences. Please try again.',
            variant: 'destructive',
          });
        }
        return;
      }
      if (result.outcome && !result.outcome.shared) {
        toast({
          title: 'Saved, not yet shared',
          description:
            result.outcome.keyChanged ??
            'Your partner will see your changes once your matches page has loaded.',
          variant: result.outcome.keyChanged ? 'destructive' : undefined,
        });
      }
      // Nothing was pending: whether there is a partner decides where to go on.
      const connected =
        result.outcome?.connected ??
        (await queryClient
          .fetchQuery(connectionsQuery(user.id))
          .then((connections) => connections.length > 0)
          .catch(() => false));
      toast({ title: 'Preferences saved', description: 'Encrypted on this device and stored safely.' });
      navigate(connected ? PAGES.matches : LINKS.matchesInviting);
    } finally {
      setSaving(false);
    }
  };

  return { save, saving };
}
