// Fixed TCP ports for the topology runs' processes, which must know each other's addresses before
// any of them starts (SVC_<NAME>_ADDR, PORT). They are drawn below the kernel's ephemeral range, so
// nothing that binds port 0 (the processes' own metrics ports, a test stage running beside this one)
// and no outgoing connection can take one between the draw and the process's bind — drawn from
// inside that range (42000–46000 then), a parallel stage's server once took an imaging process's
// gRPC port in CI (EADDRINUSE). Each is also checked free when drawn.
import { readFileSync } from 'node:fs';
import net from 'node:net';

const LINUX_RANGE = '/proc/sys/net/ipv4/ip_local_port_range';
/** Linux's default first ephemeral port, used where the range cannot be read. */
const DEFAULT_FLOOR = 32768;
/** How far below the floor ports are drawn: wide enough that two runs rarely draw the same. */
const SPAN = 12000;

/** The first port of the kernel's ephemeral range. */
export function ephemeralFloor(read = () => readFileSync(LINUX_RANGE, 'utf8')) {
  try {
    const low = Number(read().trim().split(/\s+/)[0]);
    if (Number.isInteger(low) && low > 1024 && low <= 65535) return low;
  } catch {
    // not Linux, or /proc unreadable: the default below
  }
  return DEFAULT_FLOOR;
}

/** Whether a listener can bind `port` on every interface right now. */
export function canBind(port) {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.listen({ port, host: '0.0.0.0', exclusive: true }, () => server.close(() => resolve(true)));
  });
}

/** `count` distinct ports below the ephemeral range, each free when drawn. */
export async function fixedPorts(count, { floor = ephemeralFloor(), random = Math.random } = {}) {
  const low = Math.max(1025, floor - SPAN);
  const ports = [];
  for (let tries = 0; ports.length < count; tries++) {
    if (tries > count * 50) throw new Error(`no ${count} free ports between ${low} and ${floor}`);
    const port = low + Math.floor(random() * (floor - low));
    if (!ports.includes(port) && (await canBind(port))) ports.push(port);
  }
  return ports;
}
