import { useQuery } from '@tanstack/react-query';
import { Download, Lock } from 'lucide-react';
import { Link } from 'wouter';
import { Button } from '@client/components/ui/button';
import { toast } from '@client/lib/toast';
import { useOwnBoundaries } from '@client/lib/partners/boundaries';
import { connectionsQuery } from '@client/lib/partners/connections-query';
import { useOpenedPreferences } from '@client/lib/preferences/use-opened-preferences';
import { useAuth } from '@client/lib/session/auth-context';
import { readAutoLock } from '@client/lib/session/auto-lock-setting';
import { readDiscreet } from '@client/lib/session/discreet-setting';
import { buildExport, exportFileName } from './export-data';
import { SettingsCard } from './settings-card';
import { PAGES } from '@core/pages';

function download(name: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  // The click has handed the file to the browser; the readable copy need not stay in memory.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** 'Download my data': built on this device from what the app already opened; nothing new is fetched. */
export function MyDataCard() {
  const { user, setUnlockOpen } = useAuth();
  const own = useOpenedPreferences();
  const connections = useQuery({ ...connectionsQuery(user?.id ?? 0), enabled: user !== null });
  const boundaries = useOwnBoundaries();
  const ready =
    own.kinks !== undefined &&
    own.opened !== undefined &&
    boundaries !== undefined &&
    (connections.data !== undefined || connections.isError);

  const save = () => {
    if (!user || !own.kinks || !own.opened || !boundaries) return;
    if (!connections.data) {
      toast({
        title: 'Your partners could not be loaded',
        description: 'Check your connection and try again.',
        variant: 'destructive',
      });
      void connections.refetch();
      return;
    }
    const exportedAt = new Date();
    const data = buildExport({
      exportedAt,
      user,
      kinks: own.kinks,
      values: own.opened,
      connections: connections.data,
      boundaries,
      settings: { autoLockMinutes: readAutoLock(), discreetMode: readDiscreet() },
    });
    download(exportFileName(exportedAt), JSON.stringify(data, null, 2));
    toast({
      title: 'Your data is downloaded',
      description: 'The file is not encrypted: keep it somewhere safe.',
    });
  };

  return (
    <SettingsCard
      id="my-data"
      title="Your data"
      description="A readable copy of your answers, hard limits and boundary sharing, your partners and this device's settings, made on this device."
    >
      <div className="flex flex-wrap items-center gap-3">
        {own.hasKeys ? (
          <Button onClick={save} disabled={!ready}>
            <Download aria-hidden /> Download my data
          </Button>
        ) : (
          <Button onClick={() => setUnlockOpen(true)}>
            <Lock aria-hidden /> Unlock to download my data
          </Button>
        )}
        <Link href={PAGES.privacy} className="text-sm font-medium text-primary underline underline-offset-4">
          What the server can and cannot learn
        </Link>
      </div>
    </SettingsCard>
  );
}
