import type { MailMessage } from '../../platform/mail.ts';

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The sign-in code e-mail, Thai first with English below. */
export function otpMail(code: string, minutes: number): Omit<MailMessage, 'to'> {
  const subject = `รหัสเข้าสู่ระบบดวงดีของคุณคือ ${code} · Your Duangdee sign-in code`;
  const text = [
    `รหัสเข้าสู่ระบบของคุณคือ ${code}`,
    `รหัสนี้ใช้ได้ ${minutes} นาที และใช้ได้เพียงครั้งเดียว หากคุณไม่ได้ขอรหัสนี้ ไม่ต้องทำอะไร`,
    '',
    `Your Duangdee sign-in code is ${code}.`,
    `It expires in ${minutes} minutes and works once. If you did not ask for it, ignore this e-mail.`,
  ].join('\n');
  const html = `<!doctype html><html lang="th"><body style="font-family:sans-serif;line-height:1.6">
<p>รหัสเข้าสู่ระบบ <strong>ดวงดี</strong> ของคุณคือ</p>
<p style="font-size:28px;letter-spacing:6px;font-weight:bold">${escape(code)}</p>
<p>รหัสนี้ใช้ได้ ${minutes} นาที และใช้ได้เพียงครั้งเดียว หากคุณไม่ได้ขอรหัสนี้ ไม่ต้องทำอะไร</p>
<hr>
<p lang="en">Your Duangdee sign-in code is <strong>${escape(code)}</strong>. It expires in ${minutes}
minutes and works once. If you did not ask for it, ignore this e-mail.</p>
</body></html>`;
  return { subject, text, html };
}
