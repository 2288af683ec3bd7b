/** The part of autocannon's API the benchmark uses (the package ships no types). */
declare module 'autocannon' {
  type Request = { method?: string; path?: string; headers?: Record<string, string>; body?: string };
  type Options = {
    url: string;
    headers?: Record<string, string>;
    connections?: number;
    duration?: number;
    requests?: Array<Request & { setupRequest?: (request: Request) => Request }>;
  };
  type Histogram = { average: number; p50: number; p99: number; max: number };
  export type Result = {
    requests: Histogram & { total: number };
    latency: Histogram;
    errors: number;
    timeouts: number;
    non2xx: number;
    statusCodeStats: Record<string, { count: number }>;
  };
  export default function autocannon(options: Options): Promise<Result>;
}
