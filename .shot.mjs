import puppeteer from 'puppeteer-core';
const [,, url, out, w='1366', h='900', full='0'] = process.argv;
const b = await puppeteer.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const p = await b.newPage();
await p.setViewport({ width: +w, height: +h, deviceScaleFactor: 1 });
await p.goto(url, { waitUntil: 'networkidle0', timeout: 60000 });
await p.screenshot({ path: out, fullPage: full === '1' });
console.log(await p.evaluate(() => document.documentElement.scrollWidth));
await b.close();
