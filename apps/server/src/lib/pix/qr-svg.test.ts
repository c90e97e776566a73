import QRCode from 'qrcode';
import { describe, expect, it } from 'vitest';
import { buildDynamicBrCode } from './br-code.js';
import { renderQrSvg } from './qr-svg.js';

describe('QR code of a BR Code', () => {
  const payload = buildDynamicBrCode({
    location: 'pix.sandbox.example/qr/v2/chg_0123456789abcdef01234567',
    amount: 5_000,
    merchantName: 'Sorte Grande',
    merchantCity: 'São Paulo',
  });

  it('is an SVG document drawing dark modules on a light background', async () => {
    const svg = await renderQrSvg(payload);
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"[^>]*viewBox="0 0 (\d+) \1"/u);
    expect(svg).toContain('<path');
    expect(svg.trimEnd()).toMatch(/<\/svg>$/u);
  });

  it('encodes the whole payload at error correction M with a two-module quiet zone', async () => {
    const qr = QRCode.create(payload, { errorCorrectionLevel: 'M' });
    const svg = await renderQrSvg(payload);
    // The drawing is the symbol's modules plus the margin on each side.
    expect(svg).toContain(`viewBox="0 0 ${qr.modules.size + 4} ${qr.modules.size + 4}"`);
  });
});
