import type { FavoriteToggleRequest } from '@platform/contracts';
import { apiPost } from '../api-client';
import * as wire from '../wire-schemas.generated';

/** POST /wps/relay/removeFavoriteGameV2 (token, real accounts; idempotent). use-favorite-toggle calls it. */
export const removeFavoriteGame = (body: FavoriteToggleRequest) =>
  apiPost('/wps/relay/removeFavoriteGameV2', { schema: wire.FavoriteToggleResponse, body });
