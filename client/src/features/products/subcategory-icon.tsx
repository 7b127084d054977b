import {
  Book,
  Feather,
  Flame,
  Gift,
  Hand,
  Heart,
  Link,
  Lock,
  Package,
  Shield,
  Shirt,
  Sparkles,
  Star,
  Wand,
  Zap,
  type LucideIcon,
} from 'lucide-react';

/** The pack names lucide icons; these are bundled, any other name shows the neutral package. */
const ICONS: Record<string, LucideIcon> = {
  Book,
  BookOpen: Book,
  Feather,
  Flame,
  Gift,
  Hand,
  Heart,
  Link,
  Lock,
  Package,
  Shield,
  ShieldCheck: Shield,
  Shirt,
  Sparkles,
  Star,
  Wand,
  Wand2: Wand,
  Zap,
};

export function SubcategoryIcon({ name }: { name: string }) {
  const Icon = ICONS[name] ?? Package;
  return <Icon className="size-5" aria-hidden />;
}
