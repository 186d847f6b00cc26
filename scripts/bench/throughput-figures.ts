/** What one load run measured: both load generators answer in this shape. */
export interface Throughput {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  errors: number;
  non2xx: number;
  /** Mean response body bytes on the wire. */
  bytesPerResponse: number;
  /** Answers counted over the run. */
  requests?: number;
  /** CPU time of every process of the server measured (from /proc) over the run, per answer. */
  cpuMsPerRequest?: number;
}
