import { slipVerify as generateSlip } from 'promptparse/generate';
import QRCode from 'qrcode';
import sharp from 'sharp';

/**
 * A photo of a Thai bank transfer slip, as a buyer uploads it: white paper with the slip's mini
 * QR (the bank's code and transaction reference) on it, as a PNG.
 */
export async function slipImage(bank: string, transRef: string): Promise<Buffer> {
  const payload = generateSlip({ sendingBank: bank, transRef });
  const qr = await QRCode.toBuffer(payload, { type: 'png', width: 300, margin: 4 });
  return sharp({
    create: { width: 600, height: 900, channels: 3, background: { r: 255, g: 255, b: 255 } },
  })
    .composite([{ input: qr, top: 500, left: 150 }])
    .png()
    .toBuffer();
}
