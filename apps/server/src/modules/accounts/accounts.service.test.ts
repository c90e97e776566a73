import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testSecretBox } from '../../../test/helpers/accounts.js';
import { createTestDatabase, type TestDatabase } from '../../../test/helpers/database.js';
import type { SecretBox } from '../../lib/secret-box.js';
import { createAuditService } from '../audit/index.js';
import { createSystemRepository, createSystemService } from '../system/index.js';
import {
  createOutboxDelivery,
  createVerificationRepository,
  createVerificationService,
} from '../verification/index.js';
import { createAccountsRepository } from './accounts.repository.js';
import { createAccountsService } from './accounts.service.js';
import { hashSessionToken } from './session-token.js';
import { verifyPassword } from './password.js';

describe('accounts service: sessions', () => {
  let database: TestDatabase;
  let clock = new Date();
  const meta = { ip: '127.0.0.1', userAgent: 'vitest', language: 'EN', origin: 'http://localhost' } as const;

  let secrets: SecretBox;

  beforeAll(async () => {
    database = await createTestDatabase();
    secrets = await testSecretBox(database.handle.db);
  });
  afterAll(() => database.dispose());

  const service = () => {
    const db = database.handle.db;
    return createAccountsService({
      repository: createAccountsRepository(db),
      settings: createSystemService({
        repository: createSystemRepository(db),
        maintenanceForce: false,
        regionCountryOverride: undefined,
        cacheTtlMs: 0,
      }),
      verification: createVerificationService({
        repository: createVerificationRepository(db),
        delivery: createOutboxDelivery(db, secrets),
        secrets,
      }),
      audit: createAuditService({ db }),
      secrets,
      sessionIdleMinutes: 30,
      now: () => clock,
    });
  };

  const login = (rememberMe = false) =>
    service().login.login(
      {
        type: 'username',
        username: 'jogador1',
        password: 'Demo2026',
        countryDialingCode: '55',
        portal: 'member',
        rememberMe,
      },
      meta,
      undefined,
    );

  it('stores only the hash of a 32-byte token', async () => {
    const { token } = await login();
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    const repository = createAccountsRepository(database.handle.db);
    expect(await repository.findLiveSession(token)).toBeNull();
    expect(await repository.findLiveSession(hashSessionToken(token))).not.toBeNull();
  });

  it('ends a session left idle longer than the idle limit, for good', async () => {
    clock = new Date();
    const { token } = await login();
    expect(await service().authenticate(token)).toMatchObject({ account: 'jogador1', type: 0 });

    clock = new Date(Date.now() + 31 * 60_000);
    expect(await service().authenticate(token)).toBeNull();
    clock = new Date();
    expect(await service().authenticate(token)).toBeNull();
  });

  it('keeps a remember-me token apart from sessions: it cannot be used as a session token', async () => {
    clock = new Date();
    const { rememberToken } = await login(true);
    expect(rememberToken).toBeTruthy();
    expect(await service().authenticate(rememberToken!)).toBeNull();
    const resumed = await service().sessions.resume(rememberToken!, meta);
    expect(await service().authenticate(resumed.token)).toMatchObject({ account: 'jogador1' });
  });

  it('stores demo passwords as argon2id hashes that verify', async () => {
    const member = await createAccountsRepository(database.handle.db).findMemberByAccount('agente1');
    expect(member?.passwordHash).toMatch(/^\$argon2id\$/);
    expect(await verifyPassword(member!.passwordHash, 'Demo2026')).toBe(true);
    expect(await verifyPassword(member!.passwordHash, 'wrong')).toBe(false);
  });
});
