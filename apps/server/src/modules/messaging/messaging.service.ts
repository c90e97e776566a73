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
  type Popup,
  type SupportedLanguage,
} from '@platform/contracts';
import { AppError, fieldIssue, fieldsRejected } from '@platform/server-kit';
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
};

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
        options.repository.published({ types: stored, now: at, execution }),
        types.has('PL')
          ? options.repository.playerNotices({
              now: at,
              limit: query.pageSize,
              offset: (query.pageNo - 1) * query.pageSize,
            })
          : [],
        types.has('PL') ? options.repository.countPlayerNotices(at) : 0,
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

    /** The drawn artwork of a banner that has started; unknown, disabled or future ones are not found. */
    async bannerArt(input: { id: string; language: SupportedLanguage }): Promise<string> {
      const row = UUID.test(input.id) ? await options.repository.startedBanner(input.id, now()) : null;
      if (!row) throw new AppError('not-found');
      return artOf(row, input.language, await caption());
    },
  };
};

export type MessagingService = ReturnType<typeof createMessagingService>;
