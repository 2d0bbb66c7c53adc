// Endpoints measured by `npm run bench`. A target may prepare itself against the running server (sign up a user,
// find an id) and return the request to measure. Later work adds its endpoints here.

export interface BenchRequest {
  method: 'GET' | 'POST';
  path: string;
  headers?: Record<string, string>;
  body?: string;
}

export interface BenchTarget {
  name: string;
  prepare(baseUrl: string): Promise<BenchRequest>;
}

export const targets: BenchTarget[] = [
  { name: 'GET /api/health', prepare: async () => ({ method: 'GET', path: '/api/health' }) },
  { name: 'GET /api/config', prepare: async () => ({ method: 'GET', path: '/api/config' }) },
];
