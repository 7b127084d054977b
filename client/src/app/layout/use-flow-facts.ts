import { useQuery } from '@tanstack/react-query';
import { useAuth } from '@client/lib/session/auth-context';
import { connectionsQuery } from '@client/lib/partners/connections-query';
import { hasSaved, preferenceListQuery } from '@client/lib/preferences/preferences-queries';
import type { FlowFacts } from './step-rules';

/** What the step bar's locks depend on: the session, saved preferences and connections. */
export function useFlowFacts(): FlowFacts {
  const { user } = useAuth();
  const preferences = useQuery({ ...preferenceListQuery(), enabled: user !== null });
  const connections = useQuery({ ...connectionsQuery(user?.id ?? 0), enabled: user !== null });
  return {
    signedIn: user !== null,
    hasPreferences: hasSaved(preferences.data),
    hasConnection: (connections.data?.length ?? 0) > 0,
  };
}
