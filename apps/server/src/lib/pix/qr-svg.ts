import QRCode from 'qrcode';

/**
 * A payload as an SVG QR code. Error correction M (15 %), the level banks' apps read best from a
 * screen; a two-module quiet zone, as the QR standard asks for scanning.
 */
export const renderQrSvg = (payload: string): Promise<string> =>
  QRCode.toString(payload, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
