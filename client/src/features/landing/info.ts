import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

/** One landing info dialog: its button label, title, summary, icon and body. */
export type Info = { label: string; title: string; summary: string; icon: LucideIcon; body: ReactNode };
