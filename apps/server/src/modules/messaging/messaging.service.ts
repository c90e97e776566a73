import { createHash } from 'node:crypto';
import type { z } from 'zod';
import {
  ANNOUNCEMENT_TYPES,
  LANGUAGE_TAGS,
  type AnnouncementType,
  type AnnouncementsRequest,
  type AnnouncementsResponse,
  type Banner,
  type Execution,
  type Notice,
  type OperatorAnnouncement,
  type Popup,
  type SaveAnnouncementRequest,
  type SupportedLanguage,
} from '@platform/contracts';
import { AppError, fieldIssue, fieldsRejected } from '@platform/server-kit';
import { memberAuditor, type AuditService } from '../audit/index.js';
import { onRandomBase } from '../../lib/cdn.js';
import type { SettingKey, Settings } from '../system/index.js';
import { bannerArtSvg } from './banner-art.js';
import { safeHref, sanitiseHtml } from '../../lib/html-sanitiser.js';
import type { AnnouncementRow, MessagingRepository } from './messaging.repository.js';
import type { AnnouncementText, StoredType } from './messaging.tables.js';

export type MessagingServiceOptions = {
  repository: MessagingRepository;
  /** The system module's settings: image CDNs and the brand's logo text for the artwork. */
  settings: { getSetting<K extends SettingKey>(key: K): Promise<Settings[K]> };
  /** The clock that decides what is published (tests may pin it). */
  now?: () => Date;
  /** Picks the image CDN; Math.random unless a test pins it. */
  random?: () => number;
  /** Every operator change is recorded. */
  audit: Pick<AuditService, 'record'>;
  /** Told after every operator change, so open pages read the announcements again (the live channel). */
  onChanged?: () => void;
};

type Who = { memberId: string; account: string };
type Meta = { ip: string; userAgent: string };
export type SaveAnnouncementInput = z.output<typeof SaveAnnouncementRequest>;

/** Text per language as stored: trimmed, empty translations left out (they show the PT text). */
const textOf = (
  input: { PT: string; EN?: string | undefined; CN?: string | undefined },
  clean: (value: string) => string,
): AnnouncementText => {
  const text: AnnouncementText = { PT: clean(input.PT) };
  for (const language of ['EN', 'CN'] as const) {
    const value = input[language];
    if (value !== undefined && value.trim() !== '') text[language] = clean(value);
  }
  return text;
};

const isPublished = (row: AnnouncementRow, at: Date): boolean =>
  row.enabled && row.startsAt <= at && (row.endsAt === null || row.endsAt > at);

/**
 * An announcement for the back office. Content is sanitised again on the way out, as on the
 * site's call, so a row written by SQL is never shown raw anywhere.
 */
const toOperator = (row: AnnouncementRow, at: Date): OperatorAnnouncement => ({
  id: row.id,
  key: row.key,
  type: row.type,
  title: row.title,
  content: textOf(row.content, sanitiseHtml),
  groupName: row.groupName,
  imageUrl: row.imageUrl,
  linkage: row.linkage,
  linkageType: row.linkageType,
  execution: row.execution,
  promotionType: row.promotionType,
  sortOrder: row.sortOrder,
  enabled: row.enabled,
  startsAt: row.startsAt.toISOString(),
  endsAt: row.endsAt?.toISOString() ?? null,
  published: isPublished(row, at),
  updatedAt: row.updatedAt.toISOString(),
});

/** The query as the route hands it over: validated, with defaults applied. */
export type AnnouncementsQuery = z.output<typeof AnnouncementsRequest>;

export const BANNER_ART_PATH = '/TCG_PROD_IMAGES/BANNER';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/iu;

/** The text in the language asked for, or the Portuguese one where that is missing or empty. */
const pick = (text: AnnouncementText, language: SupportedLanguage): string => {
  const value: unknown = text[language];
  return typeof value === 'string' && value.trim() !== '' ? value : text.PT;
};

/**
 * The types a call asks for: a comma list of AnnouncementType, or every type when absent or
 * blank. H (help) is accepted, as the site sends it, but help content is the system module's.
 */
