// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setSessionToken } from '../../../lib/session';
import { alerts, fakeApi, navigatedTo, renderPage } from '../../../testing/render-page';
import { BoardGeneration } from './board-generation';

const input = { function_name: 'Sleep', size: 'Queen Size', style: 'Natural Tones', products: [{ id: 'p1', Title: 'Oak Bed' }] } as const;

function screenWithLoader() {
  setSessionToken('session-token');
  return renderPage(
    <BoardGeneration
      verifyEmail={(onVerified) => (
        <button type="button" onClick={onVerified}>
          Verified now
        </button>
      )}
    >
      {(start) => (
        <button type="button" onClick={() => void start(input)}>
          Make my board
        </button>
      )}
    </BoardGeneration>,
  );
}

const LIMIT = 'You have reached the limit of 20 boards an hour. Please try again in 40 minutes.';
const UNVERIFIED = 'Please verify your e-mail address before creating boards. Open the link we sent you, then try again.';

describe('the Loader when the server will not make the board', () => {
  it("shows a limit's message in place, not as an error alert, until the user goes back", async () => {
    fakeApi((call) =>
      call.path === 'generate-description/' ? { status: 429, body: { error: LIMIT, code: 'rate-limited', retryAfter: 2400 } } : undefined,
    );
    const { user } = screenWithLoader();
    await user.click(screen.getByRole('button', { name: 'Make my board' }));
    const loader = await screen.findByRole('dialog', { name: 'Board not created' });
    expect(loader.querySelector('h2')?.textContent).toBe('Please come back later');
    expect(loader.querySelector('[role="alert"]')?.textContent).toBe(LIMIT);
    expect(alerts().filter((text) => text.startsWith('Error: '))).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Go back' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', { name: 'Make my board' })).toBeTruthy();
  });

  it('offers the verification for an unverified e-mail, and asks again with the same board once it is verified', async () => {
    let unverified = true;
    const calls = fakeApi((call) => {
      if (call.path !== 'generate-description/') return undefined;
      if (unverified) return { status: 403, body: { error: UNVERIFIED, code: 'email-unverified', email: 'ann@example.com' } };
      return { body: { id: 'g1', background_removed_images: ['/api/files/cutouts/a.png'], generated_title: 'Oak', palette: [] } };
    });
    const { user } = screenWithLoader();
    await user.click(screen.getByRole('button', { name: 'Make my board' }));
    const loader = await screen.findByRole('dialog', { name: 'Board not created' });
    expect(loader.querySelector('h2')?.textContent).toBe('Verify your e-mail address');
    expect(loader.querySelector('[role="alert"]')?.textContent).toBe(UNVERIFIED);
    expect(alerts()).not.toContain('You are not authorized to perform this task');
    unverified = false;
    await user.click(screen.getByRole('button', { name: 'Verified now' }));
    await expect.poll(navigatedTo, { timeout: 10_000 }).toBe('/BoardDetail');
    const asked = calls.filter((call) => call.path === 'generate-description/');
    expect(asked).toHaveLength(2);
    expect((asked[1]!.body as { selectedProducts: unknown }).selectedProducts).toEqual([{ id: 'p1' }]);
  });
});

describe('the Loader when the board is written', () => {
  it('asks for its picture, for the same board, as it opens the board screen', async () => {
    const calls = fakeApi((call) => {
      if (call.path === 'generate-description/')
        return { body: { id: 'g1', background_removed_images: ['/api/files/cutouts/a.png'], generated_title: 'Oak', palette: [] } };
      if (call.path === 'generate-image') return { body: { image_url: '/api/files/boards/g1.png' } };
      return undefined;
    });
    const { user } = screenWithLoader();
    await user.click(screen.getByRole('button', { name: 'Make my board' }));
    await expect.poll(navigatedTo).toBe('/BoardDetail');
    await expect.poll(() => calls.filter((call) => call.path === 'generate-image')).toHaveLength(1);
    const [described, painted] = [calls.find((c) => c.path === 'generate-description/'), calls.find((c) => c.path === 'generate-image')];
    expect((painted!.body as { generationId: string }).generationId).toBe((described!.body as { generationId: string }).generationId);
  });
});
