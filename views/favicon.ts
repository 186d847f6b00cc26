/**
 * The shop's icon, written into every page as a data: URL. A linked icon is one more request right
 * after the first paint, and Lighthouse counts a request that finishes before the largest paint is
 * shown into that paint (its simulated slow 4G adds a round trip). A PNG, not the SVG it is drawn
 * from (static/favicon.svg, kept for whoever asks for it by URL): Chromium renders an SVG icon as a
 * document of its own on the page's main thread, a task after every load; a PNG is only decoded. static/favicon.png is that SVG at 32 px, drawn by Chromium, stored with a palette of 32
 * colours.
 */
export const FAVICON_PNG_BASE64 =
  'iVBORw0KGgoAAAANSUhEUgAAACAAAAAgCAMAAABEpIrGAAAAYFBMVEUAAAAIIkIKI0MLJEUKJUQKJEQKJEQKJUQLJEQLJUXkVy7///8fKUKGQDe/TjHYVC7KUDCiRzQhOVamr7vp6+6qs77w8vQZJ0IWJ0OySzIeKEMcKUJKMz4jKkJzPDlmOTuhWF2OAAAACXRSTlMAIFBerrjE5ep94gwWAAAA+klEQVR42oWT2xaCIBBFx9QUQ5GsKC/w/38Zx1qALMXz4jBu5gIDEVFeVGxHVZETlJXsUGVmgStL6Grjs6RyKtNASbVfLEZ2QnTSLN5XkzNV2zi1b+d2AO+aQB2PgbFvNurHCPjAK/Q8TbMWsD9bQMMn/3EXiZUOgRGbpK8dhJgCwMAxemDdYAIAO1r7vQ+Px3C3Rusi/gC0MNvv82b1tMaMRgIARSHlC8ALdSJnACClCgEeAacp5L9vV6SOikSbvb8gpvqoTbV3UO/Do+brUZv9y1J8/7IYj697igdmORmY45E7HdrTsb+kgQulQxR4vIn/dba+7+Tz/wK0aSoBhs3R1wAAAABJRU5ErkJggg==';

export const FAVICON_URL = `data:image/png;base64,${FAVICON_PNG_BASE64}`;
