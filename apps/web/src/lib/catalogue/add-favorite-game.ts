import { FavoriteToggleResponse, type FavoriteToggleRequest } from '@platform/contracts';
import { apiPost } from '../api-client';

/** POST /wps/relay/addFavoriteGameV2 (token, real accounts; idempotent). use-favorite-toggle calls it. */
export const addFavoriteGame = (body: FavoriteToggleRequest) =>
  apiPost('/wps/relay/addFavoriteGameV2', { schema: FavoriteToggleResponse, body });
