// A page whose data the api function writes into its HTML (/designers, a designer's page) is written once, here in
// React: the build renders it a second time as the template of its data (prerender.tsx), in the language of
// @contracts/page-template, which the function fills with the current data. A page marks what varies with its data:
// its view (useTemplateView), its lists (Each) and what shows only with a value (When).
import { isPresent, type TemplateView } from '@contracts/page-template';
import { createContext, useContext, type ReactNode } from 'react';

const TemplateRender = createContext(false);

/** Renders `children` as their template: the view's values as `{{name}}`, lists and conditions as sections. */
export function PageTemplateRender({ children }: { children: ReactNode }) {
  return <TemplateRender.Provider value>{children}</TemplateRender.Provider>;
}

/** The view with each value named instead (`{{name}}`, a list's string items `{{.}}`) and each list one item long. */
function named<V extends TemplateView>(view: V): V {
  const entries = Object.entries(view).map(([name, value]) => {
    if (!Array.isArray(value)) return [name, `{{${name}}}`];
    const [first] = value as readonly (string | TemplateView)[];
    if (first === undefined) throw new Error(`page template: the sample's ${name} has no item to render the template from`);
    return [name, [typeof first === 'string' ? '{{.}}' : named(first)]];
  });
  return Object.fromEntries(entries) as V;
}

/** The view of the page's data (undefined while it loads); in the template render, its names. */
export function useTemplateView<D, V extends TemplateView>(data: D | undefined, view: (data: D) => V): V | undefined {
  const template = useContext(TemplateRender);
  if (data === undefined) return undefined;
  return template ? named(view(data)) : view(data);
}

/** Each item of the view's list `name`; in the template render, its one item between `{{#name}}` and `{{/name}}`. */
export function Each<T>({ name, items, children }: { name: string; items: readonly T[]; children: (item: T, index: number) => ReactNode }) {
  const template = useContext(TemplateRender);
  if (!template) return <>{items.map(children)}</>;
  return (
    <>
      {`{{#${name}}}`}
      {children(items[0]!, 0)}
      {`{{/${name}}}`}
    </>
  );
}

/**
 * `children` when the view's `name` is there (a non-empty string or list), else `otherwise`; in the template render
 * both, as `{{?name}}` and `{{^name}}` sections.
 */
export function When({ name, value, children, otherwise }: { name: string; value: unknown; children: ReactNode; otherwise?: ReactNode }) {
  const template = useContext(TemplateRender);
  if (!template) return <>{isPresent(value) ? children : otherwise}</>;
  return (
    <>
      {`{{?${name}}}`}
      {children}
      {`{{/${name}}}`}
      {otherwise === undefined ? null : (
        <>
          {`{{^${name}}}`}
          {otherwise}
          {`{{/${name}}}`}
        </>
      )}
    </>
  );
}

/**
 * React writes `<!-- -->` between adjacent text nodes so that it can tell them apart when it adopts the page; a
 * section's marks are not text in the filled page, so the separators that only part a mark from its neighbour go.
 */
export const templateMarkup = (html: string): string =>
  html.replace(/<!-- -->(\{\{[#?^/][\w.]+\}\})/g, '$1').replace(/(\{\{[#?^/][\w.]+\}\})<!-- -->/g, '$1');
