// The yardstick: a bare Fastify server that sends fixed bytes from memory for the same paths.
import { readFileSync } from 'node:fs';
import Fastify from 'fastify';

interface Route {
  method: 'GET' | 'POST';
  path: string;
  status: number;
  contentType: string;
  body: string;
}

const [file, port] = process.argv.slice(2);
const routes = JSON.parse(readFileSync(file!, 'utf8')) as Route[];
const app = Fastify({ logger: false });
const declared = new Set<string>();
for (const route of routes) {
  // Two targets may ask the same path (e.g. the block read plain and compressed): the first one's bytes answer.
  const key = `${route.method} ${route.path.split('?')[0]!}`;
  if (declared.has(key)) continue;
  declared.add(key);
  const payload = Buffer.from(route.body, 'base64');
  app.route({
    method: route.method,
    url: route.path.split('?')[0]!,
    handler: (_request, reply) => reply.status(route.status).type(route.contentType).send(payload),
  });
}
await app.listen({ port: Number(port), host: '127.0.0.1' });
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
