import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface TestSmtp {
  url: string;
  messages: ParsedMail[];
  /** Resolves with the next message to `to` (or one already received). */
  waitFor(to: string, after?: number): Promise<ParsedMail>;
  close(): Promise<void>;
}

/** A real SMTP server on loopback that keeps every message it receives. */
export async function startSmtp(): Promise<TestSmtp> {
  const messages: ParsedMail[] = [];
  const waiters: Array<() => void> = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => {
          messages.push(mail);
          waiters.splice(0).forEach((wake) => wake());
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;

  const recipients = (mail: ParsedMail) =>
    [mail.to].flat().flatMap((a) => (a ? a.value.map((v) => v.address) : []));

  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    async waitFor(to, after = 0) {
      const deadline = Date.now() + 10_000;
      for (;;) {
        const found = messages.slice(after).find((m) => recipients(m).includes(to));
        if (found) return found;
        if (Date.now() > deadline) throw new Error(`no mail to ${to}`);
        await new Promise<void>((resolve) => {
          waiters.push(resolve);
          setTimeout(resolve, 200);
        });
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export function codeFrom(mail: ParsedMail): string {
  const match = /รหัสเข้าสู่ระบบของคุณคือ (\d+)/.exec(mail.text ?? '');
  if (!match?.[1]) throw new Error('no code in mail');
  return match[1];
}
