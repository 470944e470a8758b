import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { paymentIdParamsSchema, type PaymentStatus } from '@duangdee/contract/payments';
import { AppError } from '../../platform/app-error.ts';
import type { PaymentRow, PaymentsRepo } from './repo.ts';
import type { PaymentsService } from './service.ts';

const escape = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const baht = (satang: number) =>
  (satang / 100).toLocaleString('th-TH', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** The page is in Thai: each status in words, not its code. */
const STATUS_TH: Record<PaymentStatus, string> = {
  pending: 'รอชำระเงิน',
  verifying: 'กำลังตรวจสอบการชำระเงิน',
  success: 'ชำระเงินสำเร็จ',
  failed: 'ชำระเงินไม่สำเร็จ',
  expired: 'หมดเวลาชำระเงิน',
  cancelled: 'ยกเลิกแล้ว',
};

/** The web app's own icon (apps/web/public): without a link the browser asks for a missing /favicon.ico. */
const APP_ICON = '/splash.svg';

function page(title: string, body: string): string {
  return `<!doctype html><html lang="th"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(title)}</title>
<link rel="icon" type="image/svg+xml" href="${APP_ICON}">
<style>
body{font-family:system-ui,sans-serif;background:#f6f1e7;color:#2b2140;margin:0;padding:24px}
main{max-width:420px;margin:0 auto;background:#fff;border-radius:16px;padding:24px;box-shadow:0 2px 12px #0002}
.badge{display:inline-block;background:#b3261e;color:#fff;border-radius:999px;padding:4px 12px;font-weight:700}
dl{display:grid;grid-template-columns:auto 1fr;gap:8px 16px}dt{color:#5b5170}dd{margin:0;font-weight:600}
button{width:100%;padding:14px;border-radius:12px;border:0;font-size:16px;font-weight:700;margin-top:12px;cursor:pointer}
.approve{background:#1b7f3b;color:#fff}.decline{background:#eee;color:#2b2140}
p.note{color:#5b5170;font-size:14px}
</style></head><body><main>${body}</main></body></html>`;
}

/**
 * The sandbox payment provider (no Stripe keys, no PROMPTPAY_ID): a checkout page where the tester
 * plays the bank or card network. It never exists in production.
 */
export const sandboxRoutes: FastifyPluginAsyncZod<{
  payments: PaymentsService;
  repo: PaymentsRepo;
}> = async (app, { payments, repo }) => {
  // The page's forms post no fields; accept their content type without parsing anything.
  app.addContentTypeParser('application/x-www-form-urlencoded', (_request, payload, done) => {
    payload.resume();
    payload.on('end', () => done(null, {}));
  });

  async function sandboxPayment(id: string): Promise<PaymentRow> {
    const payment = await repo.findById(id);
    if (!payment || payment.provider !== 'sandbox') {
      throw new AppError('NOT_FOUND', 'Payment not found');
    }
    return payment;
  }

  app.get(
    '/sandbox/payments/:id',
    // A page the bank's stand-in shows: a page's security headers, not an API answer's.
    { schema: { hide: true, params: paymentIdParamsSchema }, config: { page: true } },
    async (request, reply) => {
      const payment = await sandboxPayment(request.params.id);
      const method = payment.method === 'card' ? 'บัตรเครดิต/เดบิต' : 'พร้อมเพย์ (QR)';
      const open = payment.status === 'pending' || payment.status === 'verifying';
      const body = `<p><span class="badge">SANDBOX · ทดสอบระบบ</span></p>
<h1>ชำระเงินทดสอบ</h1>
<p class="note">หน้านี้จำลองธนาคารหรือเครือข่ายบัตร ไม่มีการตัดเงินจริง</p>
<dl><dt>รหัสรายการ</dt><dd>${escape(payment.paymentCode)}</dd>
<dt>วิธีชำระ</dt><dd>${method}</dd>
<dt>ยอดเงิน</dt><dd>฿${baht(payment.amountSatang)}</dd>
<dt>เหรียญ</dt><dd>${payment.coins.toLocaleString('th-TH')} เหรียญ</dd>
<dt>สถานะ</dt><dd data-status="${escape(payment.status)}">${STATUS_TH[payment.status]}</dd></dl>
${
  open
    ? `<form method="post" action="/api/v1/sandbox/payments/${payment.id}/approve"><button class="approve" type="submit">อนุมัติการชำระเงิน</button></form>
<form method="post" action="/api/v1/sandbox/payments/${payment.id}/decline"><button class="decline" type="submit">ปฏิเสธการชำระเงิน</button></form>`
    : '<p>รายการนี้ปิดแล้ว</p>'
}`;
      return reply
        .type('text/html; charset=utf-8')
        .header('Cache-Control', 'no-store')
        .send(page('ชำระเงินทดสอบ', body));
    },
  );

  app.post(
    '/sandbox/payments/:id/approve',
    { schema: { hide: true, params: paymentIdParamsSchema } },
    async (request, reply) => {
      const payment = await sandboxPayment(request.params.id);
      await payments.markPaid(
        payment.id,
        ['pending', 'verifying'],
        { type: 'sandbox_approved', actor: 'sandbox' },
        { requireUnexpired: true },
      );
      return reply.redirect(`/payment/success?payment_id=${payment.id}`, 303);
    },
  );

  app.post(
    '/sandbox/payments/:id/decline',
    { schema: { hide: true, params: paymentIdParamsSchema } },
    async (request, reply) => {
      const payment = await sandboxPayment(request.params.id);
      await payments.markFailed(payment.id, ['pending', 'verifying'], 'declined', {
        type: 'sandbox_declined',
        actor: 'sandbox',
      });
      return reply.redirect(`/payment/cancel?payment_id=${payment.id}&reason=declined`, 303);
    },
  );
};
