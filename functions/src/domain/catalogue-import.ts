import { CatalogueImportRowSchema, type CatalogueImportRow } from '../contracts/catalogue.js';

interface ImportProblem {
  row: number;
  message: string;
}

/** Minimal RFC 4180 CSV: quoted fields, doubled quotes, commas and newlines inside quotes. */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(field);
      field = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && text[i + 1] === '\n') i++;
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
    } else field += c;
  }
  if (field !== '' || row.length) {
    row.push(field);
    rows.push(row);
  }
  return rows.filter((r) => r.some((cell) => cell.trim() !== ''));
}

const HEADER_ALIASES: Record<string, keyof CatalogueImportRow> = {
  id: 'id',
  title: 'title',
  name: 'title',
  price: 'price',
  amount: 'price',
  keywords: 'keywords',
  category: 'keywords',
  categories: 'keywords',
  width: 'width',
  length: 'length',
  depth: 'length',
  height: 'height',
  hexcodes: 'hexCodes',
  hexcode: 'hexCodes',
  colours: 'hexCodes',
  colors: 'hexCodes',
  image: 'image',
  imageurl: 'image',
  imagepath: 'image',
  shopurl: 'shopUrl',
  producturl: 'shopUrl',
  productlink: 'shopUrl',
  link: 'shopUrl',
  url: 'shopUrl',
};

function canonicalKey(key: string): string | undefined {
  return HEADER_ALIASES[key.toLowerCase().replace(/[^a-z]/g, '')];
}

function canonicalRow(raw: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(raw)) {
    const canonical = canonicalKey(key);
    if (canonical && out[canonical] === undefined) out[canonical] = value;
  }
  return out;
}

/** Rows of a JSON array or a CSV file with a header row; each bad row is reported, good rows are kept. */
export function parseImportFile(text: string, format: 'json' | 'csv'): { rows: CatalogueImportRow[]; problems: ImportProblem[] } {
  let raws: Record<string, unknown>[];
  if (format === 'json') {
    const parsed: unknown = JSON.parse(text);
    const list = Array.isArray(parsed) ? parsed : (parsed as { products?: unknown }).products;
    if (!Array.isArray(list)) throw new Error('A JSON import is an array of products (or { "products": [...] }).');
    raws = list as Record<string, unknown>[];
  } else {
    const [header, ...lines] = parseCsv(text);
    if (!header) throw new Error('The CSV file is empty.');
    raws = lines.map((cells) => Object.fromEntries(header.map((name, i) => [name.trim(), cells[i] ?? ''])));
  }
  const rows: CatalogueImportRow[] = [];
  const problems: ImportProblem[] = [];
  raws.forEach((raw, index) => {
    const result = CatalogueImportRowSchema.safeParse(canonicalRow(raw ?? {}));
    if (result.success) rows.push(result.data);
    else
      problems.push({
        row: index + 1,
        message: result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; '),
      });
  });
  return { rows, problems };
}
