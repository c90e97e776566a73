import { describe, expect, it } from 'vitest';
import { isTimestampedBodySigned, isWithinSignatureWindow, signTimestampedBody } from './body-signature.js';

// Reference signatures computed outside this code (`printf '<t>.<body>' | openssl dgst -sha256
// -hmac <secret>`): vendors sign with their own tools, so the bytes signed must never change.
const SEAMLESS_CALL = {
  secret: 'secret-1',
  timestamp: '1700000000000',
  body: '{"a":1}',
  signature: '0a72a698c662bdb03f48802366271d03040f9b0e40a7a8e7a6ba576c8cdec758',
};
const PIX_EVENT = {
  secret: 'whsec',
  timestamp: 1_700_000_000,
  body: '{"eventId":"e1"}',
  signature: '753a8c53ae053dd0d3c4bf347967bce6d7e57e958ac77532aefe69d1ac801bfe',
};

describe('timestamped body signatures', () => {
  it('sign the HMAC-SHA256 of "<timestamp>.<body>" in lower-case hex', () => {
    for (const call of [SEAMLESS_CALL, PIX_EVENT]) {
      expect(signTimestampedBody(call.secret, call.timestamp, call.body)).toBe(call.signature);
    }
  });

  it('accept the right signature in either case', () => {
    expect(isTimestampedBodySigned(SEAMLESS_CALL)).toBe(true);
    expect(isTimestampedBodySigned({ ...PIX_EVENT, signature: PIX_EVENT.signature.toUpperCase() })).toBe(
      true,
    );
  });

  it('refuse another secret, time, body, or a signature cut short, lengthened or not hex', () => {
    const refused = [
      { ...SEAMLESS_CALL, secret: 'secret-2' },
      { ...SEAMLESS_CALL, timestamp: '1700000000001' },
      { ...SEAMLESS_CALL, body: '{"a":2}' },
      { ...SEAMLESS_CALL, signature: SEAMLESS_CALL.signature.slice(0, -1) },
      { ...SEAMLESS_CALL, signature: `${SEAMLESS_CALL.signature}0` },
      { ...SEAMLESS_CALL, signature: '' },
      { ...SEAMLESS_CALL, signature: `${SEAMLESS_CALL.signature.slice(0, -1)}é` },
    ];
    for (const call of refused) expect(isTimestampedBodySigned(call)).toBe(false);
  });

  it('keep a signing time within the window either side of now, its bounds included', () => {
    expect(isWithinSignatureWindow(1_000, 1_300, 300)).toBe(true);
    expect(isWithinSignatureWindow(1_600, 1_300, 300)).toBe(true);
    expect(isWithinSignatureWindow(999, 1_300, 300)).toBe(false);
    expect(isWithinSignatureWindow(1_601, 1_300, 300)).toBe(false);
  });
});
