/**
 * Thai QR Payment (EMVCo merchant-presented QR) for PromptPay credit transfers.
 * Tag 29 carries the PromptPay AID and the receiver: a phone (0066 + 9 digits), a national or tax
 * id (13 digits) or an e-wallet id (15 digits). A dynamic QR (01 = 12) carries the amount (54).
 */
export const PROMPTPAY_AID = 'A000000677010111';

export type PromptPayTarget =
  | { kind: 'phone'; value: string }
  | { kind: 'national-id'; value: string }
  | { kind: 'ewallet'; value: string };

const field = (id: string, value: string) =>
  `${id}${String(value.length).padStart(2, '0')}${value}`;

/** CRC-16/CCITT-FALSE (poly 0x1021, init 0xFFFF), as EMVCo tag 63 requires. */
export function crc16(payload: string): string {
  let crc = 0xffff;
  for (const byte of Buffer.from(payload, 'utf8')) {
    crc ^= byte << 8;
    for (let bit = 0; bit < 8; bit++) {
      crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
    }
  }
  return crc.toString(16).toUpperCase().padStart(4, '0');
}

/** Reads a PromptPay id as configured (`PROMPTPAY_ID`): a Thai mobile, a 13-digit id, or an e-wallet. */
export function parsePromptPayId(raw: string): PromptPayTarget | null {
  const digits = raw.replace(/[\s-]/g, '');
  if (!/^\+?\d+$/.test(digits)) return null;
  const plain = digits.replace(/^\+/, '');
  if (/^0\d{9}$/.test(plain)) return { kind: 'phone', value: `0066${plain.slice(1)}` };
  if (/^66\d{9}$/.test(plain)) return { kind: 'phone', value: `00${plain}` };
  if (/^0066\d{9}$/.test(plain)) return { kind: 'phone', value: plain };
  if (/^\d{13}$/.test(plain)) return { kind: 'national-id', value: plain };
  if (/^\d{15}$/.test(plain)) return { kind: 'ewallet', value: plain };
  return null;
}

const TARGET_TAG: Record<PromptPayTarget['kind'], string> = {
  phone: '01',
  'national-id': '02',
  ewallet: '03',
};

/** The QR payload for paying `amountSatang` to `target`, once. */
export function promptPayPayload(target: PromptPayTarget, amountSatang: number): string {
  if (!Number.isInteger(amountSatang) || amountSatang <= 0) {
    throw new Error('amount must be a positive whole number of satang');
  }
  const amount = `${Math.floor(amountSatang / 100)}.${String(amountSatang % 100).padStart(2, '0')}`;
  const body =
    field('00', '01') +
    field('01', '12') +
    field('29', field('00', PROMPTPAY_AID) + field(TARGET_TAG[target.kind], target.value)) +
    field('53', '764') +
    field('54', amount) +
    field('58', 'TH');
  const withCrcTag = `${body}6304`;
  return withCrcTag + crc16(withCrcTag);
}
