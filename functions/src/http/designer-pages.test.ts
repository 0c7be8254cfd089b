import { describe, expect, it } from 'vitest';
import { filledPagePath } from '../contracts/page-template.js';
import { functionFor } from '../testing/hosting-rewrites.js';

describe("where the designers' pages are served (firebase.json)", () => {
  it('sends /designers and a designer’s page to the api function, which fills them', () => {
    expect(['/designers', '/designers/', '/designers/demo-designer-ines'].map((path) => functionFor(path))).toEqual(['api', 'api', 'api']);
  });

  it('leaves the pages the function reads to Hosting, and deeper addresses to the app', () => {
    expect([filledPagePath('designers'), filledPagePath('designer'), '/designers/a/b'].map((path) => functionFor(path))).toEqual([
      null,
      null,
      null,
    ]);
  });
});
