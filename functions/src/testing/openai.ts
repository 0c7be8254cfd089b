// Test support: a stand-in for api.openai.com on a local port (OpenAI is a port we do not own).
import { createServer, type IncomingMessage, type Server } from 'node:http';

export interface SeenRequest {
  path: string;
  headers: IncomingMessage['headers'];
  json?: Record<string, unknown>;
  form?: FormData;
}

/** Records each request and answers what the test set per path (404 otherwise). */
export function fakeOpenAi() {
  const seen: SeenRequest[] = [];
  const answers: Record<string, { status: number; body: unknown }> = {};
  const server: Server = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const raw = Buffer.concat(chunks);
    const path = req.url ?? '';
    const contentType = req.headers['content-type'] ?? '';
    const entry: SeenRequest = { path, headers: req.headers };
    if (contentType.startsWith('application/json')) entry.json = JSON.parse(raw.toString('utf8')) as Record<string, unknown>;
    if (contentType.startsWith('multipart/form-data'))
      entry.form = await new Response(raw, { headers: { 'content-type': contentType } }).formData();
    seen.push(entry);
    const answer = answers[path] ?? { status: 404, body: { error: { message: 'no route' } } };
    res.writeHead(answer.status, { 'content-type': 'application/json' }).end(JSON.stringify(answer.body));
  });
  /** Listens on an ephemeral port and answers the base URL to give the SDK (`.../v1`). */
  const start = async (): Promise<string> => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const address = server.address();
    if (!address || typeof address === 'string') throw new Error('no address');
    return `http://127.0.0.1:${address.port}/v1`;
  };
  const close = () => new Promise<void>((resolve) => server.close(() => resolve()));
  return { server, seen, answers, start, close };
}

/** A Responses API answer whose output text is `text`. */
export const outputText = (text: string) => ({
  id: 'resp_1',
  object: 'response',
  created_at: 1,
  status: 'completed',
  model: 'gpt-test-text',
  output: [
    { type: 'message', id: 'msg_1', status: 'completed', role: 'assistant', content: [{ type: 'output_text', text, annotations: [] }] },
  ],
});
