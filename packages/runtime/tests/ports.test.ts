// scripts/ports.mjs: the topology runs' fixed ports are drawn below the kernel's ephemeral range and
// only when free — the CI failure it fixes: an imaging process's gRPC port, drawn from 42000–46000,
// was taken by a port-0 listener of the test stage running beside it (EADDRINUSE).
import net from 'node:net';
import { canBind, ephemeralFloor, fixedPorts } from '../../../scripts/ports.mjs';

test('the floor is the first port of ip_local_port_range; the default where it cannot be read', () => {
  expect(ephemeralFloor(() => '32768\t60999\n')).toBe(32768);
  expect(ephemeralFloor(() => '40000 50000')).toBe(40000);
  expect(ephemeralFloor(() => 'garbage')).toBe(32768);
  expect(
    ephemeralFloor(() => {
      throw new Error('ENOENT');
    }),
  ).toBe(32768);
});

test('ports are distinct, below the ephemeral range and bindable', async () => {
  const floor = ephemeralFloor();
  const ports: number[] = await fixedPorts(12);
  expect(new Set(ports).size).toBe(12);
  for (const p of ports) {
    expect(p).toBeGreaterThan(1024);
    expect(p).toBeLessThan(floor);
    expect(await canBind(p)).toBe(true);
  }
});

test('a port in use is not handed out', async () => {
  const held = net.createServer();
  await new Promise<void>((r) => held.listen({ port: 0, host: '0.0.0.0' }, () => r()));
  const busy = (held.address() as net.AddressInfo).port;
  try {
    expect(await canBind(busy)).toBe(false);
    // The first draw lands on the busy port: it is passed over for a later draw.
    const floor = busy + 1;
    const low = Math.max(1025, floor - 12000);
    let draws = 0;
    const ports: number[] = await fixedPorts(1, { floor, random: () => (draws++ === 0 ? (busy - low + 0.5) / (floor - low) : Math.random()) });
    expect(draws).toBeGreaterThan(1);
    expect(ports).toHaveLength(1);
    expect(ports[0]).not.toBe(busy);
    expect(ports[0]).toBeLessThan(floor);
  } finally {
    await new Promise((r) => held.close(r));
  }
});
