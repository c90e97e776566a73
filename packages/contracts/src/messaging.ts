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
