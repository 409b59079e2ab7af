/**
 * The balancer of bench/scale.ts in a process of its own, so proxying does not share an event
 * loop with the load generator: `tsx bench/balancer-process.ts PORT[,PORT…]` prints
 * `listening PORT` and serves until it is sent SIGTERM.
 */
import { startProxy } from '../e2e/helpers/proxy';

const targets = (process.argv[2] ?? '').split(',').map(Number);
if (targets.length === 0 || !targets.every((port) => Number.isInteger(port) && port > 0)) {
  console.error('usage: balancer-process.ts PORT[,PORT…]');
  process.exit(2);
}
const proxy = await startProxy(targets);
console.log(`listening ${proxy.port}`);
process.once('SIGTERM', () => void proxy.close().then(() => process.exit(0)));
