// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { holdInteractions } from './hold-interactions';

describe('interactions with a prerendered page before React has it', () => {
  afterEach(() => document.body.replaceChildren());

  /** A page's form with a field typed into, and what reaches its own handlers, in order. */
  function page() {
    const root = document.createElement('div');
    root.innerHTML = '<form><input name="email" value=""><button type="submit">Submit</button></form>';
    document.body.append(root);
    const field = root.querySelector('input')!;
    const button = root.querySelector('button')!;
    const form = root.querySelector('form')!;
    const seen: string[] = [];
    field.addEventListener('input', () => seen.push(`input ${field.value}`));
    form.addEventListener('submit', (event) => {
      event.preventDefault();
      seen.push(`submit ${field.value}`);
    });
    field.value = 'ada@example.com';
    return { root, button, seen };
  }

  const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

  it('holds a click until the replay, then tells React the typed text before replaying it', async () => {
    const { root, button, seen } = page();
    const replay = holdInteractions(root);
    button.click();
    expect(seen).toEqual([]);
    replay();
    await nextTask();
    expect(seen).toEqual(['input ada@example.com', 'submit ada@example.com']);
  });

  it('still holds a click that comes after React has adopted the page but before the replay has run', async () => {
    const { root, button, seen } = page();
    const replay = holdInteractions(root);
    // React's commit calls the replay; the click lands before the task it schedules.
    replay();
    button.click();
    expect(seen).toEqual([]);
    await nextTask();
    expect(seen).toEqual(['input ada@example.com', 'submit ada@example.com']);
    // Afterwards nothing is held.
    button.click();
    expect(seen.at(-1)).toBe('submit ada@example.com');
    expect(seen).toHaveLength(3);
  });
});
