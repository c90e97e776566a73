import { z } from 'zod';
import { PIX_KEY_TYPES } from './payments.js';

/** The built-in sandbox gateway's own API (/sandbox/api/*), for testers and tests: docs/payments.md. */

const Party = z.object({ cpf: z.string().regex(/^\d{11}$/u), name: z.string().trim().min(1).max(120) });

export const SandboxCharge = z.object({
  id: z.string(),
  reference: z.string(),
  amount: z.number().int(),
  brCode: z.string(),
  status: z.enum(['PENDING', 'PAID', 'REFUNDED']),
  expired: z.boolean(),
  expiresAt: z.string(),
  payer: z.object({ cpf: z.string(), name: z.string() }),
  paidBy: z.object({ cpf: z.string(), name: z.string() }).nullable(),
  createdAt: z.string(),
});
export type SandboxCharge = z.infer<typeof SandboxCharge>;

export const SandboxChargesQuery = z.object({ status: z.enum(['PENDING', 'PAID', 'REFUNDED']).optional() });
export const SandboxChargesResponse = z.object({ list: z.array(SandboxCharge) });

/** POST /sandbox/api/charges/pay: pays a charge as its payer, or as `payer` (a third party). */
export const SandboxPayRequest = z.object({ chargeId: z.string().min(1).max(80), payer: Party.optional() });
export const SandboxPayResponse = SandboxCharge.extend({ webhookStatus: z.number().int().nullable() });

/** POST /sandbox/api/keys: registers a phone, e-mail or random key to a CPF in the key directory. */
export const SandboxKeyRequest = z.object({
  keyType: z.enum(PIX_KEY_TYPES),
  key: z.string().trim().min(1).max(80),
  holderCpf: z.string().regex(/^\d{11}$/u),
  holderName: z.string().trim().min(1).max(120),
});

export const SandboxNotificationsQuery = z.object({ reference: z.string().max(80).optional() });
export const SandboxNotificationsResponse = z.object({
  list: z.array(
    z.object({
      eventId: z.string(),
      reference: z.string(),
      body: z.string(),
      signature: z.string(),
      statusCode: z.number().int().nullable(),
      sentAt: z.string(),
    }),
  ),
});
export const SandboxResendRequest = z.object({ eventId: z.string().min(1).max(80) });
