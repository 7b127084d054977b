import { useQuery } from '@tanstack/react-query';
import { safetyCodeForPair } from '@core/crypto';

type Member = { id: number; publicKey: string };

/** The pair's 12-digit safety code, the same on both phones; undefined while it is computed. */
export function useSafetyCode(me: Member | null, partner: Member): string | undefined {
  const query = useQuery({
    queryKey: ['safety-code', me?.id, me?.publicKey, partner.id, partner.publicKey],
    queryFn: () => (me ? safetyCodeForPair(me, partner) : Promise.reject(new Error('Signed out'))),
    enabled: me !== null,
    staleTime: Infinity,
  });
  return query.data;
}
