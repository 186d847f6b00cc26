const cpu = () => { const u = process.cpuUsage(); return (u.user + u.system) / 1e6; };
const t0 = cpu();
const { createSeededDatabase } = require('../support/seeded-db');
const { createTestApp } = require('../support/app');
const t1 = cpu();
const db = createSeededDatabase();
const { app } = createTestApp({ db });
const t4 = cpu();
test('home', async () => {
  const request = require('supertest');
  await request(app).get('/');
  process.stderr.write(`pid ${process.pid} load ${(t1-t0).toFixed(2)} create ${(t4-t1).toFixed(2)}\n`);
});
