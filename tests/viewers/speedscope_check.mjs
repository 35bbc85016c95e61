// Loads a trace in speedscope (its release build, served on localhost) in headless Chromium
// (Debian's, or $CHROMIUM) and prints what its console said:
//   {"loaded": true, "seconds": 2.1, "messages": [{"type": "warning", "text": ...}, ...]}
//   node speedscope_check.mjs TRACE.json [TIMEOUT_SECONDS]   (default 60)
import http from 'node:http';
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
const require = createRequire(import.meta.url);
const { chromium } = require('playwright-core');

const trace = path.resolve(process.argv[2]);
const timeoutMs = 1000 * Number(process.argv[3] || 60);
const release = path.join(path.dirname(require.resolve('speedscope/package.json')), 'dist', 'release');
const types = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css',
                '.wasm': 'application/wasm', '.json': 'application/json' };
const server = http.createServer((req, res) => {
  const url = decodeURIComponent(req.url.split('?')[0].split('#')[0]);
  const file = url === '/trace.json' ? trace : path.join(release, url === '/' ? 'index.html' : url);
  if (!file.startsWith(release) && file !== trace) { res.writeHead(403); res.end(); return; }
  fs.readFile(file, (err, data) => {
    if (err) { res.writeHead(404); res.end(); return; }
    res.writeHead(200, { 'Content-Type': types[path.extname(file)] || 'application/octet-stream' });
    res.end(data);
  });
});
await new Promise(r => server.listen(0, '127.0.0.1', r));
const port = server.address().port;
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM || '/usr/bin/chromium',
                                        args: ['--no-sandbox'] });
const messages = [];
try {
  const page = await browser.newPage();
  page.on('console', m => messages.push({ type: m.type(), text: m.text() }));
  page.on('pageerror', e => messages.push({ type: 'pageerror', text: String(e) }));
  await page.goto(`http://127.0.0.1:${port}/#profileURL=${encodeURIComponent(`http://127.0.0.1:${port}/trace.json`)}`);
  const begin = Date.now();
  let loaded = false;
  try {  // speedscope names the page after the file once it has imported it
    await page.waitForFunction(() => document.title.includes('trace.json'), null,
                               { timeout: timeoutMs, polling: 250 });
    loaded = true;
  } catch (e) { messages.push({ type: 'timeout', text: String(e) }); }
  console.log(JSON.stringify({ loaded, seconds: (Date.now() - begin) / 1000, messages }));
} finally {
  await browser.close();
  server.close();
}
process.exit(0);
