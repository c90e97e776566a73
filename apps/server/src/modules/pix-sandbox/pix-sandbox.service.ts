import { randomBytes } from 'node:crypto';
import {
  isValidCpf,
  normalisePixKey,
  PIX_SIGNATURE_HEADER,
  type PixKeyType,
  type PixWebhookEvent,
  type SupportedLanguage,
} from '@platform/contracts';
import { AppError, fieldIssue, fieldsRejected } from '@platform/server-kit';
import { buildDynamicBrCode } from '../../lib/pix/br-code.js';
import { signPixWebhook } from '../../lib/pix/webhook-signature.js';
import type { PixSandboxRepository, SandboxChargeRow, SandboxPayoutRow } from './pix-sandbox.repository.js';

export const WEBHOOK_PATH = '/wps/payments/webhook/sandbox';
/** The sandbox's made-up institution code (ISPB) in end-to-end ids. */
const SANDBOX_ISPB = '99999999';

const randomId = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;

/** E + ISPB + yyyyMMddHHmm + 11 characters: the 32-character id every PIX transfer carries. */
const endToEndId = (at: Date) =>
  `E${SANDBOX_ISPB}${at.toISOString().replace(/\D/gu, '').slice(0, 12)}${randomBytes(8).toString('hex').slice(0, 11)}`;

export type PixSandboxOptions = {
  repository: PixSandboxRepository;
  /** The HMAC key its webhooks are signed with (the platform's channel secret), read per event. */
  secret: () => Promise<string>;
  /** Posts a webhook to the platform; answers the HTTP status. */
  notify: (path: string, body: string, headers: Record<string, string>) => Promise<number>;
  merchant: { name: string; city: string };
  /** Where a charge's location lives, without the scheme (field 26/25 of the BR Code). */
  locationBase: string;
  /** How long a payout takes before its payout.paid webhook. */
  payoutDelayMs?: number;
  now?: () => Date;
  log: { warn(object: object, message: string): void };
};

/**
 * The built-in sandbox PSP. It implements the payments module's PaymentGateway and behaves like a
 * real PSP: it makes dynamic PIX charges with their BR Code, knows who holds a key, sends
 * payouts, and tells the platform what happened only through signed webhooks over HTTP. A
 * tester pays a charge (as its payer or as someone else) on /sandbox/pix or through its API.
 */
