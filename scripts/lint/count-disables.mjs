// Counts the lint switches (eslint-disable comments) in the repository and lists those without a
// reason (scripts/lint/disables.cjs). Exits 1 while any lacks one. `npm run lint:disables`.
import disablesModule from './disables.cjs';

const root = new URL('../..', import.meta.url).pathname;
const { all, withoutReason } = await disablesModule.disables(root);
for (const place of withoutReason) console.log(`no reason  ${place}`);
console.log(`${all.length} lint disables; ${withoutReason.length} without a reason`);
process.exitCode = withoutReason.length ? 1 : 0;
