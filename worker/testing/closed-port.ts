import { createServer, type AddressInfo } from "node:net";

/**
 * A port that was just free and is closed again: a database driver pointed at it is refused, as
 * it is when the database server (Turso) cannot be reached.
 */
export const closedPort = () =>
  new Promise<number>((resolve) => {
    const server = createServer().listen(0, "127.0.0.1", () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
  });
