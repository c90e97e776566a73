import { FavoriteToggleResponse, type FavoriteToggleRequest } from '@platform/contracts';
import { apiPost } from '../api-client';

/** POST /wps/relay/removeFavoriteGameV2 (token, real accounts; idempotent). use-favorite-toggle calls it. */
export const removeFavoriteGame = (body: FavoriteToggleRequest) =>
  apiPost('/wps/relay/removeFavoriteGameV2', { schema: FavoriteToggleResponse, body });
