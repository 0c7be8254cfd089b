import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { IMAGE_URL_MISSING } from '../../contracts/choices.js';
import type { BoardBrief, BoardProduct } from '../../ports/generator.port.js';
import { fakeOpenAi, listenOpenAi, outputText } from '../../testing/openai.js';
import { DESCRIPTION_SCHEMA, openaiGenerator } from './openai.generator.js';

async function product(id: string, colour: string): Promise<BoardProduct> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64"><rect x="8" y="8" width="48" height="48" fill="${colour}"/></svg>`;
  return {
    id,
    title: `Product ${id}`,
    price: 120,
    keywords: ['Sleep', 'pillow'],
    width: 50,
    length: 40,
    height: 20,
    hexCodes: [colour],
    cutout: await sharp(Buffer.from(svg)).png().toBuffer(),
  };
}

describe('openai generator', () => {
  const fake = fakeOpenAi();
  let brief: BoardBrief;
  let generator: ReturnType<typeof openaiGenerator>;

  beforeAll(async () => {
    generator = openaiGenerator({
      apiKey: 'sk-test',
      baseURL: await listenOpenAi(fake),
      textModel: 'gpt-test-text',
      imageModel: 'gpt-test-image',
      maxRetries: 0,
    });
    brief = {
      functionName: 'Sleep',
      size: 'Queen Size',
      style: 'Natural Tones',
      products: [await product('a', '#9A6A3D'), await product('b', '#6B7A4A')],
      palette: [
        { hex: '#9A6A3D', name: 'Walnut' },
        { hex: '#6B7A4A', name: 'Moss' },
      ],
    };
  });
  afterAll(() => new Promise<void>((resolve) => fake.server.close(() => resolve())));
  beforeEach(() => {
    fake.seen.length = 0;
    for (const key of Object.keys(fake.answers)) delete fake.answers[key];
  });

  it('writes the description through a strict JSON-schema response with the text model', async () => {
    fake.answers['/v1/responses'] = {
      status: 200,
      body: outputText(JSON.stringify({ title: 'Oak Retreat', main_title: 'A calm bedroom', description: '### Palette\n\nWalnut.' })),
    };
    const text = await generator.describe(brief);
    expect(text.title).toBe('Oak Retreat');
    expect(text.description).toEqual({ main_title: 'A calm bedroom', description: '### Palette\n\nWalnut.' });
    const [request] = fake.seen;
    expect(request!.headers.authorization).toBe('Bearer sk-test');
    expect(request!.json).toMatchObject({
      model: 'gpt-test-text',
      text: { format: { type: 'json_schema', name: 'mood_board', strict: true, schema: DESCRIPTION_SCHEMA } },
    });
    expect(request!.json!.input).toContain('Product a');
    expect(request!.json!.input).toContain('Style: Natural Tones');
    expect(request!.json!.input).toContain('Palette: Walnut, Moss.');
  });

  it('draws the room through an image edit with the image model and every cutout as a reference image', async () => {
    const jpeg = await sharp({ create: { width: 48, height: 32, channels: 3, background: '#C0674A' } })
      .jpeg()
      .toBuffer();
    fake.answers['/v1/images/edits'] = { status: 200, body: { created: 1, data: [{ b64_json: jpeg.toString('base64') }] } };
    const picture = await generator.picture(brief);
    expect(picture).toMatchObject({ contentType: 'image/jpeg', width: 48, height: 32 });
    expect(picture.image.equals(jpeg)).toBe(true);
    const form = fake.seen[0]!.form!;
    expect(form.get('model')).toBe('gpt-test-image');
    expect(form.get('output_format')).toBe('jpeg');
    expect(String(form.get('prompt'))).toContain('Product a; Product b');
    const images = [...form.entries()].filter(([key]) => key.startsWith('image')).map(([, value]) => value as File);
    expect(images).toHaveLength(2);
    expect(Buffer.from(await images[0]!.arrayBuffer()).equals(brief.products[0]!.cutout)).toBe(true);
    expect(images[0]!.type).toBe('image/png');
  });

  it('makes a picture photoreal through an image edit: the picture first, then the cutouts, at the size nearest its shape', async () => {
    const jpeg = await sharp({ create: { width: 40, height: 60, channels: 3, background: '#6B8F71' } })
      .jpeg()
      .toBuffer();
    fake.answers['/v1/images/edits'] = { status: 200, body: { created: 1, data: [{ b64_json: jpeg.toString('base64') }] } };
    const room = Buffer.from(jpeg);
    const products = brief.products.map((p) => ({ title: p.title, cutout: p.cutout }));
    const picture = await generator.photoreal({ picture: room, width: 800, height: 1200, functionName: 'Sleep', products });
    expect(picture).toMatchObject({ contentType: 'image/jpeg', width: 40, height: 60 });
    const form = fake.seen[0]!.form!;
    expect([form.get('model'), form.get('size'), form.get('output_format'), form.get('input_fidelity')]).toEqual([
      'gpt-test-image',
      '1024x1536',
      'jpeg',
      null,
    ]);
    expect(String(form.get('prompt'))).toMatch(/^Turn the first image, a sleep room arranged by its owner/);
    expect(String(form.get('prompt'))).toContain('Product a; Product b');
    const images = [...form.entries()].filter(([key]) => key.startsWith('image')).map(([, value]) => value as File);
    expect(images.map((image) => image.type)).toEqual(['image/jpeg', 'image/png', 'image/png']);
    expect(Buffer.from(await images[0]!.arrayBuffer()).equals(room)).toBe(true);

    fake.answers['/v1/images/edits'] = { status: 500, body: { error: { message: 'The server had an error', type: 'server_error' } } };
    await expect(generator.photoreal({ picture: room, width: 900, height: 900, functionName: 'Sleep', products })).rejects.toThrow(
      /^OpenAI could not make the picture photoreal \(500\)/,
    );
    expect(fake.seen[1]!.form!.get('size')).toBe('1024x1024');
  });

  it('says which step failed when the server answers 500', async () => {
    fake.answers['/v1/responses'] = { status: 500, body: { error: { message: 'The server had an error', type: 'server_error' } } };
    fake.answers['/v1/images/edits'] = { status: 500, body: { error: { message: 'The server had an error', type: 'server_error' } } };
    await expect(generator.describe(brief)).rejects.toThrow(/^OpenAI could not write the description \(500\): .*The server had an error/);
    await expect(generator.picture(brief)).rejects.toThrow(/^OpenAI could not draw the room \(500\): .*The server had an error/);
  });

  it("answers the spec's 'Image URL missing in response' when the image edit has no image", async () => {
    fake.answers['/v1/images/edits'] = { status: 200, body: { created: 1, data: [{}] } };
    await expect(generator.picture(brief)).rejects.toThrow(IMAGE_URL_MISSING);
  });

  it('refuses a description that is not the asked JSON', async () => {
    fake.answers['/v1/responses'] = { status: 200, body: outputText('Here is your board!') };
    await expect(generator.describe(brief)).rejects.toThrow('OpenAI answered a description that is not JSON.');
  });
});
