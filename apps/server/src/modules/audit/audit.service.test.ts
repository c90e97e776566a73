import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../test/helpers/database.js';
import { createAuditService, type AuditService } from './audit.service.js';

describe('audit service', () => {
  let database: TestDatabase;
  let audit: AuditService;

  beforeAll(async () => {
    database = await createTestDatabase();
    audit = createAuditService({ db: database.handle.db });
  });
  afterAll(() => database.dispose());

  it('records events and lists them newest first, filtered by member, action or account', async () => {
    const memberId = crypto.randomUUID();
    await audit.record({ action: 'login', result: 'refused', account: 'ana', ip: '10.0.0.1' });
    await audit.record({
      action: 'login',
      result: 'ok',
      memberId,
      account: 'ana',
      ip: '10.0.0.1',
      userAgent: 'Firefox',
      detail: { method: 'password' },
    });
    await audit.record({ action: 'logout', result: 'ok', memberId, account: 'ana', ip: '10.0.0.2' });
    await audit.record({ action: 'login', result: 'ok', account: 'bia', ip: '10.0.0.3' });

    const ana = await audit.list({ account: 'ana' });
    expect(ana.map((row) => [row.action, row.result])).toEqual([
      ['logout', 'ok'],
      ['login', 'ok'],
      ['login', 'refused'],
    ]);
    expect(ana[1]).toMatchObject({
      memberId,
      ip: '10.0.0.1',
      userAgent: 'Firefox',
      detail: { method: 'password' },
    });
    expect(ana[2]).toMatchObject({ memberId: null, userAgent: '', detail: {} });
    expect(ana[1]!.occurredAt).toBeInstanceOf(Date);

    expect(await audit.list({ memberId })).toHaveLength(2);
    expect((await audit.list({ memberId, action: 'logout' })).map((row) => row.ip)).toEqual(['10.0.0.2']);
    expect(await audit.list({ action: 'login', limit: 2 })).toHaveLength(2);
    expect((await audit.list({ action: 'login', limit: 2 }))[0]!.account).toBe('bia');
  });

  it('drops secrets from the detail at any depth, keeping ordinary context', async () => {
    await audit.record({
      action: 'password.change',
      result: 'refused',
      account: 'scrub',
      ip: '10.0.0.9',
      detail: {
        error: 'invalid-password',
        errorCode: 'invalid-password',
        countryCode: '55',
        password: 'Secret123',
        newPassword: 'Secret456',
        code: '123456',
        smsCode: '654321',
        token: 'abc',
        rememberToken: 'def',
        captcha: '1234',
        nested: { method: 'sms', Password: 'x', list: [{ code: '111111', keep: 1 }] },
      },
    });
    const [row] = await audit.list({ account: 'scrub' });
    expect(row!.detail).toEqual({
      error: 'invalid-password',
      errorCode: 'invalid-password',
      countryCode: '55',
      nested: { method: 'sms', list: [{ keep: 1 }] },
    });
    expect(JSON.stringify(row)).not.toMatch(/Secret|123456|654321|1234"|111111/);
  });

  it('truncates the user agent to 512 characters', async () => {
    await audit.record({
      action: 'register',
      result: 'ok',
      account: 'long-ua',
      ip: '10.0.0.4',
      userAgent: 'x'.repeat(2_000),
    });
    const [row] = await audit.list({ account: 'long-ua' });
    expect(row!.userAgent).toHaveLength(512);
  });
});
