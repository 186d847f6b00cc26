/**
 * Hydrate when the island scrolls into view. The marker is display: contents (no box of its own),
 * so its element children are observed.
 */
export const visible = (marker: HTMLElement): Promise<void> =>
  new Promise((resolve) => {
    const targets = [...marker.children].filter((child) => child.tagName !== 'SCRIPT');
    if (targets.length === 0 || !('IntersectionObserver' in window)) return resolve();
    const observer = new IntersectionObserver((entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      resolve();
    });
    for (const target of targets) observer.observe(target);
  });
