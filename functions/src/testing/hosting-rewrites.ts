// Test support: firebase.json's Hosting rewrites, read from the file itself, so the tests' one-origin backends route
// each path to the function production would send it to.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

export interface HostingRewrite {
  source: string;
  function?: { functionId: string };
  destination?: string;
}

const ROOT = join(__dirname, '..', '..', '..');

/** The rewrites, in firebase.json's order (Hosting takes the first that matches). */
export function hostingRewrites(): HostingRewrite[] {
  const config = JSON.parse(readFileSync(join(ROOT, 'firebase.json'), 'utf8')) as { hosting: { rewrites: HostingRewrite[] } };
  return config.hosting.rewrites;
}

/** A Hosting glob as a regular expression: `**` any path, `*` one segment, `{a,b}` alternatives. */
export function globRegExp(glob: string): RegExp {
  let pattern = '';
  for (let i = 0; i < glob.length; i++) {
    const c = glob[i]!;
    if (c === '*' && glob[i + 1] === '*') {
      pattern += '.*';
      i++;
    } else if (c === '*') pattern += '[^/]*';
    else if (c === '{') pattern += '(?:';
    else if (c === '}') pattern += ')';
    else if (c === ',') pattern += '|';
    else pattern += c.replace(/[.+?^$()|[\]\\]/g, '\\$&');
  }
  return new RegExp(`^${pattern}$`);
}

/** The function firebase.json sends a path to (the first rewrite that matches), or null for a file or none. */
export function functionFor(path: string, rewrites: HostingRewrite[] = hostingRewrites()): string | null {
  const rewrite = rewrites.find((candidate) => globRegExp(candidate.source).test(path));
  return rewrite?.function?.functionId ?? null;
}
