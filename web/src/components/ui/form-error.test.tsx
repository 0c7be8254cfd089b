// @vitest-environment happy-dom
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FormError } from './form-error';

describe('FormError', () => {
  it('says the refusal as an alert', () => {
    render(<FormError>Too many messages. Try again in a minute.</FormError>);
    expect(screen.getByRole('alert').textContent).toBe('Too many messages. Try again in a minute.');
  });

  it('shows nothing while there is no error', () => {
    const { container } = render(
      <>
        <FormError>{null}</FormError>
        <FormError>{''}</FormError>
        <FormError>{false}</FormError>
      </>,
    );
    expect(container.innerHTML).toBe('');
  });
});
