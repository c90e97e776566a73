import { PATTERN_KINDS, WHITELABEL_FLAGS, type SystemStatusResponse } from '@platform/contracts';

/*
 * A hand-written check of GET /wps/system/status, the answer the whole site waits for at start-up.
 * It accepts exactly what the contract's zod schema (SystemStatusResponse) accepts, so the first
 * paint needs neither zod nor the contract schemas (docs/PERFORMANCE.md). The property test in
 * system-status-guard.test.ts compares the two on generated answers, so they cannot drift apart.
 */

type Check = (value: unknown) => boolean;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isString: Check = (value) => typeof value === 'string';
const isBoolean: Check = (value) => typeof value === 'boolean';
const isInteger: Check = (value) => Number.isSafeInteger(value);
const isPositiveInteger: Check = (value) => isInteger(value) && (value as number) > 0;
const isNonNegativeInteger: Check = (value) => isInteger(value) && (value as number) >= 0;
const isNullableString: Check = (value) => value === null || isString(value);

const objectOf =
  (fields: Record<string, Check>): Check =>
  (value) =>
    isRecord(value) && Object.entries(fields).every(([key, check]) => check(value[key]));

const arrayOf =
  (item: Check): Check =>
  (value) =>
    Array.isArray(value) && value.every(item);

const oneOf =
  (allowed: readonly unknown[]): Check =>
  (value) =>
    allowed.includes(value);

const stringRecord: Check = (value) => isRecord(value) && Object.values(value).every(isString);

// Every flag present and a boolean, no other key: the contract's record over the flag enum.
const whitelabel: Check = (value) =>
  isRecord(value) &&
  Object.keys(value).every((key) => (WHITELABEL_FLAGS as readonly string[]).includes(key)) &&
  WHITELABEL_FLAGS.every((flag) => isBoolean(value[flag]));

const registerField = objectOf({
  field: isString,
  shown: isBoolean,
  required: isBoolean,
  pattern: oneOf(PATTERN_KINDS),
  min: isNonNegativeInteger,
  max: isPositiveInteger,
});

const systemInfo = objectOf({
  brand: objectOf({
    name: isString,
    logoText: isString,
    companyName: isString,
    licence: isString,
    supportEmail: isString,
    theme: stringRecord,
  }),
  customerService: arrayOf(objectOf({ csType: isString, label: isString, path: isString })),
  domainRoute: arrayOf(objectOf({ domain: isString, route: isString })),
  resources: arrayOf(objectOf({ resourceType: isString, labelNameEn: isString, url: isString })),
  whitelabel,
  register: objectOf({
    minimumAge: isPositiveInteger,
    phoneDigits: objectOf({ min: isInteger, max: isInteger }),
    fields: arrayOf(registerField),
  }),
  mainDomain: isString,
  analytics: objectOf({ gtagId: isString }),
  imageCDNs: arrayOf(isString),
  launchGameCDNs: arrayOf(isString),
});

const systemStatus = objectOf({
  status: oneOf([0, 1, 2]),
  info: systemInfo,
  location: objectOf({ ip: isString, countryCode: isNullableString }),
  maintenance: objectOf({ enabled: isBoolean, endTime: isNullableString, info: isString }),
  regionRestriction: objectOf({ restricted: isBoolean, info: isString }),
});

export const isSystemStatusResponse = (value: unknown): value is SystemStatusResponse => systemStatus(value);
