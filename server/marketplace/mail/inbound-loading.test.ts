/**
 * The mail receiver's parser and SMTP server are loaded when a process starts receiving mail, not
 * when it starts: a web process without an inbound port does not carry them.
 */
const mockLoaded: string[] = [];
jest.mock('mailparser', () => (mockLoaded.push('mailparser'), jest.requireActual('mailparser')));
jest.mock('smtp-server', () => (mockLoaded.push('smtp-server'), jest.requireActual('smtp-server')));

const silent = { info: () => {}, warn: () => {}, error: () => {} };
const nobody = { tokenOf: () => undefined, known: async () => false, keep: async () => 'unknown' };

test('the parser and the server are loaded only once a receiver starts', async () => {
  const { startInboundReceiver } = await import('./inbound');
  expect(mockLoaded).toEqual([]);
  const receiver = await startInboundReceiver(nobody, { port: 0, host: '127.0.0.1', maxBytes: 10_000 }, silent);
  try {
    expect(mockLoaded.sort()).toEqual(['mailparser', 'smtp-server']);
    expect(receiver.port).toBeGreaterThan(0);
  } finally {
    await receiver.close();
  }
});
