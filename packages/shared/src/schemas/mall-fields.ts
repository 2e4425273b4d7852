import { z } from 'zod';
import { numberInput } from './common.js';

/** Field rules the mall schemas share (not part of the package's public names). */
export const positiveId = numberInput(z.number().int().positive().max(2_147_483_647));

export const requiredText = (max: number) =>
  z.string({ message: 'REQUIRED' }).trim().min(1, { message: 'REQUIRED' }).max(max);
