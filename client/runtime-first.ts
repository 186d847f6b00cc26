/**
 * The runtime's first file, the one the page's loader imports (views/render/runtime-loader.ts): the
 * search box's early answer (client/early/suggestions.ts) and the vehicle dropdowns' early series
 * list (client/early/vehicle-lists.ts), bundled with all they need into this one
 * file (scripts/build.mjs), then the rest of the runtime (client/runtime.ts). On a slow phone the
 * runtime and its shared chunks come in two rounds of the browser's six connections; a shopper who
 * types at once has the first suggestion asked for once this file alone has come and run.
 * The rest is awaited: the loader gives back the clicks it held once this module has run, and by
 * then the runtime must be there to hold them for the islands.
 */
import { answerWhenUsed, earlySuggestions } from './early/suggestions';
import { earlyLists, listsWhenUsed } from './early/vehicle-lists';
import { wake } from './wake';

/** The rest of the runtime's URL, written in by the build (it is built first). */
declare const SPAREO_RUNTIME_REST: string;

export { earlySuggestions, earlyLists };

for (const marker of document.querySelectorAll<HTMLElement>('spareo-island[data-name=SearchBox]')) answerWhenUsed(marker, wake()?.target);
for (const marker of document.querySelectorAll<HTMLElement>('spareo-island[data-name=VehicleSelector]')) listsWhenUsed(marker, wake()?.target);
await import(SPAREO_RUNTIME_REST);
