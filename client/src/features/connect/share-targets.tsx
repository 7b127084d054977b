import { toast } from '@client/lib/toast';
import { Button } from '@client/components/ui/button';
import { shareTargets } from './invitation';

type Props = { link: string; onCopy(what: string, text: string): Promise<boolean> };

/** E-mail, WhatsApp, Facebook, Telegram and Twitter open in a new tab (noopener); Instagram copies a message. */
export function ShareTargets({ link, onCopy }: Props) {
  return (
    <ul className="grid grid-cols-3 gap-2 sm:grid-cols-6" aria-label="Share the invitation">
      {shareTargets(link).map((target) => (
        <li key={target.name}>
          {target.kind === 'open' ? (
            <Button asChild variant="outline" size="sm" className="w-full">
              <a
                href={target.url}
                target="_blank"
                rel="noopener noreferrer"
                onClick={() => target.toast && toast(target.toast)}
              >
                {target.name}
              </a>
            </Button>
          ) : (
            <Button
              variant="outline"
              size="sm"
              className="w-full"
              onClick={() => void onCopy(target.name, target.message).then((ok) => ok && toast(target.toast))}
            >
              {target.name}
            </Button>
          )}
        </li>
      ))}
    </ul>
  );
}
