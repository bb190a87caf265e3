/**
 * nginx in front of the copies: round robin, and a retry on the next copy only where nothing can
 * have happened twice. nginx never passes a POST (every /api call) to another copy once it was
 * sent ("non_idempotent" is left off); what it does retry is a request whose connection failed
 * before it was sent (a dead copy: connection refused) and a GET/HEAD that met an error, a
 * timeout, 502 or 503 (a copy draining after SIGTERM). DEPLOY.md shows the same block.
 */
export function nginxConfig(o: { dir: string; port: number; upstreams: number[] }): string {
  const servers = o.upstreams.map((p) => `    server 127.0.0.1:${p} max_fails=1 fail_timeout=10s;`).join('\n');
  return `daemon off;
worker_processes 1;
pid ${o.dir}/nginx.pid;
error_log ${o.dir}/logs/error.log warn;
events { worker_connections 1024; }
http {
  access_log ${o.dir}/logs/access.log;
  client_body_temp_path ${o.dir}/client_body;
  proxy_temp_path ${o.dir}/proxy;
  fastcgi_temp_path ${o.dir}/fastcgi;
  uwsgi_temp_path ${o.dir}/uwsgi;
  scgi_temp_path ${o.dir}/scgi;
  upstream wil {
${servers}
    keepalive 32;
  }
  server {
    listen 127.0.0.1:${o.port};
    client_max_body_size 25m;
    location / {
      proxy_pass http://wil;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $http_host;
      # Replaced, not appended: the servers trust this header (TRUST_PROXY=true), so a client
      # must not choose the address its sign-in attempts are counted under.
      proxy_set_header X-Forwarded-For $remote_addr;
      proxy_set_header X-Forwarded-Proto $scheme;
      # The copies log every line of a call under nginx's id (TRUST_PROXY=true), and send it back.
      proxy_set_header X-Request-Id $request_id;
      proxy_next_upstream error timeout http_502 http_503;
      proxy_next_upstream_tries 2;
      proxy_connect_timeout 2s;
      proxy_read_timeout 120s;
    }
  }
}
`;
}
