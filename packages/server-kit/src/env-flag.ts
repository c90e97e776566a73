import { z } from 'zod';

/** An on/off environment variable, as operators write it: 1/0, true/false, yes/no. */
export const booleanFlag = z
  .enum(['0', '1', 'true', 'false', 'yes', 'no'])
  .transform((value) => value === '1' || value === 'true' || value === 'yes');
