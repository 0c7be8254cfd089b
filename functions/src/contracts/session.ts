import { z } from 'zod';

export const LoginRequest = z.object({ idToken: z.string().min(1).max(8192) }, { error: 'Send the sign-in token as idToken.' });
export type LoginRequest = z.infer<typeof LoginRequest>;
export const LoginResponse = z.object({ token: z.string() });
