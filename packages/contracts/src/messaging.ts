import { z } from 'zod';
import { SUPPORTED_LANGUAGES } from './languages.js';

/** Banner groups (spec 3): where on the site a banner shows. */
export const BANNER_GROUPS = ['w_login', 'w_register', 'w_popup1', 'w_leftmenu', 'w_home'] as const;
export const BannerGroup = z.enum(BANNER_GROUPS);
export type BannerGroup = z.infer<typeof BannerGroup>;

/** Announcement types (spec 7): B banner, PL player notice (the ticker), PU popup, PR promotion, H help. */
export const ANNOUNCEMENT_TYPES = ['B', 'PL', 'PU', 'PR', 'H'] as const;
export const AnnouncementType = z.enum(ANNOUNCEMENT_TYPES);
export type AnnouncementType = z.infer<typeof AnnouncementType>;

/** Popup audience (spec 4): A logged-in members, B anonymous visitors, F members on first login. */
export const EXECUTIONS = ['A', 'B', 'F'] as const;
export const Execution = z.enum(EXECUTIONS);
export type Execution = z.infer<typeof Execution>;

export const Banner = z.object({
  id: z.string(),
  groupName: BannerGroup,
  /** The artwork's address. */
  url: z.string(),
  title: z.string(),
  /** Where a click goes: a site path (linkageType INTERNAL) or an address (EXTERNAL); NONE for none. */
  linkage: z.string(),
  linkageType: z.enum(['INTERNAL', 'EXTERNAL', 'NONE']),
});
export type Banner = z.infer<typeof Banner>;

export const Notice = z.object({
  id: z.string(),
  title: z.string(),
  content: z.string(),
  timestamp: z.number().int(),
});
export type Notice = z.infer<typeof Notice>;

export const Popup = z.object({
  id: z.string(),
  title: z.string(),
  /** Sanitised HTML. */
  content: z.string(),
  promotionType: z.string().nullable(),
  execution: Execution,
  timestamp: z.number().int(),
});
export type Popup = z.infer<typeof Popup>;

/**
 * POST /wps/relay/MCSFE_getListAnnouncements: what is published now for the site, in the caller's
 * language. `types` is a comma list of AnnouncementType (default all); `execution` picks the popup
 * audience (default B; the web client sends A when logged in, F right after a first login).
 */
export const AnnouncementsRequest = z.object({
  types: z.string().max(32).optional(),
  platform: z.string().max(8).optional(),
  execution: Execution.optional(),
  language: z.enum(SUPPORTED_LANGUAGES).optional(),
  pageNo: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(50).default(9),
});
export type AnnouncementsRequest = z.input<typeof AnnouncementsRequest>;

export const AnnouncementsResponse = z.object({
  banners: z.array(Banner),
  /** Player notices (PL), newest first: the ticker and the /announce list. */
  player: z.array(Notice),
  playerTotalPages: z.number().int(),
  popup: z.array(Popup),
  promotion: z.array(Notice),
});
export type AnnouncementsResponse = z.infer<typeof AnnouncementsResponse>;

// Operators -------------------------------------------------------------------------------------

/** Announcement types an operator writes (H, help, is the help centre's). */
export const STORED_ANNOUNCEMENT_TYPES = ['B', 'PL', 'PU', 'PR'] as const;
export const BANNER_LINKAGE_TYPES = ['INTERNAL', 'EXTERNAL', 'NONE'] as const;

/** A site path (not `//host`) or an https address: what a banner link or artwork may be. */
const isSitePath = (value: string) =>
  value.startsWith('/') && !value.startsWith('//') && !value.includes('\\');
const isHttps = (value: string) => /^https:\/\/[^/\\\s]/u.test(value);

const AnnouncementTitle = z.string().trim().max(120);
const AnnouncementBody = z.string().max(20_000);

/** Text per language; PT is required, an empty EN or CN shows the PT text. */
export const AnnouncementTextInput = z.object({
  PT: AnnouncementTitle.min(1),
  EN: AnnouncementTitle.optional(),
  CN: AnnouncementTitle.optional(),
});
export const AnnouncementContentInput = z.object({
  PT: AnnouncementBody,
  EN: AnnouncementBody.optional(),
  CN: AnnouncementBody.optional(),
});

