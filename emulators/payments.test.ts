// Whether `npm start` runs the Stripe stand-in: only when no STRIPE_SECRET_KEY reaches the Functions emulator.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { stripeKeysSource, webhookUrl } from './payments.mjs';

/** The checkouts this test made, removed after it. */
const made: string[] = [];
afterEach(() => made.splice(0).forEach((root) => rmSync(root, { recursive: true, force: true })));

function checkout(files: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), 'roomboard-keys-'));
  made.push(root);
  mkdirSync(join(root, 'functions'));
  for (const [name, text] of Object.entries(files)) writeFileSync(join(root, 'functions', name), text);
  return root;
}

describe('npm start: Stripe keys or the stand-in', () => {
  it('runs the stand-in on a fresh clone: functions/.env has switches, no key', () => {
    expect(stripeKeysSource({}, checkout({ '.env': 'PAYMENTS_ENABLED=false\nSTRIPE_MODE=test\n' }))).toBeNull();
    expect(stripeKeysSource({ STRIPE_SECRET_KEY: ' ' }, checkout({}))).toBeNull();
    expect(stripeKeysSource({}, checkout({ '.secret.local': '# STRIPE_SECRET_KEY=sk_test_x\nSTRIPE_SECRET_KEY=\n' }))).toBeNull();
  });

  it('uses Stripe when a key is in the environment or a file the emulator reads', () => {
    expect(stripeKeysSource({ STRIPE_SECRET_KEY: 'sk_test_123' }, checkout({}))).toBe('the environment');
    expect(stripeKeysSource({}, checkout({ '.secret.local': 'STRIPE_WEBHOOK_SECRET=whsec_1\nSTRIPE_SECRET_KEY=sk_test_123\n' }))).toBe(
      'functions/.secret.local',
    );
    expect(stripeKeysSource({}, checkout({ '.env.local': 'STRIPE_SECRET_KEY=sk_test_123' }))).toBe('functions/.env.local');
  });

  it("sends the stand-in's events to the stripeWebhook function on the Functions emulator", () => {
    expect(webhookUrl(5001)).toBe('http://127.0.0.1:5001/demo-roomboard/us-central1/stripeWebhook');
  });
});
