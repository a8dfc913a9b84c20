import { describe, expect, it } from "vitest";
import { clearSession, readSession, saveSession, TOKEN_KEY, USER_KEY } from "./session";

const memory = (init: Record<string, string> = {}) => {
  const map = new Map(Object.entries(init));
  return {
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
    removeItem: (k: string) => void map.delete(k),
    map,
  };
};
const TOKEN = "AbCdEfGhIjKlMnOpQrStUvWxYz_0123456789-abc";

describe("the stored owner session", () => {
  it("round-trips qr_token and qr_user (an object with the username)", () => {
    const store = memory();
    saveSession(store, { token: TOKEN, user: { id: 3, username: "owner" } });
    expect(store.map.get(TOKEN_KEY)).toBe(TOKEN);
    expect(JSON.parse(store.map.get(USER_KEY)!)).toEqual({ id: 3, username: "owner" });
    expect(readSession(store)).toEqual({ token: TOKEN, user: { id: 3, username: "owner" } });
  });

  it("treats missing or corrupt items as no session", () => {
    const cases: Record<string, string>[] = [
      {},
      { [TOKEN_KEY]: TOKEN },
      { [USER_KEY]: '{"username":"owner"}' },
      { [TOKEN_KEY]: TOKEN, [USER_KEY]: "{not json" },
      { [TOKEN_KEY]: TOKEN, [USER_KEY]: '"owner"' },
      { [TOKEN_KEY]: TOKEN, [USER_KEY]: "[]" },
      { [TOKEN_KEY]: TOKEN, [USER_KEY]: '{"username":""}' },
      { [TOKEN_KEY]: TOKEN, [USER_KEY]: '{"username":42}' },
      { [TOKEN_KEY]: "short", [USER_KEY]: '{"username":"owner"}' },
      { [TOKEN_KEY]: "has spaces in it and is long", [USER_KEY]: '{"username":"owner"}' },
    ];
    for (const c of cases) expect(readSession(memory(c)), JSON.stringify(c)).toBeNull();
  });

  it("survives a storage that throws (private modes)", () => {
    const throwing = {
      getItem: () => {
        throw new Error("denied");
      },
      setItem: () => {},
      removeItem: () => {},
    };
    expect(readSession(throwing)).toBeNull();
  });

  it("logout clears both items", () => {
    const store = memory({ [TOKEN_KEY]: TOKEN, [USER_KEY]: '{"username":"owner"}', language: "en" });
    clearSession(store);
    expect([...store.map.keys()]).toEqual(["language"]);
  });
});
