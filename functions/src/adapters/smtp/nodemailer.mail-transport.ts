import { createTransport } from 'nodemailer';
import type { MailTransport } from '../../ports/mail.port.js';

/** Mail over SMTP with nodemailer, to the server SMTP_URL names (smtp://user:pass@host:587, smtps://... for TLS). */
export function nodemailerTransport(smtpUrl: string, from: string): MailTransport & { close(): void } {
  // No pooling: a Cloud Function may be frozen between invocations, which would leave a pooled connection half-open.
  const transport = createTransport(smtpUrl, { from });
  return {
    async send(mail) {
      try {
        const info = await transport.sendMail({
          to: mail.to,
          subject: mail.message.subject,
          text: mail.message.text,
          html: mail.message.html,
          headers: mail.message.headers,
          attachments: mail.message.attachments,
        });
        const addresses = (list: unknown) =>
          Array.isArray(list) ? list.map((a) => (typeof a === 'string' ? a : String((a as { address?: string }).address))) : [];
        return {
          ok: true,
          info: {
            messageId: typeof info.messageId === 'string' ? info.messageId : null,
            accepted: addresses(info.accepted),
            rejected: addresses(info.rejected),
            response: typeof info.response === 'string' ? info.response : null,
          },
        };
      } catch (error) {
        const { message, responseCode } = error as { message?: string; responseCode?: number };
        return {
          ok: false,
          failure: { message: message ?? String(error), responseCode: typeof responseCode === 'number' ? responseCode : null },
        };
      }
    },
    close: () => transport.close(),
  };
}
