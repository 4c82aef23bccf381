// The full garbage collections the .xlsx reader and writer run now and then on the largest workbooks
// (src/hosts/file/memory.ts): the collector is really V8's, and it runs once per `every`
// units counted, never on small inputs.
import { fullCollection, periodicCollection } from '../../../src/hosts/file/memory';

test("the collector is V8's full collection: garbage is freed", () => {
  const gc = fullCollection();
  expect(typeof gc).toBe('function');
  gc!();
  const before = process.memoryUsage().heapUsed;
  let garbage: number[][] | null = Array.from({ length: 200 }, () => new Array<number>(50_000).fill(1.5));
  expect(process.memoryUsage().heapUsed).toBeGreaterThan(before + 50e6);
  garbage = null;
  gc!();
  expect(garbage).toBeNull();
  expect(process.memoryUsage().heapUsed).toBeLessThan(before + 20e6);
});

test('once per `every` units counted, and not before', () => {
  let runs = 0;
  const tick = periodicCollection(1000, () => () => runs++);
  for (let k = 0; k < 9; k++) tick(100);
  expect(runs).toBe(0);
  tick(100);
  expect(runs).toBe(1);
  tick(2500);
  expect(runs).toBe(2);
  for (let k = 0; k < 999; k++) tick(1);
  expect(runs).toBe(2);
  tick(1);
  expect(runs).toBe(3);
});

test('where no collector can be had, counting goes on without one', () => {
  const tick = periodicCollection(10, () => null);
  expect(() => tick(100)).not.toThrow();
});
