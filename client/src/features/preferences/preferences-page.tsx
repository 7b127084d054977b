import { HelpCircle, Lock, Search } from 'lucide-react';
import { useCallback, useMemo, useState } from 'react';
import { useSearch } from 'wouter';
import type { Kink } from '@core/api/catalogue';
import { PageLoading } from '@client/components/page-loading';
import { BusyButton } from '@client/components/busy-button';
import { Button } from '@client/components/ui/button';
import { Card, CardContent } from '@client/components/ui/card';
import { Input } from '@client/components/ui/input';
import { Progress } from '@client/components/ui/progress';
import { useAuth } from '@client/lib/session/auth-context';
import { ActivityInfoDialog } from './activity-info-dialog';
import { ActivityList } from './activity-list';
import { CategoryChips } from './category-chips';
import { ConnectionSuccessDialog } from './connection-success-dialog';
import {
  completionPercent,
  defaultPreference,
  type PreferenceValue,
} from '@client/lib/preferences/preference-values';
import { ALL_CATEGORIES, categoryOrder, filterKinks } from './catalogue-filter';
import { SuggestionForm } from './suggestion-form';
import { isTutorialDismissed, TutorialDialog } from './tutorial-dialog';
import { useOpenedPreferences } from '@client/lib/preferences/use-opened-preferences';
import { useSavePreferences } from './use-save-preferences';
import { useUnsavedWarning } from './use-unsaved-warning';

export default function PreferencesPage() {
  const { user, setUnlockOpen, unlockOpen } = useAuth();
  const { kinks, kinksError, opened, hasKeys, loading } = useOpenedPreferences();
  const { save, saving } = useSavePreferences();
  const [edits, setEdits] = useState<ReadonlyMap<number, PreferenceValue>>(new Map());
  const [category, setCategory] = useState(ALL_CATEGORIES);
  const [search, setSearch] = useState('');
  const [tutorialOpen, setTutorialOpen] = useState(() => user !== null && !isTutorialDismissed(user.id));
  const connectionNews = new URLSearchParams(useSearch()).get('connectionSuccess') === 'true';
  const [info, setInfo] = useState<Kink | null>(null);

  // Stable default objects keep unrated cards from re-rendering on every change elsewhere.
  const defaults = useMemo(
    () => new Map((kinks ?? []).map((kink) => [kink.id, defaultPreference(kink)])),
    [kinks],
  );
  const values = useMemo(
    () => new Map<number, PreferenceValue>([...defaults, ...(opened ?? []), ...edits]),
    [defaults, opened, edits],
  );
  const onChange = useCallback((kinkId: number, value: PreferenceValue) => {
    setEdits((previous) => new Map(previous).set(kinkId, value));
  }, []);
  useUnsavedWarning(edits.size > 0 && !saving);
  const valueOf = (kink: Kink) => values.get(kink.id) ?? defaultPreference(kink);

  if (loading) return <PageLoading />;
  if (kinksError || !kinks) {
    return (
      <p className="px-4 py-10 text-center">
        The activity catalogue could not be loaded. Please reload the page.
      </p>
    );
  }

  const percent = completionPercent(kinks, values);
  const visible = filterKinks(kinks, category, search);

  return (
    <div className="mx-auto grid max-w-5xl gap-6 px-4 py-6">
      <div className="flex items-start justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold tracking-tight">Your Preferences</h1>
          <p className="text-muted-foreground">
            Only activities you both mark Curious or higher are ever shared.
          </p>
        </div>
        <Button variant="outline" onClick={() => setTutorialOpen(true)}>
          <HelpCircle aria-hidden /> Help
        </Button>
      </div>

      {!hasKeys ? (
        <Card>
          <CardContent className="flex flex-col items-start gap-3 pt-6 sm:flex-row sm:items-center">
            <Lock className="size-6 text-primary" aria-hidden />
            <p className="flex-1">
              Your preferences are encrypted and your key was cleared when the page reloaded. Re-enter your
              password to see and edit them.
            </p>
            <Button onClick={() => setUnlockOpen(true)}>Unlock Preferences</Button>
          </CardContent>
        </Card>
      ) : (
        <>
          <div className="grid gap-2">
            <div className="flex justify-between text-sm">
              <span className="font-medium">Progress</span>
              <span>{percent}% complete</span>
            </div>
            <Progress value={percent} aria-label="Preferences completed" />
          </div>
          <div className="relative">
            <Search
              className="absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
              aria-hidden
            />
            <Input
              type="search"
              placeholder="Search activities..."
              aria-label="Search activities"
              value={search}
              onChange={(event) => setSearch(event.target.value)}
              className="pl-9"
            />
          </div>
          <CategoryChips
            categories={categoryOrder(kinks.map((k) => k.category))}
            selected={category}
            onSelect={setCategory}
          />
          <ActivityList
            kinks={visible}
            category={category}
            valueOf={valueOf}
            onChange={onChange}
            onInfo={setInfo}
          />
          <div className="sticky bottom-20 z-30 flex flex-col items-center gap-1 md:bottom-4">
            {edits.size > 0 && (
              <p
                role="status"
                className="rounded-full bg-background/95 px-3 py-0.5 text-xs text-muted-foreground shadow-sm"
              >
                {edits.size} unsaved {edits.size === 1 ? 'change' : 'changes'}
              </p>
            )}
            <BusyButton
              size="lg"
              className="shadow-lg"
              busy={saving}
              busyText="Saving..."
              onClick={() => void save(kinks, values)}
            >
              Save Preferences
            </BusyButton>
          </div>
          <SuggestionForm />
        </>
      )}

      {/* One modal at a time: the password comes before the tour. */}
      {/* One modal at a time (the connection news first), and never over a locked page. */}
      {user && (
        <TutorialDialog
          open={tutorialOpen && hasKeys && !unlockOpen && !connectionNews}
          onClose={() => setTutorialOpen(false)}
          userId={user.id}
        />
      )}
      <ActivityInfoDialog kink={info} onClose={() => setInfo(null)} />
      {!unlockOpen && <ConnectionSuccessDialog />}
    </div>
  );
}
