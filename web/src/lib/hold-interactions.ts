/**
 * A prerendered page is on screen before React runs. Until React has adopted it, a click on one of its buttons or a
 * form submission would do nothing: this holds them (and typing into its fields) and replays them once React is
 * there. Links need no help: they navigate on their own. Returns the replay, to call when the app has hydrated.
 */
export function holdInteractions(root: HTMLElement): () => void {
  const held: Array<() => void> = [];

  const onClick = (event: MouseEvent) => {
    const button = event.target instanceof Element ? event.target.closest('button') : null;
    if (!button || !root.contains(button)) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    held.push(() => button.click());
  };
  // Enter in a field submits without a click.
  const onSubmit = (event: SubmitEvent) => {
    const form = event.target;
    if (!(form instanceof HTMLFormElement) || !root.contains(form)) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    held.push(() => form.requestSubmit());
  };
  document.addEventListener('click', onClick, true);
  document.addEventListener('submit', onSubmit, true);

  return () => {
    // In a task of its own: called from React's commit, where a replayed submit would be lost. Until that task runs,
    // clicks and submissions are still held: React has the page but not yet the text typed before it came, so a form
    // sent meanwhile would send its empty state.
    setTimeout(() => {
      document.removeEventListener('click', onClick, true);
      document.removeEventListener('submit', onSubmit, true);
      for (const field of root.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input, textarea')) tellReact(field);
      for (const replay of held.splice(0)) replay();
    });
  };
}

/**
 * A field typed into before hydration holds text its component's state does not: React adopted the typed value as
 * its own, so it is set back to the rendered one through React and typed again through the element's own setter,
 * and the input event that follows reaches the component's onChange.
 */
function tellReact(field: HTMLInputElement | HTMLTextAreaElement): void {
  if (field.type === 'checkbox' || field.type === 'radio' || field.value === field.defaultValue) return;
  const typed = field.value;
  field.value = field.defaultValue;
  const ownSetter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field) as object, 'value')?.set;
  ownSetter?.call(field, typed);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}