export const createPixSandbox = (options: PixSandboxOptions) => {
  const { repository } = options;
  const now = options.now ?? (() => new Date());
  const payoutDelayMs = options.payoutDelayMs ?? 0;

  /** Signs, stores and sends one event; a failed delivery is kept for a resend, never thrown. */
  const send = async (event: PixWebhookEvent, reference: string): Promise<number | null> => {
    const body = JSON.stringify(event);
    const signature = signPixWebhook(await options.secret(), body, Math.floor(now().getTime() / 1000));
    const id = await repository.insertNotification({ eventId: event.eventId, reference, body, signature });
    return deliver(id, body, signature);
  };

  const deliver = async (id: number, body: string, signature: string): Promise<number | null> => {
    let status: number | null = null;
    try {
      status = await options.notify(WEBHOOK_PATH, body, {
        'content-type': 'application/json',
        [PIX_SIGNATURE_HEADER]: signature,
      });
    } catch (error) {
      options.log.warn({ err: error }, 'sandbox webhook not delivered');
    }
    await repository.recordAnswer(id, status);
    return status;
  };

  const settlePayout = async (payout: SandboxPayoutRow) => {
    const settled = await repository.settlePayout(payout.id, 'PAID', now());
    if (!settled) return;
    await send(
      {
        eventId: randomId('evt'),
        type: 'payout.paid',
        occurredAt: now().toISOString(),
        payout: {
          id: settled.id,
          reference: settled.reference,
          amount: settled.amount,
          endToEndId: endToEndId(now()),
          reason: null,
        },
      },
      settled.reference,
    );
  };

  const schedulePayout = (payout: SandboxPayoutRow) => {
    setTimeout(() => {
      settlePayout(payout).catch((error: unknown) =>
        options.log.warn({ err: error, payout: payout.id }, 'sandbox payout not settled'),
      );
    }, payoutDelayMs).unref();
  };

  const chargeView = (row: SandboxChargeRow) => ({
    id: row.id,
    reference: row.reference,
    amount: row.amount,
    brCode: row.brCode,
    status: row.status,
    expired: row.status === 'PENDING' && row.expiresAt <= now(),
    expiresAt: row.expiresAt.toISOString(),
    payer: { cpf: row.payerCpf, name: row.payerName },
    paidBy: row.paidByCpf ? { cpf: row.paidByCpf, name: row.paidByName ?? '' } : null,
    createdAt: row.createdAt.toISOString(),
  });

  return {
    code: 'sandbox',

    // PaymentGateway ------------------------------------------------------------------------------
    async createCharge(input: {
      reference: string;
      amount: number;
      expiresAt: Date;
      payer: { cpf: string; name: string };
      description: string;
    }) {
      const id = randomId('chg');
      const row = await repository.insertCharge({
        id,
        reference: input.reference,
        amount: input.amount,
        brCode: buildDynamicBrCode({
          location: `${options.locationBase}/${id}`,
          amount: input.amount,
          merchantName: options.merchant.name,
          merchantCity: options.merchant.city,
        }),
        expiresAt: input.expiresAt,
        payerCpf: input.payer.cpf,
        payerName: input.payer.name,
      });
      return { chargeId: row.id, brCode: row.brCode };
    },

    async refundCharge(input: { chargeId: string; reason: string }) {
      await repository.updateChargeFrom(input.chargeId, 'PAID', { status: 'REFUNDED', refundedAt: now() });
    },

    async lookupKey(input: { keyType: PixKeyType; key: string }) {
      // A CPF key belongs to its CPF; its name is the one the sandbox last saw for it, if any
      // (a real directory always knows it).
      if (input.keyType === 'CPF')
        return { cpf: input.key, name: (await repository.lastNameOf(input.key)) ?? '' };
      const entry = await repository.key(input.key);
      return entry && entry.keyType === input.keyType
        ? { cpf: entry.holderCpf, name: entry.holderName }
        : null;
    },

    /** Idempotent by reference: asking again for a payout already sent answers that payout. */
    async createPayout(input: {
      reference: string;
      amount: number;
      keyType: PixKeyType;
      key: string;
      holderCpf: string;
    }) {
      const payout = await repository.insertPayout({
        id: randomId('pay'),
        reference: input.reference,
        amount: input.amount,
        keyType: input.keyType,
        pixKey: input.key,
        holderCpf: input.holderCpf,
      });
      if (payout.status === 'PROCESSING') schedulePayout(payout);
      return { payoutId: payout.id };
    },

    // The tester's side ---------------------------------------------------------------------------
    /** A tester pays a charge, as its payer unless another person is named; the webhook follows. */
    async pay(input: { chargeId: string; payer?: { cpf: string; name: string } | undefined }) {
      const charge = await repository.charge(input.chargeId);
      if (!charge) throw new AppError('not-found');
      if (charge.status !== 'PENDING') throw new AppError('charge-already-paid');
      if (charge.expiresAt <= now()) throw new AppError('charge-expired');
      const payer = input.payer ?? { cpf: charge.payerCpf, name: charge.payerName };
      const paidAt = now();
      const paid = await repository.updateChargeFrom(charge.id, 'PENDING', {
        status: 'PAID',
        paidByCpf: payer.cpf,
        paidByName: payer.name,
        endToEndId: endToEndId(paidAt),
        paidAt,
      });
      if (!paid) throw new AppError('charge-already-paid');
      const delivered = await send(
        {
          eventId: randomId('evt'),
          type: 'charge.paid',
          occurredAt: paidAt.toISOString(),
          charge: {
            id: paid.id,
            reference: paid.reference,
            amount: paid.amount,
            endToEndId: paid.endToEndId!,
            payer,
          },
        },
        paid.reference,
      );
      return { ...chargeView(paid), webhookStatus: delivered };
    },

    async charges(status?: SandboxChargeRow['status']) {
      return { list: (await repository.charges(status)).map(chargeView) };
    },

    /** Registers a key to a CPF, in the form the directory stores it (refused when not a key of its type). */
    async registerKey(
      input: { keyType: PixKeyType; key: string; holderCpf: string; holderName: string },
      language: SupportedLanguage,
    ) {
      const key = normalisePixKey(input.keyType, input.key);
      const issues = [
        ...(key ? [] : [fieldIssue('key', 'invalid', language)]),
        ...(isValidCpf(input.holderCpf) ? [] : [fieldIssue('holderCpf', 'invalid', language)]),
      ];
      if (!key || issues.length > 0) throw fieldsRejected(issues);
      await repository.saveKey({
        pixKey: key,
        keyType: input.keyType,
        holderCpf: input.holderCpf,
        holderName: input.holderName,
      });
      return { ...input, key };
    },

    keys: () => repository.keys(),

    async notifications(reference?: string) {
      const rows = await repository.notifications(reference);
      return {
        list: rows.map((row) => ({
          eventId: row.eventId,
          reference: row.reference,
          body: row.body,
          signature: row.signature,
          statusCode: row.statusCode,
          sentAt: row.sentAt.toISOString(),
        })),
      };
    },

    /** Sends a stored event again, freshly signed, as a PSP retries (the platform must act once). */
    async resend(eventId: string) {
      const row = await repository.notification(eventId);
      if (!row) throw new AppError('not-found');
      const signature = signPixWebhook(await options.secret(), row.body, Math.floor(now().getTime() / 1000));
      return { statusCode: await deliver(row.id, row.body, signature) };
    },

    /** Payouts a stop left processing are sent again once the platform listens. */
    async resumePayouts(): Promise<number> {
      const processing = await repository.processingPayouts();
      for (const payout of processing) schedulePayout(payout);
      return processing.length;
    },
  };
};

export type PixSandbox = ReturnType<typeof createPixSandbox>;
