import {
  cpfDigits,
  isValidCpf,
  maskCpf,
  type BannedBettorsUploadRequest,
  type BannedBettorsUploadResponse,
  type IdentityDocumentResponse,
  type IdentityStatusResponse,
  type StartIdentityRequest,
  type SupportedLanguage,
} from '@platform/contracts';
import { AppError, fieldIssue, fieldsRejected } from '@platform/server-kit';
import type { SecretBox } from '../../lib/secret-box.js';
import type { AuditService } from '../audit/index.js';
import { checkIdentityDetails } from './identity-details.js';
import { identityStep, type IdentityEvent } from './identity-state.js';
import type { IdentityRow, KycRepository } from './kyc.repository.js';
import type { KycProvider } from './provider.js';

export type RequestMeta = { ip: string; userAgent: string; language: SupportedLanguage };

/** The digests of banned CPFs are bound to this purpose, so no other digest of a CPF matches them. */
const BANNED_PURPOSE = 'banned-bettor.cpf';

/** A document photo opens only as the member's own (a sealed value copied to another row does not). */
const documentPurpose = (memberId: string) => `member_identity_document:${memberId}`;

export type KycDeps = {
  repository: KycRepository;
  provider: KycProvider;
  audit: AuditService;
  secrets: SecretBox;
  /** Whether the deployment's profile asks for a verified identity (BR). */
  required: () => Promise<boolean>;
  /** Whether the check asks for gender, address, income and a document photo (BR). */
  detailsRequired: () => Promise<boolean>;
  members: {
    /** The member of an account name (an operator's look-up); null when there is none. */
    memberIdOf(account: string): Promise<string | null>;
    identityOf(memberId: string): Promise<{
      account: string;
      cpf: string | null;
      name: string | null;
      birthDate: string | null;
    }>;
    /** Gives the account its CPF once (accounts' setCpfOnce: banned, self-excluded, duplicates). */
    setCpfOnce(memberId: string, cpf: string, meta: { ip: string }): Promise<void>;
  };
};

/**
 * Identity verification (docs/kyc.md) and the banned-bettor list (Lei 14.790 art. 26). The
 * provider is called outside any lock; each change is then one conditional statement on the
 * state it was decided from, so of two racing requests one moves the state and the other finds
 * it moved.
 */
