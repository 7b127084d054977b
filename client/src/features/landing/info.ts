import type { LucideIcon } from 'lucide-react';

/** One landing info dialog: its button label, title, summary and icon (its body: info-bodies.tsx). */
export type Info = { label: string; title: string; summary: string; icon: LucideIcon };
