import type { FairGameKind, SupportedLanguage } from '@platform/contracts';

/** The verify page's address (served by the studio at /studio/verify, same page as the games). */
export const VERIFY_PATH = '/studio/verify';

/** A round to recompute from its seeds: the game's choices go in `params` (target, mines, rows…). */
export type VerifyFields = {
  kind: FairGameKind;
  serverSeed: string;
  clientSeed: string;
  nonce: number;
  serverSeedHash?: string;
  params?: Record<string, string | number>;
};

/** A link to the verify page: a stored round (`round=`) or seeds and choices to fill in. */
export const verifyHref = (language: SupportedLanguage, target: { round: string } | VerifyFields) => {
  const query = new URLSearchParams({ lang: language });
  if ('round' in target) {
    query.set('round', target.round);
  } else {
    query.set('kind', target.kind);
    query.set('serverSeed', target.serverSeed);
    query.set('clientSeed', target.clientSeed);
    query.set('nonce', String(target.nonce));
    if (target.serverSeedHash) query.set('hash', target.serverSeedHash);
    for (const [name, value] of Object.entries(target.params ?? {})) query.set(name, String(value));
  }
  return `${VERIFY_PATH}?${query.toString()}`;
};
