import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

/**
 * Debian's nginx serving saved HTML files from a temporary folder on loopback: the ceiling a page server could reach
 * on this machine. Same worker count as cores; no access log (our server keeps none per request for pages either,
 * beyond the render log of cache misses).
 */
export async function startNginx(dir: string, port: number, pages: Record<string, string>): Promise<{ url: string; stop: () => Promise<void> }> {
  const root = path.join(dir, 'root');
  for (const [pagePath, html] of Object.entries(pages)) {
    const folder = path.join(root, pagePath);
    fs.mkdirSync(folder, { recursive: true });
    fs.writeFileSync(path.join(folder, 'index.html'), html);
  }
  fs.chmodSync(dir, 0o755);
  const conf = path.join(dir, 'nginx.conf');
  fs.writeFileSync(
    conf,
    `worker_processes 2;
daemon off;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 1024; }
http {
  access_log off;
  default_type text/html;
  client_body_temp_path ${dir}/tmp-body;
  proxy_temp_path ${dir}/tmp-proxy;
  fastcgi_temp_path ${dir}/tmp-fastcgi;
  uwsgi_temp_path ${dir}/tmp-uwsgi;
  scgi_temp_path ${dir}/tmp-scgi;
  keepalive_requests 100000;
  server {
    listen 127.0.0.1:${port};
    root ${root};
    location / { try_files $uri $uri/index.html =404; }
  }
}
`,
  );
  execChmod(root);
  const child: ChildProcess = spawn('nginx', ['-p', dir, '-c', conf], { stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr?.on('data', (d) => (stderr += d));
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 50; i++) {
    if (child.exitCode !== null) throw new Error(`nginx exited: ${stderr}`);
    if (await fetch(`${url}/`).then((r) => r.ok, () => false)) break;
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    url,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGQUIT');
      }),
  };
}

/** nginx workers run as an unprivileged user: the saved pages must be world-readable. */
function execChmod(folder: string) {
  fs.chmodSync(folder, 0o755);
  for (const entry of fs.readdirSync(folder, { withFileTypes: true })) {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) execChmod(full);
    else fs.chmodSync(full, 0o644);
  }
}
