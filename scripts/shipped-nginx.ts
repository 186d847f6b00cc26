/**
 * deploy/nginx.conf itself, for Debian's nginx on loopback in front of processes on this machine
 * (the fault table, the tests): the upstreams' Docker names become loopback ports, the listener a
 * port of its own, its logs and temporary folders a folder of its own, the error pages those of
 * deploy/errors. Everything else is the shipped file, so what runs here is what ships.
 */
import fs from 'node:fs';
import path from 'node:path';
import { projectRoot } from '../server/shared/paths';

export const NGINX = '/usr/sbin/nginx';

export interface ShippedNginxLogs {
  /** Unset: error.log in dir. */
  error?: string;
  /** Unset: access.log in dir. */
  access?: string;
}

export function shippedNginxConfiguration(dir: string, port: number, webPorts: number[], marketplacePorts: number[], logs: ShippedNginxLogs = {}): string {
  const conf = fs.readFileSync(path.join(projectRoot, 'deploy', 'nginx.conf'), 'utf8');
  const serverLines = (name: string, ports: number[]) => {
    const line = new RegExp(`^(\\s*)server ${name} (.*);$`, 'm').exec(conf);
    if (!line) throw new Error(`deploy/nginx.conf has no "server ${name} ...;" line`);
    return [line[0], ports.map((p) => `${line[1]}server 127.0.0.1:${p} ${line[2]};`).join('\n')] as const;
  };
  if (!conf.includes('error_log /var/log/nginx/error.log')) throw new Error('deploy/nginx.conf no longer names its error log');
  if (!conf.includes('listen 8080;')) throw new Error('deploy/nginx.conf no longer listens on 8080');
  const adapted = conf
    .replace(...serverLines('web:3000', webPorts))
    .replace(...serverLines('marketplace:4000', marketplacePorts))
    .replace('listen 8080;', `listen 127.0.0.1:${port};`)
    .replace('access_log /dev/stdout', `access_log ${logs.access ?? path.join(dir, 'access.log')}`)
    .replace('error_log /var/log/nginx/error.log', `error_log ${logs.error ?? path.join(dir, 'error.log')}`)
    .replace('/usr/share/nginx/spareo-errors/', `${path.join(projectRoot, 'deploy', 'errors')}/`);
  if (adapted.includes('web:3000') || adapted.includes('marketplace:4000')) throw new Error('an upstream kept its Docker name');
  const temp = (name: string) => path.join(dir, name);
  return `daemon off;
worker_processes 1;
pid ${temp('nginx.pid')};
error_log ${logs.error ?? temp('error.log')} warn;
${process.getuid?.() === 0 ? 'user root;' : ''}
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${temp('body')};
  proxy_temp_path ${temp('proxy')};
  fastcgi_temp_path ${temp('fastcgi')};
  uwsgi_temp_path ${temp('uwsgi')};
  scgi_temp_path ${temp('scgi')};
${adapted}
}
`;
}
