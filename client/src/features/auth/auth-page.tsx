import { CheckCircle2 } from 'lucide-react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { PageLoading } from '@client/components/page-loading';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@client/components/ui/card';
import { entryMode } from '@client/lib/auth-entry';
import { useVaultKeys } from '@client/lib/vault';
import { useAuth } from '@client/lib/session/auth-context';
import { whenIdle } from '@client/lib/when-idle';
import { LoginFormView } from './login-form';
import { ModeTabs } from './mode-tabs';
import { postSignInDestination } from './post-sign-in';

// Registration (with its strength meter and form rules) is warmed once the page is drawn and the
// browser idles (at most 2 s on), so a visitor who chose 'Create Profile' rarely sees it load;
// warmed at once, its requests and code shared the phone with the sign-in card's first paint.
const loadRegisterForm = () => import('./register-form');
const RegisterFormView = lazy(() =>
  loadRegisterForm().then((module) => ({ default: module.RegisterFormView })),
);

// Reached from 'Forgot password?' only: kept out of the sign-in page's first download.
const ForgotFormView = lazy(() =>
  import('./forgot-form').then((module) => ({ default: module.ForgotFormView })),
);
const RecoverFormView = lazy(() =>
  import('./recover-form').then((module) => ({ default: module.RecoverFormView })),
);

type Mode = 'login' | 'register' | 'forgot' | 'recover';

const BENEFITS = [
  'A private profile with a secure partner connection',
  'Detailed preference tracking, encrypted on your device',
  'Personalised compatibility insights for the two of you',
  'You stay in control: only mutual interests are ever revealed',
];

const TITLES: Record<Mode, { title: string; description: string }> = {
  login: { title: 'Welcome back', description: 'Sign in to unlock your preferences on this device.' },
  register: {
    title: 'Create your profile',
    description: 'Your password never leaves this device, and we never see what you rate.',
  },
  forgot: {
    title: 'Forgot password',
    description: 'Look up the reminder you set when you registered, or use your recovery code.',
  },
  recover: {
    title: 'Recover with your code',
    description: 'Choose a new password; everything you rated stays as it is.',
  },
};

/** The modes reached from 'Forgot password?': no login/register tabs above them. */
const isRecovery = (mode: Mode) => mode === 'forgot' || mode === 'recover';

export default function AuthPage() {
  const search = useSearch();
  const [, navigate] = useLocation();
  const { status } = useAuth();
  const keys = useVaultKeys();
  const invite = new URLSearchParams(search).get('invite');
  const [mode, setMode] = useState<Mode>(() => entryMode(search));
  useEffect(() => whenIdle(() => void loadRegisterForm()), []);
  // While a new account's recovery code is on screen, nothing leads away from it but Continue.
  const [codeShown, setCodeShown] = useState(false);

  useEffect(() => {
    if (status !== 'authenticated') return;
    const destination = postSignInDestination(invite, keys !== null);
    if (destination) navigate(destination, { replace: true });
  }, [status, keys, invite, navigate]);

  return (
    <div className="mx-auto grid max-w-5xl gap-8 px-4 py-6 md:grid-cols-2 md:py-10">
      <Card>
        <CardHeader>
          <CardTitle asChild>
            <h1 className="text-2xl">{TITLES[mode].title}</h1>
          </CardTitle>
          <CardDescription>{TITLES[mode].description}</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-5">
          {(mode === 'login' || mode === 'register') && !codeShown && (
            <ModeTabs mode={mode} onChange={setMode} />
          )}
          {mode === 'login' && <LoginFormView onForgot={() => setMode('forgot')} />}
          {mode === 'register' && (
            <Suspense fallback={<PageLoading />}>
              <RegisterFormView onCodeShown={setCodeShown} />
            </Suspense>
          )}
          {mode === 'forgot' && (
            <Suspense fallback={<PageLoading />}>
              <ForgotFormView onBackToLogin={() => setMode('login')} onRecover={() => setMode('recover')} />
            </Suspense>
          )}
          {mode === 'recover' && (
            <Suspense fallback={<PageLoading />}>
              <RecoverFormView onBack={() => setMode('login')} />
            </Suspense>
          )}
          {!isRecovery(mode) && !codeShown && (
            <p className="text-center text-sm text-muted-foreground">
              {mode === 'login' ? "Don't have a profile yet? " : 'Already have a profile? '}
              <button
                type="button"
                className="font-medium text-primary underline-offset-4 hover:underline"
                onClick={() => setMode(mode === 'login' ? 'register' : 'login')}
              >
                {mode === 'login' ? 'Register' : 'Login'}
              </button>
            </p>
          )}
        </CardContent>
      </Card>
      <aside className="hidden rounded-2xl bg-gradient-to-br from-primary to-primary/80 p-8 text-primary-foreground md:block">
        <h2 className="font-display text-2xl font-bold">Explore together, privately</h2>
        <p className="mt-2 opacity-90">
          Connect &amp; Discover helps couples find what they both want, and nothing more.
        </p>
        <ul className="mt-6 grid gap-4">
          {BENEFITS.map((benefit) => (
            <li key={benefit} className="flex gap-3">
              <CheckCircle2 className="mt-0.5 size-5 shrink-0" aria-hidden />
              <span>{benefit}</span>
            </li>
          ))}
        </ul>
      </aside>
    </div>
  );
}
