// The pages the api function serves with their data in the HTML (/designers, /designers/<id>): the build prerenders each
// in its loading state with the template of its data part (web/vite.config.ts), and the function fills that template
// with the current data (services/designers.service.ts). This module is what both sides agree on: where the page is,
// how the template marks its data, how it is filled, and where the page carries the API answers it was filled from.

/** A page's data as text, as the page shows it: strings, absent values (null), and lists of strings or of views. */
export interface TemplateView {
  [name: string]: string | null | readonly string[] | readonly TemplateView[];
}

/** The pages filled by the function. */
export type FilledPageId = 'designers' | 'designer';

/**
 * Where the build writes a filled page (web/dist/pages/<id>.html) and the function reads it (Hosting serves it at
 * /pages/<id>, cleanUrls): not at the page's own address, which firebase.json rewrites to the function.
 */
export const filledPagePath = (id: FilledPageId): string => `/pages/${id}`;

/** Around the page's loading state in the prerendered page: the function puts the filled template in its place. */
export const FILL_START = '<!--roomboard:fill-->';
export const FILL_END = '<!--/roomboard:fill-->';

/** The template element after the root (inert: the browser never renders it) and the element of the API answers. */
export const TEMPLATE_ELEMENT = 'template data-fill';
export const READS_ELEMENT_ID = 'roomboard-reads';

/** What the page carries besides its markup: the API answers (by read path, as the page's API module asks) and when. */
export interface PageReads {
  at: number;
  reads: Record<string, unknown>;
}

/**
 * The template language, written by React in the build's template render (web/src/lib/page-template.tsx):
 * `{{name}}` a value, escaped; `{{#name}}…{{/name}}` once per item of a list (inside, names are the item's first, then
 * the outer view's; `{{.}}` a list's string item); `{{?name}}…{{/name}}` once when the value is there (a non-empty
 * string or list); `{{^name}}…{{/name}}` once when it is not.
 */
const TAG = /\{\{([#?^/]?)([\w.]+)\}\}/g;

type Node = string | { kind: '' | '#' | '?' | '^'; name: string; children: Node[] };

function parse(template: string): Node[] {
  const root: Node[] = [];
  const open: { name: string; children: Node[] }[] = [{ name: '', children: root }];
  let last = 0;
  for (const match of template.matchAll(TAG)) {
    const [tag, kind, name] = match as unknown as [string, '' | '#' | '?' | '^' | '/', string];
    const here = open.at(-1)!;
    if (match.index > last) here.children.push(template.slice(last, match.index));
    last = match.index + tag.length;
    if (kind === '/') {
      if (open.length === 1 || here.name !== name) throw new Error(`page template: {{/${name}}} closes no {{${name}}} section`);
      open.pop();
    } else if (kind === '') here.children.push({ kind, name, children: [] });
    else {
      const section = { kind, name, children: [] as Node[] };
      here.children.push(section);
      open.push(section);
    }
  }
  if (open.length > 1) throw new Error(`page template: {{${open.at(-1)!.name}}} is not closed`);
  if (last < template.length) root.push(template.slice(last));
  return root;
}

type Scope = TemplateView | string;

function lookup(scopes: Scope[], name: string): TemplateView[string] | undefined {
  if (name === '.') {
    const item = scopes.at(-1);
    return typeof item === 'string' ? item : undefined;
  }
  for (let index = scopes.length - 1; index >= 0; index -= 1) {
    const scope = scopes[index]!;
    if (typeof scope === 'object' && name in scope) return scope[name];
  }
  return undefined;
}

/** Whether a `{{?name}}` section shows: a non-empty string or list (the web app's conditions read it too). */
export const isPresent = (value: unknown): boolean => (Array.isArray(value) ? value.length > 0 : Boolean(value));

/** Escaped as React escapes text and attribute values, so a filled page is the markup React renders for the same data. */
export const escapeText = (text: string): string =>
  text.replace(/["&'<>]/g, (c) => ({ '"': '&quot;', '&': '&amp;', "'": '&#x27;', '<': '&lt;', '>': '&gt;' })[c]!);

function fill(nodes: Node[], scopes: Scope[]): string {
  let html = '';
  for (const node of nodes) {
    if (typeof node === 'string') html += node;
    else {
      const value = lookup(scopes, node.name);
      if (value === undefined) throw new Error(`page template: the view has no ${node.name}`);
      if (node.kind === '') {
        if (typeof value !== 'string' && value !== null) throw new Error(`page template: ${node.name} is a list, not a value`);
        html += escapeText(value ?? '');
      } else if (node.kind === '#') {
        if (!Array.isArray(value)) throw new Error(`page template: ${node.name} is not a list`);
        for (const item of value as readonly Scope[]) html += fill(node.children, [...scopes, item]);
      } else if (isPresent(value) === (node.kind === '?')) html += fill(node.children, scopes);
    }
  }
  return html;
}

/** The template filled with `view`; throws when the template and the view disagree (a name missing, a list a value). */
export function fillTemplate(template: string, view: TemplateView): string {
  return fill(parse(template), [view]);
}
