export const LOCAL_STRIPE_PORT: number;
export function stripeKeysSource(env?: Record<string, string | undefined>, root?: string): string | null;
export function webhookUrl(functionsPort: number): string;
export function startLocalStripe(options: {
  functionsPort: number;
  port?: number;
}): Promise<{ url: string; env: Record<string, string>; close(): Promise<void> }>;
