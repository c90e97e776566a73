import { z } from 'zod';
import { MemberInfoResponse } from '@platform/contracts';

/*
 * The answers that code in the entry chunk validates: the menus of the side
 * menu, member info, a resumed session and the payload key. Only ever imported dynamically (through
 * lib/lazy-schema.ts, or by a lazy chunk), so zod and the contract schemas are not part of the first
 * download: they arrive while the first of these requests is in flight (docs/PERFORMANCE.md).
 */
export { GameMenusResponse, LoginResponse, PayloadKeyResponse } from '@platform/contracts';

/**
 * GET /wps/member/info. Spec section 3 also lists a temporary `password`; it is read when the
 * server sends it (the change-password form then skips the old password).
 */
export const MemberInfo = MemberInfoResponse.extend({ password: z.string().nullish() });
