import { z } from 'zod';

const EnvSchema = z.object({
  VITE_FIREBASE_PROJECT_ID: z.string().min(1),
  VITE_FIREBASE_API_KEY: z.string().min(1),
  VITE_FIREBASE_AUTH_DOMAIN: z.string().min(1),
  VITE_AUTH_EMULATOR_URL: z.url().optional(),
  VITE_SOCIAL_INSTAGRAM: z.url().optional(),
  VITE_SOCIAL_PINTEREST: z.url().optional(),
  VITE_SOCIAL_FACEBOOK: z.url().optional(),
  VITE_SOCIAL_X: z.url().optional(),
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
