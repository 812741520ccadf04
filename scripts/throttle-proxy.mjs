// A loopback TCP proxy that shapes traffic like a slow mobile link, for bench-viewer.mjs: every byte
// in either direction waits the one-way latency (half the RTT) and passes through one shared link per
// direction at the given rate (all connections share it, like one phone's radio). A connection with
// more than WINDOW bytes waiting is paused (TCP-like back-pressure), so a request the browser aborts
// (pdf.js's first full GET) wastes at most a window of the link, as on a real network.
import net from "node:net";

const PIECE = 8 * 1024;
const WINDOW = 64 * 1024;

function shapedLink(bytesPerSecond, latencyMs) {
  let linkFree = 0; // when the link has sent everything queued so far (ms, performance.now())
  return (source, target, onBytes) => {
    let waiting = 0;
    source.on("data", (chunk) => {
      for (let offset = 0; offset < chunk.length; offset += PIECE) {
        const piece = chunk.subarray(offset, offset + PIECE);
        const now = performance.now();
        linkFree = Math.max(now, linkFree) + (piece.length / bytesPerSecond) * 1000;
        const deliverAt = linkFree + latencyMs;
        waiting += piece.length;
        if (waiting > WINDOW) source.pause();
        setTimeout(() => {
          waiting -= piece.length;
          if (waiting <= WINDOW && source.isPaused()) source.resume();
          if (target.destroyed) return;
          target.write(piece);
          onBytes?.(piece.length);
        }, deliverAt - now);
      }
    });
    source.on("end", () => setTimeout(() => target.end(), Math.max(0, linkFree + latencyMs - performance.now())));
  };
}

/**
 * Starts the proxy on a free loopback port in front of `upstreamPort`.
 * @param {{ upstreamPort: number, rttMs: number, downBytesPerSecond: number, upBytesPerSecond: number }} opts
 * @returns {Promise<{ port: number, stats: { down: number, up: number, connections: number }, close: () => Promise<void> }>}
 */
export async function startThrottleProxy({ upstreamPort, rttMs, downBytesPerSecond, upBytesPerSecond }) {
  const down = shapedLink(downBytesPerSecond, rttMs / 2);
  const up = shapedLink(upBytesPerSecond, rttMs / 2);
  const stats = { down: 0, up: 0, connections: 0 };
  const sockets = new Set();
  const server = net.createServer((client) => {
    stats.connections++;
    const upstream = net.connect(upstreamPort, "127.0.0.1");
    for (const s of [client, upstream]) {
      sockets.add(s);
      s.setNoDelay(true);
      s.on("close", () => sockets.delete(s));
      s.on("error", () => {
        client.destroy();
        upstream.destroy();
      });
    }
    client.on("close", () => upstream.destroy());
    upstream.on("close", () => client.destroy());
    up(client, upstream, (n) => (stats.up += n));
    down(upstream, client, (n) => (stats.down += n));
  });
  await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    port: server.address().port,
    stats,
    close: () =>
      new Promise((resolve) => {
        for (const s of sockets) s.destroy();
        server.close(() => resolve());
      }),
  };
}
