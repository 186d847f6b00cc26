import { medianRound, roundOf, type Throughput } from './throughput';

const figures = (requestsPerSecond: number): Throughput => ({ requestsPerSecond, p50Ms: 10, p99Ms: 20, errors: 0, non2xx: 0, bytesPerResponse: 1000 });
const round = (app: number, ceiling: number) => roundOf(figures(app), figures(ceiling));

describe('benchmark rounds', () => {
  test('reports the round with the median ratio, page and ceiling from that same round', () => {
    const result = medianRound([round(400, 1000), round(300, 1000), round(500, 1100)]);
    expect(result.ratio).toBe(40);
    expect(result.app.requestsPerSecond).toBe(400);
    expect(result.ceiling.requestsPerSecond).toBe(1000);
    expect(result.rounds).toEqual([40, 30, 45.5]);
  });

  test('an even count takes the lower middle round, so one lucky round never lifts the figure', () => {
    expect(medianRound([round(450, 1000), round(300, 1000)]).ratio).toBe(30);
  });

  test('no rounds is an error, not a zero', () => {
    expect(() => medianRound([])).toThrow('no throughput rounds');
  });
});

test('a round measured against node:http too carries its ratio to it, two decimals', () => {
  const result = roundOf(figures(600), figures(1000), figures(1200), figures(900));
  expect(result.nginxRatio).toBe(0.5);
  expect(result.nodeRatio).toBe(0.67);
  expect(result.node?.requestsPerSecond).toBe(900);
});

test("the cart's floor is reported against nginx, with every round's floor ratio beside the median round", () => {
  const rounds = [roundOf(figures(300), figures(1000), figures(1000), figures(900), figures(100)), roundOf(figures(200), figures(1000), figures(1000), figures(900), figures(150))];
  const result = medianRound(rounds);
  expect(result.floor?.requestsPerSecond).toBe(150);
  expect(result.floorNginxRatio).toBe(0.15);
  expect(result.floorRounds).toEqual([0.1, 0.15]);
  expect(medianRound([round(400, 1000)]).floorRounds).toBeUndefined();
});
