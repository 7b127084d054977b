import { z } from 'zod';
import { ACTIVITY_NAME_MAX_LENGTH } from './limits';

/** The spec's categories, in the order the suggestion form lists them. */
export const CATEGORIES = [
  'Bondage',
  'Clothing',
  'Communication',
  'Impact Play',
  'Outdoor',
  'Positions',
  'Power Dynamics',
  'Role Play',
  'Sensory Play',
  'Toys',
  'Other',
] as const;
export type Category = (typeof CATEGORIES)[number];
export const categorySchema = z.enum(CATEGORIES);

export const detailOptionSchema = z.strictObject({
  // A select item must never have an empty value (spec: Radix Select forbids it).
  value: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'option values are kebab-case and never empty'),
  label: z.string().min(1),
  description: z.string().min(1),
});

export const detailFieldSchema = z.strictObject({
  name: z.string().regex(/^[a-z][a-zA-Z0-9]*$/, 'field names are camelCase'),
  label: z.string().min(1),
  type: z.enum(['select', 'multiselect']),
  options: z.array(detailOptionSchema).min(2),
});
export type DetailField = z.infer<typeof detailFieldSchema>;

export const detailSchemaSchema = z.strictObject({
  fields: z.array(detailFieldSchema).min(1),
});
export type DetailSchema = z.infer<typeof detailSchemaSchema>;

/** One activity as the content pack writes it. */
export const contentActivitySchema = z.strictObject({
  slug: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/),
  name: z.string().min(2).max(ACTIVITY_NAME_MAX_LENGTH),
  category: categorySchema,
  description: z.string().min(40).max(900),
  safetyTips: z.array(z.string().min(10)).min(2).max(5),
  imageUrl: z.string().startsWith('/').nullable(),
  detailSchema: detailSchemaSchema.nullable(),
  /** Editorial effectiveness score 0-30; 15 or more enables products on a match card. */
  ranking: z.number().int().min(0).max(30),
});
export type ContentActivity = z.infer<typeof contentActivitySchema>;

export const activityPackSchema = z.strictObject({
  version: z.number().int().positive(),
  activities: z.array(contentActivitySchema).min(1),
});
export type ActivityPack = z.infer<typeof activityPackSchema>;

/** GET /api/kinks answer item. */
export const kinkSchema = z.strictObject({
  id: z.number().int().positive(),
  name: z.string(),
  category: z.string(),
  description: z.string(),
  safetyTips: z.array(z.string()),
  imageUrl: z.string().nullable(),
  detailSchema: detailSchemaSchema.nullable(),
});
export type Kink = z.infer<typeof kinkSchema>;
export const kinkListSchema = z.array(kinkSchema);
