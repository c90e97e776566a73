import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../test/helpers/database.js';
import { createAccountsRepository } from './accounts.repository.js';
import { createAccountsService } from './accounts.service.js';
import { hashSessionToken } from './session-token.js';
import { verifyPassword } from './password.js';

describe('accounts service: sessions', () => {
  let database: TestDatabase;
  let clock = new Date('2026-11-22T12:00:00Z');
  let memberId = '';

  beforeAll(async () => {
    database = await createTestDatabase();
    const member = await createAccountsRepository(database.handle.db).findMemberByAccount('jogador1');
    memberId = member!.id;
  });
  afterAll(() => database.dispose());

  const service = () =>
    createAccountsService({
      repository: createAccountsRepository(database.handle.db),
      sessionIdleMinutes: 30,
      now: () => clock,
    });

  it('stores only the hash of a 32-byte token', async () => {
    const { token } = await service().createSession({ memberId, ip: '127.0.0.1', userAgent: 'ua' });
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    const repository = createAccountsRepository(database.handle.db);
    expect(await repository.findLiveSession(token)).toBeNull();
    expect(await repository.findLiveSession(hashSessionToken(token))).not.toBeNull();
  });

  it('ends a session left idle longer than the idle limit, for good', async () => {
    clock = new Date();
    const { token } = await service().createSession({ memberId, ip: '127.0.0.1', userAgent: 'ua' });
    expect(await service().authenticate(token)).toMatchObject({ account: 'jogador1', type: 0 });

    clock = new Date(Date.now() + 31 * 60_000);
    expect(await service().authenticate(token)).toBeNull();
    clock = new Date();
    expect(await service().authenticate(token)).toBeNull();
  });

  it('stores demo passwords as argon2id hashes that verify', async () => {
    const member = await createAccountsRepository(database.handle.db).findMemberByAccount('agente1');
    expect(member?.passwordHash).toMatch(/^\$argon2id\$/);
    expect(await verifyPassword(member!.passwordHash, 'Demo2026')).toBe(true);
    expect(await verifyPassword(member!.passwordHash, 'wrong')).toBe(false);
  });
});
