// @vitest-environment happy-dom
import { AVATAR_MAX_BYTES, AVATAR_NOT_IMAGE, AVATAR_TOO_LARGE } from '@contracts/accounts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setSessionToken } from '../../../lib/session';
import { alerts, fakeApi, renderPage } from '../../../testing/render-page';
import { AvatarUpload } from './avatar-upload';

const choose = (file: File) => fireEvent.change(document.querySelector('input[type="file"]')!, { target: { files: [file] } });
const uploads = (calls: ReturnType<typeof fakeApi>) => calls.filter((call) => call.path === 'profile-image');

describe('avatar upload', () => {
  it('refuses a file that is not a picture, or too large, with the server’s words and without sending it', async () => {
    setSessionToken('session');
    const calls = fakeApi(() => undefined);
    renderPage(<AvatarUpload hasImage={false} />);
    expect(screen.getByText('JPEG, PNG, WebP or GIF, up to 5 MB.')).toBeTruthy();
    choose(new File(['text'], 'notes.txt', { type: 'text/plain' }));
    expect((await screen.findByRole('alert')).textContent).toBe(AVATAR_NOT_IMAGE);
    choose(new File([new Uint8Array(AVATAR_MAX_BYTES + 1)], 'huge.jpg', { type: 'image/jpeg' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(AVATAR_TOO_LARGE));
    expect(uploads(calls)).toEqual([]);
  });

  it('shows the server’s refusal of a file that only claims to be a picture', async () => {
    setSessionToken('session');
    const calls = fakeApi((call) => (call.path === 'profile-image' ? { status: 400, body: { error: AVATAR_NOT_IMAGE } } : undefined));
    renderPage(<AvatarUpload hasImage={false} />);
    choose(new File(['not a picture'], 'notes.png', { type: 'image/png' }));
    expect((await screen.findByRole('alert')).textContent).toBe(AVATAR_NOT_IMAGE);
    expect(uploads(calls).map((call) => call.method)).toEqual(['PUT']);
  });

  it('sends a picture as it is chosen, says the photo is updated and clears an earlier refusal', async () => {
    setSessionToken('session');
    const calls = fakeApi((call) => (call.path === 'profile-image' ? { body: { image: '/api/files/avatars/a.webp' } } : undefined));
    renderPage(<AvatarUpload hasImage={false} />);
    choose(new File(['text'], 'notes.txt', { type: 'text/plain' }));
    await screen.findByRole('alert');
    choose(new File([new Uint8Array(64)], 'me.jpg', { type: 'image/jpeg' }));
    await waitFor(() => expect(alerts()).toContain('Your photo is updated.'));
    expect(uploads(calls).map((call) => call.method)).toEqual(['PUT']);
    expect(screen.queryByText(AVATAR_NOT_IMAGE)).toBeNull();
  });
});
