// @vitest-environment happy-dom
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setSessionToken } from '../../../lib/session';
import { fakeApi, renderPage } from '../../../testing/render-page';
import { MailPreferencesSection } from './mail-preferences-section';

describe('e-mail preferences', () => {
  it('switches a mail off with all the preferences in one save, and says so', async () => {
    setSessionToken('session');
    const calls = fakeApi((call) =>
      call.path === 'mail-preferences'
        ? { body: call.method === 'PUT' ? call.body : { comments: true, followers: true, messages: true } }
        : undefined,
    );
    const { user } = renderPage(<MailPreferencesSection />);
    const followers = await screen.findByRole('switch', { name: 'New followers' });
    expect(followers).toHaveProperty('checked', true);
    await user.click(followers);
    expect(followers).toHaveProperty('checked', false);
    await screen.findByText('Saved.');
    expect(calls.filter((call) => call.method === 'PUT').map((call) => call.body)).toEqual([
      { comments: true, followers: false, messages: true },
    ]);
  });

  it('moves the switch back and says so when the save fails', async () => {
    setSessionToken('session');
    fakeApi((call) =>
      call.path === 'mail-preferences'
        ? call.method === 'PUT'
          ? { status: 500, body: { error: 'Something went wrong on our side. Please try again.' } }
          : { body: { comments: true, followers: true, messages: true } }
        : undefined,
    );
    const { user } = renderPage(<MailPreferencesSection />);
    const comments = await screen.findByRole('switch', { name: 'Comments on your boards' });
    await user.click(comments);
    await screen.findByText('Your choice could not be saved. Please try again.');
    await waitFor(() => expect(comments).toHaveProperty('checked', true));
  });
});
