// zod/mini: the same checks at a fraction of the size, since this module is on every page's first load.
import * as z from 'zod/mini';

const EnvSchema = z.object({
  VITE_FIREBASE_PROJECT_ID: z.string().check(z.minLength(1)),
  VITE_FIREBASE_API_KEY: z.string().check(z.minLength(1)),
  VITE_FIREBASE_AUTH_DOMAIN: z.string().check(z.minLength(1)),
  VITE_AUTH_EMULATOR_URL: z.optional(z.url()),
  VITE_SOCIAL_INSTAGRAM: z.optional(z.url()),
  VITE_SOCIAL_PINTEREST: z.optional(z.url()),
  VITE_SOCIAL_FACEBOOK: z.optional(z.url()),
  VITE_SOCIAL_X: z.optional(z.url()),
});

function readEnv() {
  const parsed = EnvSchema.safeParse(import.meta.env);
  if (!parsed.success) {
    const bad = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join(', ');
    throw new Error(`Roomboard is misconfigured (web/.env): ${bad}`);
  }
  return parsed.data;
}

export const env = readEnv();
