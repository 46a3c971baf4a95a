import { z } from 'zod';
import { fieldMessage } from '../../lib/field-codes';
import { SLUG_PATTERN } from '../../tenancy/host';

export const CheckDomainQuerySchema = z.object({
  domain: z.string().trim().toLowerCase().regex(SLUG_PATTERN, fieldMessage('domain.invalid')),
});

export const DomainCheckSchema = z
  .object({ domain: z.string(), exists: z.boolean(), name: z.string().nullable() })
  .meta({ id: 'DomainCheck' });

export type DomainCheck = z.infer<typeof DomainCheckSchema>;
