/** The contract between browser, web tier and marketplace (see docs/contract.md). */
export * from './call';
export * from './calls/index';
export * from './resolve';
export * from './headers';
export * from './check';
export * from './flags';
export * from './catalogue-path';
export * from './calls/shapes';
export * from './wire';
