import { Heart, Share2, SlidersHorizontal, Sparkles, type LucideIcon } from 'lucide-react';
import { Link } from 'wouter';
import { Card, CardDescription, CardHeader, CardTitle } from '@client/components/ui/card';
import { useAuth } from '@client/lib/session/auth-context';
import { useVaultKeys } from '@client/lib/vault';
import { RecoveryReminder } from './recovery-reminder';
import { welcomeTitle } from './welcome-title';
import { PAGES } from '@core/pages';

const CARDS: Array<{ title: string; description: string; href: string; icon: LucideIcon }> = [
  {
    title: 'View Preferences',
    description: 'Rate activities and set how curious you are. Everything is encrypted on this device.',
    href: PAGES.preferences,
    icon: SlidersHorizontal,
  },
  {
    title: 'View Matches',
    description: 'See the activities you and your partner both want to explore.',
    href: PAGES.matches,
    icon: Heart,
  },
  {
    title: 'View Resources',
    description: 'Personalised guides and product recommendations for your matches.',
    href: PAGES.resources,
    icon: Sparkles,
  },
  {
    title: 'Invite Partner',
    description: 'Generate a unique code to share with your partner.',
    href: PAGES.connect,
    icon: Share2,
  },
];

export default function DashboardPage() {
  const { user } = useAuth();
  const keys = useVaultKeys();
  return (
    <div className="mx-auto grid max-w-4xl gap-6 px-4 py-8">
      <div>
        <h1 className="text-3xl font-bold tracking-tight">
          {welcomeTitle(user?.displayName, keys !== null)}
        </h1>
        <p className="text-muted-foreground">Where would you like to go next?</p>
      </div>
      <RecoveryReminder />
      <ul className="grid gap-4 sm:grid-cols-2">
        {CARDS.map(({ title, description, href, icon: Icon }) => (
          <li key={href}>
            <Link
              href={href}
              className="block h-full rounded-xl focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
            >
              <Card className="h-full transition-colors hover:border-primary/50 hover:bg-accent/40">
                <CardHeader>
                  <span className="mb-2 flex size-11 items-center justify-center rounded-full bg-primary/10 text-primary">
                    <Icon className="size-5" aria-hidden />
                  </span>
                  <CardTitle asChild>
                    <h2 className="text-lg">{title}</h2>
                  </CardTitle>
                  <CardDescription>{description}</CardDescription>
                </CardHeader>
              </Card>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
