/** A mail as maildev's REST API (GET /email) gives it; only the fields the tests read. */
export interface MaildevMail {
  id: string;
  subject: string;
  text: string;
  html: string;
  to: Array<{ address: string; name: string }>;
  from: Array<{ address: string; name: string }>;
  headers: Record<string, string>;
  attachments?: Array<{ fileName: string; contentType: string; generatedFileName: string }>;
  time: string;
}

export interface Maildev {
  ports: { smtp: number; web: number };
  smtpUrl: string;
  webUrl: string;
  inbox(): Promise<MaildevMail[]>;
  waitFor(match: (mail: MaildevMail) => boolean, options?: { count?: number; timeoutMs?: number }): Promise<MaildevMail[]>;
  clear(): Promise<void>;
  attachment(id: string, fileName: string): Promise<string>;
  stop(): Promise<void>;
}

export function maildevPorts(offset?: number): { smtp: number; web: number };
export function startMaildev(options?: { offset?: number; log?: string }): Promise<Maildev>;
