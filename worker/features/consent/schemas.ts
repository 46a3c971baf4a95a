import { z } from 'zod';

export const ConsentSchema = z
  .object({
    terms_version: z.string(),
    accepted: z.boolean(),
    accepted_at: z.iso.datetime().nullable(),
  })
  .meta({ id: 'Consent' });

export const AcceptConsentSchema = z
  .object({ terms_version: z.string().min(1).max(64).optional() })
  .meta({ id: 'AcceptConsent' });

export type Consent = z.infer<typeof ConsentSchema>;
