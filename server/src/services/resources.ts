import { z } from 'zod';
import { resourceAnswerSchema, resourcePackEntrySchema, type ResourceAnswer } from '@core/api/resources';
import type { Kink } from '@core/api/catalogue';

/** What `resources.content` holds: the pack entry without its activity slug (the row links the id). */
export const storedResourceSchema = resourcePackEntrySchema.omit({ activity: true });
export type StoredResource = z.infer<typeof storedResourceSchema>;

/** GET /api/resources/{kinkId}: the stored entry under the spec's names, checked against the contract. */
export function toResourceAnswer(
  kink: Pick<Kink, 'id' | 'name' | 'category'>,
  content: StoredResource,
): ResourceAnswer {
  return resourceAnswerSchema.parse({
    kink: { id: kink.id, name: kink.name, category: kink.category },
    about: content.about,
    psychologicalAspects: content.psychologicalAspects,
    currentResearch: content.currentResearch,
    safetyConsiderations: content.safetyConsiderations,
    gettingStarted: { steps: content.gettingStarted },
    additionalResources: content.references,
    riskWarning: content.riskWarning ?? null,
  });
}
