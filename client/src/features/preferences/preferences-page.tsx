import { useCallback, useMemo, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import type { Kink } from '@core/api/catalogue';
import { PageLoading } from '@client/components/page-loading';
import { Progress } from '@client/components/ui/progress';
import { useAuth } from '@client/lib/session/auth-context';
import { completionPercent, defaultPreference, isRated } from '@client/lib/preferences/preference-values';
import { useOpenedPreferences } from '@client/lib/preferences/use-opened-preferences';
import { isTutorialDismissed } from '@client/lib/tutorial-choice';
import { ActivityInfoDialog } from './activity-info-dialog';
import { ActivityList, type ChapterProgress } from './activity-list';
import { categoryOrder } from './catalogue-filter';
import { ConnectionSuccessDialog } from './connection-success-dialog';
import { HardLimitContext } from './hard-limit-context';
import { LockedNotice } from './locked-preferences';
import { PreferencesHeader } from './preferences-header';
import { PreferencesToolbar } from './preferences-toolbar';
import { QuickRate } from './quick-rate/quick-rate';
import { SaveBar } from './save-bar';
import { SaveStatus } from './save-status';
import { SuggestionForm } from './suggestion-form';
import { TutorialDialog } from './tutorial-dialog';
import { useAutosave } from './use-autosave';
import { useHardLimits } from './use-hard-limits';
import { showListStart, useNextUnrated } from './use-next-unrated';
import { useSavePreferences } from './use-save-preferences';
import { useActivityFilter } from './use-activity-filter';
import { PAGES } from '@core/pages';

export default function PreferencesPage() {
  const { user, setUnlockOpen, unlockOpen } = useAuth();
  const { kinks, kinksError, opened, hasKeys, loading } = useOpenedPreferences();
  const autosave = useAutosave({ kinks, opened });
  const { values, state } = autosave;
  const { save, saving } = useSavePreferences(autosave.flush);
  const hardLimits = useHardLimits();
  const { guard } = hardLimits;
  const hardLimitControl = useMemo(
    () => ({ ids: hardLimits.ids, set: hardLimits.set }),
    [hardLimits.ids, hardLimits.set],
  );
  const onChange = useMemo(() => guard(autosave.onChange), [guard, autosave.onChange]);
  const { category, setCategory, search, setSearch, allOrder, shown, order } = useActivityFilter(kinks);
  const categories = useMemo(() => categoryOrder((kinks ?? []).map((k) => k.category)), [kinks]);
  const [tutorialOpen, setTutorialOpen] = useState(() => user !== null && !isTutorialDismissed(user.id));
  const connectionNews = new URLSearchParams(useSearch()).get('connectionSuccess') === 'true';
  const [info, setInfo] = useState<Kink | null>(null);
  const [quickRate, setQuickRate] = useState(false);
  const [, navigate] = useLocation();
  const nextUnratedFrom = useNextUnrated();
  // `values` holds a stable default for every unrated activity (use-autosave.ts): cards compare it.
  const valueOf = useCallback((kink: Kink) => values.get(kink.id) ?? defaultPreference(kink), [values]);

  const chapters = useMemo(() => {
    const progress = new Map<string, { rated: number; total: number }>();
    for (const kink of kinks ?? []) {
      const entry = progress.get(kink.category) ?? { rated: 0, total: 0 };
      progress.set(kink.category, {
        rated: entry.rated + (isRated(values.get(kink.id)) ? 1 : 0),
        total: entry.total + 1,
      });
    }
    return progress as ChapterProgress;
  }, [kinks, values]);

  if (loading) return <PageLoading />;
  if (kinksError || !kinks) {
    return (
      <p className="px-4 py-10 text-center">
        The activity catalogue could not be loaded. Please reload the page.
      </p>
    );
  }

  const percent = completionPercent(kinks, values);
  const rated = kinks.filter((kink) => isRated(values.get(kink.id))).length;
  const unratedShown = order.some((id) => !isRated(values.get(id)));
  const goToNextUnrated = () => nextUnratedFrom(order, (id) => isRated(values.get(id)));
  const startQuickRate = () => {
    setQuickRate(true);
    window.scrollTo({ top: 0 });
  };

  return (
    <div className="mx-auto grid max-w-5xl gap-5 px-4 pt-6">
      {/* Quick rate has its own way back; its five levels need the phone's whole height. */}
      {!quickRate && (
        <PreferencesHeader
          onHelp={() => setTutorialOpen(true)}
          onQuickRate={hasKeys && shown.size > 0 ? startQuickRate : null}
        />
      )}

      {!hasKeys ? (
        <LockedNotice onUnlock={() => setUnlockOpen(true)}>
          {state.dirty && <SaveStatus status={state.status} idleText="" />}
        </LockedNotice>
      ) : (
        <>
          {quickRate ? (
            <QuickRate
              kinks={allOrder}
              filter={{ category, search }}
              valueOf={valueOf}
              onChange={onChange}
              onExit={() => setQuickRate(false)}
              onInvite={() => navigate(PAGES.connect)}
            />
          ) : (
            <>
              <div className="grid gap-2">
                <div className="flex justify-between text-sm">
                  <span className="font-medium">Progress</span>
                  <span>{percent}% complete</span>
                </div>
                <Progress value={percent} aria-label="Preferences completed" />
              </div>
              <PreferencesToolbar
                categories={categories}
                category={category}
                onCategory={(next) => {
                  setCategory(next);
                  showListStart();
                }}
                search={search}
                onSearch={setSearch}
                onNextUnrated={unratedShown ? goToNextUnrated : null}
              />
              <div id="activity-list-start" className="scroll-mt-44 md:scroll-mt-56">
                <HardLimitContext.Provider value={hardLimitControl}>
                  <ActivityList
                    kinks={kinks}
                    shown={shown}
                    progress={chapters}
                    valueOf={valueOf}
                    onChange={onChange}
                    onInfo={setInfo}
                  />
                </HardLimitContext.Provider>
              </div>
              <SuggestionForm />
            </>
          )}
          <SaveBar
            status={state.status}
            rated={rated}
            total={kinks.length}
            busy={saving}
            onSave={() => void save()}
          />
        </>
      )}

      {/* One modal at a time (the connection news first), and never over a locked page. */}
      {user && (
        <TutorialDialog
          open={tutorialOpen && hasKeys && !unlockOpen && !connectionNews}
          onClose={() => setTutorialOpen(false)}
          onQuickRate={startQuickRate}
          userId={user.id}
        />
      )}
      <ActivityInfoDialog kink={info} onClose={() => setInfo(null)} />
      {!unlockOpen && <ConnectionSuccessDialog />}
    </div>
  );
}
