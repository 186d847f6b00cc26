/** Feature-flag and experiment keys the shop reads. */

/** The one experiment, switched on per visitor (session id and delivery country). */
export const EXPERIMENT_MBE = 'dap-10092-mbe';
