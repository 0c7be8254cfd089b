// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../../testing/render-page';
import { AccountMenu } from './account-menu';

describe('the account menu', () => {
  it('says who is signed in, in its trigger and at the head of the menu', async () => {
    const { user } = renderPage(<AccountMenu initial="Petra" who={{ name: 'Petra Lind', email: 'petra@example.com' }} />);
    const trigger = screen.getByRole('button', { name: 'Account menu, signed in as Petra Lind' });
    expect(trigger.textContent).toContain('P');
    await user.click(trigger);
    expect(screen.getByTestId('signed-in-as').textContent).toBe('Signed in asPetra Lindpetra@example.com');
    expect(screen.getByRole('menu', { name: 'Account' })).toBeTruthy();
  });

  it('shows no identity before the profile is known', async () => {
    const { user } = renderPage(<AccountMenu />);
    await user.click(screen.getByRole('button', { name: 'Account menu' }));
    expect(screen.queryByTestId('signed-in-as')).toBeNull();
  });
});
