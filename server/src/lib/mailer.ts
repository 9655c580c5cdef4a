import { randomBytes } from 'node:crypto';
import { rename } from 'node:fs/promises';
import path from 'node:path';
import type { Transporter } from 'nodemailer';
import { crearDirectorio, escribirArchivo } from './archivos';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
}

/**
 * SMTP when SMTP_URL is set; otherwise every mail is written as an .eml file into
 * DATA_DIR/outbox (open it with any mail client; tests read it).
 */
export function createMailer(opts: { smtpUrl: string | null; from: string; outboxDir: string }): Mailer {
  // nodemailer is loaded on the first mail: most processes never send one and keep its memory.
  let transporte: Promise<Transporter> | null = null;
  const transport = () =>
    (transporte ??= import('nodemailer').then(({ default: nodemailer }) =>
      opts.smtpUrl
        ? nodemailer.createTransport(opts.smtpUrl)
        : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' }),
    ));
  if (opts.smtpUrl) {
    return {
      async send(mail) {
        await (await transport()).sendMail({ from: opts.from, ...mail });
      },
    };
  }
  return {
    async send(mail) {
      const info = await (await transport()).sendMail({ from: opts.from, ...mail });
      await crearDirectorio(opts.outboxDir);
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}.eml`;
      // Write then rename: a reader never sees a half-written .eml.
      const tmp = path.join(opts.outboxDir, `.${name}.tmp`);
      await escribirArchivo(tmp, info.message as Buffer);
      await rename(tmp, path.join(opts.outboxDir, name));
    },
  };
}