/** The stable name operators address an announcement by. */
export const AnnouncementKey = z
  .string()
  .trim()
  .regex(/^[a-z0-9][a-z0-9._-]{1,79}$/iu);

/**
 * POST /ops/announcements (operator): creates the announcement with this key or replaces it.
 * Content is HTML, sanitised before it is stored (docs/messaging.md, "HTML").
 */
export const SaveAnnouncementRequest = z
  .object({
    key: AnnouncementKey,
    type: z.enum(STORED_ANNOUNCEMENT_TYPES),
    title: AnnouncementTextInput,
    content: AnnouncementContentInput.default({ PT: '' }),
    /** Banners only (required for them). */
    groupName: BannerGroup.nullable().default(null),
    /** Banners only: an https address or a site path; null for the artwork the server draws. */
    imageUrl: z.string().trim().max(500).nullable().default(null),
    linkage: z.string().trim().max(500).default(''),
    linkageType: z.enum(BANNER_LINKAGE_TYPES).default('NONE'),
    /** Popups only (required for them). */
    execution: Execution.nullable().default(null),
    promotionType: z.string().trim().max(40).nullable().default(null),
    sortOrder: z.number().int().min(0).max(10_000).default(0),
    enabled: z.boolean().default(true),
    /** Absent: from now. */
    startsAt: z.iso.datetime({ offset: true }).optional(),
    /** Null: no end. */
    endsAt: z.iso.datetime({ offset: true }).nullable().default(null),
  })
  .refine((value) => (value.type === 'B') === (value.groupName !== null), {
    path: ['groupName'],
    message: 'a banner needs a group, and only a banner has one',
  })
  .refine((value) => (value.type === 'PU') === (value.execution !== null), {
    path: ['execution'],
    message: 'a popup needs an audience, and only a popup has one',
  })
  .refine(
    (value) =>
      value.linkageType === 'NONE'
        ? value.linkage === ''
        : value.type === 'B' &&
          (value.linkageType === 'INTERNAL' ? isSitePath(value.linkage) : isHttps(value.linkage)),
    { path: ['linkage'], message: 'a banner link is a site path (INTERNAL) or an https address (EXTERNAL)' },
  )
  .refine(
    (value) =>
      value.imageUrl === null ||
      (value.type === 'B' && (isSitePath(value.imageUrl) || isHttps(value.imageUrl))),
    { path: ['imageUrl'], message: 'banner artwork is an https address or a site path' },
  )
  .refine(
    (value) =>
      value.endsAt === null ||
      Date.parse(value.endsAt) > (value.startsAt === undefined ? Date.now() : Date.parse(value.startsAt)),
    { path: ['endsAt'], message: 'endsAt must be after startsAt' },
  );
export type SaveAnnouncementRequest = z.input<typeof SaveAnnouncementRequest>;

/** POST /ops/announcements/enable (operator): shows (true) or hides (false) an announcement at once. */
export const EnableAnnouncementRequest = z.object({ key: AnnouncementKey, enabled: z.boolean() });
/** POST /ops/announcements/end and /ops/announcements/delete (operator). */
export const AnnouncementKeyRequest = z.object({ key: AnnouncementKey });

/** An announcement as the back office sees it: every language as stored, content already sanitised. */
export const OperatorAnnouncement = z.object({
  id: z.string(),
  key: z.string(),
  type: z.enum(STORED_ANNOUNCEMENT_TYPES),
  title: z.object({ PT: z.string(), EN: z.string().optional(), CN: z.string().optional() }),
  content: z.object({ PT: z.string(), EN: z.string().optional(), CN: z.string().optional() }),
  groupName: BannerGroup.nullable(),
  imageUrl: z.string().nullable(),
  linkage: z.string(),
  linkageType: z.enum(BANNER_LINKAGE_TYPES),
  execution: Execution.nullable(),
  promotionType: z.string().nullable(),
  sortOrder: z.number().int(),
  enabled: z.boolean(),
  startsAt: z.string(),
  endsAt: z.string().nullable(),
  /** Enabled and inside its window now: what the site shows. */
  published: z.boolean(),
  updatedAt: z.string(),
});
export type OperatorAnnouncement = z.infer<typeof OperatorAnnouncement>;

/** GET /ops/announcements (operator): every announcement, by type, then list order. */
export const OperatorAnnouncementListResponse = z.object({ list: z.array(OperatorAnnouncement) });