const typesOf = (raw: string | undefined, language: SupportedLanguage): Set<AnnouncementType> => {
  const asked = (raw ?? '')
    .split(',')
    .map((type) => type.trim().toUpperCase())
    .filter((type) => type !== '');
  if (asked.length === 0) return new Set(ANNOUNCEMENT_TYPES);
  if (asked.some((type) => !(ANNOUNCEMENT_TYPES as readonly string[]).includes(type))) {
    throw fieldsRejected([fieldIssue('types', 'invalid_value', language)]);
  }
  return new Set(asked as AnnouncementType[]);
};

/** Where a banner click goes; a value the site must not follow becomes no link at all. */
const linkOf = (row: AnnouncementRow): Pick<Banner, 'linkage' | 'linkageType'> => {
  const href = safeHref(row.linkage);
  if (row.linkageType === 'INTERNAL' && href?.startsWith('/'))
    return { linkage: href, linkageType: 'INTERNAL' };
  if (row.linkageType === 'EXTERNAL' && href?.startsWith('https://'))
    return { linkage: href, linkageType: 'EXTERNAL' };
  return { linkage: '', linkageType: 'NONE' };
};

const timestampOf = (row: AnnouncementRow): number => row.startsAt.getTime();

export const createMessagingService = (options: MessagingServiceOptions) => {
  const now = options.now ?? (() => new Date());
  const random = options.random ?? Math.random;
  const audited = memberAuditor(options.audit);
  const { repository } = options;

  const caption = async () => (await options.settings.getSetting('brand')).logoText;
  const artOf = (row: AnnouncementRow, language: SupportedLanguage, brand: string): string =>
    bannerArtSvg({
      id: row.id,
      title: pick(row.title, language),
      caption: brand,
      lang: LANGUAGE_TAGS[language],
    });

  /**
   * The artwork's address: an https image_url as it is; otherwise a path (image_url, or the drawn
   * artwork with a version from its content, so the long cache never serves an old title) on the
   * image CDN base picked for this answer.
   */
  const bannerUrl = (
    row: AnnouncementRow,
    art: { base: string; brand: string },
    language: SupportedLanguage,
  ): string => {
    const image = row.imageUrl ? safeHref(row.imageUrl) : null;
    if (image?.startsWith('https://')) return image;
    if (image) return `${art.base}${image}`;
    const version = createHash('sha256')
      .update(artOf(row, language, art.brand))
      .digest('base64url')
      .slice(0, 12);
    return `${art.base}${BANNER_ART_PATH}/${row.id}.svg?lang=${language}&v=${version}`;
  };

  const toNotice = (row: AnnouncementRow, language: SupportedLanguage): Notice => ({
    id: row.id,
    title: pick(row.title, language),
    content: sanitiseHtml(pick(row.content, language)),
    timestamp: timestampOf(row),
  });

  return {
    /**
     * What is published now, in one language: the lists `types` asks for, the others empty.
     * The route is public, so the popup audience is what the caller says it is (`execution`,
     * default B): popups hold no secrets, and the web client sends A or F once logged in.
     */
    async listAnnouncements(
      query: AnnouncementsQuery,
      language: SupportedLanguage,
    ): Promise<AnnouncementsResponse> {
      const types = typesOf(query.types, language);
      const execution: Execution = query.execution ?? 'B';
      const at = now();
      const stored = (['B', 'PU', 'PR'] as const).filter((type) => types.has(type)) as StoredType[];
      const [rows, player, total] = await Promise.all([
        repository.published({ types: stored, now: at, execution }),
        types.has('PL')
          ? repository.playerNotices({
              now: at,
              limit: query.pageSize,
              offset: (query.pageNo - 1) * query.pageSize,
            })
          : [],
        types.has('PL') ? repository.countPlayerNotices(at) : 0,
      ]);

      const bannerRows = rows.filter((row) => row.type === 'B');
      let banners: Banner[] = [];
      if (bannerRows.length > 0) {
        // One base per answer (as the games module does), so a page's banners share a host.
        const base = onRandomBase(await options.settings.getSetting('imageCDNs'), '', random);
        const art = { base, brand: await caption() };
        banners = bannerRows.map((row) => ({
          id: row.id,
          groupName: row.groupName!,
          url: bannerUrl(row, art, language),
          title: pick(row.title, language),
          ...linkOf(row),
        }));
      }
      const popup: Popup[] = rows
        .filter((row) => row.type === 'PU')
        .map((row) => ({
          ...toNotice(row, language),
          promotionType: row.promotionType,
          execution: row.execution!,
        }));

      return {
        banners,
        player: player.map((row) => toNotice(row, language)),
        playerTotalPages: Math.ceil(total / query.pageSize),
        popup,
        promotion: rows.filter((row) => row.type === 'PR').map((row) => toNotice(row, language)),
      };
    },

    // Operators ----------------------------------------------------------------------------------

    async operatorList(): Promise<{ list: OperatorAnnouncement[] }> {
      const at = now();
      return { list: (await repository.all()).map((row) => toOperator(row, at)) };
    },

    /**
     * Creates the announcement with this key or replaces it. Content HTML is sanitised before it
     * is stored (and again when served); fields another type does not use are stored empty.
     */
    async save(operator: Who, input: SaveAnnouncementInput, meta: Meta): Promise<OperatorAnnouncement> {
      const banner = input.type === 'B';
      const row = await repository.save({
        key: input.key,
        type: input.type,
        title: textOf(input.title, (value) => value.trim()),
        content: banner ? { PT: '' } : textOf(input.content, sanitiseHtml),
        groupName: input.groupName,
        imageUrl: input.imageUrl,
        linkage: input.linkage,
        linkageType: input.linkageType,
        execution: input.execution,
        promotionType: input.type === 'PU' ? input.promotionType : null,
        sortOrder: input.sortOrder,
        enabled: input.enabled,
        startsAt: input.startsAt === undefined ? now() : new Date(input.startsAt),
        endsAt: input.endsAt === null ? null : new Date(input.endsAt),
      });
      const saved = toOperator(row, now());
      await audited('announcement.save', meta, operator, { announcement: saved });
      options.onChanged?.();
      return saved;
    },

    /** Shows or hides an announcement at once, whatever its window. */
    async setEnabled(
      operator: Who,
      input: { key: string; enabled: boolean },
      meta: Meta,
    ): Promise<OperatorAnnouncement> {
      const row = await repository.setEnabled(input.key, input.enabled);
      if (!row) {
        await audited(
          'announcement.enable',
          meta,
          operator,
          { ...input, reason: 'announcement-not-found' },
          'refused',
        );
        throw new AppError('announcement-not-found');
      }
      await audited('announcement.enable', meta, operator, input);
      options.onChanged?.();
      return toOperator(row, now());
    },

    /** Ends a started announcement now; the row stays (its history and key are kept). */
    async end(operator: Who, key: string, meta: Meta): Promise<OperatorAnnouncement> {
      const at = now();
      const row = await repository.end(key, at);
      if (!row) {
        const reason = (await repository.byKey(key)) ? 'announcement-not-started' : 'announcement-not-found';
        await audited('announcement.end', meta, operator, { key, reason }, 'refused');
        throw new AppError(reason);
      }
      await audited('announcement.end', meta, operator, { key, endsAt: row.endsAt?.toISOString() ?? null });
      options.onChanged?.();
      return toOperator(row, at);
    },

    /** Deletes an announcement; the audit record keeps what it was. */
    async remove(operator: Who, key: string, meta: Meta): Promise<OperatorAnnouncement> {
      const row = await repository.remove(key);
      if (!row) {
        await audited(
          'announcement.delete',
          meta,
          operator,
          { key, reason: 'announcement-not-found' },
          'refused',
        );
        throw new AppError('announcement-not-found');
      }
      const removed = toOperator(row, now());
      await audited('announcement.delete', meta, operator, { announcement: removed });
      options.onChanged?.();
      return removed;
    },

    /** The drawn artwork of a banner that has started; unknown, disabled or future ones are not found. */
    async bannerArt(input: { id: string; language: SupportedLanguage }): Promise<string> {
      const row = UUID.test(input.id) ? await repository.startedBanner(input.id, now()) : null;
      if (!row) throw new AppError('not-found');
      return artOf(row, input.language, await caption());
    },
  };
};

export type MessagingService = ReturnType<typeof createMessagingService>;
