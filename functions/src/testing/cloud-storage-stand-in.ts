// A local stand-in for the Cloud Storage JSON API (there is no Storage emulator on Java 17): the calls the
// @google-cloud/storage SDK makes for upload (media, multipart, resumable), metadata, download, delete and list.
// Tests point the SDK at it with STORAGE_EMULATOR_HOST.
import { createHash } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';

export interface StoredObject {
  data: Buffer;
  contentType: string;
  metadata: Record<string, unknown>;
  generation: number;
}

export interface CloudStorageStandIn {
  /** http://127.0.0.1:<port>, for STORAGE_EMULATOR_HOST. */
  url: string;
  /** `bucket/name` -> object, as stored. */
  objects: Map<string, StoredObject>;
  /** Every request as `METHOD path?query`, for tests to check what the SDK did. */
  requests: string[];
  close(): Promise<void>;
}

const CRC32C_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0x82f63b78 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

/** CRC32C (Castagnoli) as Cloud Storage reports it: big-endian, base64. The SDK checks uploads and downloads against it. */
function crc32c(data: Buffer): string {
  let crc = 0xffffffff;
  for (const byte of data) crc = CRC32C_TABLE[(crc ^ byte) & 0xff]! ^ (crc >>> 8);
  const out = Buffer.alloc(4);
  out.writeUInt32BE((crc ^ 0xffffffff) >>> 0);
  return out.toString('base64');
}

const readBody = async (req: IncomingMessage) => {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
};

function sendJson(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' }).end(JSON.stringify(body));
}

const notFound = (res: ServerResponse, name: string) =>
  sendJson(res, 404, { error: { code: 404, message: `No such object: ${name}`, errors: [{ reason: 'notFound', message: 'Not Found' }] } });

/** The two parts of a multipart/related upload: the object's JSON metadata and its bytes. */
function multipart(body: Buffer, contentType: string): { metadata: Record<string, unknown>; media: Buffer; mediaType: string } {
  const boundary = /boundary="?([^";]+)"?/.exec(contentType)?.[1];
  if (!boundary) throw new Error('multipart upload without a boundary');
  const delimiter = Buffer.from(`--${boundary}`);
  const parts: Buffer[] = [];
  let start = body.indexOf(delimiter);
  while (start !== -1) {
    const next = body.indexOf(delimiter, start + delimiter.length);
    if (next === -1) break;
    parts.push(body.subarray(start + delimiter.length, next));
    start = next;
  }
  const [meta, media] = parts.map((part) => {
    const headerEnd = part.indexOf('\r\n\r\n');
    const headers = part.subarray(0, headerEnd).toString('utf8');
    // A part ends with the CRLF before the next delimiter.
    return { type: /content-type:\s*([^\r\n]+)/i.exec(headers)?.[1] ?? '', data: part.subarray(headerEnd + 4, part.length - 2) };
  });
  if (!meta || !media) throw new Error('multipart upload without two parts');
  return { metadata: JSON.parse(meta.data.toString('utf8')) as Record<string, unknown>, media: media.data, mediaType: media.type };
}

