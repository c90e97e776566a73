import { loadChunk } from './lazy-with-retry';
import type * as ShellSchemas from './shell-schemas';

type ShellSchemaName = keyof typeof ShellSchemas;

/**
 * A loader of one of the shell's response schemas, for the `schema` option of the API client.
 * A static import of lib/shell-schemas.ts from entry code would pull zod back into the entry.
 */
export const lazySchema =
  <K extends ShellSchemaName>(name: K) =>
  () =>
    loadChunk(() => import('./shell-schemas')).then((schemas) => schemas[name]);
