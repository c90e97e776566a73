/** Request headers every client of this API sends (names as existing clients spell them). */
export const RequestHeader = {
  merchant: 'merchant',
  authorization: 'authorization',
  device: 'device',
  language: 'language',
  gatewayVersion: 'x-gateway-version',
  encryption: 'encryption',
} as const;

/** Device kinds a client may declare in the Device header. */
export const DEVICES = ['WEB', 'MOBILE', 'ANDROID', 'IOS'] as const;
export type Device = (typeof DEVICES)[number];
export const DEFAULT_DEVICE: Device = 'WEB';
