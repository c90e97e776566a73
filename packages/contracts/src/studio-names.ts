import { z } from 'zod';

/** A studio game's catalogue name in each supported language: what its page shows for it. */
export const LocalisedGameNames = z.object({ PT: z.string(), EN: z.string(), CN: z.string() });
export type LocalisedGameNames = z.infer<typeof LocalisedGameNames>;
