import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string[];
  raw: string;
}

/** A real SMTP server on loopback that keeps what it receives (tests replace third parties with real servers). */
export async function startSmtpSink() {
  const mails: ReceivedMail[] = [];
  const waiting: Array<(mail: ReceivedMail) => void> = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const mail = {
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        };
        mails.push(mail);
        waiting.splice(0).forEach((resolve) => resolve(mail));
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    /** The next mail to arrive (or the last one, if it came already and nobody took it). */
    nextMail(to: string): Promise<ReceivedMail> {
      const found = mails.find((mail) => mail.to.includes(to));
      if (found) return Promise.resolve(found);
      return new Promise((resolve) => {
        const check = (mail: ReceivedMail) =>
          mail.to.includes(to) ? resolve(mail) : waiting.push(check);
        waiting.push(check);
      });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The first link to `path` in a raw mail (quoted-printable soft breaks and escapes undone). */
export function linkIn(raw: string, path: string): URL {
  const decoded = raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  const match = decoded.match(new RegExp(`https?://[^\\s"<>]*${path}[^\\s"<>]*`));
  if (!match) throw new Error(`no ${path} link in the mail`);
  return new URL(match[0]);
}
