/**
 * compose.yaml runs the shop as it runs on many machines. Docker cannot run here, so its structure
 * is checked: which services, which images, how many replicas, what each is told, who waits for
 * whom, and that the balancer's configuration sends each path to a service that exists.
 */
import fs from 'node:fs';
import path from 'node:path';
import { loadConfig } from '../../server/config/config';
import { projectRoot } from '../../server/shared/paths';
import { PATHS_BESIDE_THE_SHOP } from '../../server/wiring/marketplace-paths';

type Node = string | Node[] | { [key: string]: Node };

/**
 * The YAML subset compose.yaml is written in: block maps and lists by indentation, scalars (plain,
 * quoted, or a [flow, list]), one anchor `&name` on a map and `<<: *name` merges of it.
 */
function readYaml(text: string): Node {
  const lines = text.split('\n').map((raw) => raw.replace(/\s+#.*$/, '').replace(/^\s*#.*$/, '')).filter((line) => line.trim() !== '');
  const anchors = new Map<string, Node>();
  let at = 0;
  const indentOf = (line: string) => line.length - line.trimStart().length;
  const scalar = (value: string): Node => {
    const text = value.trim();
    if (text.startsWith('[')) return text.slice(1, -1).split(',').map((item) => scalar(item));
    if (/^".*"$|^'.*'$/.test(text)) return text.slice(1, -1);
    return text;
  };
  const block = (indent: number): Node => {
    if (lines[at]!.trimStart().startsWith('- ')) {
      const list: Node[] = [];
      while (at < lines.length && indentOf(lines[at]!) === indent && lines[at]!.trimStart().startsWith('- ')) list.push(scalar(lines[at++]!.trimStart().slice(2)));
      return list;
    }
    const map: { [key: string]: Node } = {};
    while (at < lines.length && indentOf(lines[at]!) === indent) {
      const line = lines[at++]!.trim();
      const colon = line.indexOf(':');
      const key = line.slice(0, colon).trim();
      let value = line.slice(colon + 1).trim();
      const anchor = /^&(\S+)\s*/.exec(value);
      if (anchor) value = value.slice(anchor[0].length);
      let node: Node;
      if (value === '') node = at < lines.length && indentOf(lines[at]!) > indent ? block(indentOf(lines[at]!)) : '';
      else if (value.startsWith('*')) node = anchors.get(value.slice(1))!;
      else node = scalar(value);
      if (anchor) anchors.set(anchor[1]!, node);
      if (key === '<<') Object.assign(map, node as object);
      else map[key] = node;
    }
    return map;
  };
  return block(0);
}

const compose = readYaml(fs.readFileSync(path.join(projectRoot, 'compose.yaml'), 'utf8')) as Record<string, Record<string, Record<string, Node>>>;
const services = compose.services!;
const envOf = (name: string) => (services[name]!.environment ?? {}) as Record<string, string>;

test('the reader reads the subset it claims', () => {
  expect(readYaml('a: &x\n  b: "1"\n  c: [d, "e f"]\nz:\n  <<: *x\n  g:\n    - h\n    - i\n')).toEqual({ a: { b: '1', c: ['d', 'e f'] }, z: { b: '1', c: ['d', 'e f'], g: ['h', 'i'] } });
});

test('PostgreSQL from the official image on a volume, the marketplace twice, the web tier three times, nginx in front', () => {
  expect(Object.keys(services).sort()).toEqual(['balancer', 'marketplace', 'postgres', 'setup', 'web']);
  expect(services.postgres!.image).toMatch(/^postgres:\d+/);
  expect(services.postgres!.volumes).toEqual(['postgres-data:/var/lib/postgresql/data']);
  expect(Object.keys(compose.volumes!)).toEqual(['postgres-data', 'feed-uploads', 'media']);
  // The marketplace writes feed uploads to a volume, not into the image's read-only /app, and the
  // shop's files (documents, photos) to one volume both marketplace replicas mount.
  expect(services.marketplace!.volumes).toEqual(['feed-uploads:/data/feed-uploads', `media:${envOf('marketplace').MEDIA_DIR}`]);
  expect((services.marketplace!.deploy as Record<string, string>).replicas).toBe('2');
  expect((services.web!.deploy as Record<string, string>).replicas).toBe('3');
  expect(services.balancer!.image).toMatch(/^nginx:/);
  expect(services.balancer!.ports).toEqual(['8080:8080']);
  // The shop's own image everywhere else.
  for (const name of ['setup', 'marketplace', 'web']) expect(services[name]).toMatchObject({ build: '.', image: 'spareo:latest' });
});

test('each service is told what the config needs: one database, one secret, the marketplace for the web tier', () => {
  const url = envOf('marketplace').DATABASE_URL;
  expect(url).toMatch(/^postgres:\/\/spareo:spareo@postgres:5432\/spareo$/);
  expect(envOf('setup').DATABASE_URL).toBe(url);
  for (const name of ['setup', 'marketplace', 'web']) expect(envOf(name).CHECK_SECRET).toMatch(/^\$\{CHECK_SECRET:\?/);
  // A web replica opens no database: it is given none.
  expect(envOf('web').DATABASE_URL).toBeUndefined();
  expect(envOf('web').MARKETPLACE_URL).toBe(`http://marketplace:${envOf('marketplace').MARKETPLACE_PORT}`);
  // Every value passes the shop's own config validation.
  const secret = 'x'.repeat(40);
  for (const name of ['setup', 'marketplace', 'web']) {
    const env = Object.fromEntries(Object.entries(envOf(name)).map(([key, value]) => [key, key === 'CHECK_SECRET' ? secret : value]));
    expect(() => loadConfig(env)).not.toThrow();
  }
  expect(services.setup!.command).toEqual(['npm', 'run', 'start:marketplace', '--ignore-scripts', '--', 'setup']);
  expect(services.marketplace!.command).toEqual(['npm', 'run', 'start:marketplace', '--ignore-scripts']);
});

test('start-up order: database healthy, then setup done, then the marketplace healthy, then the web tier, then the balancer', () => {
  expect(services.setup!.depends_on).toEqual({ postgres: { condition: 'service_healthy' } });
  expect(services.marketplace!.depends_on).toEqual({ setup: { condition: 'service_completed_successfully' } });
  expect(services.web!.depends_on).toEqual({ marketplace: { condition: 'service_healthy' } });
  expect(services.balancer!.depends_on).toEqual({ web: { condition: 'service_healthy' } });
  for (const name of ['marketplace', 'web']) expect(JSON.stringify(services[name]!.healthcheck)).toContain('/readyz');
});

test('nginx sends pages to the web tier and the shops\' APIs to the marketplace, on the services compose defines', () => {
  const mounted = (services.balancer!.volumes as string[])[0]!.split(':');
  const conf = fs.readFileSync(path.join(projectRoot, mounted[0]!), 'utf8');
  expect(mounted[1]).toBe('/etc/nginx/conf.d/default.conf');
  expect(conf).toContain(`server web:3000`);
  expect(conf).toContain(`server marketplace:${envOf('marketplace').MARKETPLACE_PORT}`);
  // Every path the marketplace serves beside the shop (the one list both processes mount) is routed to it.
  const routed = [...conf.matchAll(/location (\/[^\s{]*) \{\s*proxy_pass http:\/\/marketplace;/g)].map((match) => match[1]!.replace(/\/$/, ''));
  expect(routed.sort()).toEqual([...PATHS_BESIDE_THE_SHOP].sort());
  // Its API (/api, /internal) is the web tier's alone.
  expect(conf).not.toMatch(/location [^{]*\/(api|internal)\b[^{]*\{\s*proxy_pass http:\/\/marketplace;/);
  expect(conf).toMatch(/location \/ \{\s*proxy_pass http:\/\/web;/);
  expect(conf).toContain('listen 8080;');
});
