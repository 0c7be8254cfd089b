// Test support: a stand-in for api.openai.com on a local port, for the OpenAI SDK's baseURL.
import { createServer, type IncomingMessage, type Server } from 'node:http';

export interface SeenOpenAiRequest {
  path: string;
  headers: IncomingMessage['headers'];
  json?: Record<string, unknown>;
  form?: FormData;
}

export interface FakeOpenAi {
  server: Server;
  /** Every request, in order. */
  seen: SeenOpenAiRequest[];
  /** The answer per path (e.g. '/v1/responses'); unknown paths answer 404. */
  answers: Record<string, { status: number; body: unknown }>;
}

/** Records each request and answers what the test set. Listen on it, then point the SDK at `http://host:port/v1`. */
export function fakeOpenAi(): FakeOpenAi {
  const seen: SeenOpenAiRequest[] = [];
  const answers: FakeOpenAi['answers'] = {};
  const server: Server = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const raw = Buffer.concat(chunks);
    const path = req.url ?? '';
    const contentType = req.headers['content-type'] ?? '';
    const entry: SeenOpenAiRequest = { path, headers: req.headers };
    if (contentType.startsWith('application/json')) entry.json = JSON.parse(raw.toString('utf8')) as Record<string, unknown>;
    if (contentType.startsWith('multipart/form-data'))
      entry.form = await new Response(raw, { headers: { 'content-type': contentType } }).formData();
    seen.push(entry);
    const answer = answers[path] ?? { status: 404, body: { error: { message: 'no route' } } };
    res.writeHead(answer.status, { 'content-type': 'application/json' }).end(JSON.stringify(answer.body));
  });
  return { server, seen, answers };
}

/** Listens on a free local port; answers the base URL for the SDK. */
export async function listenOpenAi(fake: FakeOpenAi): Promise<string> {
  await new Promise<void>((resolve) => fake.server.listen(0, '127.0.0.1', resolve));
  const address = fake.server.address();
  if (!address || typeof address === 'string') throw new Error('no address');
  return `http://127.0.0.1:${address.port}/v1`;
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
