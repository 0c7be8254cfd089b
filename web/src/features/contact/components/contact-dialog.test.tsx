// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi, renderPage } from '../../../testing/render-page';
import { ContactDialog } from './contact-dialog';

const fill = async (user: ReturnType<typeof renderPage>['user'], values: Record<string, string>) => {
  for (const [label, value] of Object.entries(values)) await user.type(screen.getByLabelText(label), value);
};

const VALID = { Name: 'Ada Lovelace', Email: 'ada@example.com', Subject: 'A board', Message: 'How do I share my board?' };

describe('contact form', () => {
  it('sends the spec payload, alerts the success message and closes', async () => {
    const calls = fakeApi((call) => (call.path === 'contact-us' ? { body: { ok: true } } : undefined));
    const onClose = vi.fn();
    const { user } = renderPage(<ContactDialog open onClose={onClose} />);
    await fill(user, VALID);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', 'Message sent successfully.');
    expect(calls).toEqual([
      {
        method: 'POST',
        path: 'contact-us',
        body: { name: 'Ada Lovelace', email: 'ada@example.com', phone: '', subject: 'A board', message: 'How do I share my board?' },
        authorization: null,
      },
    ]);
    expect(onClose).toHaveBeenCalledOnce();
  });

  it("shows the server's error, its field messages beside the fields, and keeps what was typed", async () => {
    fakeApi(() => ({ status: 400, body: { error: 'Please enter a valid email.', issues: { email: 'Please enter a valid email.' } } }));
    const { user } = renderPage(<ContactDialog open onClose={() => {}} />);
    await fill(user, VALID);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Please enter a valid email.');
    expect(screen.getByLabelText('Email').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByLabelText('Name')).toHaveProperty('value', 'Ada Lovelace');
  });

  it("answers a server failure with 'Server error. Please try again later.'", async () => {
    fakeApi(() => ({ status: 500, body: { error: 'Something went wrong on our side. Please try again.' } }));
    const { user } = renderPage(<ContactDialog open onClose={() => {}} />);
    await fill(user, VALID);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Server error. Please try again later.');
  });
});
