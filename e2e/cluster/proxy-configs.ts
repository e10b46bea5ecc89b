import type { ClusterPorts } from './cluster-ports';

const servers = (prefix: string, ports: readonly number[]) =>
  ports.map((port, index) => `  server ${prefix}${index + 1} 127.0.0.1:${port} check`).join('\n');

/**
 * The load balancer a deployment puts in front of the site servers and the APIs: it sends
 * requests only to instances whose /ready answers 200 (checked every second; three misses take
 * one out, as a busy instance may be slow to answer), and retries a
 * request elsewhere only when no answer came at all (a refused or reset connection). A 503 is
 * never retried, so an instance that answers one while draining shows as a failure here.
 */
export function haproxyConfig(ports: ClusterPorts): string {
  return `global
  maxconn 4000

defaults
  mode http
  timeout connect 2s
  timeout client 30s
  timeout server 30s
  retries 3
  option redispatch 1
  retry-on conn-failure empty-response response-timeout
  timeout check 2s
  default-server inter 1s fall 3 rise 2

frontend site
  bind 127.0.0.1:${ports.siteFront}
  default_backend sites

frontend api
  bind 127.0.0.1:${ports.apiFront}
  default_backend apis

frontend stats
  bind 127.0.0.1:${ports.stats}
  stats enable
  stats uri /stats

backend sites
  option httpchk GET /ready
  http-check expect status 200
${servers('site', ports.sites)}

backend apis
  option httpchk GET /ready
  http-check expect status 200
${servers('api', ports.apis)}
`;
}

/**
 * The CDN in front of the release store: every file is cached as the store's Cache-Control
 * allows (versions never change, so once fetched a file is served from here), and says whether
 * it came from the cache in X-Cache-Status.
 */
export function nginxCacheConfig(dir: string, ports: ClusterPorts): string {
  return `daemon off;
worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 512; }
http {
  access_log off;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  proxy_cache_path ${dir}/cache levels=1:2 keys_zone=releases:10m max_size=1g inactive=7d use_temp_path=off;
  server {
    listen 127.0.0.1:${ports.cache};
    location / {
      proxy_pass http://127.0.0.1:${ports.store};
      proxy_cache releases;
      proxy_cache_lock on;
      proxy_cache_valid 200 10m;
      proxy_cache_use_stale error timeout updating;
      add_header X-Cache-Status $upstream_cache_status always;
    }
  }
}
`;
}
