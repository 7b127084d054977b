import { Heart } from 'lucide-react';
import { Link } from 'wouter';
import { UserMenu } from './user-menu';

export function Header() {
  return (
    <header className="sticky top-0 z-40 border-b bg-background/95 backdrop-blur supports-[backdrop-filter]:bg-background/80">
      <div className="relative mx-auto flex h-14 max-w-6xl items-center justify-center px-4">
        <Link href="/" className="flex items-center gap-2 rounded-md font-semibold tracking-tight">
          <Heart className="size-5 fill-primary text-primary" aria-hidden />
          <span>Connect &amp; Discover</span>
        </Link>
        <div className="absolute right-2 sm:right-4">
          <UserMenu />
        </div>
      </div>
    </header>
  );
}