export async function startCloudStorageStandIn(): Promise<CloudStorageStandIn> {
  const objects = new Map<string, StoredObject>();
  const requests: string[] = [];
  /** Resumable sessions: upload id -> where the object goes. */
  const sessions = new Map<string, { bucket: string; name: string; metadata: Record<string, unknown> }>();
  let generation = 1;
  let url = '';

  const resource = (bucket: string, name: string, object: StoredObject) => ({
    kind: 'storage#object',
    id: `${bucket}/${name}/${object.generation}`,
    name,
    bucket,
    generation: String(object.generation),
    metageneration: '1',
    contentType: object.contentType,
    size: String(object.data.length),
    md5Hash: createHash('md5').update(object.data).digest('base64'),
    crc32c: crc32c(object.data),
    ...object.metadata,
    selfLink: `${url}/storage/v1/b/${bucket}/o/${encodeURIComponent(name)}`,
    mediaLink: `${url}/download/storage/v1/b/${bucket}/o/${encodeURIComponent(name)}?alt=media`,
  });

  function store(bucket: string, name: string, data: Buffer, metadata: Record<string, unknown>, contentType?: string) {
    const { name: _name, bucket: _bucket, contentType: type, ...rest } = metadata;
    const object = {
      data,
      contentType: String(type ?? contentType ?? 'application/octet-stream'),
      metadata: rest,
      generation: generation++,
    };
    objects.set(`${bucket}/${name}`, object);
    return resource(bucket, name, object);
  }

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const address = new URL(req.url ?? '/', url);
    const path = address.pathname;
    const query = address.searchParams;
    requests.push(`${req.method} ${path}${address.search}`);
    let match: RegExpExecArray | null;

    if ((match = /^\/upload\/storage\/v1\/b\/([^/]+)\/o$/.exec(path)) && req.method === 'POST') {
      const bucket = match[1]!;
      const body = await readBody(req);
      const type = query.get('uploadType');
      if (type === 'media') {
        const name = query.get('name') ?? '';
        return sendJson(res, 200, store(bucket, name, body, {}, req.headers['content-type']));
      }
      if (type === 'multipart') {
        const { metadata, media, mediaType } = multipart(body, req.headers['content-type'] ?? '');
        const name = String(metadata.name ?? query.get('name') ?? '');
        return sendJson(res, 200, store(bucket, name, media, metadata, mediaType));
      }
      if (type === 'resumable') {
        const metadata = body.length ? (JSON.parse(body.toString('utf8')) as Record<string, unknown>) : {};
        metadata.contentType ??= req.headers['x-upload-content-type'];
        const id = `upload-${sessions.size + 1}`;
        sessions.set(id, { bucket, name: String(metadata.name ?? query.get('name') ?? ''), metadata });
        res.writeHead(200, { location: `${url}/upload/storage/v1/b/${bucket}/o?uploadType=resumable&upload_id=${id}` }).end();
        return;
      }
    }
    if ((match = /^\/upload\/storage\/v1\/b\/([^/]+)\/o$/.exec(path)) && req.method === 'PUT') {
      const session = sessions.get(query.get('upload_id') ?? '');
      if (!session) return sendJson(res, 404, { error: { code: 404, message: 'No such upload.' } });
      sessions.delete(query.get('upload_id')!);
      return sendJson(res, 200, store(session.bucket, session.name, await readBody(req), session.metadata, req.headers['content-type']));
    }

    // The SDK puts STORAGE_EMULATOR_HOST itself in front of `/b/...`; with a real endpoint it is `/storage/v1/b/...`.
    match = /^(\/download)?(?:\/storage\/v1)?\/b\/([^/]+)\/o(?:\/(.+))?$/.exec(path);
    if (match) {
      const [, , bucket, encodedName] = match as unknown as [string, string | undefined, string, string | undefined];
      if (!encodedName && req.method === 'GET') {
        const prefix = query.get('prefix') ?? '';
        const items = [...objects]
          .filter(([key]) => key.startsWith(`${bucket}/${prefix}`))
          .map(([key, object]) => resource(bucket, key.slice(bucket.length + 1), object));
        return sendJson(res, 200, { kind: 'storage#objects', items });
      }
      const name = decodeURIComponent(encodedName ?? '');
      const object = objects.get(`${bucket}/${name}`);
      if (req.method === 'DELETE') {
        if (!object) return notFound(res, name);
        objects.delete(`${bucket}/${name}`);
        res.writeHead(204).end();
        return;
      }
      if (req.method === 'GET') {
        if (!object) return notFound(res, name);
        if (query.get('alt') !== 'media') return sendJson(res, 200, resource(bucket, name, object));
        res
          .writeHead(200, {
            'content-type': object.contentType,
            'content-length': object.data.length,
            'x-goog-hash': `crc32c=${crc32c(object.data)},md5=${createHash('md5').update(object.data).digest('base64')}`,
            'x-goog-generation': String(object.generation),
            'x-goog-stored-content-encoding': 'identity',
          })
          .end(object.data);
        return;
      }
    }
    sendJson(res, 501, { error: { code: 501, message: `The stand-in does not implement ${req.method} ${path}` } });
  }

  const server: Server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => sendJson(res, 500, { error: { code: 500, message: String(error) } }));
  });
  // The SDK keeps its connections alive between requests: a server that closed an idle one first (Node's 5 s) would
  // reset the request the SDK was sending on it just then, as Cloud Storage never does.
  server.keepAliveTimeout = 10 * 60_000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('no address');
  url = `http://127.0.0.1:${address.port}`;
  return {
    url,
    objects,
    requests,
    close: () =>
      new Promise((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
