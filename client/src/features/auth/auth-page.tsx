import { CheckCircle2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@client/components/ui/card';
import { useVaultKeys } from '@client/lib/vault';
import { useAuth } from '@client/lib/session/auth-context';
import { ForgotFormView } from './forgot-form';
import { LoginFormView } from './login-form';
import { ModeTabs } from './mode-tabs';
import { postSignInDestination } from './post-sign-in';
import { RegisterFormView } from './register-form';

type Mode = 'login' | 'register' | 'forgot';

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
    description: 'Your keys are made on this device. We never see your password.',
  },
  forgot: { title: 'Forgot password', description: 'Look up the reminder you set when you registered.' },
};

export default function AuthPage() {
  const search = useSearch();
  const [, navigate] = useLocation();
  const { status } = useAuth();
  const keys = useVaultKeys();
  const invite = new URLSearchParams(search).get('invite');
  const [mode, setMode] = useState<Mode>(invite ? 'register' : 'login');

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
          {mode !== 'forgot' && <ModeTabs mode={mode} onChange={setMode} />}
          {mode === 'login' && <LoginFormView onForgot={() => setMode('forgot')} />}
          {mode === 'register' && <RegisterFormView />}
          {mode === 'forgot' && <ForgotFormView onBackToLogin={() => setMode('login')} />}
          {mode !== 'forgot' && (
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
        <h2 className="text-2xl font-bold">Explore together, privately</h2>
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