export const createKycService = (deps: KycDeps) => {
  const { repository, provider, audit } = deps;

  const statusOf = async (memberId: string, row?: IdentityRow | null): Promise<IdentityStatusResponse> => {
    const [identity, person, required, detailsRequired, hasDocument] = await Promise.all([
      row === undefined ? repository.identityOf(memberId) : Promise.resolve(row),
      deps.members.identityOf(memberId),
      deps.required(),
      deps.detailsRequired(),
      repository.hasDocument(memberId),
    ]);
    const state = identity?.state ?? 'NOT_STARTED';
    return {
      state,
      required,
      detailsRequired,
      detailsGiven: Boolean(
        identity?.gender && identity.address && identity.monthlyIncome !== null && hasDocument,
      ),
      reason: identity?.reason ?? null,
      livenessSessionId: state === 'PENDING_LIVENESS' ? (identity?.livenessSession ?? null) : null,
      maskedCpf: person.cpf ? maskCpf(person.cpf) : null,
      name: identity?.name ?? person.name,
      birthDate: identity?.birthDate ?? person.birthDate,
      updatedAt: identity?.updatedAt.toISOString() ?? null,
    };
  };

  /** The step an event takes from the state read, or the refusal of an event the state does not take. */
  const stepOrRefuse = (state: IdentityRow['state'], event: IdentityEvent) => {
    const step = identityStep(state, event);
    if (!step) throw new AppError('identity-state-conflict');
    return step;
  };

  const isBanned = (cpf: string) => repository.anyBanned(deps.secrets.digests(cpf, BANNED_PURPOSE));

  return {
    status: (memberId: string) => statusOf(memberId),

    /** The identity check: the claim (or the profile's details) against the provider's records. */
    async start(memberId: string, input: StartIdentityRequest, meta: RequestMeta) {
      const current = await repository.identityOf(memberId);
      const state = current?.state ?? 'NOT_STARTED';
      // Refused before the provider is asked: nothing to check from here.
      if (!identityStep(state, { kind: 'checked', result: 'match' })) {
        throw new AppError('identity-state-conflict');
      }
      const person = await deps.members.identityOf(memberId);
      const cpf = input.cpf === undefined ? person.cpf : cpfDigits(input.cpf);
      const name = input.name ?? person.name;
      const birthDate = input.birthDate ?? person.birthDate;
      const checked = checkIdentityDetails({
        request: input,
        required: await deps.detailsRequired(),
        language: meta.language,
      });
      const issues = [
        ...(cpf === null || !isValidCpf(cpf)
          ? [fieldIssue('cpf', cpf === null ? 'required' : 'invalid', meta.language)]
          : []),
        ...(name ? [] : [fieldIssue('name', 'required', meta.language)]),
        ...(birthDate ? [] : [fieldIssue('birthDate', 'required', meta.language)]),
        ...checked.issues,
      ];
      if (issues.length > 0 || !cpf || !name || !birthDate) throw fieldsRejected(issues);
      if (person.cpf && person.cpf !== cpf) throw new AppError('identity-cpf-not-own');
      const { document, ...details } = checked.details;

      const record = (result: 'ok' | 'refused', detail: Record<string, unknown>) =>
        audit.record({
          action: 'identity.start',
          result,
          memberId,
          account: person.account,
          ip: meta.ip,
          userAgent: meta.userAgent,
          detail: {
            provider: provider.code,
            cpf: maskCpf(cpf),
            ...(document ? { document: document.type, documentSha256: document.image.sha256 } : {}),
            ...detail,
          },
        });
      const check = await provider.checkIdentity({
        cpf,
        name,
        birthDate,
        ...(document
          ? {
              document: {
                type: document.type,
                contentType: document.image.contentType,
                bytes: document.image.bytes,
              },
            }
          : {}),
      });
      if (check === 'unknown') {
        await record('refused', { reason: 'identity-check-unavailable' });
        throw new AppError('identity-check-unavailable');
      }
      if (check === 'document-unreadable') {
        // Nothing stored: the member sends another photo.
        await record('refused', { reason: 'identity-document-unreadable' });
        throw new AppError('identity-document-unreadable');
      }
      const step = stepOrRefuse(state, { kind: 'checked', result: check });
      if (step.to === 'PENDING_LIVENESS' && !person.cpf) {
        // The verified CPF becomes the account's, with every check a first CPF has.
        try {
          await deps.members.setCpfOnce(memberId, cpf, { ip: meta.ip });
        } catch (error) {
          await record('refused', { reason: error instanceof AppError ? error.code : 'cpf' });
          throw error;
        }
      }
      const liveness =
        step.to === 'PENDING_LIVENESS' ? await provider.startLiveness({ reference: memberId }) : null;
      const moved = await repository.transition({
        memberId,
        from: state,
        to: step.to,
        patch: {
          name,
          birthDate,
          provider: provider.code,
          livenessSession: liveness?.sessionId ?? null,
          reason: step.reason,
          ...details,
        },
        document: document
          ? {
              documentType: document.type,
              contentType: document.image.contentType,
              data: deps.secrets.seal(document.image.bytes.toString('base64'), documentPurpose(memberId)),
              byteSize: document.image.bytes.length,
              width: document.image.width,
              height: document.image.height,
              sha256: document.image.sha256,
            }
          : null,
      });
      if (!moved) {
        // Another request moved it meanwhile; its answer stands.
        await record('refused', { reason: 'identity-state-conflict' });
        throw new AppError('identity-state-conflict');
      }
      await record('ok', { check, state: moved.state });
      return statusOf(memberId, moved);
    },

    /** Asks the provider how the liveness session went, and moves on when it is done. */
    async liveness(memberId: string, meta: RequestMeta) {
      const current = await repository.identityOf(memberId);
      const state = current?.state ?? 'NOT_STARTED';
      if (state !== 'PENDING_LIVENESS' || !current?.livenessSession) {
        throw new AppError('identity-state-conflict');
      }
      const result = await provider.liveness(current.livenessSession);
      const step = stepOrRefuse(state, { kind: 'liveness', result });
      if (step.to === state) return statusOf(memberId, current);
      const moved = await repository.transition({
        memberId,
        from: state,
        to: step.to,
        patch: {
          reason: step.reason,
          livenessSession: null,
          verifiedAt: step.to === 'VERIFIED' ? new Date() : null,
        },
      });
      const person = await deps.members.identityOf(memberId);
      if (moved) {
        await audit.record({
          action: 'identity.liveness',
          result: step.to === 'VERIFIED' ? 'ok' : 'refused',
          memberId,
          account: person.account,
          ip: meta.ip,
          userAgent: meta.userAgent,
          detail: { provider: provider.code, result, state: moved.state },
        });
      }
      // A request that lost the race answers what the winner stored: one state for both.
      return statusOf(memberId, moved ?? undefined);
    },

    /**
     * The document photo of an account's check, for an operator's review. Every look is audited:
     * who saw whose document is itself a record.
     */
    async document(
      operator: { memberId: string; account: string },
      account: string,
      meta: RequestMeta,
    ): Promise<IdentityDocumentResponse> {
      const memberId = await deps.members.memberIdOf(account);
      const row = memberId ? await repository.documentOf(memberId) : null;
      await audit.record({
        action: 'identity.document-view',
        result: row ? 'ok' : 'refused',
        memberId: operator.memberId,
        account: operator.account,
        ip: meta.ip,
        userAgent: meta.userAgent,
        detail: { of: account, ...(row ? {} : { reason: 'not-found' }) },
      });
      if (!memberId || !row) throw new AppError('not-found');
      return {
        account,
        type: row.documentType,
        contentType: row.contentType,
        width: row.width,
        height: row.height,
        sha256: row.sha256,
        receivedAt: row.createdAt.toISOString(),
        dataUrl: `data:${row.contentType};base64,${deps.secrets.open(row.data, documentPurpose(memberId))}`,
      };
    },

    /** Whether a CPF is on the banned-bettor list (registration and a first CPF ask it). */
    isBanned,

    /** Refuses a banned CPF with a code that does not reveal the list, and audits it. */
    async assertNotBanned(
      cpf: string,
      meta: { ip: string; account?: string | null; memberId?: string | null; step: string },
    ) {
      if (!(await isBanned(cpf))) return;
      await audit.record({
        action: 'banned-bettor.refused',
        result: 'refused',
        memberId: meta.memberId ?? null,
        account: meta.account ?? null,
        ip: meta.ip,
        detail: { step: meta.step, cpf: maskCpf(cpf) },
      });
      throw new AppError('registration-not-possible');
    },

    /** The operator's upload of the list: CSV, one CPF per line (the first cell). */
    async uploadBanned(
      operator: { memberId: string; account: string },
      input: BannedBettorsUploadRequest,
      meta: RequestMeta,
    ): Promise<BannedBettorsUploadResponse> {
      const digests = new Set<string>();
      const invalidLines: number[] = [];
      input.csv.split(/\r?\n/u).forEach((line, index) => {
        const cell = (line.split(/[;,\t]/u)[0] ?? '').replaceAll('"', '').trim();
        if (cell === '') return;
        // A header line (no digit at all) is not an error.
        if (index === 0 && !/\d/u.test(cell)) return;
        const cpf = cpfDigits(cell);
        if (!cpf || !isValidCpf(cpf)) {
          invalidLines.push(index + 1);
          return;
        }
        // Stored under the sealing key only; look-ups try every key.
        digests.add(deps.secrets.digests(cpf, BANNED_PURPOSE)[0]!);
      });
      if (digests.size === 0) {
        // Replacing the list with nothing is far more likely a wrong file than a wish.
        throw fieldsRejected([fieldIssue('csv', 'invalid', meta.language)]);
      }
      const total = await repository.storeBanned([...digests], input.mode);
      await audit.record({
        action: 'banned-bettors.upload',
        result: 'ok',
        memberId: operator.memberId,
        account: operator.account,
        ip: meta.ip,
        userAgent: meta.userAgent,
        detail: { mode: input.mode, accepted: digests.size, invalid: invalidLines.length, total },
      });
      return { total, accepted: digests.size, invalidLines: invalidLines.slice(0, 1000) };
    },
  };
};

export type KycService = ReturnType<typeof createKycService>;
