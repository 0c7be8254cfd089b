import { describe, expect, it } from 'vitest';
import { ConfigError, readConfig } from './config.js';

const production = { GCLOUD_PROJECT: 'roomboard-prod', APP_ORIGIN: 'https://roomboard.example' };

describe('the ceiling settings', () => {
  it('have defaults', () => {
    expect(readConfig(production)).toMatchObject({
      generationsPerHour: 20,
      generationsPerDay: 60,
      paidBudget: { text: 1000, image: 200 },
      formLimits: { perAddress: 5, perIp: 30 },
      appCheck: false,
    });
  });

  it('are read from the environment', () => {
    const config = readConfig({ ...production, GENERATIONS_PER_DAY: '7', AI_TEXT_CALLS_PER_DAY: '0', AI_IMAGE_CALLS_PER_DAY: '3' });
    expect([config.generationsPerDay, config.paidBudget]).toEqual([7, { text: 0, image: 3 }]);
    expect(() => readConfig({ ...production, AI_IMAGE_CALLS_PER_DAY: '-1' })).toThrow(ConfigError);
  });

  it('turn App Check on only outside the emulator', () => {
    expect(readConfig({ ...production, APP_CHECK: 'on' }).appCheck).toBe(true);
    expect(readConfig({ ...production, APP_CHECK: 'on', FUNCTIONS_EMULATOR: 'true' }).appCheck).toBe(false);
    expect(readConfig({ ...production, APP_CHECK: 'on', FIRESTORE_EMULATOR_HOST: '127.0.0.1:8080' }).appCheck).toBe(false);
    expect(() => readConfig({ ...production, APP_CHECK: 'yes' })).toThrow('Invalid configuration: APP_CHECK');
  });
});
