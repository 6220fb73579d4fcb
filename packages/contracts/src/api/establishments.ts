/** Establishment endpoints (spec core.md §7 "Establishments"). */
import { z } from 'zod';
import { envelope } from './envelope.js';
import { establishmentEmployeeSchema, establishmentSchema } from '../entities/establishment.js';

export { ESTABLISHMENT_PATHS } from './paths.js';

export const establishmentListResponseSchema = envelope(z.array(establishmentSchema));
export const establishmentResponseSchema = envelope(establishmentSchema);
export const establishmentEmployeesResponseSchema = envelope(z.array(establishmentEmployeeSchema));
export const idParamSchema = z.object({ id: z.uuid('Not a valid id.') });
