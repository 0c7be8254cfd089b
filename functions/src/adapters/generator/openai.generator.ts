import { IMAGE_URL_MISSING } from '../../contracts/choices.js';
import { formatUsd } from '../../contracts/money.js';
import type { BoardBrief, BoardGenerator, BoardImage, BoardText, PhotorealBrief } from '../../ports/generator.port.js';

export interface OpenAiOptions {
  apiKey: string;
  /** A compatible server (the tests' fake); undefined: api.openai.com. */
  baseURL: string | undefined;
  textModel: string;
  imageModel: string;
  /**
   * Attempts the SDK makes again on 429 and 5xx. Default 0: each paid call is counted against the day's budget before
   * it is made, so a retry the SDK made on its own would be a paid attempt nobody counted; the user asks again instead.
   */
  maxRetries?: number;
}

const importOpenAi = () => import('openai');
type OpenAiModule = Awaited<ReturnType<typeof importOpenAi>>;

/** The description's shape, enforced by the model's structured output (strict JSON schema). */
export const DESCRIPTION_SCHEMA = {
  type: 'object',
  additionalProperties: false,
  required: ['title', 'main_title', 'description'],
  properties: {
    title: { type: 'string', description: 'A short evocative board title, 2 to 5 words, no quotes.' },
    main_title: { type: 'string', description: 'One line heading for the description.' },
    description: {
      type: 'string',
      description: 'Markdown: an intro paragraph, then ### Palette, ### The pieces (a bullet per product), ### Styling notes.',
    },
  },
} as const;

const IMAGE_SIZE = '1536x1024';

/** The image model's size nearest the picture's shape, so the layout is not stretched. */
function editSize({ width, height }: PhotorealBrief): '1536x1024' | '1024x1536' | '1024x1024' {
  const ratio = width / Math.max(1, height);
  if (ratio > 1.2) return '1536x1024';
  if (ratio < 1 / 1.2) return '1024x1536';
  return '1024x1024';
}

/** What the model is told about the board: facts from the catalogue, never from the client. */
function briefText(brief: BoardBrief): string {
  const lines = [
    `Room function: ${brief.functionName}. Size: ${brief.size}. Style: ${brief.style}.`,
    `Palette: ${brief.palette.map((c) => c.name).join(', ')}.`,
    'Products:',
    ...brief.products.map(
      (p) => `- ${p.title} (${p.keywords.join(', ')}), ${p.width} x ${p.length} x ${p.height} cm, ${formatUsd(p.price)}`,
    ),
  ];
  return lines.join('\n');
}

/** The SDK's error, said plainly: which step failed and why, with the HTTP status when there is one. */
function failure(step: string, error: unknown): Error {
  const status = (error as { status?: number }).status;
  const message = error instanceof Error ? error.message : String(error);
  return new Error(`OpenAI could not ${step}${status ? ` (${status})` : ''}: ${message}`);
}

/** Board words through a structured response, and the room picture through an image edit with the cutouts as references. */
export function openaiGenerator(options: OpenAiOptions): Required<BoardGenerator> {
  let sdk: Promise<OpenAiModule> | undefined;
  let client: InstanceType<OpenAiModule['default']> | undefined;
  const load = async () => {
    const module = await (sdk ??= importOpenAi());
    client ??= new module.default({
      apiKey: options.apiKey,
      baseURL: options.baseURL,
      maxRetries: options.maxRetries ?? 0,
      timeout: 240_000,
    });
    return { module, client };
  };

  return {
    kind: 'openai',

    async describe(brief): Promise<BoardText> {
      const { client } = await load();
      let text: string;
      try {
        const response = await client.responses.create({
          model: options.textModel,
          instructions:
            'You are an interior designer writing a mood board for a home-design shop. Use only the products and colours given. Write in warm, concrete British English.',
          input: briefText(brief),
          text: { format: { type: 'json_schema', name: 'mood_board', strict: true, schema: DESCRIPTION_SCHEMA } },
        });
        text = response.output_text;
      } catch (error) {
        throw failure('write the description', error);
      }
      let parsed: { title?: unknown; main_title?: unknown; description?: unknown };
      try {
        parsed = JSON.parse(text) as typeof parsed;
      } catch {
        throw new Error('OpenAI answered a description that is not JSON.');
      }
      if (typeof parsed.title !== 'string' || typeof parsed.main_title !== 'string' || typeof parsed.description !== 'string') {
        throw new Error('OpenAI answered a description without title, main_title and description.');
      }
      return { title: parsed.title, description: { main_title: parsed.main_title, description: parsed.description } };
    },

    async picture(brief): Promise<BoardImage> {
      const { module, client } = await load();
      const images = await Promise.all(
        brief.products.map((p, i) => module.toFile(p.cutout, `product-${i + 1}.png`, { type: 'image/png' })),
      );
      let b64: string | undefined;
      try {
        const response = await client.images.edit({
          model: options.imageModel,
          image: images,
          prompt:
            `A photorealistic ${brief.style.toLowerCase()} ${brief.functionName.toLowerCase()} room (${brief.size}), eye-level interior photograph, natural light. ` +
            `Place every product from the reference images in the room, keeping each one's shape, colour and material: ${brief.products.map((p) => p.title).join('; ')}.`,
          size: IMAGE_SIZE,
          output_format: 'jpeg',
          n: 1,
        });
        b64 = response.data?.[0]?.b64_json ?? undefined;
      } catch (error) {
        throw failure('draw the room', error);
      }
      return decoded(b64);
    },

    async photoreal(brief): Promise<BoardImage> {
      const { module, client } = await load();
      const images = await Promise.all([
        module.toFile(brief.picture, 'room.jpg', { type: 'image/jpeg' }),
        ...brief.products.map((p, i) => module.toFile(p.cutout, `product-${i + 1}.png`, { type: 'image/png' })),
      ]);
      let b64: string | undefined;
      try {
        const response = await client.images.edit({
          model: options.imageModel,
          image: images,
          prompt:
            `Turn the first image, a ${brief.functionName.toLowerCase()} room arranged by its owner, into a photorealistic interior photograph. ` +
            'Keep the camera, the room and every piece exactly where it stands, at the same size and in the same order front to back; ' +
            'add true light, soft shadows and contact with the floor. The other images show the products as they really look: ' +
            `${brief.products.map((p) => p.title).join('; ')}. Do not add, remove or move furniture.`,
          size: editSize(brief),
          // Keeps faces of the references (the products' shapes) close; only gpt-image-1 takes it.
          ...(options.imageModel === 'gpt-image-1' ? { input_fidelity: 'high' as const } : {}),
          output_format: 'jpeg',
          n: 1,
        });
        b64 = response.data?.[0]?.b64_json ?? undefined;
      } catch (error) {
        throw failure('make the picture photoreal', error);
      }
      return decoded(b64);
    },
  };
}

/** The model's base64 answer as an image, refused when there is none or it does not decode. */
async function decoded(b64: string | undefined): Promise<BoardImage> {
  if (!b64) throw new Error(IMAGE_URL_MISSING);
  const image = Buffer.from(b64, 'base64');
  const { default: sharp } = await import('sharp');
  const meta = await sharp(image)
    .metadata()
    .catch(() => {
      throw new Error('OpenAI answered an image that does not decode.');
    });
  return { image, contentType: meta.format === 'png' ? 'image/png' : 'image/jpeg', width: meta.width ?? 0, height: meta.height ?? 0 };
}
