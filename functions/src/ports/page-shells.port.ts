import type { FilledPageId } from '../contracts/page-template.js';

/** A page shell as Hosting serves it: the built HTML, and the security headers Hosting sends with it (firebase.json). */
export interface PageShell {
  html: string;
  headers: Record<string, string>;
}

/** The prerendered page shells of the deployed web app (web/dist, built by web/vite.config.ts). */
export interface PageShells {
  /** `UserBoard.html`, the board page's shell. */
  userBoard(): Promise<PageShell>;
  /** A page the function fills with its data (`pages/<id>.html`: its loading state and its data's template). */
  filledPage(id: FilledPageId): Promise<PageShell>;
}
