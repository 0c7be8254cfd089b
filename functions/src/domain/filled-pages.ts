import {
  escapeText,
  FILL_END,
  FILL_START,
  fillTemplate,
  READS_ELEMENT_ID,
  TEMPLATE_ELEMENT,
  type PageReads,
  type TemplateView,
} from '../contracts/page-template.js';

/** What the function puts in a filled page: the template's view, the API answers it shows, and its own head tags. */
interface PageFill {
  view: TemplateView;
  reads: PageReads;
  /** The document title, when the data names the page (a designer's name). */
  title?: string;
  /** The page's largest picture, fetched before the markup that shows it has arrived. */
  picture?: string | null;
}

const TEMPLATE = new RegExp(`<${TEMPLATE_ELEMENT}>([\\s\\S]*?)</template>`);

function parts(page: string) {
  const template = TEMPLATE.exec(page);
  const start = page.indexOf(FILL_START);
  const end = page.indexOf(FILL_END, start);
  if (!template || start < 0 || end < 0 || !page.includes('</head>')) throw new Error('This page has no template to fill.');
  return { template: template[1]!, start, end, withoutTemplate: (html: string) => html.replace(TEMPLATE, '') };
}

/** The page as the build prerendered it, in its loading state (the app reads its data itself), without its template. */
export function unfilledPage(page: string): string {
  return parts(page).withoutTemplate(page);
}

/** The API answers as a JSON data block: never run (the CSP would refuse it), and no `<` can close it early. */
const readsElement = (reads: PageReads) =>
  `<script type="application/json" id="${READS_ELEMENT_ID}">${JSON.stringify(reads).replace(/</g, '\\u003c')}</script>`;

/**
 * The prerendered page with its data: the filled template in place of the loading state (the markup React renders for
 * the same answers, so the app adopts it), the answers in the head for the app's first render, and the title and the
 * largest picture's preload the data names.
 */
export function filledPage(page: string, fill: PageFill): string {
  const { template, start, end, withoutTemplate } = parts(page);
  const body = `${page.slice(0, start)}${fillTemplate(template, fill.view)}${page.slice(end + FILL_END.length)}`;
  const title = fill.title === undefined ? null : `<title>${escapeText(fill.title)}</title>`;
  const picture = fill.picture ? `<link rel="preload" as="image" href="${escapeText(fill.picture)}" fetchpriority="high">` : '';
  return (
    withoutTemplate(body)
      .replace(/<title>[^<]*<\/title>/, (built) => `${title ?? built}${picture}`)
      // A function, not a string: `$` in the answers is not a replacement pattern.
      .replace('</head>', () => `${readsElement(fill.reads)}\n  </head>`)
  );
}
