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
    // One ordered queue per connection, drained by one timer: separate timers per piece could fire
    // out of order when two pieces are due less than a millisecond apart (small chunks), which
    // garbled a response now and then (ERR_INVALID_HTTP_RESPONSE, or a PDF range pdf.js never parsed).
    const queue = []; // { piece, at } or { end: true, at }, `at` non-decreasing
    let timer = null;
    const drain = () => {
      timer = null;
      const now = performance.now();
      while (queue.length && queue[0].at <= now) {
        const item = queue.shift();
        if (item.end) {
          target.end();
          continue;
        }
        waiting -= item.piece.length;
        if (target.destroyed) continue;
        target.write(item.piece);
        onBytes?.(item.piece.length);
      }
      if (waiting <= WINDOW && source.isPaused()) source.resume();
      if (queue.length) timer = setTimeout(drain, Math.max(0, queue[0].at - performance.now()));
    };
    const push = (item) => {
      queue.push(item);
      if (!timer) timer = setTimeout(drain, Math.max(0, queue[0].at - performance.now()));
    };
    source.on("data", (chunk) => {
      for (let offset = 0; offset < chunk.length; offset += PIECE) {
        const piece = chunk.subarray(offset, offset + PIECE);
        linkFree = Math.max(performance.now(), linkFree) + (piece.length / bytesPerSecond) * 1000;
        waiting += piece.length;
        if (waiting > WINDOW) source.pause();
        push({ piece, at: Math.max(linkFree + latencyMs, queue.at(-1)?.at ?? 0) });
      }
    });
    source.on("end", () => push({ end: true, at: Math.max(performance.now() + latencyMs, queue.at(-1)?.at ?? 0) }));
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
