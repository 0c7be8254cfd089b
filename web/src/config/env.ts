import { readEnv } from './read-env';

/** The web app's configuration (web/.env*), checked once when the app starts. */
export const env = readEnv(import.meta.env);
