import { connect, createServer, type Socket } from "node:net";
import { openDatabase } from "../../server/db/connection.ts";

interface Pair {
  id: number;
  client: Socket;
  upstream?: Socket;
}

/** What the proxy does with the traffic (docs/decisions/028-database-outages.md). */
export type ProxyMode =
  /** Forwards both ways. */
  | "pass"
  /** Open connections stay open but nothing more is forwarded either way (packets dropped); new ones too. */
  | "freeze"
  /** New connections are accepted and never forwarded; the open ones stay frozen. */
  | "black-hole";

/**
 * A TCP proxy to a database server for outage tests. Besides `pass`, it can `freeze` (stop forwarding, keep every
 * socket open: a database whose packets are dropped) and `black-hole` (accept new connections and never connect
 * them upstream). `stop()` refuses new connections and cuts the open ones, as a database that went away would;
 * `start()` lets them through again on the same port.
 */
export async function startTcpProxy(target: { host: string; port: number }) {
  let mode: ProxyMode = "pass";
  let accepted = 0;
  const sockets = new Set<Socket>();
  // Frozen pairs resume forwarding when the mode goes back to "pass".
  const pairs = new Set<Pair>();
  const track = (socket: Socket, pair: Pair) => {
    sockets.add(socket);
    socket.on("close", () => {
      sockets.delete(socket);
      pair.client.destroy();
      pair.upstream?.destroy();
      pairs.delete(pair);
    });
    socket.on("error", () => {
      pair.client.destroy();
      pair.upstream?.destroy();
    });
  };
  const server = createServer((client) => {
    accepted += 1;
    const pair: Pair = { id: accepted, client };
    pairs.add(pair);
    track(client, pair);
    // Held, not read: a black-holed connection never reaches the database, even after the mode changes.
    if (mode !== "pass") {
      client.pause();
      return;
    }
    const upstream = connect(target.port, target.host);
    pair.upstream = upstream;
    track(upstream, pair);
    client.on("data", (chunk) => {
      if (mode === "pass") upstream.write(chunk);
    });
    upstream.on("data", (chunk) => {
      if (mode === "pass") client.write(chunk);
    });
  });
  const listen = (port: number) =>
    new Promise<number>((resolve, reject) => {
      server.once("error", reject);
      server.listen(port, "127.0.0.1", () => {
        server.off("error", reject);
        const address = server.address();
        resolve(typeof address === "object" && address ? address.port : port);
      });
    });
  const port = await listen(0);
  return {
    port,
    get mode(): ProxyMode {
      return mode;
    },
    /**
     * Changes what happens to the traffic from now on. Bytes that arrive while frozen are dropped, as a network
     * that loses packets would: a connection frozen mid-query is broken for good (its client must time out).
     */
    setMode(next: ProxyMode): void {
      mode = next;
    },
    /** Connections accepted since the start, in every mode. */
    get acceptedConnections(): number {
      return accepted;
    },
    /** Connections open through the proxy (client side), frozen or not. */
    get openConnections(): number {
      return pairs.size;
    },
    /** The numbers (1, 2, … in the order accepted) of the connections open now. */
    openConnectionIds(): number[] {
      return [...pairs].map((pair) => pair.id);
    },
    async stop(): Promise<void> {
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      for (const socket of sockets) socket.destroy();
      await closed;
    },
    async start(): Promise<void> {
      mode = "pass";
      await listen(port);
    },
    /** Cuts every open connection (frozen ones included) without closing the proxy. */
    cutAll(): void {
      for (const socket of sockets) socket.destroy();
    },
  };
}

/** The PostgreSQL database at `location` opened through a new proxy in front of it, for outage tests. */
export async function openThroughProxy(
  location: string,
  options: Omit<Parameters<typeof openDatabase>[0], "databaseUrl" | "sqlitePath">,
) {
  const url = new URL(location);
  const proxy = await startTcpProxy({ host: url.hostname, port: Number(url.port || 5432) });
  url.host = `127.0.0.1:${proxy.port}`;
  const database = openDatabase({ ...options, databaseUrl: url.toString(), sqlitePath: "" });
  return { proxy, database };
}
