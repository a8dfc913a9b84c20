// `npm run bench:login`: figures for the login defences, against the real server:
// timing of unknown-user vs wrong-password logins (a dummy hash keeps them alike), and a burst of
// 100 parallel wrong logins from one address (at most 5 get past the throttle), after which the
// right password still works from another address.
import { ADMIN, ensureBuild, startServer } from "./lib/server.mjs";

ensureBuild();
const server = await startServer({ TRUST_PROXY: "1" });
let ip = 1;
const login = async (body, from = `10.0.${Math.floor(ip / 250)}.${ip++ % 250}`) => {
  const started = performance.now();
  const res = await fetch(`${server.url}/api/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-forwarded-for": from },
    body: JSON.stringify(body),
  });
  await res.text();
  return { status: res.status, ms: performance.now() - started };
};
const median = (xs) => xs.sort((a, b) => a - b)[Math.floor(xs.length / 2)];
try {
  const samples = { unknown: [], wrong: [] };
  for (let i = 0; i < 20; i++) {
    samples.unknown.push((await login({ username: `nobody-${i}`, password: "whatever-password" })).ms);
    samples.wrong.push((await login({ username: ADMIN.username, password: `wrong-${i}` })).ms);
  }
  const burst = await Promise.all(Array.from({ length: 100 }, () => login({ username: ADMIN.username, password: "wrong-password" }, "192.0.2.99")));
  const notThrottled = burst.filter((r) => r.status !== 429).length;
  const elsewhere = await login(ADMIN, "192.0.2.100");
  console.table([
    { figure: "login, unknown user (median of 20)", value: `${median(samples.unknown).toFixed(0)} ms` },
    { figure: "login, wrong password (median of 20)", value: `${median(samples.wrong).toFixed(0)} ms` },
    { figure: "ratio unknown / wrong", value: (median(samples.unknown) / median(samples.wrong)).toFixed(2) },
    { figure: "100 parallel wrong logins: not throttled", value: notThrottled },
    { figure: "right password from another address", value: elsewhere.status },
  ]);
  if (notThrottled > 5 || elsewhere.status !== 200) process.exitCode = 1;
} finally {
  await server.stop();
}
