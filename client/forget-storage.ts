/**
 * A form that forgets something the browser remembers names the localStorage key in
 * data-forget-storage (the header's removal of the chosen vehicle): on submit the key goes too, so
 * no panel or dropdown offers the removed vehicle again. The key comes from the server's markup,
 * so the runtime carries no island code for it.
 */
export function forgetStorageOnSubmit(): void {
  document.addEventListener('submit', (event) => {
    const key = event.target instanceof HTMLFormElement ? event.target.dataset.forgetStorage : undefined;
    if (!key) return;
    try {
      localStorage.removeItem(key);
    } catch {
      // Storage refused (private mode): nothing was remembered there either.
    }
  }, true);
}
