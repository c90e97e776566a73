import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PIX_SIGNATURE_HEADER, PixWebhookEvent } from '@platform/contracts';
import { createTestDatabase, type TestDatabase } from '../../../test/helpers/database.js';
import { AppError } from '@platform/server-kit';
import { fieldOf, parseBrCode } from '../../lib/pix/br-code.js';
import { createPixSandboxRepository } from './pix-sandbox.repository.js';
import { signPixWebhook } from '../../lib/pix/webhook-signature.js';
import { createPixSandbox, type PixSandbox } from './pix-sandbox.service.js';

const SECRET = 'whsec_sandbox_test';
const ANA = { cpf: '52998224725', name: 'Ana Pagadora' };
const BRUNO = { cpf: '11144477735', name: 'Bruno Terceiro' };

type Sent = { path: string; body: string; headers: Record<string, string> };

/** The signature the platform's verifier recomputes, written out here rather than reusing the signer. */
const expectedSignature = (body: string, unix: number) =>
  `t=${unix},v1=${createHmac('sha256', SECRET).update(`${unix}.${body}`).digest('hex')}`;

const rejection = async (promise: Promise<unknown>) => {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
};

describe('the sandbox PIX gateway', () => {
  let database: TestDatabase;
  let sandbox: PixSandbox;
  let sent: Sent[];
  let answer: () => Promise<number>;
  let clock: Date;
  let serial = 0;

  const reference = () => `DEP-${Date.now()}-${(serial += 1)}`;
  const inMinutes = (minutes: number) => new Date(clock.getTime() + minutes * 60_000);
  const openCharge = (input: { amount?: number; expiresAt?: Date; payer?: typeof ANA } = {}) =>
    sandbox.createCharge({
      reference: reference(),
      amount: input.amount ?? 2_500,
      expiresAt: input.expiresAt ?? inMinutes(30),
      payer: input.payer ?? ANA,
      description: 'Depósito',
    });
  const eventOf = (message: Sent) => PixWebhookEvent.parse(JSON.parse(message.body));
  /** Payouts settle on a timer: waits for their webhook. */
  const sentEventually = async (count: number) => {
    for (let attempt = 0; attempt < 100 && sent.length < count; attempt += 1) {
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    return sent;
  };

  beforeAll(async () => {
    database = await createTestDatabase();
    sandbox = createPixSandbox({
      repository: createPixSandboxRepository(database.handle.db),
      secret: async () => SECRET,
      notify: async (path, body, headers) => {
        sent.push({ path, body, headers });
        return answer();
      },
      merchant: { name: 'Sorte Grande', city: 'São Paulo' },
      locationBase: 'pix.sandbox.sorte-grande.local/qr/v2',
      now: () => clock,
      log: { warn: () => undefined },
    });
  });
  beforeEach(() => {
    sent = [];
    answer = async () => 200;
    clock = new Date();
  });
  afterAll(() => database.dispose());

  it('opens a dynamic charge whose BR Code points at the charge and carries its amount', async () => {
    const { chargeId, brCode } = await openCharge({ amount: 12_345 });
    expect(chargeId).toMatch(/^chg_[0-9a-f]{24}$/u);
    const parsed = parseBrCode(brCode);
    expect(parsed.crcValid).toBe(true);
    expect(fieldOf(parsed, '01')).toBe('12');
    expect(fieldOf(parsed, '26', '25')).toBe(`pix.sandbox.sorte-grande.local/qr/v2/${chargeId}`);
    expect(fieldOf(parsed, '54')).toBe('123.45');
    expect(fieldOf(parsed, '59')).toBe('SORTE GRANDE');
    expect(fieldOf(parsed, '60')).toBe('SAO PAULO');
    const listed = (await sandbox.charges('PENDING')).list.find((charge) => charge.id === chargeId);
    expect(listed).toMatchObject({ amount: 12_345, status: 'PENDING', expired: false, payer: ANA });
  });

  it('answers the same charge when the merchant asks again for a reference', async () => {
    const ref = reference();
    const input = { reference: ref, amount: 900, expiresAt: inMinutes(30), payer: ANA, description: 'x' };
    const first = await sandbox.createCharge(input);
    expect(await sandbox.createCharge({ ...input, amount: 1_900 })).toEqual(first);
  });

  it('pays a charge as its payer and posts a signed charge.paid webhook', async () => {
    const { chargeId } = await openCharge({ amount: 5_000 });
    const paid = await sandbox.pay({ chargeId });
    expect(paid).toMatchObject({ status: 'PAID', paidBy: ANA, webhookStatus: 200 });

    expect(sent).toHaveLength(1);
    const [message] = sent as [Sent];
    expect(message.path).toBe('/wps/payments/webhook/sandbox');
    expect(message.headers['content-type']).toBe('application/json');
    const unix = Math.floor(clock.getTime() / 1000);
    expect(message.headers[PIX_SIGNATURE_HEADER]).toBe(expectedSignature(message.body, unix));
    expect(signPixWebhook(SECRET, message.body, unix)).toBe(expectedSignature(message.body, unix));

    const event = eventOf(message);
    if (event.type !== 'charge.paid') throw new Error(`unexpected ${event.type}`);
    expect(event.occurredAt).toBe(clock.toISOString());
    expect(event.charge).toMatchObject({
      id: chargeId,
      reference: paid.reference,
      amount: 5_000,
      payer: ANA,
    });
    expect(event.charge.endToEndId).toMatch(/^E[0-9A-Za-z]{31}$/u);

    const [stored] = (await sandbox.notifications(paid.reference)).list;
    expect(stored).toMatchObject({
      eventId: event.eventId,
      body: message.body,
      signature: message.headers[PIX_SIGNATURE_HEADER],
      statusCode: 200,
    });
  });

  it('reports a third party as the payer when someone else pays', async () => {
    const { chargeId } = await openCharge();
    const paid = await sandbox.pay({ chargeId, payer: BRUNO });
    expect(paid.paidBy).toEqual(BRUNO);
    const event = eventOf(sent[0]!);
    expect(event.type === 'charge.paid' && event.charge.payer).toEqual(BRUNO);
  });

  it('refuses a second payment, an expired charge and an unknown one, sending nothing', async () => {
    const { chargeId } = await openCharge();
    await sandbox.pay({ chargeId });
    expect((await rejection(sandbox.pay({ chargeId }))).code).toBe('charge-already-paid');

    const late = await openCharge({ expiresAt: inMinutes(-1) });
    const listed = (await sandbox.charges('PENDING')).list.find((charge) => charge.id === late.chargeId);
    expect(listed?.expired).toBe(true);
    expect((await rejection(sandbox.pay({ chargeId: late.chargeId }))).code).toBe('charge-expired');
    expect((await sandbox.charges('PENDING')).list.some((charge) => charge.id === late.chargeId)).toBe(true);

    expect((await rejection(sandbox.pay({ chargeId: 'chg_missing' }))).code).toBe('not-found');
    expect(sent).toHaveLength(1);
  });

  it('returns a paid charge once, and never one that was not paid', async () => {
    const pending = await openCharge();
    await sandbox.refundCharge({ chargeId: pending.chargeId, reason: 'terceiro' });
    expect((await sandbox.charges('PENDING')).list.some((charge) => charge.id === pending.chargeId)).toBe(
      true,
    );

    const { chargeId } = await openCharge();
    await sandbox.pay({ chargeId, payer: BRUNO });
    await sandbox.refundCharge({ chargeId, reason: 'terceiro' });
    const refunded = (await sandbox.charges('REFUNDED')).list.find((charge) => charge.id === chargeId);
    expect(refunded).toMatchObject({ status: 'REFUNDED', paidBy: BRUNO });
    expect((await rejection(sandbox.pay({ chargeId }))).code).toBe('charge-already-paid');
  });

  it('keeps an undelivered webhook and sends it again, freshly signed', async () => {
    const { chargeId } = await openCharge();
    answer = async () => {
      throw new Error('connection refused');
    };
    const paid = await sandbox.pay({ chargeId });
    expect(paid).toMatchObject({ status: 'PAID', webhookStatus: null });
    const [failed] = (await sandbox.notifications(paid.reference)).list;
    expect(failed?.statusCode).toBeNull();

    answer = async () => 200;
    clock = new Date(clock.getTime() + 90_000);
    expect(await sandbox.resend(failed!.eventId)).toEqual({ statusCode: 200 });
    const retry = sent.at(-1)!;
    expect(retry.body).toBe(failed!.body);
    const unix = Math.floor(clock.getTime() / 1000);
    expect(retry.headers[PIX_SIGNATURE_HEADER]).toBe(expectedSignature(failed!.body, unix));
    expect(retry.headers[PIX_SIGNATURE_HEADER]).not.toBe(failed!.signature);
    const [after] = (await sandbox.notifications(paid.reference)).list;
    expect(after).toMatchObject({ eventId: failed!.eventId, statusCode: 200 });

    expect((await rejection(sandbox.resend('evt_missing'))).code).toBe('not-found');
  });

  it('records what the platform answered, a refusal included', async () => {
    const { chargeId } = await openCharge();
    answer = async () => 401;
    const paid = await sandbox.pay({ chargeId });
    expect(paid.webhookStatus).toBe(401);
    expect((await sandbox.notifications(paid.reference)).list[0]?.statusCode).toBe(401);
  });

  it('sends a payout once and confirms it with payout.paid', async () => {
    const input = {
      reference: reference(),
      amount: 7_000,
      keyType: 'CPF' as const,
      key: ANA.cpf,
      holderCpf: ANA.cpf,
    };
    const { payoutId } = await sandbox.createPayout(input);
    expect(payoutId).toMatch(/^pay_[0-9a-f]{24}$/u);
    const [message] = await sentEventually(1);
    const event = eventOf(message!);
    if (event.type === 'charge.paid') throw new Error('expected a payout event');
    expect(event).toMatchObject({
      type: 'payout.paid',
      payout: { id: payoutId, reference: input.reference, amount: 7_000, reason: null },
    });
    expect(event.payout.endToEndId).toMatch(/^E[0-9A-Za-z]{31}$/u);
    expect(message!.headers[PIX_SIGNATURE_HEADER]).toBe(
      expectedSignature(message!.body, Math.floor(clock.getTime() / 1000)),
    );

    // A retried request answers the payout already sent, and nothing is paid twice.
    expect(await sandbox.createPayout(input)).toEqual({ payoutId });
    expect(await sandbox.resumePayouts()).toBe(0);
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(sent).toHaveLength(1);
  });

  it('knows who holds a key: CPF keys by the name last seen, other keys only when registered', async () => {
    // A CPF key always belongs to its CPF; a name the sandbox never saw is left to the platform.
    const stranger = '86288366757';
    expect(await sandbox.lookupKey({ keyType: 'CPF', key: stranger })).toEqual({ cpf: stranger, name: '' });
    await openCharge({ payer: { cpf: stranger, name: 'Carla Devedora' } });
    expect(await sandbox.lookupKey({ keyType: 'CPF', key: stranger })).toEqual({
      cpf: stranger,
      name: 'Carla Devedora',
    });
    // Someone seen only as a third-party payer is known by the name their bank gave.
    const payer = { cpf: '39053344705', name: 'Davi Pagante' };
    const { chargeId } = await openCharge();
    await sandbox.pay({ chargeId, payer });
    expect(await sandbox.lookupKey({ keyType: 'CPF', key: payer.cpf })).toEqual(payer);

    expect(await sandbox.lookupKey({ keyType: 'PHONE', key: '+5521998765432' })).toBeNull();
    const saved = await sandbox.registerKey(
      { keyType: 'PHONE', key: '(21) 99876-5432', holderCpf: ANA.cpf, holderName: ANA.name },
      'PT',
    );
    expect(saved.key).toBe('+5521998765432');
    expect(await sandbox.lookupKey({ keyType: 'PHONE', key: '+5521998765432' })).toEqual(ANA);
    // A key answers only for its own type.
    expect(await sandbox.lookupKey({ keyType: 'EMAIL', key: '+5521998765432' })).toBeNull();

    await sandbox.registerKey(
      { keyType: 'EMAIL', key: 'Ana@Example.com', holderCpf: ANA.cpf, holderName: ANA.name },
      'PT',
    );
    expect(await sandbox.lookupKey({ keyType: 'EMAIL', key: 'ana@example.com' })).toEqual(ANA);
    expect(
      await sandbox.lookupKey({ keyType: 'EVP', key: '123e4567-e89b-42d3-a456-426614174000' }),
    ).toBeNull();
  });

  it('refuses a key that is not one of its type, or a holder CPF that is not valid', async () => {
    const badKey = await rejection(
      sandbox.registerKey({ keyType: 'PHONE', key: '1234', holderCpf: ANA.cpf, holderName: 'Ana' }, 'PT'),
    );
    expect(badKey.code).toBe('validation-failed');
    expect(badKey.value).toMatchObject({ fields: [{ field: 'key' }] });
    const badHolder = await rejection(
      sandbox.registerKey(
        {
          keyType: 'EVP',
          key: '123e4567-e89b-42d3-a456-426614174000',
          holderCpf: '12345678900',
          holderName: 'X',
        },
        'PT',
      ),
    );
    expect(badHolder.value).toMatchObject({ fields: [{ field: 'holderCpf' }] });
    expect(
      await sandbox.lookupKey({ keyType: 'EVP', key: '123e4567-e89b-42d3-a456-426614174000' }),
    ).toBeNull();
  });
});
