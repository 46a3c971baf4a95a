// The kinds of absence: the absence screen offers them, the notifications word them.
import type { AbsenceType } from '../types/api';

export const ABSENCE_TYPES: readonly AbsenceType[] = ['vacation', 'free', 'force_majeure', 'sick'];

export const isAbsenceType = (value: string | null): value is AbsenceType => ABSENCE_TYPES.includes(value as AbsenceType);
